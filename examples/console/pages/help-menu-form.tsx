// A help menu's names (one line per language, English required: the app falls back to it), for a
// new menu or the chosen one, folded away until asked for.
import { useState } from 'react';
import { HELP_MENU_NAME_MAX, type HelpMenuItem, type HelpTexts } from '../../../src/contract/console-help.js';
import { LANGUAGES } from '../../../src/contract/constants.js';
import { consoleCall } from '../console-api.js';
import { refusalText, useConsole } from '../use-console.js';

const EMPTY: HelpTexts = { cn: '', en: '', fr: '' };

export function HelpMenuForm({ menu, onSaved }: { menu: HelpMenuItem | null; onSaved(id: number): Promise<void> }) {
  const { t } = useConsole();
  const [mode, setMode] = useState<'closed' | 'new' | 'rename'>('closed');
  const [names, setNames] = useState<HelpTexts>(EMPTY);
  const [error, setError] = useState('');
  const open = (m: 'new' | 'rename') => {
    setMode(m);
    setNames(m === 'rename' && menu ? menu.names : EMPTY);
    setError('');
  };
  const save = async () => {
    const r = await consoleCall('saveHelpMenu', { ...(mode === 'rename' && menu ? { id: menu.id } : {}), names });
    if (!r.ok) return setError(refusalText(t, r.message, { max: HELP_MENU_NAME_MAX }));
    setMode('closed');
    await onSaved(r.data.id);
  };
  if (mode === 'closed') {
    return (
      <div className="actions-row">
        <button type="button" className="btn link" onClick={() => open('new')}>{t('help.newMenu')}</button>
        {menu && <button type="button" className="btn link" onClick={() => open('rename')}>{t('help.renameMenu')}</button>}
      </div>
    );
  }
  return (
    <div className="help-menu-form">
      {LANGUAGES.map((l) => (
        <label key={l} className="field">
          <span>{t(`languages.${l}`)}</span>
          <input name={`menu-${l}`} lang={l} value={names[l]} maxLength={HELP_MENU_NAME_MAX} onInput={(e) => { const v = e.currentTarget.value; setNames((n) => ({ ...n, [l]: v })); }} />
        </label>
      ))}
      {error && <p className="field-error" role="alert">{error}</p>}
      <div className="actions-row">
        <button type="button" className="btn primary" onClick={() => void save()}>{t('help.saveMenu')}</button>
        <button type="button" className="btn" onClick={() => setMode('closed')}>{t('reports.cancel')}</button>
      </div>
    </div>
  );
}
