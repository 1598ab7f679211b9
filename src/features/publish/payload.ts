// Form values -> the module's update payload (spec §3 "Publish payloads"). The same function feeds
// the form's validation (the module's contract schema reads the payload, so the form and the
// server judge one object) and the update call.
// - tel: the phone rows comma-joined (spec §3 "tel (comma-joined phones)");
// - several countries: areaId comma-joined and cityId cleared (spec §4 "Multi-country publish");
// - fileList: the pictures in their order, sort 1..n (spec §3 fileList (imgPath, sort));
// - originalLanguageId: the word check's detected language; the edit ids when editing.
import type { LanguageCode } from '../../contract/envelope.js';
import type { FileRef } from '../../contract/types/common.js';
import { joinTel } from '../../contract/validation/phone.js';
import type { PublishFormLayout, PublishWidget } from '../../modules/publish-form.js';
import type { ListingModule } from '../../modules/types.js';

export interface PayloadContext {
  userId: string;
  /** From the CheckWordAndOriginal reply; absent before the check (validation only). */
  originalLanguageId?: LanguageCode | undefined;
  /** The listing being edited. */
  serviceId?: string | undefined;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A typed number as a number; anything else as typed (blank stays '', "12a" stays "12a"), so the
 * schema answers with the field's own message (please input, price limit ...).
 */
export function numberOf(raw: unknown): unknown {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return raw ?? '';
  const text = raw.trim().replace(',', '.');
  return DECIMAL.test(text) ? Number(text) : raw.trim();
}

const stringsOf = (raw: unknown): string[] => (Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
const idsOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? [...raw] : []);
const textOf = (raw: unknown): string => (typeof raw === 'string' ? raw.trim() : '');
const pickedOf = (raw: unknown): unknown => (raw === undefined ? null : raw);

function filesOf(raw: unknown): FileRef[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((f): f is FileRef => typeof f === 'object' && f !== null && typeof (f as FileRef).imgPath === 'string')
    .map((f, index) => ({ imgPath: f.imgPath, sort: index + 1 }));
}

/** The payload fields one widget fills. */
function fieldsOf(w: PublishWidget, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const value = values[w.name];
  switch (w.kind) {
    case 'place': {
      const areaIds = stringsOf(values.areaIds);
      const many = areaIds.length > 1;
      return { areaId: areaIds.join(','), areaIds, cityId: many ? null : pickedOf(values.cityId) };
    }
    case 'labels':
      return { labelIds: idsOf(value) };
    case 'number':
      return { [w.name]: numberOf(value) };
    case 'numberUnit':
      return { [w.name]: numberOf(value), [w.unitName]: pickedOf(values[w.unitName]) };
    case 'phones':
      return { tel: joinTel(stringsOf(value)) };
    case 'pictures':
      return { fileList: filesOf(value) };
    case 'text':
    case 'month':
      return { [w.name]: textOf(value) };
    case 'richText':
      return { [w.name]: typeof value === 'string' ? value : '' };
    default:
      // tag, lookup, count, yes/no: the picked id or 0/1, null when none.
      return { [w.name]: pickedOf(value) };
  }
}

/** Names kept beside the values (publish-form.ts PublishNames). */
export const namesOf = (values: Readonly<Record<string, unknown>>): Readonly<Record<string, string>> =>
  (typeof values.names === 'object' && values.names !== null ? values.names : {}) as Record<string, string>;

export function publishPayload(
  m: ListingModule,
  layout: PublishFormLayout,
  values: Readonly<Record<string, unknown>>,
  ctx: PayloadContext,
): Record<string, unknown> {
  const payload: Record<string, unknown> = { userId: ctx.userId };
  for (const w of layout.widgets) Object.assign(payload, fieldsOf(w, values));
  if (layout.hidden.includes('labelIds')) payload.labelIds = [];
  if (layout.hidden.includes('tag')) payload.tag = namesOf(values).tagId ?? '';
  if (ctx.originalLanguageId) payload.originalLanguageId = ctx.originalLanguageId;
  if (ctx.serviceId) {
    payload.serviceId = ctx.serviceId;
    payload[m.idField] = ctx.serviceId;
  }
  return payload;
}
