// kudosShare and favoriteShare (spec §2 /discover posts). Giving kudos twice counts once: the row
// (share_kudos' primary key) is the truth and the counter moves only when a row went in or out —
// `insert ... on conflict do nothing returning` / `delete ... returning` and the counter's update
// in one transaction, so twenty taps at once by twenty people count twenty and by one person one.
// Kudos act on published posts only; a favourite is added to a published post only and removed
// from any (the post may have been hidden since).
import { DISCOVER } from '../../../src/contract/discover-limits.js';
import type { KudosReply } from '../../../src/contract/types/discover.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { kudosSchema, shareFavoriteSchema, shareFavoritesSchema } from '../../../src/contract/validation/discover.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { SqlParams } from '../listings/sql.js';
import { requireUser } from '../usercenter/caller.js';
import { publishedShare } from './access.js';
import { newestIdSql } from './author.js';
import { loadPosts, PUBLIC_POST } from './post-rows.js';

export const kudosShare: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(kudosSchema, input);
  await publishedShare(ctx.db, req.shareId);
  const now = new Date(ctx.services.clock());
  const kudosNum = await ctx.db.transaction(async (tx) => {
    const changed = req.kudos === 1
      ? await tx.query('insert into share_kudos (share_id, user_id, created_at) values ($1, $2, $3) on conflict do nothing returning share_id', [req.shareId, me, now])
      : await tx.query('delete from share_kudos where share_id = $1 and user_id = $2 returning share_id', [req.shareId, me]);
    const [row] = changed.length > 0
      ? await tx.query<{ kudos_num: number }>(
        `update shares set kudos_num = greatest(kudos_num ${req.kudos === 1 ? '+' : '-'} 1, 0) where id = $1 returning kudos_num`, [req.shareId])
      : await tx.query<{ kudos_num: number }>('select kudos_num from shares where id = $1', [req.shareId]);
    return Number(row?.kudos_num ?? 0);
  });
  const reply: KudosReply = { kudosNum, isKudos: req.kudos };
  return okReply(reply);
};

export const favoriteShare: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(shareFavoriteSchema, input);
  if (req.favorite === 1) {
    await publishedShare(ctx.db, req.shareId);
    await ctx.db.query('insert into share_favorites (user_id, share_id, created_at) values ($1, $2, $3) on conflict do nothing',
      [me, req.shareId, new Date(ctx.services.clock())]);
  } else {
    await ctx.db.query('delete from share_favorites where user_id = $1 and share_id = $2', [me, req.shareId]);
  }
  return okReply(null);
};

/** myCollection: the caller's favourites still published, newest favourite first. */
export const getShareFavorites: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(shareFavoritesSchema, input);
  const p = new SqlParams();
  const join = `join share_favorites sf on sf.share_id = s.id and sf.user_id = ${p.add(me)}`;
  const { size, offset } = pageWindow(req.page, DISCOVER.pageSize);
  return okReply(await loadPosts(ctx.db, { params: p, join, where: PUBLIC_POST, order: `sf.created_at desc, ${newestIdSql('s.id')}`, language: ctx.language, viewerId: me, limit: size, offset }));
};
