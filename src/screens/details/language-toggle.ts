// The original/translated switch of details pages (spec §4 "Language toggle: choosing the original
// language shows original title and content; otherwise the translated ones. Toggle buttons appear
// only when original text exists and the listing or viewer language is that language"; spec §2
// /article details "language switch cn/en/fr between original and translation").
//
// How the reply carries the two texts (spec §3 "House details", server listings/detail.ts):
// - resultMap.title/content are in the viewer's language (the metaData language of the call);
// - resultMap.languageId is the listing's own (original) language;
// - translationType 3 means the text shown IS the original (or no translation exists);
// - orgMap {orgTitle, orgContent} holds the original text when a translation is shown.
//
// The rule, read literally over the three languages cn/en/fr:
// 1. "original text exists": orgMap has a title or a content, the text shown is not marked as the
//    original (translationType !== 3) and the listing's language differs from the viewer's;
// 2. a button is offered for a language L only when L is the listing's language (it shows the
//    original) or the viewer's language (it shows the translation) — so there are exactly two
//    buttons, or none (one button would switch nothing);
// 3. the viewer's language is chosen at first: the page opens in the language the user reads.
import type { LanguageCode } from '../../contract/envelope.js';
import type { OrgMap } from '../../contract/types/common.js';
import { isLanguageCode } from '../../i18n/resolve-language.js';

/** Display order of the switch (spec §2 "cn/en/fr"). */
export const SWITCH_ORDER: readonly LanguageCode[] = ['cn', 'en', 'fr'];

export interface ToggleInput {
  /** The interface language: the language of resultMap.title/content. */
  viewer: LanguageCode;
  /** resultMap.languageId: the listing's original language. */
  listing: unknown;
  /** resultMap.translationType (absent on articles). */
  translationType?: unknown;
  orgMap?: OrgMap | null;
}

export interface Texts {
  title: string;
  content: string;
}

/** translationType 3: the text shown is the listing's original (or no translation exists). */
export const UNTRANSLATED = 3;

/** The original language when an original text other than the shown one exists, else null. */
export function originalLanguage(input: ToggleInput): LanguageCode | null {
  const { listing, orgMap } = input;
  if (!isLanguageCode(listing) || listing === input.viewer) return null;
  if (input.translationType === UNTRANSLATED) return null;
  if (!orgMap || (!orgMap.orgTitle && !orgMap.orgContent)) return null;
  return listing;
}

/** The languages the switch offers, in cn/en/fr order; [] hides the switch. */
export function toggleLanguages(input: ToggleInput): LanguageCode[] {
  const original = originalLanguage(input);
  if (!original) return [];
  return SWITCH_ORDER.filter((l) => l === original || l === input.viewer);
}

/** The title and content to show for the chosen language. */
export function textsFor(choice: LanguageCode, input: ToggleInput, translated: Texts): Texts {
  const original = originalLanguage(input);
  if (!original || choice !== original || !input.orgMap) return translated;
  // A missing half of the original falls back to the translation rather than showing nothing.
  return {
    title: input.orgMap.orgTitle || translated.title,
    content: input.orgMap.orgContent || translated.content,
  };
}
