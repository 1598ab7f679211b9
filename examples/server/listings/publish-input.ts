// A validated publish payload (contract schema, spec §5) turned into what is stored: countries and
// city per the multi-country rule (spec §4), shared columns, module attrs, cleaned texts.
import { INT4_MAX, LIMITS } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { FileRef } from '../../../src/contract/types/common.js';
import { validateCountryCount } from '../../../src/contract/validation/choices.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { isBlank } from '../../../src/contract/validation/numbers.js';
import { splitTel } from '../../../src/contract/validation/phone.js';
import type { ColumnField, ListingModule } from '../../../src/modules/index.js';
import { htmlToPlain } from '../db/listing-text.js';
import { fieldError, scalarNumber, scalarText, withoutNul } from '../http/input.js';
import { sanitizeContent } from './sanitize.js';

export interface ListingWrite {
  areaIds: string[];
  cityId: number | null;
  tagId: number;
  labelIds: number[];
  originalLanguage: LanguageCode;
  title: string;
  /** Sanitized HTML. */
  content: string;
  plain: string;
  /** listings column -> value (only the module's columns). */
  columns: Record<string, number | null>;
  location: string;
  contacts: string;
  mail: string;
  phones: string[];
  images: FileRef[];
  attrs: Record<string, unknown>;
}

type ColumnKind = 'amount' | 'id' | 'int';
const COLUMN_OF: Readonly<Record<ColumnField, { column: string; kind: ColumnKind }>> = {
  price: { column: 'price', kind: 'amount' },
  totalPrice: { column: 'total_price', kind: 'amount' },
  size: { column: 'size', kind: 'amount' },
  sizeUnitId: { column: 'size_unit_id', kind: 'id' },
  moneyUnitId: { column: 'money_unit_id', kind: 'id' },
  billingCycleId: { column: 'billing_cycle_id', kind: 'id' },
  serviceTime: { column: 'service_time', kind: 'int' },
};
/** numeric(13,2): 11 integer digits (spec §5 amounts fit; a derived unit price may not). */
const AMOUNT_MAX = 99_999_999_999.99;

/**
 * A lookup id the publish schema already typed as a number (choiceSchema), held to what the
 * database column takes: whole, positive, int-sized.
 */
function checkId(n: unknown, path: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > INT4_MAX) throw fieldError(path, MSG.choose);
  return n;
}

/** A whole number that fits an int column; blank/0 = `empty` (optional counts default to 0, spec §9). */
function intValue(raw: unknown, path: string, empty: number | null): number | null {
  if (isBlank(raw) || raw === 0) return empty;
  const n = scalarNumber(raw, path, MSG.numberPositive);
  if (!Number.isInteger(n) || n < 0 || n > INT4_MAX) throw fieldError(path, MSG.numberPositive);
  return n;
}

/** Countries chosen: areaIds, else the comma-joined areaId (spec §3, §4 "Multi-country publish"). */
export function chosenCountries(value: Record<string, unknown>, releaseAreaNum: number): string[] {
  const list = Array.isArray(value.areaIds) && value.areaIds.length > 0 ? (value.areaIds as unknown[]) : scalarText(value.areaId, 'areaId', MSG.choose).split(',');
  const ids = [...new Set(list.map((x, i) => scalarText(x, `areaIds.${i}`, MSG.choose).trim()).filter((x) => x !== ''))];
  if (ids.some((id) => !/^[A-Za-z0-9]{1,16}$/.test(id))) throw fieldError('areaId', MSG.choose);
  const problem = validateCountryCount(ids.length, releaseAreaNum);
  if (problem) throw fieldError('areaId', problem);
  return ids;
}

function readColumns(m: ListingModule, value: Record<string, unknown>): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const field of m.columns) {
    const { column, kind } = COLUMN_OF[field];
    const raw = value[field];
    if (kind === 'amount') out[column] = isBlank(raw) ? null : scalarNumber(raw, field, MSG.numberPositive);
    else if (kind === 'id') out[column] = isBlank(raw) ? null : checkId(raw, field);
    else out[column] = intValue(raw, field, 0);
  }
  // Land shows a unit price (spec §3 singlePrice): total over size, when it fits the column.
  if (out.total_price != null && out.size != null && m.columns.includes('size') && m.priceField === 'totalPrice') {
    const single = Math.round((out.total_price / out.size) * 100) / 100;
    out.single_price = single <= AMOUNT_MAX ? single : null;
  }
  return out;
}

function readAttrs(m: ListingModule, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of m.attrs) {
    const raw = value[a.name];
    if (raw === undefined || raw === null || raw === '') continue;
    if (a.kind === 'int' || a.kind === 'optionalInt') out[a.name] = intValue(raw, a.name, 0);
    else if (a.kind === 'number') out[a.name] = scalarNumber(raw, a.name, MSG.numberPositive);
    else if (a.kind === 'yesno') out[a.name] = raw === 1 || raw === '1' ? 1 : 0;
    else out[a.name] = withoutNul(scalarText(raw, a.name)).trim().slice(0, LIMITS.freeInputMax);
  }
  return out;
}

/** The stored form of a payload the module's schema accepted. */
export function toListingWrite(m: ListingModule, value: Record<string, unknown>, releaseAreaNum: number, fallbackLanguage: LanguageCode): ListingWrite {
  const areaIds = chosenCountries(value, releaseAreaNum);
  // spec §4: several countries clear the city.
  const cityId = areaIds.length > 1 ? null : checkId(value.cityId, 'cityId');
  const content = sanitizeContent(withoutNul(scalarText(value.content, 'content', MSG.contentLength)));
  const plain = htmlToPlain(content);
  // What remains after cleaning must still meet the length rule (a script-only text is empty).
  if (plain.length < LIMITS.contentMin) throw fieldError('content', MSG.contentLength);
  const files = [...(value.fileList as FileRef[])].sort((a, b) => a.sort - b.sort);
  return {
    areaIds,
    cityId,
    tagId: checkId(value.tagId, 'tagId'),
    labelIds: [...new Set((value.labelIds as unknown[]).map((id, i) => checkId(id, `labelIds.${i}`)))],
    originalLanguage: (value.originalLanguageId as LanguageCode | undefined) ?? fallbackLanguage,
    title: withoutNul(scalarText(value.title, 'title')).trim(),
    content,
    plain,
    columns: readColumns(m, value),
    location: withoutNul(scalarText(value.location, 'location')).trim(),
    contacts: withoutNul(scalarText(value.contacts, 'contacts')).trim(),
    mail: scalarText(value.mail, 'mail').trim(),
    phones: splitTel(scalarText(value.tel, 'tel')),
    images: files.map((f, i) => ({ imgPath: f.imgPath, sort: i })),
    attrs: readAttrs(m, value),
  };
}
