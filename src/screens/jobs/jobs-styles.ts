// Styles of the 'jobs' chunk (DESIGN.md §7): mobile first at 360 px, 44 px touch targets, 16 px
// form controls (no zoom on focus in mobile browsers). The list's own classes (list-styles.ts)
// carry the bar, panels and options; these add the job screens' pieces.
export const JOBS_CSS =
  // Quick links (jobList) and the variant's visible title, under the search.
  '.mkt-jobs-links{display:flex;gap:8px;overflow-x:auto;scrollbar-width:none;padding:4px 12px 8px}' +
  '.mkt-jobs-links::-webkit-scrollbar{display:none}' +
  '.mkt-jobs-link{flex:none;display:inline-flex;align-items:center;gap:6px;min-height:40px;padding:0 12px;border-radius:20px;background:#f0f0f3;color:var(--mkt-fg);font-size:14px;text-decoration:none;white-space:nowrap}' +
  '.mkt-jobs-link svg{width:16px;height:16px;flex:none}' +
  '.mkt-jobs-link[data-tone=urgent]{background:#fff1e6;color:#a33a00}' +
  '.mkt-jobs-title{margin:0;padding:2px 16px 8px;font-size:17px;font-weight:600;line-height:1.3}' +
  // The filter bar: four cells in 360 px; the open or set one turns bold, and "Secteur" in bold
  // beside its chevron no longer fitted the list's 8 px padding (it showed "Sect…").
  '.mkt-jobs-list .mkt-list-filter{padding:0 4px}' +
  '.mkt-jobs-list .mkt-list-filter:first-child{padding:0 12px}' +
  // Filter panels.
  '.mkt-jobs-group{display:flex;flex-direction:column;gap:8px}' +
  // Salary rate names are long ("75 000 à 100 000 F CFA par mois"): one per line reads best.
  '.mkt-jobs-rates{grid-template-columns:minmax(0,1fr)}' +
  '.mkt-jobs-group-label{margin:0;color:var(--mkt-muted);font-size:13px;font-weight:600}' +
  '.mkt-jobs-switch{display:flex;align-items:center;gap:10px;min-height:44px;font-size:15px}' +
  '.mkt-jobs-switch input{width:22px;height:22px;margin:0;accent-color:var(--mkt-accent)}' +
  '.mkt-jobs-select{width:100%;height:44px;padding:0 8px;border:1px solid #d5d5db;border-radius:8px;background:#fff;color:var(--mkt-fg);font-size:16px}' +
  // Job details: salary under the title, employer line, the recruiter-mode note.
  '.mkt-jobs-dt{padding-bottom:0}' +
  '.mkt-jobs-dt .mkt-dt-title .mkt-job-urgent{vertical-align:3px}' +
  '.mkt-jobs-dt-salary{margin:0;color:#c2410c;font-size:20px;font-weight:700;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-jobs-dt-by{display:flex;align-items:center;gap:8px;margin:0;font-size:14px;font-weight:600;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-jobs-dt-logo{flex:none;width:28px;border-radius:6px}' +
  '.mkt-jobs-note{margin:0;background:#fff8e1;color:#5f4200;font-size:14px;line-height:1.45}' +
  // Company card (details) and the company page's head.
  '.mkt-jobs-co{display:flex;align-items:center;gap:12px;color:inherit;text-decoration:none;min-height:44px}' +
  '.mkt-jobs-co-logo{flex:none;width:56px;border-radius:10px}' +
  '.mkt-jobs-co-big{flex:none;width:72px;border-radius:12px}' +
  '.mkt-jobs-co-head{display:flex;align-items:center;gap:14px}' +
  '.mkt-jobs-co-body{flex:1;min-width:0;display:flex;flex-direction:column;align-items:flex-start;gap:4px}' +
  '.mkt-jobs-co-name{font-size:16px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-jobs-co-facts{color:var(--mkt-muted);font-size:13px;overflow-wrap:anywhere}' +
  '.mkt-jobs-co-more{color:var(--mkt-accent);font-size:14px}' +
  '.mkt-jobs-co-go{flex:none;width:20px;height:20px;color:var(--mkt-muted)}' +
  '.mkt-jobs-verified{display:inline-flex;align-items:center;gap:4px;padding:0 8px 0 4px;border-radius:10px;background:#e8f5ee;color:var(--mkt-accent);font-size:12px;font-weight:600;line-height:20px}' +
  '.mkt-jobs-verified svg{width:14px;height:14px}' +
  '.mkt-jobs-intro{margin:0;white-space:pre-line;line-height:1.5;overflow-wrap:anywhere}' +
  '.mkt-jobs-co-jobs{background:#fff}' +
  // Its heading borrows the recommended list's class, whose style only loads with that list: a
  // company page opened first showed a bare 24 px h2 flush with the screen's edge.
  '.mkt-jobs-co-jobs>.mkt-rec-head{margin:0;padding:16px 16px 4px;font-size:17px;font-weight:600;line-height:1.3}' +
  // The action bar at the foot of job details: share, chat, apply.
  '.mkt-jobs-bar{position:sticky;bottom:0;z-index:4;margin-top:auto;display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px calc(8px + env(safe-area-inset-bottom,0px));background:#fff;box-shadow:0 -1px 0 #ececf0}' +
  '.mkt-jobs-bar-btn{flex:none;display:inline-flex;align-items:center;justify-content:center;gap:6px;min-width:44px;min-height:44px;padding:0 12px;border:0;border-radius:22px;background:#f0f0f3;color:var(--mkt-fg);font-size:14px;cursor:pointer}' +
  '.mkt-jobs-bar-icon{padding:0}' +
  '.mkt-jobs-bar-btn svg{width:20px;height:20px;flex:none}' +
  '.mkt-jobs-bar-main{flex:1;min-width:0;padding:0 12px;text-align:center;line-height:1.2}' +
  '.mkt-jobs-bar-main:disabled{opacity:.5;cursor:default}' +
  // Applied: the state and "withdraw" take a row of their own above share and chat (360 px: the
  // state squeezed between them broke mid-word).
  // Start-aligned: it also carries .mkt-jobs-bar-main, whose centring floated the wrapped state mid-row.
  '.mkt-jobs-applied{display:flex;align-items:center;gap:8px;flex:1 1 100%;order:-1;padding:0 4px;text-align:start}' +
  '.mkt-jobs-applied .mkt-btn{flex:none;padding:0 14px}' +
  '.mkt-jobs-state{flex:1;min-width:0;margin:0;font-size:14px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}';
