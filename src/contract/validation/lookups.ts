// Request fields of the catalogue lookups (spec §7 "Common", "Other lookups"): a lookup id, a
// country id and a language. Checked by the reference server's input layer; shared here so a client
// building these requests reads the same rules.
import * as v from 'valibot';
import { INT4_MAX, LANGUAGES } from '../constants.js';
import { MSG } from './messages.js';

/** A lookup id: a positive integer, also accepted as a digit string (query strings, old clients). */
export const lookupIdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], MSG.choose),
  v.integer(MSG.choose),
  v.minValue(1, MSG.choose),
  v.maxValue(INT4_MAX, MSG.choose),
);

/** One country id (ISO 3166 alpha-3 like CIV), upper-cased. */
export const countryIdSchema = v.pipe(v.string(MSG.selectCountry), v.regex(/^[A-Za-z]{3}$/, MSG.selectCountry), v.toUpperCase());

/** cn | en | fr; absent or '' means "the caller's language". */
export const lookupLanguageSchema = v.optional(
  v.union([v.literal(''), v.picklist(LANGUAGES)], MSG.choose),
);
