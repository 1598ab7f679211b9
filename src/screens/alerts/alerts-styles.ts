// Styles of the notification centre and the saved searches (issue: Beyond the spec), and of the
// list's alert choice dialog. Mobile first at 360 px: long French titles wrap, never overflow.
import { useStyle } from '../../ui/use-style.js';

export const ALERTS_CSS =
  '.mkt-al{background:#f5f5f7;min-height:100%}' +
  '.mkt-al-bar{display:flex;padding:4px 4px}' +
  '.mkt-al-bar a,.mkt-al-readall{min-height:44px;padding:0 12px;border:0;background:none;color:var(--mkt-accent);font:inherit;font-size:14px;font-weight:600;display:inline-flex;align-items:center;text-align:right;text-decoration:none;cursor:pointer}' +
  '.mkt-al-readall{flex:none;max-width:50%;line-height:1.2}' +
  '.mkt-al-readall:disabled{color:var(--mkt-muted);cursor:default}' +
  '.mkt-al-list .mkt-list-items{margin:0;padding:0;list-style:none;background:#fff}' +
  '.mkt-al-list .mkt-list-items>li{border-bottom:1px solid #ececf0}' +
  '.mkt-al-row{display:grid;grid-template-columns:64px 1fr auto;gap:12px;align-items:center;padding:12px 12px 12px 16px;color:inherit;text-decoration:none}' +
  '.mkt-al-row .mkt-img{width:64px;border-radius:8px}' +
  '.mkt-al-text{min-width:0;display:flex;flex-direction:column;gap:2px}' +
  '.mkt-al-what{margin:0;font-size:14px;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-al-title{margin:0;font-size:15px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-al-time{font-size:12px;color:var(--mkt-muted)}' +
  '.mkt-al-row[data-read="no"]{background:#eef7f2}' +
  '.mkt-al-row[data-read="no"] .mkt-al-what{font-weight:600}' +
  '.mkt-al-dot{width:10px;height:10px;border-radius:50%;background:#d93025}' +
  '.mkt-al-digest{display:flex;align-items:center;justify-content:center;aspect-ratio:1;border-radius:8px;background:#e3f1ea;color:var(--mkt-accent);font-size:20px;font-weight:700}' +
  '.mkt-al-empty{padding:48px 24px;text-align:center;color:var(--mkt-muted)}' +
  '.mkt-al-empty h2{margin:0 0 8px;font-size:17px;color:var(--mkt-fg)}' +
  '.mkt-al-empty p{margin:0;line-height:1.45}' +
  '.mkt-ss{display:flex;flex-direction:column;gap:4px;padding:12px 16px}' +
  '.mkt-ss-open{display:flex;align-items:center;gap:8px;min-height:44px;padding:0;border:0;background:none;color:inherit;font:inherit;font-size:15px;font-weight:600;text-align:left;cursor:pointer}' +
  '.mkt-ss-open span:first-child{flex:1;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-ss-new{flex:none;padding:2px 8px;border-radius:10px;background:#d93025;color:#fff;font-size:12px;font-weight:600}' +
  '.mkt-ss-foot{display:flex;align-items:center;gap:12px;justify-content:space-between}' +
  '.mkt-ss-switch{display:flex;align-items:center;gap:10px;min-height:44px;font-size:14px;cursor:pointer}' +
  '.mkt-ss-switch input{flex:none;appearance:none;position:relative;width:44px;height:26px;margin:0;border-radius:13px;background:#c7c7cc;cursor:pointer;transition:background .15s}' +
  '.mkt-ss-switch input::after{content:"";position:absolute;top:3px;left:3px;width:20px;height:20px;border-radius:50%;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.2);transition:transform .15s}' +
  '.mkt-ss-switch input:checked{background:var(--mkt-accent)}' +
  '.mkt-ss-switch input:checked::after{transform:translateX(18px)}' +
  '.mkt-ss-switch input:focus-visible{outline:2px solid var(--mkt-accent);outline-offset:2px}' +
  '.mkt-ss-del{min-height:44px;padding:0 14px;border:0;border-radius:22px;background:none;color:#b3261e;font:inherit;font-size:14px;font-weight:600;cursor:pointer}' +
  '@media (prefers-reduced-motion:reduce){.mkt-ss-switch input,.mkt-ss-switch input::after{transition:none}}';

export const useAlertsStyle = (): void => useStyle('alerts', ALERTS_CSS);
