// Fields of the listing calls' requests (spec §7 "searchXxxByTerms", "searchXxxDetailById",
// favourites and history; spec §3 "Module ids"): ids that arrive as a number or a digit string,
// list pages, search bounds and words. Each refuses with the key the reference server has always
// answered (checkWarning for ids and pages, choose for picked ids, the spec §5 keys for bounds), and
// never coerces with String()/Number() on a non-scalar (a sender's toString could throw: 5000).
import * as v from 'valibot';
import { INT4_MAX, LANGUAGES } from '../constants.js';
import type { LanguageCode } from '../envelope.js';
import { isRecord } from './form-object.js';
import { MSG, type ValidationKey } from './messages.js';
import { isBlank, isPositiveNumber } from './numbers.js';

/** Page size cap: a client may ask for fewer rows than this, never more. */
export const MAX_PAGE_SIZE = 50;
/** Deepest page served (an offset guard). */
export const MAX_PAGE_INDEX = 10_000;
/** Keyword text kept for searching (a title is at most 200 characters, spec §5). */
export const MAX_KEYWORDS = 200;
/** Ids per delete/cancel call. */
export const MAX_IDS = 100;

/** A listing id is a bigserial: 1 to 15 digits, no leading zero. */
const SERVICE_ID = /^[1-9]\d{0,14}$/;

/** The id as text, or null: a safe positive whole number, or a string of digits (trimmed). */
function serviceIdText(raw: unknown): string | null {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 ? String(raw) : raw;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return SERVICE_ID.test(trimmed) ? trimmed : null;
}

/** A listing id, given as a number or a digit string; read as text (bigint ids exceed 2^53 in SQL). */
export const serviceIdSchema = v.pipe(
  v.custom<number | string>((x) => serviceIdText(x) !== null, MSG.checkWarning),
  v.transform((x) => serviceIdText(x) as string),
);

/** An edit id of a publish payload: '', null or absent mean "a new listing". */
export const optionalServiceIdSchema = v.pipe(
  v.custom<number | string | null | undefined>((x) => x === undefined || x === null || x === '' || serviceIdText(x) !== null, MSG.checkWarning),
  v.transform((x) => (x === undefined || x === null || x === '' ? null : (serviceIdText(x) as string))),
);

/**
 * Listing ids of a delete/cancel call: a list of 1 to MAX_IDS ids, deduplicated. Counts are
 * checks, not min/maxLength, so the issue carries no {{min}}/{{max}}: the message has none.
 */
export const serviceIdsSchema = v.pipe(
  v.array(serviceIdSchema, MSG.checkWarning),
  v.check((ids) => ids.length >= 1 && ids.length <= MAX_IDS, MSG.checkWarning),
  v.transform((ids) => [...new Set(ids)]),
);

/** The same list where naming nothing is allowed (another field may name the rows): absent or null = []. */
export const optionalServiceIdsSchema = v.nullish(
  v.pipe(
    v.array(serviceIdSchema, MSG.checkWarning),
    v.check((ids) => ids.length <= MAX_IDS, MSG.checkWarning),
    v.transform((ids) => [...new Set(ids)]),
  ),
  [],
);

/** A module id as a number, from a number or a string of up to 6 digits. */
function moduleNumber(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' ? n : null;
}

/**
 * A listing module by its id (spec §3 "Module ids"), refused with "choose" when it names none.
 * `byId` is the caller's module table (the reference server's registry), so the contract does
 * not import the modules that import it.
 */
export const moduleIdSchema = <M>(byId: (moduleId: number) => M | undefined) => {
  const find = (raw: unknown): M | undefined => {
    const n = moduleNumber(raw);
    return n === null ? undefined : byId(n);
  };
  return v.pipe(
    v.custom<number | string>((x) => find(x) !== undefined, MSG.choose),
    v.transform((x) => find(x) as M),
  );
};

/** A whole, positive, int-sized id given as a number or a string of up to 10 digits; null when not. */
function lookupNumber(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= INT4_MAX ? n : null;
}

const noLookup = (x: unknown): boolean => isBlank(x) || x === 0;

