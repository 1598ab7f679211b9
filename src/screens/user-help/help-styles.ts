// Styles of the help screens (spec §2 serviceAndHelp): list rows, the contact card and the answer.
import { useStyle } from '../../ui/use-style.js';

export const HELP_CSS =
  '.mkt-help{background:#f5f5f7}' +
  '.mkt-help-list{margin:12px 0 0;padding:0;list-style:none;background:#fff;border-top:1px solid #ececf0;border-bottom:1px solid #ececf0}' +
  '.mkt-help-row{display:flex;align-items:center;gap:12px;min-height:52px;padding:8px 8px 8px 16px;border-bottom:1px solid #f0f0f3;color:inherit;text-decoration:none}' +
  '.mkt-help-list li:last-child .mkt-help-row{border-bottom:0}' +
  '.mkt-help-label{flex:1;min-width:0;font-size:15px;line-height:1.35;overflow-wrap:anywhere}' +
  '.mkt-help-row>svg{flex:none;width:20px;height:20px;color:#b0b0b8}' +
  '.mkt-help-skel{display:flex;flex-direction:column;gap:14px;padding:16px;background:#fff;margin-top:12px}' +
  '.mkt-help-skel .mkt-skel{height:18px}' +
  '.mkt-help-contact{display:flex;flex-direction:column;align-items:flex-start;gap:8px;margin:16px;padding:16px;border-radius:12px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.05)}' +
  '.mkt-help-contact h2{margin:0;font-size:16px}' +
  '.mkt-help-contact p{margin:0;color:var(--mkt-muted);line-height:1.45}' +
  '.mkt-help-answer{margin:12px 0 0;padding:16px;background:#fff}' +
  '.mkt-help-answer h2{margin:0 0 12px;font-size:18px;line-height:1.3;overflow-wrap:anywhere}' +
  '.mkt-help-answer .mkt-html{line-height:1.6;overflow-wrap:anywhere}';

export const useHelpStyle = (): void => useStyle('help', HELP_CSS);
