// Styles of the recruiter's screens (CV list and filters, a CV, applications received): one
// column at 360 px; long French labels, names and CV text wrap, never overflow.
import { useStyle } from '../../ui/use-style.js';

export const RECRUIT_CSS =
  '.mkt-rc{background:#f5f5f7}' +
  // search bar under the header
  '.mkt-rc-search{display:flex;gap:8px;padding:8px 12px;background:#fff}' +
  '.mkt-rc-search input{flex:1;min-width:0;min-height:40px;padding:0 10px;border:1px solid #d2d2d7;border-radius:20px;font-size:15px;background:#f7f7f9}' +
  '.mkt-rc-search button{flex:none;min-height:40px;padding:0 12px;border:0;border-radius:20px;background:var(--mkt-accent);color:#fff;font-size:14px;cursor:pointer}' +
  // filters: a grid of selects, two per line, wrapping on narrow screens
  '.mkt-rc-filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px;padding:4px 12px 10px;background:#fff;border-bottom:1px solid #ececf0}' +
  '.mkt-rc-filters label{display:flex;flex-direction:column;gap:2px;min-width:0;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-rc-filters select{min-height:40px;min-width:0;width:100%;padding:0 8px;border:1px solid #d2d2d7;border-radius:8px;background:#fff;color:var(--mkt-fg);font-size:14px}' +
  // access banner
  '.mkt-rc-banner{display:flex;flex-direction:column;gap:8px;margin:8px 12px;padding:12px;border-radius:10px;background:#fff7e6;color:#5c3b00;font-size:13px;line-height:1.45}' +
  '.mkt-rc-banner[data-full=true]{background:#e8f5ee;color:#0a5a37}' +
  '.mkt-rc-banner p{margin:0;overflow-wrap:anywhere}' +
  '.mkt-rc-banner a{align-self:flex-start;display:inline-flex;align-items:center;min-height:40px;color:inherit;font-weight:600}' +
  // a CV row
  '.mkt-rc-row{display:flex;gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #f0f0f3;color:inherit;text-decoration:none}' +
  '.mkt-rc-avatar{flex:none;align-self:flex-start;width:48px;height:48px;border-radius:50%}' +
  '.mkt-rc-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:4px}' +
  // Name, then the salary under it (as a job row): side by side, a 55 % salary squeezed a French
  // double name into three lines.
  '.mkt-rc-top{display:flex;flex-direction:column;align-items:flex-start;gap:2px}' +
  '.mkt-rc-name{margin:0;font-size:16px;font-weight:600;overflow-wrap:anywhere}' +
  '.mkt-rc-salary{color:#c2410c;font-weight:700;font-size:14px;overflow-wrap:anywhere}' +
  '.mkt-rc-facts{display:flex;flex-wrap:wrap;gap:4px}' +
  '.mkt-rc-chip{padding:1px 6px;border-radius:4px;background:#f0f0f3;font-size:12px;line-height:18px}' +
  '.mkt-rc-want{margin:0;font-size:14px;overflow-wrap:anywhere}' +
  // A <p>: margin 0, or the browser's 1em margins open a blank line in every row.
  '.mkt-rc-meta{display:flex;flex-wrap:wrap;gap:2px 10px;margin:0;color:var(--mkt-muted);font-size:12px}' +
  // a CV
  '.mkt-rc-card{margin:8px 12px;padding:14px;border-radius:12px;background:#fff}' +
  '.mkt-rc-card h2{margin:0 0 8px;font-size:16px}' +
  '.mkt-rc-head{display:flex;gap:12px;align-items:center}' +
  '.mkt-rc-head .mkt-rc-avatar{width:64px;height:64px}' +
  '.mkt-rc-dl{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:6px 12px;margin:0;font-size:14px}' +
  '.mkt-rc-dl dt{color:var(--mkt-muted);overflow-wrap:anywhere}' +
  '.mkt-rc-dl dd{margin:0;overflow-wrap:anywhere}' +
  '.mkt-rc-text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.5;font-size:14px}' +
  '.mkt-rc-hidden{margin:0 0 10px;color:var(--mkt-muted);font-size:13px;line-height:1.4}' +
  '.mkt-rc-actions{position:sticky;bottom:0;display:flex;gap:8px;padding:10px 12px calc(10px + env(safe-area-inset-bottom));background:#fff;border-top:1px solid #ececf0}' +
  '.mkt-rc-actions .mkt-btn{flex:1;min-width:0;padding:6px 12px;line-height:1.25;text-align:center}' +
  '.mkt-rc-file{display:inline-flex;align-items:center;min-height:44px;color:var(--mkt-accent);font-weight:600;overflow-wrap:anywhere}' +
  // applications
  '.mkt-rc-tabs{display:flex;gap:4px;overflow-x:auto;padding:6px 8px;background:#fff;border-bottom:1px solid #ececf0;scrollbar-width:none}' +
  '.mkt-rc-tabs button{flex:none;min-height:40px;padding:0 12px;border:0;border-radius:20px;background:#f0f0f3;color:var(--mkt-fg);font-size:14px;cursor:pointer}' +
  '.mkt-rc-tabs button[aria-pressed=true]{background:var(--mkt-accent);color:#fff;font-weight:600}' +
  '.mkt-rc-job{display:flex;flex-direction:column;gap:2px;padding:8px 12px;background:#fff;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-rc-job select{min-height:40px;width:100%;min-width:0;padding:0 8px;border:1px solid #d2d2d7;border-radius:8px;background:#fff;color:var(--mkt-fg);font-size:14px}' +
  '.mkt-rc-app{display:flex;flex-direction:column;gap:8px;padding:12px 16px;background:#fff;border-bottom:1px solid #f0f0f3}' +
  '.mkt-rc-app-top{display:flex;gap:10px;align-items:flex-start}' +
  '.mkt-rc-app-top .mkt-rc-avatar{width:40px;height:40px}' +
  // A long French state ("Invitation à un entretien") wraps in its badge instead of squeezing the name.
  '.mkt-rc-state{flex:0 1 auto;max-width:45%;text-align:center;padding:1px 8px;border-radius:10px;font-size:12px;line-height:18px;font-weight:600}' +
  '.mkt-rc-state[data-tone=new]{background:#fff4d6;color:#7a4b00}' +
  '.mkt-rc-state[data-tone=seen]{background:#e6effc;color:#1b4f9c}' +
  '.mkt-rc-state[data-tone=good]{background:#e3f4ea;color:#0a6b43}' +
  '.mkt-rc-state[data-tone=bad]{background:#fde7e6;color:#a8261d}' +
  '.mkt-rc-state[data-tone=gone]{background:#ececf0;color:#4a4a52}' +
  '.mkt-rc-note{margin:0;padding:6px 8px;border-radius:6px;background:#f5f5f7;font-size:13px;white-space:pre-wrap;overflow-wrap:anywhere}' +
  '.mkt-rc-app-actions{display:flex;flex-wrap:wrap;gap:8px}' +
  '.mkt-rc-app-actions .mkt-btn{min-height:40px;padding:4px 14px;font-size:14px;line-height:1.25;text-align:center}' +
  '.mkt-rc-invite{display:flex;flex-direction:column;gap:6px}' +
  '.mkt-rc-invite label{color:var(--mkt-muted);font-size:13px}' +
  '.mkt-rc-invite textarea{min-height:80px;padding:8px;border:1px solid #d2d2d7;border-radius:8px;font:inherit;font-size:15px;resize:vertical}' +
  '.mkt-rc-count{align-self:flex-end;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-rc-count[data-over=true]{color:#b3261e}';

export const useRecruitStyle = (): void => useStyle('jobs-recruit', RECRUIT_CSS);
