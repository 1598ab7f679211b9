// Styles of the cart and order screens (360 px first: 40 px+ targets, long French words wrap,
// the totals bar stays in reach at the bottom).
import { useStyle } from '../../ui/use-style.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { STEPPER_CSS } from '../kit/quantity-stepper.js';

const CSS =
  '.mkt-sg{background:var(--mkt-bg);padding-bottom:8px}' +
  '.mkt-sg-groups,.mkt-sg-lines,.mkt-sg-book{list-style:none;margin:0;padding:0}' +
  '.mkt-sg-groups{display:flex;flex-direction:column;gap:8px;margin:8px 0}' +
  '.mkt-sg-group{background:#fff;padding:12px 16px}' +
  '.mkt-sg-seller{margin:0 0 8px;font-weight:700;font-size:15px}' +
  '.mkt-sg-check{display:flex;align-items:center;gap:10px;min-height:40px;cursor:pointer;overflow-wrap:anywhere}' +
  '.mkt-sg-check input,.mkt-sg-tick{flex:none;width:22px;height:22px;margin:0;accent-color:var(--mkt-accent)}' +
  '.mkt-sg-line{display:flex;align-items:flex-start;gap:10px;padding:10px 0;border-top:1px solid #f0f0f3}' +
  '.mkt-sg-tick{margin-top:28px}' +
  '.mkt-sg-img{flex:none;width:72px;border-radius:8px;overflow:hidden}' +
  '.mkt-sg-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px}' +
  '.mkt-sg-title{margin:0;font-size:15px;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-sg-price{margin:0;display:flex;gap:8px;align-items:baseline;flex-wrap:wrap}' +
  '.mkt-sg-flag{margin:0;color:#b3261e;font-size:13px;font-weight:600}' +
  '.mkt-sg-off .mkt-sg-title,.mkt-sg-off .mkt-sg-price,.mkt-sg-off .mkt-img{opacity:.55}' +
  '.mkt-sg-row{display:flex;align-items:center;justify-content:space-between;gap:8px;flex-wrap:wrap}' +
  '.mkt-sg-remove,.mkt-sg-small{min-height:40px;padding:0 14px;font-size:14px}' +
  '.mkt-sg-remove,.mkt-sg-danger{color:#b3261e}' +
  // One row on a phone; a long total pushes the button to a second, full-width row (never overlaps).
  '.mkt-sg-bar{position:sticky;bottom:0;z-index:2;display:flex;flex-wrap:wrap;align-items:center;gap:8px 10px;padding:8px 12px calc(8px + env(safe-area-inset-bottom));background:#fff;border-top:1px solid #e4e4ea}' +
  '.mkt-sg-bar .mkt-sg-check{flex:none;font-size:14px}' +
  '.mkt-sg-total{flex:1 0 auto;display:flex;flex-direction:column;align-items:flex-end;font-size:13px}' +
  '.mkt-sg-total strong{font-size:16px;color:#b3261e;white-space:nowrap}' +
  '.mkt-sg-bar .mkt-btn{flex:1 0 auto;padding:0 14px}' +
  '.mkt-sg-options{border:0;margin:8px 0 0;padding:0}' +
  '.mkt-sg-options legend{padding:0;font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-sg-remark{width:100%;box-sizing:border-box;font:inherit;font-size:16px;padding:8px;border:1px solid #c9c9d1;border-radius:8px}' +
  '.mkt-sg-subtotal{margin:8px 0 0;text-align:right}' +
  '.mkt-sg-who{display:flex;align-items:center;gap:8px;flex-wrap:wrap;margin:0;font-weight:600;overflow-wrap:anywhere}' +
  '.mkt-sg-addr{display:flex;flex-direction:column;gap:8px}' +
  '.mkt-sg-addr-text{display:flex;flex-direction:column;gap:4px;text-align:left}' +
  '.mkt-sg-pick{display:block;width:100%;min-height:44px;padding:0;border:0;background:none;font:inherit;color:inherit;cursor:pointer}' +
  '.mkt-sg-addr-actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end}' +
  '.mkt-sg-address .mkt-muted{margin:4px 0 0;overflow-wrap:anywhere}' +
  '.mkt-sg-label{font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-sg-pickrow{display:flex;align-items:center;justify-content:space-between;width:100%;min-height:44px;padding:0 8px;border:0;background:none;font:inherit;font-size:16px;color:inherit;text-align:left;cursor:pointer}' +
  '.mkt-sg-pickrow .mkt-muted{font-size:16px}' +
  '.mkt-sg-default{margin:8px 0}' +
  '.mkt-sg-error{margin:8px 16px}';

export function useSaleGoodsStyle(): void {
  useMoneyStyle();
  useStyle('sale-goods', CSS + STEPPER_CSS);
}
