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
  '.mkt-pm-act{display:inline-flex;align-items:center;justify-content:center;min-height:36px;padding:0 14px;border:1px solid #d5d5dc;border-radius:18px;background:#fff;color:var(--mkt-fg);font-size:14px;text-decoration:none;cursor:pointer;position:relative}' +
  // A 44 px target around the 36 px pill.
  '.mkt-pm-act::before{content:"";position:absolute;inset:-4px 0}' +
  '.mkt-pm-act[disabled]{opacity:.55;cursor:progress}' +
  '.mkt-pm-act-main{border-color:var(--mkt-accent);color:var(--mkt-accent)}' +
  '.mkt-pm-act-danger{color:#a8261d;border-color:#f0b7b2}' +
  '.mkt-pm-new{position:sticky;bottom:0;z-index:5;margin-top:auto;padding:10px 16px calc(10px + env(safe-area-inset-bottom));background:#fff;box-shadow:0 -1px 0 #ececf0}' +
  '.mkt-pm-new .mkt-btn{width:100%}';

export const usePublishManageStyle = (): void => useStyle('publish-manage', PUBLISH_MANAGE_CSS);
