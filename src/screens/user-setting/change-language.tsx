// /usercenter/userSetting/changeLanguage (spec §1 "A stored preference wins"; §2 userSetting):
// cn, en, fr, each named in itself, the current one checked. Choosing stores the language
// (session.language, persisted: src/boot applies it live, in every tab) and, for a logged-in user,
// keeps it on the account (updateUserInfo languageId, so the next login on any device gets it,
// spec §3 login result languageId). A visitor's choice stays in this browser.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { LANGUAGES } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { useT } from '../../ui/t-context.js';
import { htmlLang, LANGUAGE_NAMES } from '../kit/language-names.js';
import { SETTINGS_INDEX, SettingFrame } from './setting-frame.js';

export function ChangeLanguageScreen() {
  const t = useT();
  return (
    <SettingFrame title={t('settings.language')}>
      <LanguageChoices />
    </SettingFrame>
  );
}

export const Check = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

function LanguageChoices() {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs, navigate, i18n } = useShell();
  const userId = useStore(stores.session.userId);
  const current = i18n.language as LanguageCode;
  /** The language asked for, and whether the account has it (or never will: a visitor). */
  const [pending, setPending] = useState<{ lang: LanguageCode; saved: boolean } | null>(null);

  // Said once the new language is on screen (its messages may still be loading) and the server
  // answered, so the confirmation is in the language just chosen.
  useEffect(() => {
    if (!pending?.saved || current !== pending.lang) return;
    setPending(null);
    dialogs.toast(t('settings.languageSaved'));
    navigate(SETTINGS_INDEX, { replace: true });
  }, [current, pending, dialogs, navigate, t]);

  const choose = async (lang: LanguageCode) => {
    if (lang === current || pending) return;
    setPending({ lang, saved: false });
    stores.session.language.set(lang);
    if (userId) {
      // A refusal keeps its spec §8 effect (the client shows it); the local choice stands anyway.
      const reply = await api.call(ENDPOINTS.updateUserInfo, { languageId: lang });
      if (reply.code === 200 && reply.customData) stores.session.userAllInfo.set(reply.customData);
    }
    setPending({ lang, saved: true });
  };

  return (
    <fieldset className="mkt-set-langs">
      <legend>{t('settings.languageHint')}</legend>
      {LANGUAGES.map((l) => (
        <label key={l} className="mkt-set-choice" data-language={l}>
          <input type="radio" name="language" value={l} checked={(pending?.lang ?? current) === l} disabled={pending !== null}
            onChange={() => void choose(l)} />
          <span lang={htmlLang(l)}>{LANGUAGE_NAMES[l]}</span>
          <Check />
        </label>
      ))}
    </fieldset>
  );
}
