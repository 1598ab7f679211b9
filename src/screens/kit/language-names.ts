// Each interface language named in itself (spec §1 languages cn, en, fr), so a user who cannot read
// the current language still finds theirs: the /login dropdown, changeLanguage, personalInformation.
import type { LanguageCode } from '../../contract/envelope.js';

export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = { cn: '中文', en: 'English', fr: 'Français' };

/** The lang attribute of a language's own name ('cn' is not a BCP 47 tag). */
export const htmlLang = (l: LanguageCode): string => (l === 'cn' ? 'zh' : l);
