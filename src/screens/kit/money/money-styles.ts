// Styles of the money screens (member centre, value-added services, pay, return pages, orders,
// bills, assets, coupons, exchange codes): grey page, white cards, one column at 360 px, prices
// that wrap rather than overflow (long French words, "5 000 FCFA / 365 jours").
import { useStyle } from '../../../ui/use-style.js';

export const MONEY_CSS =
  '.mkt-money{background:#f5f5f7;min-height:100%}' +
  '.mkt-mcard{margin:12px 12px 0;padding:14px 16px;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05)}' +
  '.mkt-mcard h2{margin:0 0 6px;font-size:16px;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-mcard h3{margin:12px 0 6px;font-size:14px;color:var(--mkt-muted);font-weight:600}' +
  '.mkt-mcard p{margin:0 0 8px;line-height:1.45;overflow-wrap:anywhere}' +
  '.mkt-mcard>:last-child{margin-bottom:0}' +
  '.mkt-mcard[aria-current=true]{box-shadow:0 0 0 2px var(--mkt-accent)}' +
  '.mkt-mcard-link{display:block;color:inherit;text-decoration:none}' +
  '.mkt-muted{color:var(--mkt-muted);font-size:13px}' +
  '.mkt-mhead{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 12px;margin-bottom:6px}' +
  '.mkt-mcard>.mkt-mbadge{margin-bottom:8px}' +
  '.mkt-money-amount{color:#c2410c;font-weight:700;font-size:18px;white-space:nowrap}' +
  '.mkt-money-amount small{color:var(--mkt-muted);font-weight:400;font-size:13px;white-space:normal}' +
  '.mkt-money-big{font-size:26px}' +
  '.mkt-benefits{margin:8px 0 0;padding:0;list-style:none;display:flex;flex-direction:column;gap:6px}' +
  '.mkt-benefits+p,.mkt-benefits+.mkt-mactions{margin-top:12px}' +
  '.mkt-benefits li{display:flex;gap:8px;align-items:flex-start;font-size:14px;line-height:1.4;overflow-wrap:anywhere}' +
  '.mkt-benefits svg{flex:none;width:18px;height:18px;margin-top:1px;color:var(--mkt-accent)}' +
  '.mkt-mactions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}' +
  '.mkt-mactions .mkt-btn{flex:1 1 auto}' +
  '.mkt-btn[aria-disabled=true],.mkt-btn:disabled{opacity:.5;cursor:default}' +
  '.mkt-mnote{display:flex;gap:8px;margin-top:10px;padding:10px 12px;border-radius:8px;background:#fff4e5;color:#7a4100;font-size:14px;line-height:1.4}' +
  '.mkt-mnote.mkt-mnote-ok{background:#e8f5ee;color:#0b5e3d}' +
  '.mkt-mnote.mkt-mnote-bad{background:#fdecea;color:#8c1d18}' +
  '.mkt-dl{display:grid;grid-template-columns:fit-content(42%) minmax(0,1fr);gap:8px 12px;margin:0;font-size:14px}' +
  '.mkt-dl dt{color:var(--mkt-muted)}' +
  '.mkt-dl dd{margin:0;text-align:right;overflow-wrap:anywhere}' +
  '.mkt-dl .mkt-dl-total{font-weight:700;color:var(--mkt-fg)}' +
  '.mkt-mbadge{display:inline-flex;align-items:center;padding:1px 8px;border-radius:10px;font-size:12px;line-height:20px;white-space:nowrap;background:#eef0f3;color:#3c4043}' +
  '.mkt-mbadge[data-tone=ok]{background:#e8f5ee;color:#0b5e3d}' +
  '.mkt-mbadge[data-tone=wait]{background:#fff4e5;color:#7a4100}' +
  '.mkt-mbadge[data-tone=bad]{background:#fdecea;color:#8c1d18}' +
  '.mkt-choice{margin:0;padding:0;border:0;display:flex;flex-direction:column;gap:8px}' +
  '.mkt-choice+.mkt-field,.mkt-choice+.mkt-muted{margin-top:14px}' +
  '.mkt-choice legend{padding:0;margin-bottom:6px;font-weight:600;font-size:15px}' +
  '.mkt-choice label{display:flex;gap:12px;align-items:flex-start;min-height:52px;padding:10px 12px;border:1px solid #d8d8de;border-radius:10px;background:#fff;cursor:pointer}' +
  '.mkt-choice label:has(input:checked){border-color:var(--mkt-accent);box-shadow:0 0 0 1px var(--mkt-accent)}' +
  '.mkt-choice input{flex:none;width:20px;height:20px;margin:2px 0 0;accent-color:var(--mkt-accent)}' +
  '.mkt-choice svg{flex:none;width:24px;height:24px;color:var(--mkt-accent)}' +
  '.mkt-choice-text{display:flex;flex-direction:column;gap:2px;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-choice-text small{color:var(--mkt-muted);font-size:13px;line-height:1.35}' +
  '.mkt-select{width:100%;min-height:48px;padding:0 10px;border:1px solid #d2d2d7;border-radius:10px;background:#fff;color:var(--mkt-fg);font-size:16px}' +
  '.mkt-paybar{position:sticky;bottom:0;z-index:4;display:flex;align-items:center;gap:12px;margin-top:12px;padding:10px 16px calc(10px + env(safe-area-inset-bottom));background:#fff;border-top:1px solid #ececf0;box-shadow:0 -2px 8px rgba(0,0,0,.04)}' +
  '.mkt-paybar>div{flex:1;min-width:0;display:flex;flex-direction:column}' +
  '.mkt-paybar .mkt-btn{flex:none;min-width:120px;max-width:60%;min-height:48px}' +
  '.mkt-paybar .mkt-muted{font-size:12px}' +
  '.mkt-mcard .mkt-pkg-name{margin:0;color:var(--mkt-fg);font-size:16px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-mrow{display:flex;gap:12px;align-items:flex-start;padding:12px 16px;background:#fff;border-bottom:1px solid #f0f0f3;color:inherit;text-decoration:none}' +
  '.mkt-mrow-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px}' +
  '.mkt-mrow-title{margin:0;font-size:15px;font-weight:600;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-mrow-side{flex:none;display:flex;flex-direction:column;align-items:flex-end;gap:4px;max-width:45%;text-align:right}' +
  '.mkt-result{display:flex;flex-direction:column;align-items:center;gap:12px;padding:32px 20px;text-align:center}' +
  '.mkt-result svg{width:64px;height:64px}' +
  '.mkt-result h1{margin:0;font-size:20px;line-height:1.3}' +
  '.mkt-result p{margin:0;color:var(--mkt-muted);line-height:1.45;overflow-wrap:anywhere}' +
  '.mkt-result .mkt-btn{min-width:200px}' +
  '.mkt-result[data-tone=ok] svg{color:var(--mkt-accent)}' +
  '.mkt-result[data-tone=bad] svg{color:#b3261e}' +
  '.mkt-result[data-tone=wait] svg{color:#b25e00}' +
  '.mkt-mpad{margin:12px 12px 0}' +
  '.mkt-orderno{font-size:13px;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}' +
  '.mkt-mref{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 8px;margin:12px 0;padding:10px 12px;border-radius:8px;background:#f5f5f7}' +
  '.mkt-mref strong{font-size:16px;letter-spacing:.02em;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}' +
  '.mkt-mlinks{margin:0;padding:8px 16px}' +
  '.mkt-mlinks a{display:inline-flex;align-items:center;min-height:44px;color:var(--mkt-accent)}' +
  '.mkt-mtitle{margin:20px 16px 0;font-size:14px;font-weight:600;color:var(--mkt-muted);text-transform:uppercase;letter-spacing:.02em}' +
  '.mkt-mtabs{margin-top:12px}' +
  '.mkt-chips{display:flex;flex-wrap:wrap;gap:8px;padding:12px 16px;background:#fff;border-bottom:1px solid #ececf0}' +
  '.mkt-chips button{flex:none;min-height:36px;padding:0 14px;border:1px solid #d8d8de;border-radius:18px;background:#fff;color:inherit;font:inherit;font-size:14px;cursor:pointer}' +
  '.mkt-chips button[aria-pressed=true]{background:var(--mkt-accent);border-color:var(--mkt-accent);color:#fff}' +
  '.mkt-mtable{width:100%;border-collapse:collapse;font-size:14px;table-layout:fixed}' +
  '.mkt-mtable th,.mkt-mtable td{padding:8px 4px;border-bottom:1px solid #f0f0f3;text-align:right;overflow-wrap:anywhere}' +
  '.mkt-mtable th:first-child{text-align:left;font-weight:400;width:44%}' +
  '.mkt-mtable thead th{color:var(--mkt-muted);font-size:12px;font-weight:600}' +
  '.mkt-remit-pic{max-width:240px;border-radius:8px;overflow:hidden}' +
  '.mkt-choice .mkt-picker-label{display:block;min-height:0;margin-top:4px;padding:0;border:0;background:none;font-size:14px;color:var(--mkt-muted);cursor:default}' +
  '.mkt-spin{animation:mkt-spin 1s linear infinite}' +
  '@keyframes mkt-spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.mkt-spin{animation:none}}';

export const useMoneyStyle = (): void => useStyle('money', MONEY_CSS);