/** An optional lookup id (tag, bedrooms, ...): '', null, absent and 0 mean "none" (null). */
export const optionalLookupIdSchema = v.pipe(
  v.custom<number | string | null | undefined>((x) => noLookup(x) || lookupNumber(x) !== null, MSG.choose),
  v.transform((x) => (noLookup(x) ? null : (lookupNumber(x) as number))),
);

/**
 * An optional range bound (spec §5: a positive number, at most 11 integer digits and 2 decimals),
 * refused with the field's own key (priceLimit, sizeLimit); blank means "no bound" (null).
 */
export const searchBoundSchema = (key: ValidationKey) =>
  v.pipe(
    v.custom<number | string | null | undefined>(
      (x) => isBlank(x) || ((typeof x === 'number' || typeof x === 'string') && isPositiveNumber(x)),
      key,
    ),
    v.transform((x) => (isBlank(x) ? null : Number(typeof x === 'string' ? x.trim() : x))),
  );

/**
 * Search words: text (NUL removed, since PostgreSQL text cannot hold it; trimmed; cut to
 * MAX_KEYWORDS), or nothing (''). Longer text is cut, not refused: type 1 sends a title.
 */
export const keywordsSchema = v.pipe(
  v.nullish(v.string(MSG.checkWarning), ''),
  v.transform((s) => s.split('\u0000').join('').trim().slice(0, MAX_KEYWORDS)),
);

/** List type (spec §7): 1 = the recommendations of a details page; '', 0 or absent = the list. */
export const searchTypeSchema = v.pipe(
  v.custom<number | string | null | undefined>((x) => x === undefined || x === null || x === '' || x === 0 || x === 1 || x === '1', MSG.checkWarning),
  v.transform((x) => x === 1 || x === '1'),
);

/** A page number (from a number or up to 9 digits) within [1, max], or null. */
function pageNumber(raw: unknown, max: number): number | null {
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

const pageIndexSchema = v.pipe(
  v.custom<number | string>((x) => pageNumber(x, MAX_PAGE_INDEX) !== null, MSG.checkWarning),
  v.transform((x) => pageNumber(x, MAX_PAGE_INDEX) as number),
);

/** A size above MAX_PAGE_SIZE is served as MAX_PAGE_SIZE, not refused (clients ask for "all"). */
const pageSizeSchema = v.pipe(
  v.custom<number | string>((x) => pageNumber(x, Number.POSITIVE_INFINITY) !== null, MSG.checkWarning),
  v.transform((x) => Math.min(pageNumber(x, Number.POSITIVE_INFINITY) as number, MAX_PAGE_SIZE)),
);

/** The page object (spec §3: index from 1). size undefined = the list's own page size. */
export interface PageRequest {
  index: number;
  size?: number;
}

/**
 * page: absent or null = the first page; index absent = 1; size absent = the list's default. Not
 * formObject: an absent index must take its default, and formObject reports absent keys.
 */
export const pageSchema = v.nullish(
  v.pipe(
    v.custom<Record<string, unknown>>(isRecord, MSG.checkWarning),
    v.object({ index: v.optional(pageIndexSchema, 1), size: v.optional(pageSizeSchema) }),
  ),
);

/** The rows a page covers. */
export interface PageWindow {
  index: number;
  size: number;
  offset: number;
}

/** The window of a validated page; `defaultSize` is the list's page size (spec §9). */
export function pageWindow(page: PageRequest | null | undefined, defaultSize: number): PageWindow {
  const index = page?.index ?? 1;
  const size = page?.size ?? defaultSize;
  return { index, size, offset: (index - 1) * size };
}

/** An optional language (cn | en | fr); '', null and absent mean "the original" (undefined). */
export const optionalLanguageSchema = v.pipe(
  v.nullish(v.union([v.literal(''), v.picklist(LANGUAGES)], MSG.checkWarning)),
  v.transform((x): LanguageCode | undefined => (x === '' || x === null || x === undefined ? undefined : x)),
);

/** esInfoId (articles, goods; spec §7): a given text must match the listing; anything else is ignored. */
export const esInfoIdSchema = v.pipe(
  v.unknown(),
  v.transform((x) => (typeof x === 'string' ? x : '')),
);
