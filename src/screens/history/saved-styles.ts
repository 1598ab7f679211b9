// Styles of the saved-list screens (history, collection) and of the pieces the mine screen
// borrows from them (login prompt, saved rows).
import { useStyle } from '../../ui/use-style.js';

export const SAVED_CSS =
  '.mkt-saved-body{flex:1;display:flex;flex-direction:column;min-height:0}' +
  '.mkt-saved-login{flex:1;min-height:0}' +
  '.mkt-saved-login h2{margin:0;font-size:19px;overflow-wrap:anywhere}' +
  '.mkt-saved-login p{max-width:320px;overflow-wrap:anywhere}' +
  '.mkt-saved-login svg{color:var(--mkt-accent)}' +
  '.mkt-saved-hint{margin:0;padding:8px 16px;color:var(--mkt-muted);font-size:13px;line-height:1.4}' +
  '.mkt-saved-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:48px 24px;color:var(--mkt-muted);text-align:center}' +
  '.mkt-saved-empty p{margin:0;max-width:300px;overflow-wrap:anywhere}' +
  '.mkt-saved-empty svg{width:56px;height:56px;color:#c4c4cc}';

export const useSavedStyle = (): void => useStyle('saved', SAVED_CSS);
