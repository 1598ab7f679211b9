// Saved searches and notices (issue: Beyond the spec, item 1; types/alerts.ts). The list's
// criteria are read with the same field rules as the list calls (listing-fields.ts, filters as
// listing-requests.ts reads them: blank = any, spec §5 bounds, minimum not above maximum), so a
// list that searches can be saved. The 20-searches limit and "the module has this filter" need
// the server's tables (examples/server/alerts).
import * as v from 'valibot';
import { ALERTS } from '../constants.js';
import { crossRule, formObject } from './form-object.js';
import { keywordsSchema, MAX_IDS, optionalLookupIdSchema, pageSchema, searchBoundSchema } from './listing-fields.js';
import { MSG } from './messages.js';
import { validateRange } from './numbers.js';

/** A saved search id: 'ss' then digits (the server's numbering). */
export const SEARCH_ID_PATTERN = /^ss[0-9]{1,18}$/;
export const searchIdSchema = v.pipe(v.string(MSG.checkWarning), v.regex(SEARCH_ID_PATTERN, MSG.checkWarning));
/** A notice id: 'nt' then digits. */
export const NOTICE_ID_PATTERN = /^nt[0-9]{1,18}$/;
export const noticeIdSchema = v.pipe(v.string(MSG.checkWarning), v.regex(NOTICE_ID_PATTERN, MSG.checkWarning));

/** Bedrooms are picked from a small list (house filter, spec §2), as the list reads them. */
const MAX_BEDROOMS = 99;

// Control characters (C0, DEL, C1) and line/paragraph separators: a title is one line of text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The title the user sees: 1..ALERTS.titleMax characters, one line, trimmed. */
export const searchTitleSchema = v.pipe(
  v.string(MSG.pleaseInput),
  v.trim(),
  v.nonEmpty(MSG.pleaseInput),
  v.maxLength(ALERTS.titleMax, MSG.maxLength),
  v.check((s) => !CONTROL.test(s), MSG.checkWarning),
);

/** A module id from a number or up to 6 digits; NaN when neither. */
const moduleNumber = (x: unknown): number => (typeof x === 'number' ? x : typeof x === 'string' && /^\d{1,6}$/.test(x.trim()) ? Number(x) : NaN);

/** A module whose list can be saved (ALERTS.moduleIds). */
const alertModuleIdSchema = v.pipe(
  v.custom<number | string>((x) => ALERTS.moduleIds.includes(moduleNumber(x)), MSG.choose),
  v.transform((x: number | string) => moduleNumber(x)),
);

/** The list's country ('' or absent = any): three letters, upper-cased. */
const searchCountrySchema = v.pipe(
  v.nullish(v.string(MSG.selectCountry), ''),
  v.trim(),
  v.check((s) => s === '' || /^[A-Za-z]{3}$/.test(s), MSG.selectCountry),
  v.toUpperCase(),
);

/** spec §5 "Minimum must not exceed maximum", blamed on the minimum. */
const rangeRule = <T>(min: string, max: string) =>
  crossRule<T>((value) => {
    const key = validateRange(value[min], value[max]);
    return key ? { field: min, key } : null;
  });

const queryEntries = {
  moduleId: alertModuleIdSchema,
  keyWords: keywordsSchema,
  tagId: optionalLookupIdSchema,
  priceMin: searchBoundSchema(MSG.priceLimit),
  priceMax: searchBoundSchema(MSG.priceLimit),
  sizeMin: searchBoundSchema(MSG.sizeLimit),
  sizeMax: searchBoundSchema(MSG.sizeLimit),
  bedroomNum: v.pipe(optionalLookupIdSchema, v.check((n) => n === null || n <= MAX_BEDROOMS, MSG.choose)),
  countryId: searchCountrySchema,
};

/** saveSearch: the list's criteria, the title and the digest choice (absent = an alert per listing). */
export const saveSearchSchema = v.pipe(
  formObject({
    ...queryEntries,
    title: searchTitleSchema,
    daily: v.optional(v.boolean(MSG.choose), false),
  }),
  rangeRule('priceMin', 'priceMax'),
  rangeRule('sizeMin', 'sizeMax'),
);

/** updateSavedSearch: a new title, the digest choice, or both. */
export const updateSavedSearchSchema = formObject({
  searchId: searchIdSchema,
  title: v.optional(searchTitleSchema),
  daily: v.optional(v.boolean(MSG.choose)),
});

export const savedSearchRefSchema = formObject({ searchId: searchIdSchema });
export const alertPageSchema = formObject({ page: pageSchema });
export const unreadCountSchema = formObject({});

/** readNotices: up to MAX_IDS notices, deduplicated; [] (or absent) = every notice of the caller. */
export const readNoticesSchema = formObject({
  noticeIds: v.pipe(
    v.nullish(v.array(noticeIdSchema, MSG.checkWarning), []),
    v.check((ids) => ids.length <= MAX_IDS, MSG.checkWarning),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
