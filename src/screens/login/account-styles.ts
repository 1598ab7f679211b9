// Styles of the login, register and reset screens (the form itself is kit/form): the language
// dropdown in the header and the QR panel.
import { useStyle } from '../../ui/use-style.js';

const ACCOUNT_CSS =
  '.mkt-account{background:#fff}' +
  // The header pads 4 px for its 44 px back button; the dropdown lines up with the 16 px form edge.
  '.mkt-lang{flex:none;margin-right:12px}' +
  '.mkt-lang select{min-height:40px;max-width:120px;padding:0 8px;border:1px solid #d2d2d7;border-radius:20px;background:#fff;color:var(--mkt-fg);font-size:14px!important}' +
  '.mkt-qr{display:flex;flex-direction:column;align-items:center;gap:12px;padding:24px 16px;text-align:center}' +
  '.mkt-qr-box{display:flex;align-items:center;justify-content:center;width:220px;height:220px;border-radius:12px;background:#fff;box-shadow:0 0 0 1px #e3e3e8}' +
  '.mkt-qr-dead{background:#f5f5f7;color:#b3261e;font-weight:600;padding:16px}' +
  '.mkt-qr-state{margin:0;max-width:300px;color:var(--mkt-muted)}' +
  '.mkt-qr-code{margin:0;font-size:14px;color:var(--mkt-muted);overflow-wrap:anywhere}' +
  '.mkt-qr-code code{display:block;margin-top:4px;font-size:18px;color:var(--mkt-fg);letter-spacing:2px;font-variant-numeric:tabular-nums}';

export const useAccountStyle = (): void => useStyle('account', ACCOUNT_CSS);
