// Styles of the account-and-security screens (spec §2 accountAndSecurity; their rows are the kit's
// LinkRows): explanation cards before the destructive actions, device and log rows. Mobile first
// at 360 px: every row is at least 52 px high and long French values wrap.
import { useStyle } from '../../ui/use-style.js';

export const SECURITY_CSS =
  '.mkt-sec{background:#f5f5f7}' +
  '.mkt-sec-card{margin:12px 16px;padding:16px;border-radius:12px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.05)}' +
  '.mkt-sec-card h2{margin:0 0 8px;font-size:17px;line-height:1.3}' +
  '.mkt-sec-card p{margin:0 0 8px;line-height:1.45}' +
  '.mkt-sec-card ul{margin:0;padding-left:20px;line-height:1.5}' +
  '.mkt-sec-card li+li{margin-top:6px}' +
  '.mkt-sec-note{margin:12px 16px 0;color:var(--mkt-muted);font-size:14px;line-height:1.45}' +
  '.mkt-sec-pending{margin:12px 16px 0;padding:12px 14px;border-radius:10px;background:#fff4e5;color:#7a4100;line-height:1.45}' +
  '.mkt-sec-actions{padding:8px 16px 24px}' +
  '.mkt-btn.mkt-sec-destroy{width:100%;min-height:48px;border-radius:24px;background:#b3261e}' +
  '.mkt-btn.mkt-sec-destroy:disabled{opacity:.6;cursor:default}' +
  '.mkt-sec-device,.mkt-sec-log{display:flex;align-items:center;gap:12px;min-height:64px;padding:10px 16px;background:#fff;border-bottom:1px solid #f0f0f3}' +
  '.mkt-sec-device>svg{flex:none;width:28px;height:28px;color:var(--mkt-accent)}' +
  '.mkt-sec-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}' +
  '.mkt-sec-title{margin:0;font-size:15px;font-weight:600;overflow-wrap:anywhere}' +
  '.mkt-sec-meta{margin:0;color:var(--mkt-muted);font-size:13px;line-height:1.4;overflow-wrap:anywhere}' +
  '.mkt-sec-badge{display:inline-block;margin-left:6px;padding:1px 8px;border-radius:10px;background:#e8f5ee;color:var(--mkt-accent);font-size:12px;font-weight:600;vertical-align:1px}' +
  '.mkt-btn.mkt-sec-out{flex:none;min-height:40px;padding:0 14px;font-size:14px}' +
  '.mkt-sec-list{margin:12px 0 0;padding:0;list-style:none}' +
  '.mkt-sec-list .mkt-sec-log{align-items:flex-start}' +
  '.mkt-sec-log time{flex:none;max-width:42%;color:var(--mkt-muted);font-size:12px;text-align:right}';

export const useSecurityStyle = (): void => useStyle('security', SECURITY_CSS);
