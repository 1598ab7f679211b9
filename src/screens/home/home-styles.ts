// Styles of /index (DESIGN.md §7): mobile first at 360 px, 44 px touch targets, titles that clamp
// or wrap (long French strings), fixed-ratio picture boxes (no layout shift), motion only when the
// user has not asked for less.
import { PICTURE_PLACEHOLDER } from '../../ui/theme.js';
import { useStyle } from '../../ui/use-style.js';
import { AD_INSET, AD_RADIUS, HERO_BAND } from './home-geometry.js';

const HEADER =
  '.mkt-home{min-height:100%;background:var(--mkt-bg)}' +
  '.mkt-home-top{background:var(--mkt-accent);color:#fff;padding:4px 8px 0 4px}' +
  '.mkt-home-bar{display:flex;align-items:center;gap:2px;min-height:52px}' +
  '.mkt-home-spacer{flex:1}' +
  '.mkt-home-top .mkt-icon-btn{color:#fff}' +
  // The country button: opens the full-screen country picker.
  '.mkt-home-country{position:relative;display:inline-flex;align-items:center;gap:4px;min-width:0;max-width:55%;min-height:44px;padding:0 8px;border:0;border-radius:22px;background:none;color:inherit;font:inherit;font-size:15px;font-weight:600;cursor:pointer}' +
  '.mkt-home-country svg{flex:none;width:18px;height:18px}' +
  '.mkt-home-country-name{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-home-country:focus-visible{outline:none;box-shadow:inset 0 0 0 2px #fff}' +
  // Publish: a 44 px tall target around a compact pill, like the "sell" button of classifieds apps.
  '.mkt-home-publish{display:inline-flex;align-items:center;flex:none;min-height:44px;padding:0 4px;color:#1d1d1f;text-decoration:none}' +
  '.mkt-home-publish>span{display:inline-flex;align-items:center;gap:4px;height:34px;padding:0 14px 0 10px;border-radius:17px;background:#ffc233;font-size:14px;font-weight:700;white-space:nowrap;box-shadow:0 1px 2px rgba(0,0,0,.15)}' +
  '.mkt-home-publish svg{width:18px;height:18px;stroke-width:2.5}' +
  '.mkt-home-search{position:sticky;top:0;z-index:5;padding:4px 12px 10px;background:var(--mkt-accent)}' +
  '.mkt-home-search-box{display:flex;align-items:center;height:44px;padding-left:16px;border-radius:22px;background:#fff;color:var(--mkt-fg)}' +
  '.mkt-home-search-box:focus-within{box-shadow:0 0 0 3px #ffc233}' +
  '.mkt-home-search input{flex:1;min-width:0;height:100%;margin:0;padding:0;border:0;background:none;color:inherit;outline:none}' +
  '.mkt-home-search input::placeholder{color:#8a8a90}' +
  '.mkt-home-search .mkt-icon-btn{color:var(--mkt-accent)}';

const SECTIONS =
  `.mkt-home-hero{padding-bottom:4px;background:linear-gradient(var(--mkt-accent) 0,var(--mkt-accent) ${HERO_BAND}px,#fff ${HERO_BAND}px)}` +
  '.mkt-home-sec{margin-top:8px;padding:4px 0 12px;background:#fff}' +
  '.mkt-home-band{margin-top:8px;padding:12px 0;background:#fff}' +
  '.mkt-home-band:empty{display:none}' +
  '.mkt-home-head{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:44px;padding:4px 0 0 16px}' +
  '.mkt-home-head h2{min-width:0;margin:0;font-size:17px;font-weight:700;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-home-more{display:inline-flex;align-items:center;flex:none;min-height:44px;padding:0 8px 0 12px;color:var(--mkt-accent);font-size:14px;text-decoration:none;white-space:nowrap}' +
  '.mkt-home-more svg{width:16px;height:16px}' +
  '.mkt-home-failed{padding:24px 0}';

