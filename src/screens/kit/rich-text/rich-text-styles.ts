// Styles of the listing editor, 360 px first: a toolbar of 44 px buttons above a bordered box that
// looks like the form's inputs, 16 px text (phones do not zoom), the body styled as the details
// screen shows it (lists indented, h3 headings), the counter at the right under the box.
import { useStyle } from '../../../ui/use-style.js';

export const RICH_TEXT_CSS =
  '.mkt-rte-label{font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-rte{border:1px solid #d2d2d7;border-radius:10px;background:#fff;overflow:hidden}' +
  '.mkt-rte:focus-within{border-color:var(--mkt-accent);box-shadow:0 0 0 1px var(--mkt-accent)}' +
  '.mkt-rte.mkt-invalid{border-color:#b3261e}' +
  '.mkt-rte-bar{display:flex;flex-wrap:wrap;border-bottom:1px solid #ececf0;background:#fafafa}' +
  '.mkt-rte-bar button{display:flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;background:none;color:var(--mkt-fg);cursor:pointer;-webkit-tap-highlight-color:transparent}' +
  '.mkt-rte-bar button[aria-pressed=true]{background:#e3f1ea;color:var(--mkt-accent)}' +
  '.mkt-rte-bar button:focus-visible{outline:2px solid var(--mkt-accent);outline-offset:-3px}' +
  '.mkt-rte-bar svg{width:20px;height:20px}' +
  '.mkt-rte-sep{width:1px;margin:10px 2px;background:#dcdce2}' +
  '.mkt-rte-body{min-height:160px;max-height:60vh;overflow-y:auto;padding:10px 12px;font-size:16px;line-height:1.55;color:var(--mkt-fg);outline:none;overflow-wrap:anywhere;word-break:break-word;white-space:pre-wrap}' +
  '.mkt-rte-body p,.mkt-rte-body ul,.mkt-rte-body ol{margin:0 0 8px}' +
  '.mkt-rte-body ul,.mkt-rte-body ol{padding-left:22px}' +
  '.mkt-rte-body h3{margin:12px 0 6px;font-size:17px;line-height:1.35}' +
  '.mkt-rte-body>:first-child{margin-top:0}' +
  '.mkt-rte-foot{display:flex;justify-content:space-between;gap:8px;align-items:flex-start}' +
  '.mkt-rte-count{margin:0 0 0 auto;color:var(--mkt-muted);font-size:13px;white-space:nowrap;font-variant-numeric:tabular-nums}' +
  '.mkt-rte-count[data-over]{color:#b3261e}' +
  '.mkt-rte-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

export const useRichTextStyle = (): void => useStyle('rich-text', RICH_TEXT_CSS);
