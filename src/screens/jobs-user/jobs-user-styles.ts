// Styles of the job seeker's screens (CV form and views, applications, hub, company form): one
// column at 360 px; long French labels and any CV text wrap, never overflow.
import { useStyle } from '../../ui/use-style.js';

export const JOBS_USER_CSS =
  '.mkt-jobs-user{background:#f5f5f7}' +
  '.mkt-jobs-user .mkt-form{background:#fff;margin-top:8px}' +
  // Groups of controls (gender, language, salary): a legend like the other labels, no fieldset frame.
  '.mkt-ju-group,.mkt-jobs-user fieldset.mkt-field{min-width:0;margin:0 0 10px;padding:0;border:0}' +
  '.mkt-ju-group>legend,.mkt-jobs-user fieldset.mkt-field>legend{margin-bottom:6px;padding:0;color:var(--mkt-muted);font-size:14px}' +
  '.mkt-ju-section{margin:8px 0 4px;font-size:15px;font-weight:600}' +
  '.mkt-ju-choices{display:grid;grid-template-columns:repeat(auto-fit,minmax(88px,1fr));gap:8px}' +
  '.mkt-ju-choices label{position:relative;display:flex;align-items:center;justify-content:center;min-height:44px;padding:4px 8px;border:1px solid #d2d2d7;border-radius:10px;background:#fff;text-align:center;cursor:pointer}' +
  '.mkt-ju-choices input{position:absolute;opacity:0;pointer-events:none}' +
  '.mkt-ju-choices label:has(input:checked){border-color:var(--mkt-accent);box-shadow:0 0 0 1px var(--mkt-accent);color:var(--mkt-accent);font-weight:600}' +
  '.mkt-ju-choices label:has(input:focus-visible){outline:2px solid var(--mkt-accent);outline-offset:2px}' +
  '.mkt-ju-choices.mkt-invalid label{border-color:#b3261e}' +
  // minmax(0,…): a long currency name must not push the pair past a 360 px screen.
  '.mkt-ju-pair{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}' +
  '.mkt-ju-pair select{min-width:0;width:100%}' +
  '.mkt-ju-pair .mkt-field{margin-bottom:0}' +
  // Currency and cycle: the currency gets the wider column ("Franc CFA (BCEAO)" was cut at half
  // of 360 px), and the pair keeps a gap under the amounts' fields.
  '.mkt-ju-pair+.mkt-ju-pair{grid-template-columns:minmax(0,5fr) minmax(0,3fr);margin-top:8px}' +
  '.mkt-ju-count{align-self:flex-end;margin:-2px 0 0;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-ju-count[data-over=true]{color:#b3261e}' +
  '.mkt-ju-pick{display:flex;align-items:center;justify-content:space-between;gap:8px;width:100%;min-height:46px;padding:0 12px;border:0;background:none;color:var(--mkt-fg);font-size:16px;text-align:start;cursor:pointer}' +
  '.mkt-ju-pick[data-empty=true]{color:var(--mkt-muted)}' +
  '.mkt-ju-switch{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:48px;cursor:pointer}' +
  '.mkt-ju-switch input{flex:none;appearance:none;position:relative;width:48px;height:28px;margin:0;border-radius:14px;background:#c7c7cc;cursor:pointer;transition:background .15s}' +
  '.mkt-ju-switch input::after{content:"";position:absolute;top:3px;left:3px;width:22px;height:22px;border-radius:50%;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.2);transition:transform .15s}' +
  '.mkt-ju-switch input:checked{background:var(--mkt-accent)}' +
  '.mkt-ju-switch input:checked::after{transform:translateX(20px)}' +
  '.mkt-ju-switch input:focus-visible{outline:2px solid var(--mkt-accent);outline-offset:2px}' +
  '.mkt-ju-switch input:disabled{opacity:.5;cursor:progress}' +
  '.mkt-ju-label{font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-ju-hint{margin:0 0 10px;color:var(--mkt-muted);font-size:13px;line-height:1.4}' +
  '.mkt-ju-file{display:flex;align-items:center;gap:8px;min-height:48px;padding:4px 4px 4px 12px;border:1px solid #d2d2d7;border-radius:10px;background:#fff}' +
  '.mkt-ju-file>svg{flex:none;width:22px;height:22px;color:var(--mkt-accent)}' +
  '.mkt-ju-file>span{flex:1;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-ju-upload{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:48px;padding:8px 12px;border:1px dashed #b8b8c0;border-radius:10px;background:#fafafa;color:var(--mkt-accent);font-size:15px!important;cursor:pointer}' +
  '.mkt-ju-upload:disabled{color:var(--mkt-muted);cursor:default}' +
  '.mkt-ju-small-btn{flex:none;min-height:40px;padding:0 10px;border:0;background:none;color:var(--mkt-accent);font-size:14px!important;cursor:pointer}' +
  '.mkt-ju-notice{display:flex;flex-direction:column;gap:10px;margin:12px 16px;padding:16px;border-radius:12px;background:#fff;line-height:1.45}' +
  '.mkt-ju-notice p{margin:0}' +
  '.mkt-ju-notice .mkt-btn{align-self:stretch;padding:10px 16px;line-height:1.3;text-align:center}' +
  '.mkt-ju-alert{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fdecea;border-left:3px solid #b3261e;line-height:1.4}' +
  '.mkt-ju-alert p{margin:0 0 4px}' +
  '.mkt-ju-alert a{color:var(--mkt-accent)}' +
  // CV views.
  '.mkt-ju-card{margin:8px 0;padding:16px;background:#fff}' +
  '.mkt-ju-card h2{margin:0 0 8px;font-size:16px}' +
  '.mkt-ju-person{display:flex;align-items:center;gap:12px}' +
  '.mkt-ju-avatar{flex:none;width:56px;height:56px;border-radius:50%;object-fit:cover;background:#e9e9ee}' +
  '.mkt-ju-person-name{margin:0;font-size:18px;font-weight:600;overflow-wrap:anywhere}' +
  '.mkt-ju-dl{display:grid;grid-template-columns:minmax(0,auto) minmax(0,1fr);gap:6px 12px;margin:0;font-size:14px}' +
  '.mkt-ju-dl dt{color:var(--mkt-muted)}' +
  '.mkt-ju-dl dd{margin:0;min-width:0;overflow-wrap:anywhere}' +
  '.mkt-ju-text{margin:0;white-space:pre-line;overflow-wrap:anywhere;line-height:1.5}' +
  '.mkt-ju-state{display:inline-flex;align-items:center;padding:2px 10px;border-radius:12px;font-size:13px;font-weight:600;background:#ececf0;color:#3a3a40}' +
  '.mkt-ju-state[data-state="1"]{background:#e8f0fe;color:#1a4fa0}' +
  '.mkt-ju-state[data-state="2"]{background:#fff4e5;color:#7a4100}' +
  '.mkt-ju-state[data-state="3"],.mkt-ju-state[data-public=true]{background:#e8f5ee;color:#1b6b3a}' +
  '.mkt-ju-state[data-state="4"]{background:#fdecea;color:#b3261e}' +
  '.mkt-ju-actions{display:flex;flex-direction:column;gap:8px;padding:8px 16px 24px}' +
  '.mkt-ju-actions .mkt-btn{text-align:center;line-height:1.3;padding:10px 16px}' +
  '.mkt-ju-access{margin:8px 0 0;padding:8px 12px;border-radius:8px;background:#fff4e5;color:#7a4100;font-size:14px}' +
  // Applications.
  '.mkt-ju-app{display:flex;flex-direction:column;gap:6px;margin:8px 0;padding:12px 16px;background:#fff}' +
  '.mkt-ju-app-head{display:flex;align-items:flex-start;justify-content:space-between;gap:8px;color:inherit;text-decoration:none}' +
  '.mkt-ju-app-logo{flex:none;width:44px;border-radius:8px}' +
  '.mkt-ju-app-title{margin:0;font-size:15px;font-weight:600;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-ju-note{margin:0;padding:8px 10px;border-radius:8px;background:#e8f5ee;font-size:14px;line-height:1.4;white-space:pre-line;overflow-wrap:anywhere}' +
  '.mkt-ju-app-foot{display:flex;align-items:center;justify-content:space-between;gap:8px}' +
  // The hub.
  '.mkt-ju-counts{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;padding:12px 8px;background:#fff;text-align:center}' +
  '.mkt-ju-counts a{display:flex;flex-direction:column;gap:2px;min-height:44px;color:inherit;text-decoration:none;font-size:12px;line-height:1.25;overflow-wrap:anywhere}' +
  '.mkt-ju-counts b{font-size:18px}' +
  '.mkt-ju-block{margin:8px 0;background:#fff}' +
  '.mkt-ju-block h2{margin:0;padding:12px 16px 4px;font-size:15px}' +
  '.mkt-ju-entry{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:48px;padding:8px 16px;border-top:1px solid #f0f0f3;color:inherit;text-decoration:none;line-height:1.3}' +
  '.mkt-ju-entry small{color:var(--mkt-muted);font-size:13px;text-align:end}' +
  '.mkt-ju-mode{padding:8px 16px 12px;border-top:1px solid #f0f0f3}';

export const useJobsUserStyle = (): void => useStyle('jobs-user', JOBS_USER_CSS);
