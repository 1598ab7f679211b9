// Builds the reply objects of a module from its descriptor's field lists (DESIGN.md §3): one
// resolver per field NAME, shared by all modules, so a summary or details shape is data
// (src/modules/*.ts) and never a per-module function.
import { TRANSLATION_TYPE } from '../../../src/contract/statuses.js';
import { COMMON_DETAIL_FIELDS, type AttrKind, type ListingModule } from '../../../src/modules/index.js';
import { preview, type ListingView } from './preview.js';
import type { ListingRow } from './rows.js';

const DAY_MS = 86_400_000;

export interface FieldContext {
  /** List rows show plain previews; details show the (sanitized) HTML. */
  view: ListingView;
  /** ms, for days remaining (services.clock). */
  now: number;
}

type Resolver = (r: ListingRow, c: FieldContext) => unknown;

const sortedImages = (r: ListingRow) =>
  (Array.isArray(r.images) ? r.images : [])
    .filter((i) => i && typeof i.imgPath === 'string')
    .sort((a, b) => (Number(a.sort) || 0) - (Number(b.sort) || 0));
const firstImage = (r: ListingRow): string => sortedImages(r)[0]?.imgPath ?? r.cover_images[0] ?? '';
export const iso = (t: Date | string | null): string => (t === null ? '' : new Date(t).toISOString());
const num = (x: number | null): number => (x === null ? 0 : Number(x));
const yesNo = (b: unknown): 0 | 1 => (b === true || b === 1 || b === '1' ? 1 : 0);

/** "Country, Country · City" in the caller's language (spec §3 countryCityName). */
export const countryCityName = (r: ListingRow): string =>
  [r.countries.map((c) => c.name).join(', '), r.city_name ?? ''].filter((s) => s !== '').join(' · ');

/** Days a want-to-buy demand has left (spec §3 "validDayNum (days remaining)"). */
export const daysRemaining = (r: ListingRow, now: number): number => {
  const valid = Number(r.attrs.validDayNum) || 0;
  const elapsed = Math.floor((now - new Date(r.release_time).getTime()) / DAY_MS);
  return Math.max(0, valid - Math.max(0, elapsed));
};

export const RESOLVERS: Readonly<Record<string, Resolver>> = {
  title: (r) => r.title,
  content: (r, c) => (c.view === 'summary' ? preview(r.plain) : r.content),
  coverImg: (r) => r.cover_images[0] ?? firstImage(r),
  coverImages: (r) => (r.cover_images.length > 0 ? r.cover_images : sortedImages(r).map((i) => i.imgPath)),
  imgPath: firstImage,
  imgList: (r) => sortedImages(r).map((i) => ({ imgPath: i.imgPath })),
  releaseTime: (r) => iso(r.release_time),
  countryCityName,
  // The listing's own language: the app's original/translated toggle compares it with the viewer's (spec §4).
  languageId: (r) => r.original_language,
  isFavorite: (r) => yesNo(r.is_favorite),
  location: (r) => r.location,
  avatarPath: (r) => r.avatar_path ?? '',
  petName: (r) => r.pet_name ?? '',
  entName: (r) => r.ent_name ?? '',
  accountType: (r) => r.account_type ?? 1,
  translationType: (r) => (r.text_language === r.original_language ? TRANSLATION_TYPE.untranslated : r.translation_type),
  contacts: (r) => r.contacts,
  phoneList: (r) => r.phones,
  mobileCode: (r) => r.mobile_code ?? '',
  mail: (r) => r.mail,
  labelList: (r) => r.labels,
  userMq: (r) => r.user_mq ?? '',
  userId: (r) => r.user_id ?? '',
  price: (r) => num(r.price),
  totalPrice: (r) => num(r.total_price),
  singlePrice: (r) => num(r.single_price),
  size: (r) => num(r.size),
  priceFlag: (r) => r.money_flag ?? '',
  moneyUnitFlag: (r) => r.money_flag ?? '',
  sizeUnit: (r) => r.size_unit_name ?? '',
  billingCycle: (r) => r.billing_cycle_name ?? '',
  billingCycleName: (r) => r.billing_cycle_name ?? '',
  serviceTime: (r) => r.service_time,
  infoSource: (r) => r.info_source,
  infoSourceName: (r) => r.info_source_name,
  stickyTop: (r) => yesNo(r.sticky_top),
  isTop: (r) => yesNo(r.is_top),
  esInfoId: (r) => r.es_info_id,
  tag: (r) => r.tag_name ?? '',
  // Two-level tags (recruitment, spec §3): the listing's tag is the position, its parent the industry.
  positionId: (r) => r.tag_id ?? 0,
  industryId: (r) => r.tag_parent_id ?? r.tag_id ?? 0,
  validDayNum: (r, c) => daysRemaining(r, c.now),
  // Brand, energy and quality names need lookup tables the core schema does not have yet.
  brandName: () => '',
  energyName: () => '',
  qualityName: () => '',
  // Goods: null when the seller does not deliver (attrs.deliveryFee absent), so 0 reads as free delivery.
  // Goods with neither delivery nor pickup set offer pickup only (goods-context decisions).
  pickup: (r) => (yesNo(r.attrs.pickup) === 1 || r.attrs.deliveryFee === undefined || r.attrs.deliveryFee === null ? 1 : 0),
  deliveryFee: (r) => (typeof r.attrs.deliveryFee === 'number' || (typeof r.attrs.deliveryFee === 'string' && /^\d{1,9}$/.test(r.attrs.deliveryFee)) ? Number(r.attrs.deliveryFee) : null),
};

