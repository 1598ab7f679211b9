// A details reply is read by field NAME, like the list rows (kit/listing-row.tsx): which fields a
// module has is descriptor data (detailFields), so the screen never needs ten concrete types.
import type { OrgMap } from '../../contract/types/common.js';
import type { ListingModule } from '../../modules/types.js';
import { COMMON_DETAIL_FIELDS } from '../../modules/fields.js';

export type Detail = Readonly<Record<string, unknown>>;

/** What the details calls answer (contract DetailReply), read leniently. */
export interface DetailData {
  resultMap: Detail;
  orgMap?: OrgMap | null;
}

/**
 * The details request of spec §7: userId only when logged in, esInfoId only where the module has
 * one. The server builds a visitor's with it too (examples/server/first-view/), key order included.
 */
export function detailRequest(module: { esInfoId: boolean }, serviceId: string, userId: string, esInfoId: string) {
  return {
    serviceId,
    ...(userId ? { userId } : {}),
    ...(module.esInfoId && esInfoId ? { esInfoId } : {}),
  };
}

/** A 200 reply as DetailData, or null when it carries no resultMap object. */
export function detailDataOf(reply: unknown): DetailData | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const { resultMap, orgMap } = reply as { resultMap?: unknown; orgMap?: unknown };
  if (typeof resultMap !== 'object' || resultMap === null || Array.isArray(resultMap)) return null;
  const org = typeof orgMap === 'object' && orgMap !== null ? (orgMap as OrgMap) : null;
  return { resultMap: resultMap as Detail, orgMap: org };
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A finite number (numeric strings too), else null. */
export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** 1 / 0 flags (spec §3 "Yes/no: 1 yes, 0 no"); null when the field is absent. */
export function yesNo(v: unknown): boolean | null {
  if (v === 1 || v === '1' || v === true) return true;
  if (v === 0 || v === '0' || v === false) return false;
  return null;
}

/** imgList [{imgPath}] (or plain strings) as paths. */
export function imagePaths(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v
    .map((x) => (typeof x === 'string' ? x : x && typeof x === 'object' ? str((x as { imgPath?: unknown }).imgPath) : ''))
    .filter((p) => p !== '');
}

/**
 * The cover of a listing's details page, its largest paint: the cover picture, else the summary
 * picture, else the first of the gallery. The server preloads the same one (examples/server/first-view/).
 */
export const coverOf = (d: Detail, images: readonly string[] = imagePaths(d.imgList)): string =>
  str(d.coverImg) || str(d.imgPath) || images[0] || '';

export function labelsOf(v: unknown): { id: string; name: string }[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((l): l is { id?: unknown; name: string } => Boolean(l) && typeof (l as { name?: unknown }).name === 'string')
    .map((l, i) => ({ id: str(l.id) || String(i), name: l.name }));
}

export function phonesOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(str).map((p) => p.trim()).filter((p) => p !== '');
  // The publish payload joins phones with commas (spec §3 "tel (comma-joined phones)").
  return str(v).split(',').map((p) => p.trim()).filter((p) => p !== '');
}

/** Every field a module's details carry (descriptor data, DESIGN.md §3). */
export const detailFieldsOf = (m: ListingModule): readonly string[] =>
  m.commonDetail ? [...COMMON_DETAIL_FIELDS, ...m.detailFields] : m.detailFields;

/**
 * Housekeeping, business and visa are service modules (spec §2 "Housekeeping, business and visa
 * add service location"). No descriptor flag says so yet: their publish forms are the ones with
 * a service time column (spec §3 "Publish payloads"). Proposed descriptor field:
 * `details: { serviceLocation: boolean }`.
 */
export const isServiceModule = (m: ListingModule): boolean => m.columns.includes('serviceTime');
