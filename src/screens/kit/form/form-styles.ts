// Styles of forms (login, register, reset, account security, authentication, feedback): one
// column at 360 px, 48 px inputs, the message in red under its field, primary button full width.
import { useStyle } from '../../../ui/use-style.js';

export const FORM_CSS =
  '.mkt-form{display:flex;flex-direction:column;gap:4px;padding:16px}' +
  '.mkt-field{display:flex;flex-direction:column;gap:6px;margin-bottom:10px}' +
  '.mkt-field>label{font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-input-row{display:flex;align-items:center;min-height:48px;border:1px solid #d2d2d7;border-radius:10px;background:#fff;overflow:hidden}' +
  '.mkt-input-row:focus-within{border-color:var(--mkt-accent);box-shadow:0 0 0 1px var(--mkt-accent)}' +
  '.mkt-input-row.mkt-invalid{border-color:#b3261e}' +
  '.mkt-input-row input,.mkt-input-row textarea,.mkt-input-row select{flex:1;min-width:0;min-height:46px;padding:0 12px;border:0;background:none;color:var(--mkt-fg);outline:none}' +
  '.mkt-input-row textarea{padding:12px;resize:vertical;min-height:120px}' +
  '.mkt-field-error{margin:0;color:#b3261e;font-size:13px;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-area-btn{display:inline-flex;align-items:center;gap:2px;align-self:stretch;padding:0 8px 0 12px;border:0;border-right:1px solid #e3e3e8;background:#fafafa;color:var(--mkt-fg);cursor:pointer}' +
  '.mkt-code-btn{align-self:stretch;flex:none;max-width:46%;padding:0 12px;border:0;border-left:1px solid #e3e3e8;background:none;color:var(--mkt-accent);font-size:14px!important;line-height:1.2;cursor:pointer}' +
  '.mkt-code-btn:disabled{color:var(--mkt-muted);cursor:default}' +
  '.mkt-form-tabs{display:flex;gap:24px;padding:0 16px;border-bottom:1px solid #ececf0;background:#fff}' +
  '.mkt-form-tabs button{min-height:44px;padding:0;border:0;border-bottom:3px solid transparent;background:none;color:var(--mkt-muted);cursor:pointer}' +
  '.mkt-form-tabs [aria-selected=true]{border-bottom-color:var(--mkt-accent);color:var(--mkt-fg);font-weight:600}' +
  '.mkt-agree-row{display:flex;flex-wrap:wrap;align-items:center;gap:2px 8px;font-size:14px}' +
  '.mkt-agree-row input{width:22px;height:22px;margin:0;accent-color:var(--mkt-accent)}' +
  '.mkt-agree-row a{color:var(--mkt-accent)}' +
  '.mkt-submit{width:100%;min-height:48px;margin-top:8px;border-radius:24px}' +
  '.mkt-submit:disabled{opacity:.6;cursor:default}' +
  '.mkt-form-links{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap;padding:4px 0}' +
  '.mkt-form-links a,.mkt-link-btn{display:inline-flex;align-items:center;min-height:44px;padding:0;border:0;background:none;color:var(--mkt-accent);text-decoration:none;cursor:pointer}' +
  '.mkt-form-note{margin:0 0 12px;color:var(--mkt-muted);font-size:14px}';

export const useFormStyle = (): void => useStyle('form', FORM_CSS);