const CAROUSEL =
  `.mkt-home-ad{position:relative;margin:0 ${AD_INSET}px;border-radius:${AD_RADIUS}px;overflow:hidden;background:${PICTURE_PLACEHOLDER};isolation:isolate}` +
  '.mkt-home-ad-track{display:flex;overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x mandatory;scrollbar-width:none;-webkit-overflow-scrolling:touch}' +
  '.mkt-home-ad-track::-webkit-scrollbar{display:none}' +
  '.mkt-home-ad-slide{flex:0 0 100%;min-width:0;scroll-snap-align:center;scroll-snap-stop:always}' +
  '.mkt-home-ad-link{display:block;color:inherit}' +
  '.mkt-home-ad-link:focus-visible{outline-offset:-3px}' +
  '.mkt-home-dots{position:absolute;left:50%;bottom:8px;display:flex;gap:5px;transform:translateX(-50%);pointer-events:none}' +
  '.mkt-home-dot{width:6px;height:6px;border-radius:3px;background:rgba(255,255,255,.55);box-shadow:0 0 2px rgba(0,0,0,.3);transition:width .25s}' +
  '.mkt-home-dot-on{width:16px;background:#fff}' +
  '.mkt-home-ad-pause{position:absolute;right:0;bottom:0;display:flex;align-items:flex-end;justify-content:flex-end;width:44px;height:44px;padding:6px;border:0;background:none;color:#fff;cursor:pointer}' +
  '.mkt-home-ad-pause>span{display:flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:12px;background:rgba(0,0,0,.4)}' +
  '.mkt-home-ad-pause svg{width:14px;height:14px;stroke-width:2.5}' +
  '.mkt-home-ad-pause:focus-visible{outline-offset:-3px}';

// Menu labels never cut a word (a cut "Housekee/ping" reads as two words): they wrap between words
// only, and a column is five to a screen (a fifth of the menu's width, in container units, so an
// inline widget narrower than the page still shows five) or as wide as its longest word, whichever
// is wider. Browsers with hyphenation dictionaries for the label's language (the app sets `lang`)
// may hyphenate instead, with a visible hyphen; Chromium on Linux has none. Up to three lines, so
// "Services à domicile" at 320 px is read whole.
const MENU =
  '.mkt-home-menu{padding:8px 0 4px;container-type:inline-size}' +
  '.mkt-home-menu-track{display:grid;grid-auto-flow:column;grid-template-rows:auto auto;grid-auto-columns:min-content;gap:4px 0;margin:0;padding:0 4px;list-style:none;overflow-x:auto;overscroll-behavior-x:contain;scrollbar-width:none}' +
  '.mkt-home-menu-track>li{min-width:calc((100cqw - 8px) / 5)}' +
  '.mkt-home-menu-track::-webkit-scrollbar{display:none}' +
  '.mkt-home-tile{display:flex;flex-direction:column;align-items:center;gap:4px;min-height:44px;padding:6px 4px;border-radius:10px;color:var(--mkt-fg);text-align:center;text-decoration:none}' +
  '.mkt-home-tile:active{background:#f0f0f3}' +
  '.mkt-home-tile-icon{width:44px;border-radius:14px}' +
  '.mkt-home-tile-name{max-width:100%;font-size:12px;line-height:1.25;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:normal;word-break:normal;-webkit-hyphens:auto;hyphens:auto}' +
  '.mkt-home-ind{position:relative;display:block;width:40px;height:4px;margin:6px auto 0;border-radius:2px;background:#e3e3e8;overflow:hidden}' +
  '.mkt-home-ind-thumb{position:absolute;top:0;left:0;height:100%;border-radius:2px;background:var(--mkt-accent)}';

const NOTICE =
  '.mkt-home-notice{display:flex;align-items:center;gap:8px;margin-top:8px;padding:6px 12px 6px 16px;background:#fff}' +
  '.mkt-home-notice-icon{flex:none;width:20px;height:20px;color:#e8590c}' +
  '.mkt-home-notice-live{flex:1;min-width:0}' +
  // Two lines, always: a long notice is still readable, and a short one does not move the page.
  '.mkt-home-notice-text{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;min-height:44px;padding:2px 0;color:var(--mkt-fg);font-size:14px;line-height:20px;text-decoration:none;overflow-wrap:anywhere;animation:mkt-home-in .35s ease-out}' +
  'a.mkt-home-notice-text{text-decoration:none}' +
  '.mkt-home-notice-count{flex:none;color:var(--mkt-muted);font-size:12px;font-variant-numeric:tabular-nums}' +
  '@keyframes mkt-home-in{from{opacity:0;transform:translateY(6px)}}';

