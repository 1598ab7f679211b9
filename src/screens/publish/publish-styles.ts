// Styles of the publish form and the word check (spec §2 "Publish screens"): one column at 360 px
// on the kit's form styles, pickers as 48 px rows, yes/no as two halves, labels as chips, the
// buttons in a bar stuck to the bottom (above the keyboard, safe-area aware), found words in red.
import { useStyle } from '../../ui/use-style.js';

const CSS =
  '.mkt-pub{padding-bottom:88px}' +
  '.mkt-pub .mkt-form{gap:2px;padding:12px 16px}' +
  '.mkt-pub-group{min-width:0;margin:0 0 10px;padding:0;border:0}' +
  '.mkt-pub-group>legend{margin-bottom:6px;padding:0;color:var(--mkt-muted);font-size:14px}' +
  '.mkt-pub-row-btn{display:flex;align-items:center;justify-content:space-between;gap:8px;width:100%;min-height:48px;padding:0 12px;border:0;background:none;color:var(--mkt-fg);font:inherit;text-align:start;cursor:pointer}' +
  '.mkt-pub-row-btn span{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-pub-row-btn .mkt-pub-ph{color:var(--mkt-muted)}' +
  '.mkt-pub-row-btn svg{flex:none;width:16px;height:16px;color:var(--mkt-muted)}' +
  '.mkt-pub-link{align-self:flex-start;min-height:40px;padding:0;border:0;background:none;color:var(--mkt-accent);font:inherit;font-size:14px;cursor:pointer}' +
  '.mkt-pub-note{margin:0;color:var(--mkt-muted);font-size:13px}' +
  '.mkt-pub-unit{flex:none;padding:0 12px;color:var(--mkt-muted)}' +
  '.mkt-input-row select.mkt-pub-unit-select{flex:0 1 auto;max-width:62%;text-overflow:ellipsis;border-left:1px solid #e3e3e8;padding:0 8px}' +
  '.mkt-pub-yesno{display:grid;grid-template-columns:1fr 1fr;gap:8px}' +
  '.mkt-pub-yesno label{display:flex;align-items:center;justify-content:center;min-height:44px;border:1px solid #d2d2d7;border-radius:10px;background:#fff;cursor:pointer}' +
  '.mkt-pub-yesno input{position:absolute;opacity:0;pointer-events:none}' +
  '.mkt-pub-yesno label:has(input:checked){border-color:var(--mkt-accent);box-shadow:0 0 0 1px var(--mkt-accent);color:var(--mkt-accent);font-weight:600}' +
  '.mkt-pub-yesno label:has(input:focus-visible){outline:2px solid var(--mkt-accent);outline-offset:2px}' +
  '.mkt-pub-yesno.mkt-invalid label{border-color:#b3261e}' +
  '.mkt-pub-chips{display:flex;flex-wrap:wrap;gap:8px}' +
  '.mkt-pub-chips button{min-height:40px;padding:0 14px;border:1px solid #d2d2d7;border-radius:20px;background:#fff;color:var(--mkt-fg);font:inherit;font-size:14px;cursor:pointer}' +
  '.mkt-pub-chips button[aria-pressed=true]{border-color:var(--mkt-accent);background:var(--mkt-accent);color:#fff}' +
  '.mkt-pub-phone{display:flex;gap:8px;align-items:flex-start}' +
  '.mkt-pub-phone .mkt-input-row{flex:1;min-width:0}' +
  '.mkt-pub-code{flex:none;padding:0 4px 0 12px;color:var(--mkt-muted)}' +
  '.mkt-pub-phone-btn{flex:none;width:48px;height:48px;border:1px solid #d2d2d7;border-radius:10px;background:#fff;color:var(--mkt-accent);font-size:24px;line-height:1;cursor:pointer}' +
  '.mkt-pub-bar{position:fixed;left:0;right:0;bottom:0;z-index:6;display:flex;gap:10px;padding:10px 16px calc(10px + env(safe-area-inset-bottom));background:#fff;box-shadow:0 -1px 0 #ececf0}' +
  '.mkt-pub-bar .mkt-btn{flex:1;min-height:48px;border-radius:24px}' +
  '.mkt-pub-bar .mkt-btn:disabled{opacity:.6;cursor:default}' +
  '.mkt-pub-draft{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:8px 16px 0;padding:4px 4px 4px 12px;border-radius:10px;background:#eef6f0;font-size:14px}' +
  '.mkt-pub-draft button{min-height:40px;padding:0 12px;border:0;background:none;color:var(--mkt-accent);font:inherit;font-weight:600;cursor:pointer}' +
  '.mkt-pub-textarea{width:100%}' +
  '.mkt-pub-check{display:flex;flex-direction:column;gap:12px;padding:12px 16px}' +
  '.mkt-pub-check h2{margin:0;font-size:15px;color:var(--mkt-muted);font-weight:500}' +
  '.mkt-pub-preview{margin:0;padding:10px 12px;border-radius:10px;background:#f6f6f8;white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.5}' +
  '.mkt-pub-preview mark{background:#fde7e7;color:#b3261e;font-weight:600;text-decoration:underline wavy #b3261e;text-underline-offset:3px}' +
  '.mkt-pub-status{margin:0;padding:10px 12px;border-radius:10px;font-size:14px;line-height:1.4}' +
  '.mkt-pub-status[data-kind=bad]{background:#fde7e7;color:#8c1d18}' +
  '.mkt-pub-status[data-kind=ok]{background:#eef6f0;color:#1d5b2f}' +
  '.mkt-pub-status[data-kind=info]{background:#f6f6f8;color:var(--mkt-fg)}' +
  '.mkt-pub-problems{margin:0;padding-left:20px;color:#b3261e;font-size:14px}' +
  // The listing kept as not paid (not-paid-panel.tsx): its news as the page's heading.
  '.mkt-pub-check.mkt-pub-unpaid h2{color:var(--mkt-fg);font-size:17px;font-weight:600}' +
  '.mkt-pub-unpaid h2:focus{outline:none}' +
  // "Pay for this ad" is the longer label and the way forward: the wider button, centred text.
  '.mkt-pub-unpaid .mkt-pub-bar .mkt-btn{padding:0 12px;text-align:center;line-height:1.2}' +
  '.mkt-pub-unpaid .mkt-pub-bar .mkt-btn:last-child{flex:2}' +
  // Its ways on: this ad's price, then the packages (not-paid-panel.tsx), one card.
  '.mkt-pub-ways{border:1px solid #ececf0;border-radius:12px;background:#fff}' +
  '.mkt-pub-way{margin:0;padding:12px}' +
  '.mkt-pub-way+.mkt-pub-way{border-top:1px solid #ececf0}' +
  '.mkt-pub-way[data-way=pay]{display:flex;align-items:baseline;justify-content:space-between;gap:12px}' +
  '.mkt-pub-way[data-way=pay] strong{flex:none;font-size:17px;white-space:nowrap}' +
  '.mkt-pub-way[data-way=packages]{display:flex;flex-direction:column;gap:10px}' +
  '.mkt-pub-way[data-way=packages] p{margin:0;color:var(--mkt-muted);font-size:14px;line-height:1.4}' +
  '.mkt-pub-way[data-way=packages] .mkt-btn{align-self:flex-start}';

export const usePublishStyle = (): void => useStyle('publish', CSS);
