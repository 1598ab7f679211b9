// Styles of the settings screens (spec §2 userSetting: settingIndex, changeLanguage, feedback; the
// index rows are the kit's LinkRows): the language choices with a check mark, the log-out button
// and the feedback card. Mobile first at 360 px: rows at least 52 px, French text wraps.
import { useStyle } from '../../ui/use-style.js';

export const SETTINGS_CSS =
  '.mkt-set{background:#f5f5f7;min-height:100%}' +
  '.mkt-set-actions{padding:24px 16px}' +
  '.mkt-btn.mkt-set-out{width:100%;min-height:48px;border-radius:24px;background:#fff;color:#b3261e;border:1px solid #e3c5c2;font-weight:600}' +
  '.mkt-btn.mkt-set-out:disabled{opacity:.6;cursor:default}' +
  '.mkt-set-langs{margin:12px 0 0;padding:0;border:0;background:#fff;border-top:1px solid #ececf0;border-bottom:1px solid #ececf0}' +
  '.mkt-set-langs legend{float:left;width:100%;margin:0;padding:12px 16px 8px;color:var(--mkt-muted);font-size:14px;line-height:1.4;background:#f5f5f7}' +
  '.mkt-set-choice{clear:both;display:flex;align-items:center;gap:12px;min-height:52px;padding:8px 16px;border-bottom:1px solid #f0f0f3;font-size:16px;cursor:pointer}' +
  '.mkt-set-choice:last-child{border-bottom:0}' +
  '.mkt-set-choice input{position:absolute;opacity:0;width:1px;height:1px;margin:0}' +
  '.mkt-set-choice span{flex:1;min-width:0}' +
  '.mkt-set-choice svg{flex:none;width:22px;height:22px;color:var(--mkt-accent);visibility:hidden}' +
  '.mkt-set-choice input:checked~svg{visibility:visible}' +
  '.mkt-set-choice input:checked+span{font-weight:600}' +
  '.mkt-set-choice:focus-within{outline:2px solid var(--mkt-accent);outline-offset:-2px}' +
  '.mkt-set .mkt-form{margin-top:12px;background:#fff}' +
  '.mkt-set-count{margin:0;align-self:flex-end;color:var(--mkt-muted);font-size:13px;font-variant-numeric:tabular-nums}' +
  '.mkt-set-count[data-full=true]{color:#b25e00}' +
  '.mkt-set-field-head{display:flex;align-items:baseline;justify-content:space-between;gap:8px}' +
  '.mkt-set-field-head label{font-size:14px;color:var(--mkt-muted)}' +
  '.mkt-set-note{margin:12px 16px 0;color:var(--mkt-muted);font-size:14px;line-height:1.45}';

export const useSettingsStyle = (): void => useStyle('settings', SETTINGS_CSS);
