// Styles of the authentication screens (spec §2 auth: personal, authEnt): the review status card,
// the attachment rows and the picture grid. 360 px first; file names and French labels wrap.
import { useStyle } from '../../ui/use-style.js';

export const AUTH_CSS =
  '.mkt-auth{background:#f5f5f7}' +
  '.mkt-auth .mkt-form{background:#fff;margin-top:12px}' +
  '.mkt-auth-card{display:flex;flex-direction:column;align-items:flex-start;gap:8px;margin:12px 16px;padding:16px;border-radius:12px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.05)}' +
  '.mkt-auth-card p{margin:0;line-height:1.45}' +
  // A long French label wraps inside a full-width button, centred, not in a squeezed pill.
  '.mkt-auth-card .mkt-btn{align-self:stretch;padding:10px 20px;line-height:1.3;text-align:center}' +
  '.mkt-auth-state{display:inline-flex;align-items:center;gap:6px;padding:2px 10px;border-radius:12px;font-size:14px;font-weight:600}' +
  '.mkt-auth-state[data-state=review]{background:#fff4e5;color:#7a4100}' +
  '.mkt-auth-state[data-state=passed]{background:#e8f5ee;color:#1b6b3a}' +
  '.mkt-auth-state[data-state=failed]{background:#fdecea;color:#b3261e}' +
  // The operator's reason: any length, any language, line breaks kept; it wraps, never overflows.
  '.mkt-auth-reason{align-self:stretch;min-width:0;padding:10px 12px;border-radius:8px;background:#fdecea;border-left:3px solid #b3261e}' +
  '.mkt-auth-refused{margin:12px 16px 0}' +
  '.mkt-auth-reason-label{display:block;margin-bottom:2px;font-size:13px;font-weight:600;color:#b3261e}' +
  '.mkt-auth-card .mkt-auth-reason p{white-space:pre-line;overflow-wrap:anywhere;color:var(--mkt-fg)}' +
  '.mkt-auth-dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;width:100%;margin:4px 0 0;font-size:14px}' +
  '.mkt-auth-dl dt{color:var(--mkt-muted)}' +
  '.mkt-auth-dl dd{margin:0;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-auth-label{font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-auth-hint{margin:0;color:var(--mkt-muted);font-size:13px;line-height:1.35}' +
  '.mkt-auth-pick{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:48px;padding:8px 12px;border:1px dashed #b8b8c0;border-radius:10px;background:#fafafa;color:var(--mkt-accent);font-size:15px!important;cursor:pointer}' +
  '.mkt-auth-pick:disabled{color:var(--mkt-muted);cursor:default}' +
  '.mkt-auth-pick svg{flex:none;width:20px;height:20px}' +
  '.mkt-auth-file{display:flex;align-items:center;gap:10px;min-height:48px;padding:4px 4px 4px 12px;border:1px solid #d2d2d7;border-radius:10px;background:#fff}' +
  '.mkt-auth-file>svg{flex:none;width:22px;height:22px;color:var(--mkt-accent)}' +
  '.mkt-auth-file span,.mkt-auth-file a{flex:1;min-width:0;overflow-wrap:anywhere;font-size:14px}' +
  '.mkt-auth-file a{color:var(--mkt-accent);text-decoration:underline;min-height:44px;display:flex;align-items:center}' +
  '.mkt-auth-select{appearance:none;-webkit-appearance:none;background:none}' +
  '.mkt-auth-input-row{position:relative}' +
  '.mkt-auth-input-row>svg{position:absolute;right:12px;top:50%;width:16px;height:16px;margin-top:-8px;pointer-events:none;color:var(--mkt-muted)}' +
  '.mkt-auth-skel{display:flex;flex-direction:column;gap:10px;margin:12px 16px;padding:16px;border-radius:12px;background:#fff}' +
  '.mkt-auth-skel .mkt-skel{height:16px}' +
  '.mkt-auth-skel .mkt-skel:first-child{width:40%}';

export const useAuthStyle = (): void => useStyle('auth', AUTH_CSS);