const readAttr = (value: unknown, kind: AttrKind): unknown => {
  switch (kind) {
    case 'int':
    case 'number':
      return Number.isFinite(Number(value)) ? Number(value) : 0;
    case 'optionalInt':
      return typeof value === 'number' && Number.isFinite(value) ? value : '';
    case 'yesno':
      return yesNo(value);
    case 'date':
    case 'string':
      return typeof value === 'string' ? value : '';
  }
};

/** The value of one field of module `m` for row `r`. */
export function resolveField(m: ListingModule, field: string, r: ListingRow, c: FieldContext): unknown {
  if (field === m.idField) return r.id;
  const resolver = RESOLVERS[field];
  if (resolver) return resolver(r, c);
  const attr = m.attrs.find((a) => a.name === field);
  if (attr) return readAttr(r.attrs[attr.name], attr.kind);
  return undefined;
}

/** Fields of `m` with no resolver and no attr: must be empty (checked by the tests). */
export const unresolvedFields = (m: ListingModule): string[] =>
  [...m.summaryFields, ...detailFieldsOf(m)].filter((f) => f !== m.idField && !RESOLVERS[f] && !m.attrs.some((a) => a.name === f));

export const detailFieldsOf = (m: ListingModule): readonly string[] =>
  m.commonDetail ? [...COMMON_DETAIL_FIELDS, ...m.detailFields] : m.detailFields;

const build = (m: ListingModule, fields: readonly string[], r: ListingRow, c: FieldContext): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f, resolveField(m, f, r, c)]));

/** Fields whose value depends on who asks: a reply or row holding one is not shared between callers. */
export const VIEWER_FIELDS: readonly string[] = ['isFavorite'];

/** Whether `m`'s list rows are the same for every caller (cache/row-cache.ts may keep them). */
export const summaryIsShared = (m: ListingModule): boolean => !m.summaryFields.some((f) => VIEWER_FIELDS.includes(f));

export const buildSummary = (m: ListingModule, r: ListingRow, now: number) => build(m, m.summaryFields, r, { view: 'summary', now });
export const buildDetail = (m: ListingModule, r: ListingRow, now: number) => build(m, detailFieldsOf(m), r, { view: 'detail', now });

/** Raw attrs for prefilling the edit form (ids such as brandId, counts, yes/no). */
export const attrValues = (m: ListingModule, r: ListingRow): Record<string, unknown> =>
  Object.fromEntries(m.attrs.map((a) => [a.name, readAttr(r.attrs[a.name], a.kind)]));
