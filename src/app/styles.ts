// Shell styles: mobile first (360 px), system fonts, 16px form controls (no iOS zoom on focus),
// ≥ 44 px touch targets, visible focus, tab bar at the bottom above the safe-area inset.
// Everything is scoped under .mkt-app and lives in a <style> inside the mount root.
import { ACCENT } from '../ui/theme.js';
import { UI_CSS } from '../ui/ui-styles.js';

const SHELL_CSS =
  `.mkt-app{--mkt-accent:${ACCENT};` +
  '--mkt-fg:#1d1d1f;--mkt-muted:#64646a;--mkt-bg:#f5f5f7;--mkt-tab-h:56px;' +
  'position:relative;height:100vh;height:var(--mkt-height,100dvh);overflow:hidden;color:var(--mkt-fg);background:var(--mkt-bg);' +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;' +
  '-webkit-text-size-adjust:100%;-webkit-tap-highlight-color:transparent}' +
  '.mkt-app *,.mkt-app *::before,.mkt-app *::after{box-sizing:border-box}' +
  '.mkt-app [hidden]{display:none!important}' +
  '.mkt-app input,.mkt-app select,.mkt-app textarea,.mkt-app button{font:inherit;font-size:16px}' +
  '.mkt-app :focus-visible{outline:3px solid var(--mkt-accent);outline-offset:2px}' +
  '.mkt-page{position:absolute;inset:0;overflow-y:auto;overscroll-behavior:contain;-webkit-overflow-scrolling:touch}' +
  '.mkt-page-tabs{padding-bottom:calc(var(--mkt-tab-h) + env(safe-area-inset-bottom))}' +
  // Absolute in the app box (= the viewport standalone or in the iframe) rather than fixed, so it
  // stays inside the mount root when the app is rendered inline in a partner page.
  '.mkt-tabbar{position:absolute;left:0;right:0;bottom:0;z-index:10;display:flex;padding-bottom:env(safe-area-inset-bottom);background:#fff;border-top:1px solid #e3e3e8}' +
  '.mkt-tab{position:relative;flex:1;min-height:var(--mkt-tab-h);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;color:var(--mkt-muted);font-size:12px;line-height:1.2;text-decoration:none}' +
  '.mkt-tab svg{width:24px;height:24px}' +
  '.mkt-tab[aria-current=page]{color:var(--mkt-accent);font-weight:600}' +
  '.mkt-badge{position:absolute;top:4px;left:calc(50% + 6px);min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:#d93025;color:#fff;font-size:11px;line-height:18px;text-align:center}' +
  '.mkt-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.mkt-center{min-height:100%;margin:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center}' +
  '.mkt-center h1{margin:0;font-size:20px}' +
  '.mkt-center p{margin:0;color:var(--mkt-muted)}' +
  '.mkt-btn{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 20px;border:0;border-radius:22px;background:var(--mkt-accent);color:#fff;text-decoration:none;cursor:pointer}' +
  '.mkt-btn-ghost{background:transparent;color:var(--mkt-accent);box-shadow:inset 0 0 0 1px currentColor}' +
  '.mkt-loading{animation:mkt-in .2s .3s both}' +
  '@keyframes mkt-in{from{opacity:0}}';

export const APP_CSS = SHELL_CSS + UI_CSS;
