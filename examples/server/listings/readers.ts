// Readers of the listing calls' customData that are not valibot schemas (ids given as number or
// digit string, pages, search bounds): each returns a clean value or throws a 4422 through the one
// input layer (http/input.ts), never 5000.
import { CODE } from '../../../src/contract/codes.js';
import { INT4_MAX, LANGUAGES } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { MSG, type ValidationKey } from '../../../src/contract/validation/messages.js';
import { isBlank, isPositiveNumber } from '../../../src/contract/validation/numbers.js';
import { moduleById, type ListingModule } from '../../../src/modules/index.js';
import { ReplyError } from '../http/handler.js';
import { fieldError, isRecord, scalarText, withoutNul } from '../http/input.js';

/** Page size cap: a client may ask for fewer rows than this, never more. */
export const MAX_PAGE_SIZE = 50;
/** Deepest page served (offset guard). */
export const MAX_PAGE_INDEX = 10_000;
/** Keyword text kept for searching (a title is at most 200 characters, spec §5). */
export const MAX_KEYWORDS = 200;
/** Ids per delete/cancel call. */
export const MAX_IDS = 100;

/** A listing id (bigserial): digits only, as a string or a whole number. */
export function readServiceId(raw: unknown, path = 'serviceId'): string {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,14}$/.test(text.trim())) throw fieldError(path, MSG.checkWarning);
  return text.trim();
}

/** A non-empty list of listing ids (at most MAX_IDS). `optional`: absent or empty gives []. */
export function readServiceIds(raw: unknown, path: string, optional = false): string[] {
  if (optional && (raw === undefined || raw === null)) return [];
  if (!Array.isArray(raw) || raw.length > MAX_IDS || (!optional && raw.length === 0)) throw fieldError(path, MSG.checkWarning);
  return [...new Set(raw.map((id, i) => readServiceId(id, `${path}.${i}`)))];
}

/** A listing module by its numeric id (spec §3), given as number or digit string. */
export function readModule(raw: unknown, path = 'moduleId'): ListingModule {
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw.trim()) ? Number(raw) : raw;
  const m = typeof n === 'number' ? moduleById(n) : undefined;
  if (!m) throw fieldError(path, MSG.choose);
  return m;
}

/** An optional lookup id (tag, city, ...): '', null, undefined and 0 mean "none". */
export function readOptionalId(raw: unknown, path: string): number | null {
  if (isBlank(raw) || raw === 0) return null;
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > INT4_MAX) throw fieldError(path, MSG.choose);
  return n;
}

/** A required lookup id already typed by a schema as number: whole, positive, int-sized. */
export function checkId(n: unknown, path: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > INT4_MAX) throw fieldError(path, MSG.choose);
  return n;
}

/** An optional range bound (spec §5: a positive number, 11 digits, 2 decimals). */
export function readBound(raw: unknown, path: string, key: ValidationKey): number | null {
  if (isBlank(raw)) return null;
  if ((typeof raw !== 'number' && typeof raw !== 'string') || !isPositiveNumber(raw)) throw fieldError(path, key);
  return Number(typeof raw === 'string' ? raw.trim() : raw);
}

/** Search words: a string (cut to MAX_KEYWORDS), or nothing. */
export function readKeywords(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw fieldError('keyWords', MSG.checkWarning);
  return withoutNul(raw).trim().slice(0, MAX_KEYWORDS);
}

export interface PageWindow {
  index: number;
  size: number;
  offset: number;
}

const wholeNumber = (raw: unknown): number | null => {
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

/** Page object (spec §3: index from 1); absent = the first page of the module's size. */
export function readPage(raw: unknown, defaultSize: number): PageWindow {
  if (raw === undefined || raw === null) return { index: 1, size: defaultSize, offset: 0 };
  if (!isRecord(raw)) throw fieldError('page', MSG.checkWarning);
  const index = raw.index === undefined ? 1 : wholeNumber(raw.index);
  const asked = raw.size === undefined ? defaultSize : wholeNumber(raw.size);
  if (index === null || index < 1 || index > MAX_PAGE_INDEX) throw fieldError('page.index', MSG.checkWarning);
  if (asked === null || asked < 1) throw fieldError('page.size', MSG.checkWarning);
  const size = Math.min(asked, MAX_PAGE_SIZE);
  return { index, size, offset: (index - 1) * size };
}

/** An optional language (cn | en | fr); '' and absent give undefined. */
export function readLanguage(raw: unknown, path: string): LanguageCode | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !(LANGUAGES as readonly string[]).includes(raw)) throw fieldError(path, MSG.checkWarning);
  return raw as LanguageCode;
}

/**
 * The userId some bodies carry (spec §7) is never trusted: the caller is ctx.user. A body naming
 * ANOTHER user is refused (4403) rather than silently served, so a stale client is visible.
 */
export function checkBodyUser(body: Record<string, unknown>, callerId: string): void {
  const named = scalarText(body.userId, 'userId');
  if (named === '') return;
  if (named !== callerId) throw new ReplyError(CODE.FORBIDDEN, 'errors.incorrectAccount');
}
