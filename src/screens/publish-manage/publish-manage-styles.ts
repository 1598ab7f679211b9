// Styles of publish management (DESIGN.md §7): 360 px first, 44 px touch targets, long French
// labels wrap instead of overflowing. The status badge and review reason are kit/status-badge.tsx's.
import { useStyle } from '../../ui/use-style.js';

export const PUBLISH_MANAGE_CSS =
  '.mkt-pm-top{position:sticky;top:0;z-index:6;background:#fff;box-shadow:0 1px 0 #ececf0}' +
  '.mkt-pm-top .mkt-head{position:static;border-bottom:0}' +
  '.mkt-pm-module{margin:0;padding:0 16px 4px;color:var(--mkt-muted);font-size:13px;overflow-wrap:anywhere}' +
  '.mkt-pm-item{background:#fff;border-bottom:1px solid #f0f0f3}' +
  '.mkt-pm-item .mkt-row{border-bottom:0;padding-bottom:8px}' +
  // More specific than kit/status-badge.tsx's reset (its style may be injected after this one).
  '.mkt-pm-item .mkt-pm-reason{margin:0 16px 8px}' +
  '.mkt-pm-actions{display:flex;flex-wrap:wrap;gap:8px;padding:0 16px 12px}' +
  '.mkt-pm-act{display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:0 14px;border:1px solid #d5d5dc;border-radius:20px;background:#fff;color:var(--mkt-fg);font-size:14px;text-decoration:none;cursor:pointer;position:relative}' +
  // A 44 px target around the 36 px pill.
  '.mkt-pm-act::before{content:"";position:absolute;inset:-4px 0}' +
  '.mkt-pm-act[disabled]{opacity:.55;cursor:progress}' +
  '.mkt-pm-act-main{border-color:var(--mkt-accent);color:var(--mkt-accent)}' +
  '.mkt-pm-act-danger{color:#a8261d;border-color:#f0b7b2}' +
  '.mkt-pm-new{position:sticky;bottom:0;z-index:5;margin-top:auto;padding:10px 16px calc(10px + env(safe-area-inset-bottom));background:#fff;box-shadow:0 -1px 0 #ececf0}' +
  '.mkt-pm-new .mkt-btn{width:100%}' +
  // The refresh time under the release time.
  '.mkt-pm-refreshed{color:var(--mkt-muted)}' +
  // The paid offer (paid-offer-dialog.tsx): stacked full-width choices, the price on the pay button.
  '.mkt-pm-offer h2{margin:0 0 8px;font-size:17px;font-weight:600;line-height:1.3}' +
  '.mkt-pm-offer p{margin:0 0 10px;line-height:1.4;overflow-wrap:anywhere}' +
  '.mkt-pm-offer .mkt-pm-offer-when{padding:8px 10px;border-radius:8px;background:#f6f6f8;font-weight:500}' +
  '.mkt-pm-offer-actions{display:flex;flex-direction:column;gap:8px;margin-top:14px}' +
  '.mkt-pm-offer-actions .mkt-btn{width:100%;min-height:48px;padding:6px 16px;justify-content:space-between;gap:12px;text-align:left;line-height:1.25}' +
  '.mkt-pm-offer-actions .mkt-btn-ghost{justify-content:center;text-align:center}' +
  '.mkt-pm-offer-price{flex:none;font-weight:600;white-space:nowrap}';

export const usePublishManageStyle = (): void => useStyle('publish-manage', PUBLISH_MANAGE_CSS);
