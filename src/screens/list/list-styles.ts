// Styles of the list screen (DESIGN.md §7): mobile first at 360 px, 44 px touch targets, 16 px
// inputs; tab labels never wrap (the row scrolls), filter labels ellipsize, panel text wraps.
export const LIST_CSS =
  '.mkt-list-screen{position:relative}' +
  // Search, tabs and filters stay on top of the page scroller together.
  '.mkt-list-top{position:sticky;top:0;z-index:6;background:#fff;box-shadow:0 1px 0 #ececf0}' +
  '.mkt-list-top .mkt-head{position:static;gap:0;border-bottom:0}' +
  '.mkt-list-search{flex:1;min-width:0;display:flex;align-items:center;height:40px;margin:0 2px;padding-left:14px;border-radius:20px;background:#f0f0f3}' +
  '.mkt-list-search:focus-within{box-shadow:0 0 0 2px var(--mkt-accent)}' +
  '.mkt-list-search input{flex:1;min-width:0;height:40px;padding:0;border:0;background:none;color:inherit;outline:none;-webkit-appearance:none;appearance:none}' +
  '.mkt-list-search input::placeholder{color:var(--mkt-muted);opacity:1}' +
  '.mkt-list-search-go{flex:none;display:inline-flex;align-items:center;justify-content:center;width:44px;height:40px;padding:0;border:0;border-radius:20px;background:none;color:var(--mkt-muted);cursor:pointer}' +
  '.mkt-list-search-go svg{width:20px;height:20px}' +
  // Tab rows scroll sideways without a visible scrollbar.
  '.mkt-list-strip{display:flex;overflow-x:auto;scrollbar-width:none;overscroll-behavior-x:contain}' +
  '.mkt-list-strip::-webkit-scrollbar{display:none}' +
  '.mkt-list-tab{flex:none;position:relative;min-height:44px;padding:0 12px;border:0;background:none;color:var(--mkt-muted);font-size:15px;white-space:nowrap;cursor:pointer}' +
  '.mkt-app .mkt-list-tab:focus-visible{outline-offset:-3px}' +
  '.mkt-list-tabs{padding:0 4px}' +
  '.mkt-list-tabs .mkt-list-tab[aria-selected=true]{color:var(--mkt-fg);font-weight:600}' +
  '.mkt-list-tabs .mkt-list-tab[aria-selected=true]::after{content:"";position:absolute;left:12px;right:12px;bottom:5px;height:3px;border-radius:2px;background:var(--mkt-accent)}' +
  '.mkt-list-tab-skel{flex:none;width:56px;height:14px;margin:15px 10px}' +
  '.mkt-list-chips{gap:8px;padding:0 12px 2px}' +
  '.mkt-list-chips .mkt-list-tab{padding:0}' +
  '.mkt-list-chips .mkt-list-tab span{display:inline-flex;align-items:center;height:32px;padding:0 14px;border-radius:16px;background:#f0f0f3;color:var(--mkt-fg);font-size:14px}' +
  '.mkt-list-chips .mkt-list-tab[aria-selected=true] span{background:#e8f5ee;color:var(--mkt-accent);font-weight:600;box-shadow:inset 0 0 0 1px var(--mkt-accent)}' +
  // Filter bar and its dropdown panels.
  '.mkt-list-filters{position:relative;border-top:1px solid #f0f0f3}' +
  '.mkt-list-filter-row{display:flex}' +
  '.mkt-list-filter{flex:1 1 0;min-width:0;display:flex;align-items:center;justify-content:center;gap:2px;min-height:44px;padding:0 8px;border:0;background:none;color:var(--mkt-fg);font-size:14px;cursor:pointer}' +
  '.mkt-list-filter:first-child{flex:none;padding:0 16px}' +
  '.mkt-list-filter+.mkt-list-filter{box-shadow:inset 1px 0 0 #f0f0f3}' +
  '.mkt-list-filter span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-list-filter svg{flex:none;width:16px;height:16px;transition:transform .15s}' +
  '.mkt-list-filter[aria-pressed=true],.mkt-list-filter[data-set],.mkt-list-filter[aria-expanded=true]{color:var(--mkt-accent);font-weight:600}' +
  '.mkt-list-filter[aria-expanded=true] svg{transform:rotate(180deg)}' +
  '.mkt-list-backdrop{position:absolute;left:0;right:0;top:100%;height:100vh;background:rgba(0,0,0,.35);animation:mkt-in .15s both}' +
  '.mkt-list-panel{position:absolute;left:0;right:0;top:100%;z-index:1;max-height:70vh;overflow:auto;padding:16px;background:#fff;border-top:1px solid #f0f0f3;border-radius:0 0 12px 12px;box-shadow:0 8px 16px rgba(0,0,0,.12)}' +
  '.mkt-list-panel:focus{outline:none}' +
  '.mkt-list-range{display:flex;flex-direction:column;gap:14px;margin:0}' +
  '.mkt-list-options{display:grid;grid-template-columns:repeat(auto-fill,minmax(132px,1fr));gap:8px}' +
  '.mkt-list-option{min-height:44px;padding:4px 8px;border:1px solid #e3e3e8;border-radius:8px;background:#fff;color:var(--mkt-fg);font-size:14px;line-height:1.25;overflow-wrap:anywhere;cursor:pointer}' +
  '.mkt-list-option[aria-pressed=true]{border-color:var(--mkt-accent);background:#e8f5ee;color:var(--mkt-accent);font-weight:600}' +
  '.mkt-list-bounds{display:flex;align-items:flex-end;gap:8px}' +
  '.mkt-list-bounds label{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px;color:var(--mkt-muted);font-size:13px}' +
  '.mkt-list-bounds input{width:100%;height:44px;padding:0 12px;border:1px solid #d5d5db;border-radius:8px;background:#fff;color:var(--mkt-fg)}' +
  '.mkt-app .mkt-list-bounds input:focus-visible{outline:none;border-color:var(--mkt-accent);box-shadow:0 0 0 1px var(--mkt-accent)}' +
  '.mkt-list-bounds input[aria-invalid=true]{border-color:#d93025}' +
  '.mkt-list-dash{padding-bottom:10px;color:var(--mkt-muted)}' +
  '.mkt-list-error{margin:0;color:#c5221f;font-size:14px}' +
  '.mkt-list-actions{display:flex;gap:12px}' +
  '.mkt-list-actions .mkt-btn{flex:1;padding:0 12px}' +
  '.mkt-list-note{margin:0;padding:8px 0;color:var(--mkt-muted);font-size:14px;text-align:center}' +
  // The list, its skeleton and empty state.
  '.mkt-list-main{flex:1 0 auto}' +
  '.mkt-list-skel-pic{aspect-ratio:4/3}' +
  '.mkt-list-skel-col{flex-direction:column}' +
  '.mkt-list-skel-line{width:100%;height:14px}' +
  '.mkt-list-skel-short{width:70%}' +
  '.mkt-list-skel-tiny{width:40%}' +
  '.mkt-list-empty{display:flex;flex-direction:column;align-items:center;gap:16px}' +
  '.mkt-list-empty p{margin:0}';
