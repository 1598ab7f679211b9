// Styles of the full-screen pickers (DESIGN.md §7): mobile first at 360 px, 48 px rows, 16 px input,
// names that wrap instead of overflowing (long French names), visible keyboard focus. Self-contained
// (the kit's CSS is not assumed to be injected on every screen that opens a picker).
import { useStyle } from '../use-style.js';

export const PICKER_CSS =
  // Above the tab bar (10), below the alert / confirm dialogs (100) and toasts (110) of spec §8.
  '.mkt-picker{position:absolute;inset:0;z-index:50;display:flex;flex-direction:column;background:#fff;animation:mkt-picker-in .18s ease-out both}' +
  '@keyframes mkt-picker-in{from{opacity:0;transform:translateY(12px)}}' +
  '@media (prefers-reduced-motion:reduce){.mkt-picker{animation:none}}' +
  '.mkt-picker-head{display:flex;align-items:center;gap:4px;min-height:52px;padding:4px 16px 4px 4px;border-bottom:1px solid #ececf0}' +
  '.mkt-picker-head h2{flex:1;min-width:0;margin:0;font-size:17px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-picker-head h2:focus{outline:none}' +
  '.mkt-picker-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:44px;height:44px;padding:0;border:0;border-radius:22px;background:none;color:inherit;cursor:pointer}' +
  '.mkt-picker-icon svg{width:24px;height:24px}' +
  '.mkt-picker-search{position:relative;padding:8px 16px}' +
  '.mkt-picker-search svg{position:absolute;left:28px;top:50%;width:20px;height:20px;transform:translateY(-50%);color:var(--mkt-muted);pointer-events:none}' +
  '.mkt-picker-search input{width:100%;height:44px;margin:0;padding:0 12px 0 40px;border:0;border-radius:22px;background:#f0f0f3;color:inherit;font-size:16px;-webkit-appearance:none;appearance:none}' +
  '.mkt-picker-body{position:relative;flex:1;min-height:0;display:flex}' +
  '.mkt-picker-scroll{position:relative;flex:1;min-width:0;overflow-y:auto;overscroll-behavior:contain;-webkit-overflow-scrolling:touch}' +
  '.mkt-picker-letter{position:sticky;top:0;z-index:1;margin:0;padding:2px 16px;background:#f5f5f7;color:var(--mkt-muted);font-size:13px;font-weight:600;line-height:20px}' +
  '.mkt-picker-rows{margin:0;padding:0;list-style:none}' +
  // Right padding leaves room for the letter index.
  '.mkt-picker-row{display:flex;align-items:center;gap:12px;width:100%;min-height:48px;margin:0;padding:10px 36px 10px 16px;border:0;border-bottom:1px solid #f0f0f3;background:#fff;color:inherit;font-size:16px;line-height:1.35;text-align:start;cursor:pointer}' +
  '.mkt-picker-row:active{background:#f0f0f3}' +
  '.mkt-picker-row:focus-visible{outline-offset:-3px}' +
  '.mkt-picker-row[aria-current=true]{color:var(--mkt-accent);font-weight:600}' +
  '.mkt-picker-name{flex:1;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-picker-detail{flex:none;color:var(--mkt-muted);font-variant-numeric:tabular-nums}' +
  '.mkt-picker-check{flex:none;width:20px;height:20px;color:var(--mkt-accent)}' +
  '.mkt-picker-box{flex:none;width:22px;height:22px;margin:0;accent-color:var(--mkt-accent);cursor:pointer}' +
  '.mkt-picker-all{border-bottom-color:#e3e3e8;font-weight:600}' +
  // The letter column: as tall as the letters need, centred, never taller than the list.
  '.mkt-picker-index{position:absolute;top:50%;right:0;z-index:2;display:flex;flex-direction:column;max-height:100%;padding:4px 2px;transform:translateY(-50%);touch-action:none;-webkit-user-select:none;user-select:none}' +
  '.mkt-picker-index button{flex:0 1 18px;min-height:0;width:28px;padding:0;border:0;border-radius:4px;background:none;color:var(--mkt-accent);font-size:11px;font-weight:600;line-height:18px;cursor:pointer;overflow:hidden}' +
  '.mkt-picker-bubble{position:absolute;top:50%;left:50%;z-index:3;width:64px;height:64px;margin:-32px 0 0 -32px;border-radius:12px;background:rgba(29,29,31,.8);color:#fff;font-size:32px;line-height:64px;text-align:center;pointer-events:none}' +
  '.mkt-picker-skeleton{flex-direction:column;gap:28px;padding:24px 16px;overflow:hidden}' +
  '.mkt-picker-skel{display:block;flex:none;width:70%;height:18px;border-radius:6px;background:#ececf0;animation:mkt-picker-pulse 1.2s ease-in-out infinite alternate}' +
  '.mkt-picker-skel:nth-child(odd){width:52%}' +
  '@keyframes mkt-picker-pulse{to{opacity:.45}}' +
  '@media (prefers-reduced-motion:reduce){.mkt-picker-skel{animation:none}}' +
  '.mkt-picker-message{flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:32px 24px;color:var(--mkt-muted);text-align:center}' +
  '.mkt-picker-message p{margin:0;overflow-wrap:anywhere}' +
  '.mkt-picker-foot{padding:8px 16px calc(8px + env(safe-area-inset-bottom));border-top:1px solid #ececf0;background:#fff}' +
  '.mkt-picker-count{margin:0 0 8px;color:var(--mkt-muted);font-size:14px;overflow-wrap:anywhere}' +
  '.mkt-picker-actions{display:flex;gap:8px}' +
  '.mkt-picker-actions .mkt-btn{flex:1;padding:0 12px}' +
  '.mkt-picker-actions .mkt-btn:disabled{opacity:.5;cursor:default}';

export const usePickerStyle = (): void => useStyle('pickers', PICKER_CSS);
