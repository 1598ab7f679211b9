// Styles of the publish form's pictures field, 360 px first: a three-column grid of square tiles
// whose size never depends on the pictures (no layout shift while they load, CLS), every button a
// 44 px touch target (its visible circle smaller), the progress bar across the tile's middle.
import { useStyle } from '../../../ui/use-style.js';

const TILE = '.mkt-pics-grid>li';

export const PICTURES_CSS =
  '.mkt-pics-label{font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-pics-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px;margin:0;padding:0;list-style:none}' +
  `${TILE}{position:relative;aspect-ratio:1;border-radius:8px;overflow:hidden;background:#ececf0;contain:layout paint}` +
  `${TILE}>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}` +
  '.mkt-pics-n{position:absolute;top:6px;left:6px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;background:rgba(0,0,0,.6);color:#fff;font-size:12px;line-height:20px;text-align:center;box-sizing:border-box}' +
  // A 44 px target with a 28 px visible circle.
  '.mkt-pics-btn{position:absolute;width:44px;height:44px;padding:0;margin:0;border:0;background:none;color:#fff;display:flex;align-items:center;justify-content:center;cursor:pointer;-webkit-tap-highlight-color:transparent}' +
  '.mkt-pics-btn>span{display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background:rgba(0,0,0,.6)}' +
  '.mkt-pics-btn svg{width:16px;height:16px}' +
  '.mkt-pics-btn:disabled{visibility:hidden}' +
  '.mkt-pics-btn:focus-visible>span{outline:2px solid #fff;box-shadow:0 0 0 4px var(--mkt-accent)}' +
  '.mkt-pics-remove{top:0;right:0}.mkt-pics-earlier{bottom:0;left:0}.mkt-pics-later{bottom:0;right:0}' +
  // Work in progress: the picture dimmed, the bar in the middle.
  '.mkt-pics-busy::after{content:"";position:absolute;inset:0;background:rgba(255,255,255,.45);pointer-events:none}' +
  // A white track with a dark edge: visible on any photo, light or dark.
  '.mkt-pics-bar{position:absolute;left:10px;right:10px;top:calc(50% - 4px);height:8px;border-radius:4px;background:rgba(255,255,255,.9);box-shadow:0 0 0 1px rgba(0,0,0,.35);overflow:hidden;z-index:1}' +
  '.mkt-pics-bar>span{display:block;height:100%;background:var(--mkt-accent);transform-origin:left;transition:transform .2s linear}' +
  '.mkt-pics-bar[data-indeterminate]>span{width:40%;animation:mkt-pics-slide 1.1s ease-in-out infinite}' +
  '@keyframes mkt-pics-slide{from{transform:translateX(-100%)}to{transform:translateX(250%)}}' +
  '@media (prefers-reduced-motion:reduce){.mkt-pics-bar[data-indeterminate]>span{animation:none;width:100%;opacity:.5}}' +
  // Failed: red frame, the retry button across the tile's lower half.
  '.mkt-pics-failed{box-shadow:inset 0 0 0 2px #b3261e}' +
  '.mkt-pics-failed::after{content:"";position:absolute;inset:0;background:rgba(179,38,30,.25);pointer-events:none}' +
  '.mkt-pics-retry{position:absolute;left:6px;right:6px;bottom:6px;z-index:1;min-height:44px;border:0;border-radius:8px;background:#b3261e;color:#fff;font-size:13px!important;font-weight:600;cursor:pointer}' +
  '.mkt-pics-retry:focus-visible{outline:2px solid #fff;outline-offset:-4px}' +
  '.mkt-pics-add{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;width:100%;height:100%;padding:4px;border:1px dashed #b8b8c0;border-radius:8px;background:#fafafa;color:var(--mkt-accent);font-size:12px!important;line-height:1.2;text-align:center;cursor:pointer;box-sizing:border-box}' +
  '.mkt-pics-add svg{width:24px;height:24px}' +
  '.mkt-pics-add small{color:var(--mkt-muted);font-size:11px}' +
  '.mkt-pics-hint,.mkt-pics-status{margin:0;color:var(--mkt-muted);font-size:13px;line-height:1.35}' +
  // Its line is kept while empty: the "compressing" notice coming and going moves nothing below.
  '.mkt-pics-status{min-height:1.35em}' +
  '.mkt-pics-problems{margin:0;padding:0;list-style:none;color:#b3261e;font-size:13px;line-height:1.35}' +
  '.mkt-pics-notice{margin:0;color:#b3261e;font-size:13px;line-height:1.35}' +
  '.mkt-pics-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  '.mkt-pics-file{position:absolute;width:1px;height:1px;opacity:0;pointer-events:none}';

export const usePicturesStyle = (): void => useStyle('pictures', PICTURES_CSS);
