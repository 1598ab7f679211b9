// The looks of the parcel list and details (spec §2 /sea order, details), on top of the money
// screens' cards and badges (kit/money/money-styles.ts): 360 px first, 40 px targets.
import { useStyle } from '../../ui/use-style.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';

const CSS =
  // Six tabs, every one in sight (two rows at 360 px), like the goods orders' (user-order/trade-list.tsx).
  '.mkt-chips.mkt-parcel-tabs{padding:10px 12px}' +
  '.mkt-chips.mkt-parcel-tabs button{min-height:40px;white-space:nowrap}' +
  '.mkt-parcel-list .mkt-list-items>li:empty{display:none}' +
  '.mkt-parcel-list .mkt-list-items>li:last-child .mkt-parcel{margin-bottom:12px}' +
  '.mkt-parcel-send{display:flex;margin:12px 12px 0}' +
  '.mkt-parcel-send .mkt-btn{flex:1;min-height:44px}' +
  '.mkt-parcel{display:block;color:inherit;text-decoration:none}' +
  '.mkt-parcel-no{font-weight:600;font-size:15px;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}' +
  '.mkt-parcel-goods{margin:0;font-size:15px;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-parcel-route{display:flex;align-items:center;gap:6px;flex-wrap:wrap;margin:4px 0 0;font-size:14px}' +
  '.mkt-parcel-foot{display:flex;justify-content:space-between;align-items:baseline;gap:8px;margin-top:8px}' +
  '.mkt-parcel-foot strong{color:#c2410c;font-size:16px;white-space:nowrap}' +
  '.mkt-parcel-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:40px 24px;text-align:center}' +
  '.mkt-mbadge[data-tone=ok]{background:#e8f5ee;color:#0b5e3d}' +
  '.mkt-mbadge[data-tone=wait]{background:#fff4e5;color:#7a4100}' +
  '.mkt-mbadge[data-tone=bad]{background:#fdecea;color:#8c1d18}' +
  '.mkt-mbadge[data-tone=info]{background:#e8f0fe;color:#174ea6}' +
  // Details.
  '.mkt-pdetails{padding-bottom:20px}' +
  '.mkt-pdetails h2{margin:0 0 8px;font-size:16px}' +
  '.mkt-pdetails p{margin:4px 0 0;line-height:1.45;overflow-wrap:anywhere}' +
  '.mkt-pstate{background:#fff7ed}' +
  '.mkt-pstate[data-tone=ok]{background:#e8f5ee}' +
  '.mkt-pstate[data-tone=info]{background:#eef4fd}' +
  '.mkt-pstate[data-tone=bad]{background:#f5f5f7}' +
  '.mkt-pactions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}' +
  '.mkt-pactions .mkt-btn{flex:1 1 auto;min-height:44px;justify-content:center;text-align:center}' +
  '.mkt-pcancel{display:flex;margin:12px 12px 0}' +
  '.mkt-pcancel .mkt-btn{flex:1;min-height:44px;color:#b3261e}' +
  '.mkt-pmark{margin:8px 0 0;padding:12px;border:2px dashed #c2410c;border-radius:8px;text-align:center;font-size:26px;font-weight:700;letter-spacing:.04em;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}' +
  '.mkt-ptel{font-weight:600;color:var(--mkt-accent)}' +
  '.mkt-pdiff{margin-top:8px}' +
  // The tracking timeline: a dot per step on a line, done ones filled, the current one ringed, the rest grey.
  '.mkt-ptrack{margin:0;padding:0;list-style:none}' +
  '.mkt-ptrack li{position:relative;padding:0 0 16px 28px;display:flex;flex-direction:column;gap:2px;font-size:14px;line-height:1.4}' +
  '.mkt-ptrack li:before{content:"";position:absolute;left:8px;top:14px;bottom:-2px;width:2px;background:#e4e4ea}' +
  '.mkt-ptrack li:last-child{padding-bottom:0}' +
  '.mkt-ptrack li:last-child:before{display:none}' +
  '.mkt-ptrack li[data-status=done]:before{background:var(--mkt-accent)}' +
  '.mkt-ptrack li:after{content:"";position:absolute;left:3px;top:3px;width:12px;height:12px;border-radius:50%;background:#d4d4dc;box-sizing:border-box}' +
  '.mkt-ptrack li[data-status=done]:after{background:var(--mkt-accent)}' +
  '.mkt-ptrack li[data-status=current]:after{left:1px;top:1px;width:16px;height:16px;background:#fff;border:4px solid var(--mkt-accent)}' +
  '.mkt-ptrack li[data-status=current] .mkt-pstep{font-weight:700;color:var(--mkt-accent)}' +
  '.mkt-ptrack li[data-status=future]{color:#9a9aa5}' +
  '.mkt-phistory{margin:0;padding:0 0 0 14px;list-style:none;border-left:2px solid #e4e4ea}' +
  '.mkt-phistory li{padding:0 0 10px 8px;display:flex;flex-direction:column;gap:2px;font-size:14px;line-height:1.4;overflow-wrap:anywhere}' +
  '.mkt-phistory li:last-child{padding-bottom:0}' +
  '.mkt-paddr{margin-top:10px}' +
  '.mkt-paddr:first-of-type{margin-top:0}' +
  '.mkt-pdialog{max-height:calc(100% - 16px);overflow:auto}' +
  '.mkt-pdialog h2{margin:0 0 8px;font-size:17px;line-height:1.3}' +
  '.mkt-pdialog p{margin:0 0 10px;line-height:1.45;font-size:14px}' +
  '.mkt-pdialog textarea{min-height:88px}' +
  '.mkt-pdialog .mkt-dialog-actions{flex-wrap:wrap}' +
  '.mkt-pdialog .mkt-dialog-actions .mkt-btn{flex:1 1 auto;min-height:44px;padding:0 16px;white-space:nowrap}';

export function useParcelStyle(): void {
  useMoneyStyle();
  useStyle('sea-parcels', CSS);
}
