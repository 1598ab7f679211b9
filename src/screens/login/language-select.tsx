// The language dropdown of /login (spec §2) and the list of /usercenter/userSetting/changeLanguage:
// each language named in itself, so a user who cannot read the current one still finds theirs.
// Choosing stores the language (session.language, persisted); src/boot applies it live.
import { useStore } from '@nanostores/react';
import { useServices, useShell } from '../../app/use-shell.js';
import { LANGUAGES } from '../../contract/constants.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { useT } from '../../ui/t-context.js';
import { htmlLang, LANGUAGE_NAMES } from '../kit/language-names.js';

export function LanguageSelect() {
  const t = useT();
  const { i18n } = useShell();
  const { stores } = useServices();
  useStore(stores.session.language);
  return (
    <label className="mkt-lang">
      <span className="mkt-sr">{t('account.language')}</span>
      <select value={i18n.language} onChange={(e) => stores.session.language.set(e.currentTarget.value as LanguageCode)}>
        {LANGUAGES.map((l) => <option key={l} value={l} lang={htmlLang(l)}>{LANGUAGE_NAMES[l]}</option>)}
      </select>
    </label>
  );
}
