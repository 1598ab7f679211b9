// Loading listings with everything their summaries and details show: the text in the wanted
// language (or the original), publisher and the caller's favourite flag in one query for a whole
// page (no per-row round trips), then the lookup names (units, tag, city, countries, labels) in the
// caller's language from the copy the process keeps (catalogue/lookup-names.ts).
import { lookupNamesOf, type LookupRow } from '../catalogue/lookup-names.js';
import type { Queryable } from '../db/database.js';
import { PREVIEW_CHARS, type ListingView } from './preview.js';
import { SqlParams } from './sql.js';

/** The row's lookup keys and the names filled in from them: LookupRow. */
export interface ListingRow extends LookupRow {
  id: string;
  module_key: string;
  module_id: number;
  user_id: string | null;
  status: number;
  original_language: string;
  price: number | null;
  total_price: number | null;
  single_price: number | null;
  size: number | null;
  service_time: number;
  location: string;
  contacts: string;
  mail: string;
  phones: string[];
  images: { imgPath: string; sort: number }[];
  cover_images: string[];
  attrs: Record<string, unknown>;
  sticky_top: boolean;
  info_source: string;
  info_source_name: string;
  es_info_id: string;
  release_time: Date | string;
  /** Text shown (wanted language, else the original when falling back; '' when none). */
  title: string;
  content: string;
  plain: string;
  /** Language of the text shown; null when there is none in the wanted language and no fallback. */
  text_language: string | null;
  translation_type: number;
  org_title: string;
  org_content: string;
  pet_name: string | null;
  ent_name: string | null;
  account_type: number | null;
  avatar_path: string | null;
  user_mq: string | null;
  /**
   * Details only ('' in list rows): the calling code of the listing's (first) country, else the
   * publisher's (publisher.ts loadPublisher): what the app dials and opens WhatsApp with.
   */
  mobile_code?: string;
  is_favorite: boolean;
  /** Favourite or history time, when loaded through those lists. */
  saved_at: Date | string | null;
  /**
   * The listing's TOP boost runs (top-boost.ts): set by a module list's page read only, never
   * kept with the row (kept-rows.ts shares rows between pages read at different times).
   */
  is_top?: boolean;
}

export interface LoadOptions {
  /** Conditions on `l` (and on `s` when `saved` is set), already parameterized in `params`. */
  where: string;
  params: SqlParams;
  /** Language of the text to show. */
  language: string;
  /** Show the original text when the listing has none in `language` (false: publisher's language tabs). */
  fallback: boolean;
  /**
   * What the rows are for (fields.ts FieldContext): a list row shows a preview of the plain text
   * only, so 'summary' leaves out the HTML content and the original's, and cuts the plain text to
   * the preview: a page of 15 long descriptions in three forms each was up to half a megabyte read,
   * sent and parsed for nothing.
   */
  view: ListingView;
  /** The caller, for isFavorite (null: visitor). */
  viewerId: string | null;
  /** Join the caller's favourites or history as `s` (its time becomes saved_at). */
  saved?: { table: 'favorites' | 'history'; userId: string };
  order: string;
  limit?: number;
  offset?: number;
}

/** The lookup names are not read by the query: withLookupNames fills them. */
export type QueriedRow = Omit<ListingRow, 'money_flag' | 'billing_cycle_name' | 'size_unit_name' | 'tag_name' | 'tag_parent_id' | 'city_name' | 'countries' | 'labels'>;

/** Rows of listingsSql with their lookup names in `language` (`db`: the database they came from). */
export const withLookupNames = <R extends QueriedRow>(db: Queryable, rows: R[], language: string): Promise<(R & ListingRow)[]> =>
  lookupNamesOf(db).fill(rows as (R & ListingRow)[], language);

export async function loadListings(db: Queryable, o: LoadOptions): Promise<ListingRow[]> {
  return withLookupNames(db, await db.query<QueriedRow>(listingsSql(o), o.params.values), o.language);
}

/**
 * The SQL of loadListings (values added to `o.params`). `from` puts a relation before `listings l`
 * that the rows are joined to (a list page picked in a WITH clause), `extra` adds columns.
 */
export function listingsSql(o: LoadOptions & { join?: string; extra?: string }): string {
  const p = o.params;
  const lang = p.add(o.language);
  const viewer = p.add(o.viewerId);
  const pick = (col: string) => (o.fallback ? `coalesce(tl.${col}, tf.${col})` : `tl.${col}`);
  const summary = o.view === 'summary';
  const savedJoin = o.saved
    ? `join ${o.saved.table === 'favorites' ? 'favorites' : 'history'} s on s.listing_id = l.id and s.user_id = ${p.add(o.saved.userId)}`
    : '';
  const savedAt = o.saved ? (o.saved.table === 'favorites' ? 's.created_at' : 's.viewed_at') : 'null::timestamptz';
  const page = `${o.limit !== undefined ? `limit ${p.add(o.limit)}` : ''} ${o.offset ? `offset ${p.add(o.offset)}` : ''}`;
  return `
    select l.id::text as id, l.module_key, l.module_id, l.user_id, l.area_ids, l.city_id, l.tag_id, l.label_ids, l.status,
      l.original_language, l.price::float8 as price, l.total_price::float8 as total_price,
      l.single_price::float8 as single_price, l.size::float8 as size, l.money_unit_id, l.size_unit_id, l.billing_cycle_id,
      l.service_time, l.location, l.contacts, l.mail, l.phones, l.images, l.cover_images, l.attrs, l.sticky_top,
      l.info_source, l.info_source_name, l.es_info_id, l.release_time,
      coalesce(${pick('title')}, '') as title, ${summary ? "''" : `coalesce(${pick('content')}, '')`} as content,
      ${summary ? `left(coalesce(${pick('plain')}, ''), ${PREVIEW_CHARS + 1})` : `coalesce(${pick('plain')}, '')`} as plain,
      case when tl.listing_id is not null then tl.language when ${o.fallback ? 'true' : 'false'} then l.original_language end as text_language,
      coalesce(${pick('translation_type')}, 3) as translation_type,
      coalesce(tf.title, '') as org_title, ${summary ? "''" : "coalesce(tf.content, '')"} as org_content,
      u.pet_name, u.ent_name, u.account_type, u.avatar_path, u.user_mq,
      ${summary ? "''" : "coalesce((select c.mobile_code from countries c where c.id = l.area_ids[1]), (select c.mobile_code from countries c where c.id = u.area_id), u.mobile_code, '')"} as mobile_code,
      exists (select 1 from favorites f where f.user_id = ${viewer}::text and f.listing_id = l.id) as is_favorite,
      ${savedAt} as saved_at${o.extra ?? ''}
    from listings l
    ${o.join ?? ''}
    ${savedJoin}
    left join listing_texts tl on tl.listing_id = l.id and tl.language = ${lang}::text
    left join listing_texts tf on tf.listing_id = l.id and tf.language = l.original_language
    left join users u on u.id = l.user_id
    where ${o.where}
    order by ${o.order}
    ${page}`;
}
