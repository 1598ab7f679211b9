// The original/translated texts of a loaded details reply (spec §4 "Language toggle"; the rule is
// language-toggle.ts): which languages the switch offers, the one chosen (the reader's at first),
// the title and content to show and the language they are in, for screen readers and hyphenation
// (`lang`). Shared by the generic details page and the job details page.
import { useState } from 'react';
import type { LanguageCode } from '../../contract/envelope.js';
import { isLanguageCode } from '../../i18n/resolve-language.js';
import type { LanguageSwitchProps } from './language-switch.js';
import { originalLanguage, textsFor, toggleLanguages, UNTRANSLATED, type Texts, type ToggleInput } from './language-toggle.js';
import { str, type DetailData } from './read.js';

export interface TextToggle {
  texts: Texts;
  /** The language `texts` are in. */
  textLang: LanguageCode;
  /** For <LanguageSwitch>: it hides itself when there is nothing to switch. */
  switchProps: LanguageSwitchProps;
}

export function useTextToggle(data: DetailData, viewer: LanguageCode): TextToggle {
  const d = data.resultMap;
  const toggle: ToggleInput = { viewer, listing: d.languageId, translationType: d.translationType, orgMap: data.orgMap ?? null };
  const original = originalLanguage(toggle);
  const [choice, setChoice] = useState<LanguageCode>(viewer);
  const texts = textsFor(choice, toggle, { title: str(d.title), content: str(d.content) });
  const textLang: LanguageCode =
    original && choice === original ? original : d.translationType === UNTRANSLATED && isLanguageCode(d.languageId) ? d.languageId : viewer;
  return {
    texts,
    textLang,
    switchProps: { languages: toggleLanguages(toggle), original: original ?? viewer, choice, onChoose: setChoice },
  };
}
