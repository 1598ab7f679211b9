// The first Intl formatter of a page loads the language's ICU data: about 90 ms of the details
// page's first render at Lighthouse's 4x CPU (README "Lighthouse"). Made here, in a task of its own
// between two stages of the start (src/standalone.tsx), the render then finds the data loaded and
// neither task is as long as the two together (TBT counts each task's time over 50 ms).
import type { LanguageCode } from '../contract/envelope.js';
import { toIntlLocale } from '../i18n/resolve-language.js';

export function warmIntl(language: LanguageCode): void {
  const locale = toIntlLocale(language);
  // The formats the first screens use: dates (details, lists) and numbers (prices).
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  new Intl.NumberFormat(locale).format(1);
}
