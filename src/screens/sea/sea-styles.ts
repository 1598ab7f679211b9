// Styles of the air-express screens (360 px first, like the goods screens whose cards, address
// book and pay bar they reuse: sale-goods-styles.ts). Only what the parcel adds lives here.
import { useStyle } from '../../ui/use-style.js';
import { useSaleGoodsStyle } from '../sale-goods/sale-goods-styles.js';

const CSS =
  '.mkt-sea{background:var(--mkt-bg);padding-bottom:8px}' +
  '.mkt-sea .mkt-mcard{margin:8px 0}' +
  '.mkt-sea-card p{margin:4px 0 0;overflow-wrap:anywhere}' +
  '.mkt-sea-card .mkt-mhead h2{margin:0}' +
  '.mkt-sea-choose{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:44px;margin-top:4px;color:var(--mkt-accent);text-decoration:none;font-weight:600}' +
  '.mkt-sea-route{font-weight:600;margin:8px 0 4px!important}' +
  '.mkt-sea-issue{margin:6px 0 0;color:#b3261e;font-size:14px;font-weight:600}' +
  '.mkt-sea-hint{margin:8px 0 0;padding:8px 10px;border-radius:8px;background:#f2f6ff;font-size:14px;line-height:1.45}' +
  '.mkt-sea-forbidden{margin:8px 0 0;padding:8px 10px;border-radius:8px;background:#fdecea;color:#8c1d18;font-size:14px;line-height:1.45}' +
  '.mkt-sea-sizes{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px}' +
  '.mkt-sea-sizes .mkt-field{margin:0}' +
  '.mkt-sea-select{width:100%;min-height:44px;box-sizing:border-box;font:inherit;font-size:16px;padding:0 8px;border:1px solid #c9c9d1;border-radius:8px;background:#fff}' +
  '.mkt-sea-list{list-style:none;margin:0;padding:0}' +
  '.mkt-sea-routes{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-direction:column;gap:4px;font-size:14px}' +
  '.mkt-sea-routes li{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap;padding:6px 0;border-top:1px solid #f0f0f3}' +
  '.mkt-sea-tel{color:var(--mkt-accent)}' +
  '.mkt-sea-agree{display:flex;align-items:flex-start;gap:10px;margin:12px 16px;font-size:15px;line-height:1.45}' +
  '.mkt-sea-agree input{flex:none;width:22px;height:22px;margin:0;accent-color:var(--mkt-accent)}' +
  '.mkt-sea-agree a{color:var(--mkt-accent)}' +
  '.mkt-sea-agree-error{margin:-4px 16px 8px}' +
  '.mkt-sea-note{margin:-4px 0 8px;font-size:13px}' +
  '.mkt-sea-sizes-set{border:0;margin:0;padding:0;min-width:0}' +
  '.mkt-sea-sizes-set legend{padding:0}' +
  // The unit after an amount or a weight ("FCFA", "kg") keeps off the rounded border.
  '.mkt-sea .mkt-input-row>.mkt-muted{flex:none;padding:0 12px 0 4px}' +
  '.mkt-sea-banned{margin:8px 0 0;font-size:14px}' +
  '.mkt-sea-banned summary{min-height:40px;display:flex;align-items:center;cursor:pointer;color:var(--mkt-accent)}' +
  '.mkt-sea-banned ul{margin:4px 0 0;padding-left:20px;line-height:1.5}' +
  '.mkt-sea-legal{padding:12px 16px;background:#fff}' +
  '.mkt-sea-legal-title{font-size:18px;line-height:1.35;margin:4px 0 12px}' +
  '.mkt-sea-legal h2{font-size:17px;margin:16px 0 6px}' +
  '.mkt-sea-legal p,.mkt-sea-legal li{font-size:15px;line-height:1.6}';

export function useSeaStyle(): void {
  useSaleGoodsStyle();
  useStyle('sea', CSS);
}
