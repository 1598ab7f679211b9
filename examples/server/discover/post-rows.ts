// Posts as every discover read returns them (types/discover.ts SharePost): author, pictures, the
// linked listing's card while that listing is published (title in the reader's language, else its
// original), the counters and the reader's own marks — a whole page in ONE query, its total with
// it (count(*) over ()). Which posts is the caller's business (search.ts, detail.ts, favorites.ts):
// they pass conditions on `s` (shares), `u` (the author) and optionally a join.
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { PUBLISH_STATUS, SHARE_STATUS, type ShareStatus } from '../../../src/contract/statuses.js';
import type { ShareListingCard, SharePost } from '../../../src/contract/types/discover.js';
import type { ImgRef } from '../../../src/contract/types/common.js';
import type { Queryable, SqlParam } from '../db/database.js';
import { SqlParams } from '../listings/sql.js';
import { isoOf } from '../payments/catalogue/texts.js';
import { authorColumns, authorOf, liveUser, type AuthorRow } from './author.js';

interface PostRow extends AuthorRow {
  id: string;
  content: string;
  hashtags: string[];
  images: ImgRef[] | string;
  area_id: string;
  released_at: Date | string | null;
  kudos_num: number;
  comment_num: number;
  status: number;
  reason: string;
  l_id: string | null;
  l_module_id: number | null;
  l_title: string | null;
  l_img: string | null;
  l_price: number | null;
  l_flag: string | null;
  is_kudos: boolean;
  is_favorite: boolean;
  is_focus: boolean;
  total: number | string;
}

/**
 * What a page read asks for: conditions already parameterized in `params`. Every value in `params`
 * must appear in `where` (a page past the end is counted with `where` alone).
 */
export interface PostQuery {
  params: SqlParams;
  /** Conditions on s (shares) and u (the author, users). */
  where: string;
  /** More relations joined after `shares s` (the caller's favourites). */
  join?: string;
  order: string;
  language: LanguageCode;
  /** The reader (null: a visitor, whose marks are 0). */
  viewerId: string | null;
  limit: number;
  offset: number;
}

/** Published and not deleted, its author not suspended: what anyone may read. */
export const PUBLIC_POST = `s.status = ${SHARE_STATUS.published} and not s.deleted and ${liveUser('u')}`;

const jsonOf = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);

function cardOf(r: PostRow): ShareListingCard | null {
  if (r.l_id === null || r.l_module_id === null) return null;
  return {
    moduleId: Number(r.l_module_id),
    serviceId: r.l_id,
    title: r.l_title ?? '',
    imgPath: r.l_img ?? '',
    ...(r.l_price === null ? {} : { price: Number(r.l_price), priceFlag: r.l_flag ?? '' }),
  };
}

function postOf(r: PostRow, viewerId: string | null): SharePost {
  return {
    ...authorOf(r),
    shareId: r.id,
    content: r.content,
    imgList: jsonOf(r.images).map((i) => ({ imgPath: i.imgPath })),
    hashtags: r.hashtags ?? [],
    listing: cardOf(r),
    areaId: r.area_id,
    releaseTime: isoOf(r.released_at),
    kudosNum: Number(r.kudos_num),
    commentNum: Number(r.comment_num),
    isKudos: r.is_kudos ? 1 : 0,
    isFavorite: r.is_favorite ? 1 : 0,
    isFocus: r.is_focus ? 1 : 0,
    isMine: viewerId !== null && viewerId === r.user_id ? 1 : 0,
    status: Number(r.status) as ShareStatus,
    reason: r.reason,
  };
}

async function countPosts(db: Queryable, q: PostQuery, values: SqlParam[]): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    `select count(*) as n from shares s join users u on u.id = s.user_id ${q.join ?? ''} where ${q.where}`, values);
  return Number(row?.n ?? 0);
}

/** One page of posts and how many match in all. */
export async function loadPosts(db: Queryable, q: PostQuery): Promise<{ totalCount: number; resultList: SharePost[] }> {
  const p = q.params;
  const whereValues = p.snapshot();
  const viewer = p.add(q.viewerId);
  const lang = p.add(q.language);
  const rows = await db.query<PostRow>(
    `select s.id, s.content, s.hashtags, s.images, s.area_id, s.released_at, s.kudos_num, s.comment_num, s.status, s.reason,
       ${authorColumns('u')},
       l.id::text as l_id, l.module_id as l_module_id, coalesce(tl.title, tf.title, '') as l_title,
       l.images->0->>'imgPath' as l_img, coalesce(l.price, l.total_price)::float8 as l_price, mu.flag as l_flag,
       exists (select 1 from share_kudos k where k.share_id = s.id and k.user_id = ${viewer}::text) as is_kudos,
       exists (select 1 from share_favorites f where f.share_id = s.id and f.user_id = ${viewer}::text) as is_favorite,
       exists (select 1 from user_follows uf where uf.followee_id = s.user_id and uf.follower_id = ${viewer}::text) as is_focus,
       count(*) over () as total
     from shares s
     join users u on u.id = s.user_id
     ${q.join ?? ''}
     left join listings l on l.id = s.listing_id and l.status = ${PUBLISH_STATUS.published} and not l.deleted and not l.owner_suspended
     left join listing_texts tl on tl.listing_id = l.id and tl.language = ${lang}::text
     left join listing_texts tf on tf.listing_id = l.id and tf.language = l.original_language
     left join money_units mu on mu.id = l.money_unit_id
     where ${q.where}
     order by ${q.order}
     limit ${p.add(q.limit)} offset ${p.add(q.offset)}`,
    p.values,
  );
  // Past the last page the window count has no row to ride on: count alone (infinite scroll asks once).
  const totalCount = rows[0] ? Number(rows[0].total) : q.offset === 0 ? 0 : await countPosts(db, q, whereValues);
  return { totalCount, resultList: rows.map((r) => postOf(r, q.viewerId)) };
}
