// The language of a request that carries no envelope (a page, an unknown path): the one the app
// would choose on a first visit (src/i18n/resolve-language.ts: stored > browser languages >
// English), as the server can know it: no stored choice (it lives in the browser's storage, never
// in a cookie), and the browser's languages from Accept-Language, which browsers send in
// navigator.languages' order. A visitor with a stored language gets a first-view page whose
// inline reply the app does not use (src/boot/first-reply.ts compares the language).
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { resolveLanguage } from '../../../src/i18n/resolve-language.js';

/** At most this many tags are read: a header of thousands costs nothing more. */
const MAX_TAGS = 16;

/** Accept-Language tags by preference (q descending, header order among equals); q=0 left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',', MAX_TAGS)
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((t) => t.tag);
}

export const visitorLanguage = (acceptLanguage: string | undefined): LanguageCode =>
  resolveLanguage(null, acceptedLanguages(acceptLanguage));
