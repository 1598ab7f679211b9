// Styles of the people lists (360 px first, DESIGN.md §7): a 48 px round avatar, the name and the
// counts beside it, the button kept at its 44 px touch height.
import { useStyle } from '../../ui/use-style.js';

const CSS =
  '.mkt-fl .mkt-list-items{margin:0;padding:0;list-style:none}' +
  '.mkt-fl-row{display:flex;align-items:center;gap:8px;padding:10px 12px 10px 16px;background:#fff;border-bottom:1px solid #f0f0f3}' +
  '.mkt-fl-who{flex:1;min-width:0;display:flex;align-items:center;gap:12px;color:inherit;text-decoration:none}' +
  '.mkt-fl-avatar{flex:none;width:48px;border-radius:50%}' +
  '.mkt-fl-text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}' +
  // Long enterprise names take two lines and the counts wrap, rather than hide behind "Ne plus suivre".
  '.mkt-fl-name{font-size:15px;font-weight:600;line-height:1.3;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}' +
  '.mkt-fl-counts{display:flex;flex-wrap:wrap;column-gap:12px;font-size:13px;color:var(--mkt-muted)}' +
  '.mkt-fl-counts>span{white-space:nowrap}' +
  '.mkt-btn.mkt-fl-btn{flex:none;padding:0 12px;font-size:14px;white-space:nowrap}' +
  '.mkt-btn.mkt-fl-btn:disabled{cursor:default}' +
  '.mkt-btn.mkt-fl-btn[data-busy=true]{opacity:.5}' +
  '.mkt-fl-empty{display:flex;flex-direction:column;align-items:center;gap:16px;padding:48px 16px;color:var(--mkt-muted);text-align:center}' +
  '.mkt-fl-empty p{margin:0}';

export function useFollowStyle(): void {
  useStyle('follow', CSS);
}