const LISTS =
  '.mkt-home-arts{margin:0;padding:0;list-style:none}' +
  '.mkt-home-art{display:flex;gap:12px;padding:10px 16px;color:inherit;text-decoration:none}' +
  '.mkt-home-arts li+li .mkt-home-art{border-top:1px solid #f0f0f3}' +
  '.mkt-home-art-body{flex:1;min-width:0;display:flex;flex-direction:column;justify-content:space-between;gap:6px}' +
  '.mkt-home-art-title{font-size:15px;font-weight:600;line-height:1.4;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}' +
  '.mkt-home-pin{display:inline-block;margin-right:6px;padding:0 5px;border-radius:4px;background:#fde8e4;color:#c92a2a;font-size:11px;font-weight:700;line-height:18px;vertical-align:2px}' +
  '.mkt-home-art-src{min-width:0;max-width:60%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-home-art-pic{flex:none;width:104px;align-self:flex-start;border-radius:8px}' +
  '.mkt-home-strip{display:flex;gap:8px;margin:0;padding:0 16px;list-style:none;overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x proximity;scroll-padding:0 16px;scrollbar-width:none}' +
  '.mkt-home-strip::-webkit-scrollbar{display:none}' +
  '.mkt-home-strip>li{flex:0 0 136px;scroll-snap-align:start}' +
  '.mkt-home-strip-item{display:block;border-radius:10px;overflow:hidden}' +
  '.mkt-home-strip-item:focus-visible{outline-offset:-3px}' +
  '.mkt-home-goods-sec{padding-bottom:0;background:transparent}' +
  '.mkt-home-goods-sec>.mkt-home-head{background:#fff}' +
  '.mkt-home-goods .mkt-list-items{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;padding:8px}' +
  '.mkt-home-good{display:flex;flex-direction:column;height:100%;border-radius:10px;overflow:hidden;background:#fff;color:inherit;text-decoration:none;box-shadow:0 1px 2px rgba(0,0,0,.06)}' +
  '.mkt-home-good-body{display:flex;flex-direction:column;gap:4px;padding:8px 10px 10px}' +
  '.mkt-home-good-title{font-size:14px;line-height:1.35;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}' +
  '.mkt-home-good .mkt-price{font-size:15px}' +
  '.mkt-home-good-by{color:var(--mkt-muted);font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}';

const SKELETON =
  '.mkt-home-skel-ad{margin:0 12px;border-radius:12px;aspect-ratio:5/2}' +
  '.mkt-home-skel-menu{display:grid;grid-template-columns:repeat(5,1fr);gap:14px 0;padding:14px 4px 8px}' +
  '.mkt-home-skel-tile{display:flex;flex-direction:column;align-items:center;gap:6px}' +
  '.mkt-home-skel-tile>:first-child{width:44px;height:44px;border-radius:14px}' +
  '.mkt-home-skel-tile>:last-child{width:70%;height:10px}' +
  '.mkt-home-skel-notice{height:56px;margin-top:8px;border-radius:0}' +
  '.mkt-home-skel-row{display:flex;gap:12px;padding:10px 16px}' +
  '.mkt-home-skel-row>:first-child{flex:1;display:flex;flex-direction:column;gap:8px}' +
  '.mkt-home-skel-row>:first-child>*{height:14px}' +
  '.mkt-home-skel-row>:first-child>:last-child{width:60%}' +
  '.mkt-home-skel-row>:last-child{flex:none;width:104px;height:78px;border-radius:8px}';

const MOTION =
  '@media (prefers-reduced-motion:reduce){.mkt-home-notice-text{animation:none}.mkt-home-dot{transition:none}}';

export const HOME_CSS = HEADER + SECTIONS + CAROUSEL + MENU + NOTICE + LISTS + SKELETON + MOTION;

export const useHomeStyle = (): void => useStyle('home', HOME_CSS);
