// Writes the seed listings: one statement for all listings, one for all their texts (through the
// shared listing-text helper, so the search document is built as for user edits).
import { LISTING_ENDPOINTS } from '../../../../src/contract/listing-endpoints.js';
import type { Queryable } from '../../db/database.js';
import { upsertListingTexts, type ListingTextRow } from '../../db/listing-text.js';
import { labelIds } from '../data/labels.js';
import { cityId } from '../data/places.js';
import { tagId } from '../data/tags.js';
import { MONEY_ID } from '../data/units.js';
import type { SeedListing } from './types.js';

const INSERT_SQL = `
  insert into listings (module_key, module_id, user_id, area_ids, city_id, tag_id, label_ids, status, original_language,
    price, total_price, single_price, size, money_unit_id, size_unit_id, billing_cycle_id, service_time, location,
    contacts, mail, phones, images, cover_images, attrs, sticky_top, info_source, info_source_name, es_info_id,
    release_time, updated_at, ever_published)
  select r.module_key, r.module_id, r.user_id, r.area_ids, r.city_id, r.tag_id, r.label_ids, 7, r.original_language,
    r.price, r.total_price, r.single_price, r.size, r.money_unit_id, r.size_unit_id, r.billing_cycle_id, r.service_time,
    r.location, r.contacts, r.mail, r.phones, r.images, r.cover_images, r.attrs, r.sticky_top, r.info_source,
    r.info_source_name, r.es_info_id, r.release_time, r.release_time, true
  from jsonb_to_recordset($1::jsonb) as r(module_key text, module_id int, user_id text, area_ids text[], city_id int,
    tag_id int, label_ids int[], original_language text, price numeric, total_price numeric, single_price numeric,
    size numeric, money_unit_id int, size_unit_id int, billing_cycle_id int, service_time int, location text,
    contacts text, mail text, phones text[], images jsonb, cover_images text[], attrs jsonb, sticky_top boolean,
    info_source text, info_source_name text, es_info_id text, release_time timestamptz)
  returning id::text as id, es_info_id`;

export const esInfoId = (esKey: string) => `seed-${esKey}`;

function row(s: SeedListing, now: number) {
  return {
    module_key: s.moduleKey,
    module_id: LISTING_ENDPOINTS[s.moduleKey].moduleId,
    user_id: s.userId,
    area_ids: s.areaIds,
    city_id: s.cityKey ? cityId(s.cityKey) : null,
    tag_id: tagId(s.moduleKey, s.tagKey),
    label_ids: labelIds(s.moduleKey, s.labelKeys),
    original_language: s.original,
    price: s.price ?? null,
    total_price: s.totalPrice ?? null,
    single_price: s.singlePrice ?? null,
    size: s.size ?? null,
    money_unit_id: s.currency ? MONEY_ID[s.currency] ?? null : null,
    size_unit_id: s.sizeUnitId ?? null,
    billing_cycle_id: s.billingCycleId ?? null,
    service_time: s.serviceTime ?? 0,
    location: s.location,
    contacts: s.contacts,
    mail: s.mail,
    phones: s.phones,
    images: s.images.map((imgPath, sort) => ({ imgPath, sort })),
    cover_images: s.coverImages ?? s.images.slice(0, 1),
    attrs: s.attrs,
    sticky_top: s.stickyTop ?? false,
    info_source: s.infoSource ?? '',
    info_source_name: s.infoSourceName ?? '',
    es_info_id: esInfoId(s.esKey),
    release_time: new Date(now - s.hoursAgo * 3_600_000).toISOString(),
  };
}

/** The stored texts: the original (translationType 3) and the listed translations (1 or 2). */
export function textRows(s: SeedListing, listingId: string): ListingTextRow[] {
  const rows: ListingTextRow[] = [{ listingId, language: s.original, ...s.texts[s.original], translationType: 3 }];
  for (const [language, mode] of Object.entries(s.translations)) {
    if (language !== s.original && mode) rows.push({ listingId, language, ...s.texts[language as keyof SeedListing['texts']], translationType: mode });
  }
  return rows;
}

/** Inserts the listings and their texts; returns listing id by es_info_id. */
export async function insertListings(q: Queryable, seeds: readonly SeedListing[], now: number): Promise<Map<string, string>> {
  const inserted = await q.query<{ id: string; es_info_id: string }>(INSERT_SQL, [JSON.stringify(seeds.map((s) => row(s, now)))]);
  const ids = new Map(inserted.map((r) => [r.es_info_id, r.id]));
  const texts = seeds.flatMap((s) => {
    const id = ids.get(esInfoId(s.esKey));
    if (!id) throw new Error(`seed: listing ${s.esKey} was not inserted`);
    return textRows(s, id);
  });
  await upsertListingTexts(q, texts);
  return ids;
}
