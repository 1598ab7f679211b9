// The mine index (spec §7 "mine index by userId"; §2 Mine screen and the message badge): the
// caller's account info and the counts the mine screen shows. Always the caller's: a body naming
// another user is refused (as every user-centre body that carries a userId, listings/readers.ts).
// - unreadNum: the real chat unread, the same total getUnreadTotalNumber answers (chat/unread.ts);
// - favoriteNum / historyNum: saved and viewed listings still on the site;
// - couponNum: coupons the caller can use now (payments/coupons.ts: unexpired, unused, unbound);
// - focusNum / fansNum: the users the caller follows and who follow the caller (user_follows of
//   the discover API, spec §2 /common myFocus, myFans).
import type { MineIndex } from '../../../src/contract/types/usercenter.js';
import { okReply, type Handler } from '../http/handler.js';
import { emptySchema, parseInput } from '../http/input.js';
import { checkBodyUser } from '../listings/readers.js';
import { unreadTotalOf } from '../chat/unread.js';
import { requireUser } from './caller.js';
import { loadUserInfo } from './user-info.js';

export const getMineIndex: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  checkBodyUser(parseInput(emptySchema, input), me);
  const [counts] = await ctx.db.query<{ favorites: number; history: number; coupons: number; focus: number; fans: number }>(
    `select (select count(*)::int from favorites f join listings l on l.id = f.listing_id where f.user_id = $1 and not l.deleted) as favorites,
            (select count(*)::int from user_follows where follower_id = $1) as focus,
            (select count(*)::int from user_follows where followee_id = $1) as fans,
            (select count(*)::int from history h join listings l on l.id = h.listing_id where h.user_id = $1 and not l.deleted) as history,
            (select count(*)::int from coupons c where c.user_id = $1 and c.used_at is null and c.order_no is null and c.expires_at > $2) as coupons`,
    [me, new Date(ctx.services.clock())],
  );
  const reply: MineIndex = {
    user: await loadUserInfo(ctx, me),
    focusNum: Number(counts?.focus ?? 0),
    fansNum: Number(counts?.fans ?? 0),
    favoriteNum: Number(counts?.favorites ?? 0),
    historyNum: Number(counts?.history ?? 0),
    couponNum: Number(counts?.coupons ?? 0),
    unreadNum: (await unreadTotalOf(ctx.db, me)).totalUnread,
  };
  return okReply(reply);
};
