// Styles of the mine screen (spec §2 "Mine screen"; §9 fading top bar).
import { useStyle } from '../../ui/use-style.js';

export const MINE_CSS =
  // The bar overlays the hero (negative margin) and turns white as --mkt-fade goes 0 → 1.
  '.mkt-mine-bar{position:sticky;top:0;z-index:5;display:flex;align-items:center;gap:4px;height:52px;margin-bottom:-52px;padding:4px;' +
  'background:rgba(255,255,255,var(--mkt-fade,0));box-shadow:0 1px 0 rgba(0,0,0,calc(.08 * var(--mkt-fade,0)))}' +
  '.mkt-mine-bar-title{flex:1;min-width:0;font-size:17px;font-weight:600;opacity:var(--mkt-fade,0);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '.mkt-mine-hero{padding:56px 16px 16px;background:linear-gradient(180deg,#d9f0e3 0,var(--mkt-bg) 100%)}' +
  '.mkt-mine-hero h1{margin:0 0 2px;font-size:24px;line-height:1.25;overflow-wrap:anywhere}' +
  '.mkt-mine-hero p{margin:0;color:var(--mkt-muted);overflow-wrap:anywhere}' +
  '.mkt-mine-banner{margin-top:14px;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08)}' +
  '.mkt-mine-menu{margin:0 16px 16px;border-radius:12px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.05)}' +
  '.mkt-mine-menu ul{display:grid;grid-template-columns:1fr 1fr;margin:0;padding:4px;list-style:none}' +
  '.mkt-mine-item{display:flex;align-items:center;gap:10px;min-height:56px;padding:8px 10px;border-radius:10px;color:inherit;font-size:14px;line-height:1.3;text-decoration:none;overflow-wrap:anywhere}' +
  '.mkt-mine-item svg{flex:none;width:36px;height:36px;padding:7px;border-radius:18px;background:#e8f5ee;color:var(--mkt-accent)}' +
  '.mkt-mine-item span{min-width:0}' +
  '.mkt-mine-recent{background:#fff}' +
  '.mkt-mine-recent-head{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 4px 4px 16px;border-bottom:1px solid #f0f0f3}' +
  '.mkt-mine-recent-head h2{margin:0;font-size:17px;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-mine-all{display:inline-flex;align-items:center;min-height:44px;padding:0 12px;color:var(--mkt-accent);font-size:14px;text-decoration:none;white-space:nowrap}' +
  '.mkt-mine-none{margin:0;padding:32px 16px;color:var(--mkt-muted);text-align:center}' +
  '.mkt-mine-skel{display:flex;gap:12px;padding:12px 16px}' +
  '.mkt-mine-skel-pic{flex:none;width:112px;height:84px}' +
  '.mkt-mine-skel-lines{flex:1;display:flex;flex-direction:column;gap:8px}' +
  '.mkt-mine-skel-lines .mkt-skel{height:14px}' +
  '.mkt-mine-skel-lines .mkt-skel:last-child{width:60%}';

export const useMineStyle = (): void => useStyle('mine', MINE_CSS);
