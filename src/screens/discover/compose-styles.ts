// Styles of the compose, my-posts and collection screens (360 px first, DESIGN.md §7): what the
// form kit (kit/form) and the pictures field do not already draw.
import { useStyle } from '../../ui/use-style.js';

const CSS =
  '.mkt-dcc textarea{width:100%;min-height:140px;padding:10px 12px;border:0;font:inherit;line-height:1.45;resize:vertical;background:transparent}' +
  '.mkt-dcc .mkt-input-row input{flex:1;min-width:0;min-height:46px;padding:0 12px;border:0;font:inherit;background:transparent}' +
  '.mkt-dcc-counter,.mkt-dcc-hint{margin:0;color:var(--mkt-muted);font-size:13px;text-align:right}' +
  '.mkt-dcc-hint{text-align:left}' +
  '.mkt-dcc-counter[data-short]{color:#8a4b00}' +
  '.mkt-dcc-note{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fff4e5;color:#7a4100;font-size:14px;line-height:1.4}' +
  '.mkt-dcc-label{color:var(--mkt-muted);font-size:14px}' +
  '.mkt-dcc-words{padding:10px 12px;border-radius:8px;background:#fde7e6;color:#8a1f17;font-size:14px;line-height:1.45}' +
  '.mkt-dcc-words p{margin:0}' +
  '.mkt-dcc-preview{margin-top:6px!important;color:var(--mkt-fg);white-space:pre-wrap;overflow-wrap:anywhere}' +
  '.mkt-dcc-preview mark{background:#ffd0cc;color:#a8261d;font-weight:700;text-decoration:underline}' +
  '.mkt-dcc-chips{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}' +
  '.mkt-dcc-chip{display:inline-flex;align-items:center;gap:2px;padding-left:12px;border-radius:16px;background:#e8f0fe;color:#174ea6;font-size:14px}' +
  '.mkt-dcc-chip button{min-width:36px;min-height:36px;border:0;background:none;color:inherit;font-size:18px;cursor:pointer}' +
  '.mkt-dcc-card{display:flex;align-items:center;gap:10px;min-width:0;text-align:left}' +
  '.mkt-dcc-card-img{flex:none;width:56px;border-radius:8px;overflow:hidden}' +
  '.mkt-dcc-card-text{display:flex;flex-direction:column;gap:2px;min-width:0}' +
  '.mkt-dcc-card-title{color:var(--mkt-fg);font-size:15px;overflow:hidden;text-overflow:ellipsis;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}' +
  '.mkt-dcc-linked{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px;border:1px solid #d2d2d7;border-radius:10px;background:#fff}' +
  '.mkt-dcc-linked .mkt-btn{flex:none;padding:0 12px}' +
  '.mkt-dcc-link{align-self:flex-start}' +
  '.mkt-dcc-bar{position:sticky;bottom:0;padding:10px 0 calc(10px + env(safe-area-inset-bottom));background:var(--mkt-bg)}' +
  '.mkt-dcc-bar .mkt-btn{width:100%}' +
  '.mkt-picker-body.mkt-dcc-picker{display:block;overflow-y:auto}' +
  '.mkt-dcc-picker section{padding:0 12px}' +
  '.mkt-dcc-picker h3{margin:14px 0 6px;font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-dcc-picker ul{margin:0;padding:0;list-style:none}' +
  '.mkt-dcc-pick{display:block;width:100%;min-height:64px;padding:6px 0;border:0;border-bottom:1px solid #ececf0;background:none;cursor:pointer}' +
  // My posts and my collection: rows of own or saved posts.
  '.mkt-dcm-body{padding-bottom:calc(var(--mkt-tab-h) + 16px)}' +
  '.mkt-dcm-row{display:flex;flex-direction:column;gap:6px;padding:12px 14px;background:#fff;border-bottom:1px solid #ececf0}' +
  '.mkt-dcm-link{display:flex;gap:10px;color:inherit;text-decoration:none;min-width:0}' +
  '.mkt-dcm-thumb{flex:none;align-self:flex-start;width:72px;border-radius:8px;overflow:hidden}' +
  '.mkt-dcm-main{display:flex;flex-direction:column;gap:4px;min-width:0;flex:1}' +
  '.mkt-dcm-text{margin:0;font-size:15px;line-height:1.4;overflow:hidden;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow-wrap:anywhere}' +
  '.mkt-dcm-tags{margin:0;color:#174ea6;font-size:13px;overflow-wrap:anywhere}' +
  '.mkt-dcm-facts{display:flex;flex-wrap:wrap;gap:4px 12px;color:var(--mkt-muted);font-size:13px}' +
  '.mkt-dcm-foot{display:flex;align-items:center;justify-content:space-between;gap:8px}' +
  '.mkt-dcm-actions{display:flex;justify-content:flex-end;gap:8px;margin-left:auto}' +
  '.mkt-dcm-actions .mkt-btn{min-height:44px;padding:0 14px;font-size:15px}' +
  '.mkt-dcm-top{margin:0;padding:10px 14px}' +
  '.mkt-dcm-hint{color:var(--mkt-muted);font-size:14px;line-height:1.4}' +
  '.mkt-dcm-write{position:fixed;right:16px;bottom:calc(var(--mkt-tab-h) + 16px);z-index:2;box-shadow:0 2px 8px rgba(0,0,0,.2)}' +
  '.mkt-dcm-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:48px 24px;color:var(--mkt-muted);text-align:center}' +
  '.mkt-dcm-empty svg{width:48px;height:48px}';

export function useComposeStyle(): void {
  useStyle('discover-compose', CSS);
}
