// Styles shared by every screen chunk (pictures, rows, headers, skeletons, tabs). They live in the
// kit chunk, injected once per mount root (ui/use-style.ts), so the first paint's shell CSS stays small.
import { HEAD_RULE, PICTURE_PLACEHOLDER } from '../../ui/theme.js';
import { useStyle } from '../../ui/use-style.js';

export const KIT_CSS =
  // A screen root: fills the page so a module tab bar (last child) sits at the bottom.
  '.mkt-screen{display:flex;flex-direction:column;min-height:100%}' +
  '.mkt-modbar{position:sticky;margin-top:auto}' +
  // An entry waiting for the publish quota check (app/publish-gate.ts): dimmed, its icon pulsing.
  '.mkt-gate-busy{opacity:.6;cursor:progress}' +
  '.mkt-gate-busy svg{animation:mkt-pulse .8s ease-in-out infinite alternate}' +
  '@keyframes mkt-pulse{to{opacity:.25}}' +
  `.mkt-img{position:relative;display:block;overflow:hidden;background:${PICTURE_PLACEHOLDER};width:100%}` +
  '.mkt-img img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}' +
  // Skeletons: grey blocks with a slow shimmer, not shown to screen readers.
  '.mkt-skel{display:block;border-radius:6px;background:linear-gradient(90deg,#e9e9ee 0,#f4f4f7 50%,#e9e9ee 100%) 0 0/200% 100%;animation:mkt-shimmer 1.2s linear infinite}' +
  '.mkt-load-error{display:flex;flex-direction:column;align-items:center;gap:12px;padding:40px 16px;text-align:center;color:var(--mkt-muted)}' +
  '@keyframes mkt-shimmer{to{background-position:-200% 0}}' +
  '@media (prefers-reduced-motion:reduce){.mkt-skel,.mkt-gate-busy svg{animation:none}}' +
  // A page header: back button, title or search, actions. Sticky inside the page scroller.
  `.mkt-head{position:sticky;top:0;z-index:5;display:flex;align-items:center;gap:4px;min-height:52px;padding:4px 4px;background:#fff;border-bottom:1px solid ${HEAD_RULE}}` +
  '.mkt-head h1{flex:1;min-width:0;margin:0;font-size:17px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-icon-btn{display:inline-flex;align-items:center;justify-content:center;flex:none;width:44px;height:44px;padding:0;border:0;border-radius:22px;background:none;color:inherit;cursor:pointer;text-decoration:none}' +
  '.mkt-icon-btn svg{width:24px;height:24px}' +
  // List rows: picture left, text right; titles clamp to two lines so long French text never overflows.
  '.mkt-row{display:flex;gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #f0f0f3;color:inherit;text-decoration:none}' +
  '.mkt-row-pic{flex:none;width:112px;border-radius:8px}' +
  '.mkt-row-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px}' +
  '.mkt-row-title{margin:0;font-size:15px;font-weight:600;line-height:1.35;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}' +
  '.mkt-row-text{margin:0;color:var(--mkt-muted);font-size:13px;line-height:1.4;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}' +
  // #c2410c: 5.2:1 on white, so 16 px bold prices pass WCAG AA's 4.5:1 (the former #d9480f was 4.29:1).
  '.mkt-price{color:#c2410c;font-weight:700;font-size:16px;overflow-wrap:anywhere}' +
  '.mkt-price small{color:var(--mkt-muted);font-weight:400;font-size:12px}' +
  '.mkt-labels{display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0;list-style:none}' +
  '.mkt-label{padding:1px 6px;border-radius:4px;background:#e8f5ee;color:var(--mkt-accent);font-size:12px;line-height:18px}' +
  '.mkt-meta{display:flex;flex-wrap:wrap;align-items:center;gap:4px 10px;color:var(--mkt-muted);font-size:12px}';

export const useKitStyle = (): void => useStyle('kit', KIT_CSS);
