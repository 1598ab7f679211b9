// Discover on a first start (spec §2 /discover findPage, posts, otherShare; /common myFocus,
// myFans), so the feed, a post's comments and the follow lists have content: a dozen published
// posts by the seed users in French, English and Chinese, with seed pictures and hashtags
// (#Abidjan, #immobilier, #voiture ...), two linked to their author's published listings, kudos,
// comments (one a reply), follows between seed users (u-buyer and u-member follow people, so their
// "following" tab is not empty) and one post of u-personal waiting in review. Small and fixed:
// times are relative to the seed's `now`, ids come from the sequences in insertion order.
import { MODULE_ID } from '../../../src/contract/constants.js';
import { PUBLISH_STATUS, SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { listingImage } from './picture-paths.js';

const HOUR = 3_600_000;

interface SeedPost {
  by: string;
  content: string;
  hashtags: readonly string[];
  pictures: readonly string[];
  hoursAgo: number;
  /** Link the author's first published listing of this module (what the post talks about). */
  listing?: number;
  status?: number;
}

const POSTS: readonly SeedPost[] = [
  { by: 'u-seller', hoursAgo: 2, hashtags: ['Abidjan', 'immobilier'], pictures: [listingImage('house', 0), listingImage('house', 1)], listing: MODULE_ID.house,
    content: 'Nouvel appartement de trois pièces à Cocody, lumineux et calme. Visites possibles ce week-end, écrivez-moi !' },
  { by: 'u-enterprise', hoursAgo: 5, hashtags: ['Abidjan', 'business'], pictures: [listingImage('business', 0)], listing: MODULE_ID.business,
    content: 'Abidjan Services accompagne les entreprises pour leurs démarches administratives et comptables. Devis gratuit.' },
  { by: 'u-member', hoursAgo: 8, hashtags: ['voiture', 'Abidjan'], pictures: [listingImage('carSales', 0), listingImage('carSales', 1), listingImage('carSales', 2)],
    content: 'Just bought my second car through the marketplace. Tip: always check the papers and test drive in daylight.' },
  { by: 'u-personal', hoursAgo: 12, hashtags: ['Abidjan', 'marché'], pictures: [listingImage('saleGoods', 0)],
    content: 'Le marché de Treichville est plein de bonnes affaires le samedi matin. Qui y va cette semaine ?' },
  { by: 'u-seller', hoursAgo: 20, hashtags: ['immobilier'], pictures: [],
    content: 'Conseil du jour : demandez toujours un état des lieux écrit avant de verser la caution de votre location.' },
  { by: 'u-buyer', hoursAgo: 26, hashtags: ['voiture'], pictures: [listingImage('carRental', 0)],
    content: 'Je cherche une voiture de location pour un mariage à Yamoussoukro le mois prochain. Des recommandations ?' },
  { by: 'u-enterprise', hoursAgo: 30, hashtags: ['广州', '物流'], pictures: [listingImage('business', 1), listingImage('business', 2)],
    content: '我们提供从广州到阿比让的空运服务，七到十二天送达，欢迎咨询价格和时效。' },
  { by: 'u-member', hoursAgo: 40, hashtags: ['visa', 'travel'], pictures: [listingImage('visa', 0)],
    content: 'Got my visa in three weeks with a local agency. Keep copies of every document and arrive early for the interview.' },
  { by: 'u-personal', hoursAgo: 52, hashtags: ['cuisine', 'Abidjan'], pictures: [listingImage('housekeep', 0)],
    content: 'Recette facile de l’attiéké au poisson braisé : le secret, c’est le piment frais et beaucoup d’oignons !' },
  { by: 'u-seller', hoursAgo: 70, hashtags: ['二手', '家具'], pictures: [listingImage('saleGoods', 1), listingImage('saleGoods', 2)],
    content: '搬家出售九成新沙发和餐桌，价格可以商量，阿比让科科迪区自提。' },
  { by: 'u-buyer', hoursAgo: 96, hashtags: ['terrain'], pictures: [listingImage('land', 0)],
    content: 'Avant d’acheter un terrain, vérifiez l’ACD au cadastre. Cela m’a évité une mauvaise surprise à Bingerville.' },
  { by: 'u-member', hoursAgo: 120, hashtags: ['jobs'], pictures: [],
    content: 'Our team is growing in Abidjan: we are looking for a bilingual assistant. Details coming soon on the jobs page.' },
  { by: 'u-personal', hoursAgo: 1, hashtags: ['Abidjan'], pictures: [listingImage('house', 2)], status: SHARE_STATUS.reviewing,
    content: 'Mon premier post sur Discover : je présente ma boutique de pagnes au Plateau, venez nous voir !' },
];

/** [post index, user] */
const KUDOS: readonly (readonly [number, string])[] = [
  [0, 'u-personal'], [0, 'u-member'], [0, 'u-buyer'], [1, 'u-member'], [2, 'u-buyer'], [2, 'u-seller'], [3, 'u-seller'], [6, 'u-member'], [8, 'u-buyer'],
];

/** [post index, user, text, minutes after the post, index of the comment answered in this list] */
const COMMENTS: readonly (readonly [number, string, string, number, number?])[] = [
  [0, 'u-buyer', 'Il est encore disponible pour une visite samedi ?', 30],
  [0, 'u-seller', 'Oui, samedi à 10 h, je vous envoie l’adresse en message.', 45, 0],
  [2, 'u-personal', 'Bon conseil, merci pour le partage !', 60],
  [3, 'u-member', 'I went last Saturday, great prices on fabric.', 90],
];

/** [follower, followee] */
/** u-personal follows nobody and has no fans (the mine index's counts start at 0 for it). */
const FOLLOWS: readonly (readonly [string, string])[] = [
  ['u-buyer', 'u-seller'], ['u-buyer', 'u-enterprise'], ['u-member', 'u-seller'], ['u-seller', 'u-member'],
];

export async function insertDiscoverSeed(tx: Queryable, now: number): Promise<void> {
  const ids: string[] = [];
  const idOf = (i: number): string => ids[i] ?? '';
  for (const p of POSTS) {
    // The author's listing of that module if they have one, else their first (a card still shows).
    const [listing] = p.listing
      ? await tx.query<{ id: string }>(
        `select id::text as id from listings where user_id = $1 and status = ${PUBLISH_STATUS.published} and not deleted
         order by (module_id = $2) desc, id limit 1`, [p.by, p.listing])
      : [];
    const at = new Date(now - p.hoursAgo * HOUR);
    const status = p.status ?? SHARE_STATUS.published;
    const [row] = await tx.query<{ id: string }>(
      `insert into shares (id, user_id, content, hashtags, images, listing_id, area_id, status, submitted_at, released_at, created_at)
       select 'sh' || nextval('share_ids'), u.id, $2, $3::text[], $4::jsonb, $5::bigint, u.area_id, $6, $7, $8, $7 from users u where u.id = $1
       returning id`,
      [p.by, p.content, p.hashtags, JSON.stringify(p.pictures.map((imgPath) => ({ imgPath }))), listing?.id ?? null, status, at,
        status === SHARE_STATUS.published ? at : null],
    );
    if (!row) throw new Error(`seed: no user ${p.by} for a discover post`);
    ids.push(row.id);
  }
  for (const [i, user] of KUDOS) {
    await tx.query('insert into share_kudos (share_id, user_id, created_at) values ($1, $2, $3)', [idOf(i), user, new Date(now - HOUR)]);
    await tx.query('update shares set kudos_num = kudos_num + 1 where id = $1', [idOf(i)]);
  }
  const commentIds: string[] = [];
  for (const [i, user, text, minutes, answered] of COMMENTS) {
    const post = POSTS[i]!;
    const target = answered === undefined ? null : commentIds[answered] ?? null;
    const [row] = await tx.query<{ id: string }>(
      `insert into share_comments (id, share_id, user_id, content, reply_to_id, reply_to_user_id, created_at)
       values ('cm' || nextval('share_comment_ids'), $1, $2, $3, $4, (select user_id from share_comments where id = $4), $5) returning id`,
      [idOf(i), user, text, target, new Date(now - post.hoursAgo * HOUR + minutes * 60_000)],
    );
    commentIds.push(row!.id);
    await tx.query('update shares set comment_num = comment_num + 1 where id = $1', [idOf(i)]);
  }
  for (const [k, [follower, followee]] of FOLLOWS.entries()) {
    await tx.query('insert into user_follows (follower_id, followee_id, created_at) values ($1, $2, $3)', [follower, followee, new Date(now - (k + 1) * HOUR)]);
  }
}
