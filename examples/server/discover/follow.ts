// Following users (spec §2 /common myFans, myFocus, focus; §8 "Already followed"). focusUser
// follows or unfollows a live user: oneself is refused (4422), following again is 4422
// validation.alreadyFollowed, unfollowing someone not followed is success. The lists: whom a user
// follows and who follows them (the caller's when userId is absent), newest follow first; the
// suggestions: live users with a published post that the caller does not follow yet, the caller's
// country first, then the most followed.
import { DISCOVER } from '../../../src/contract/discover-limits.js';
import type { FocusReply } from '../../../src/contract/types/discover.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { followListSchema, focusUserSchema, suggestedUsersSchema } from '../../../src/contract/validation/discover.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, type Handler } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { SqlParams } from '../listings/sql.js';
import { requireUser } from '../usercenter/caller.js';
import { notFound } from './access.js';
import { liveUser } from './author.js';
import { fansCountSql, loadFollowUsers, postCountSql } from './follow-rows.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';

export const focusUser: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(focusUserSchema, input);
  if (req.focusUserId === me) throw fieldError('focusUserId', MSG.checkWarning);
  const [target] = await ctx.db.query(`select 1 from users u where u.id = $1 and ${liveUser('u')}`, [req.focusUserId]);
  if (!target) throw notFound();
  if (req.focus === 1) {
    const added = await ctx.db.query(
      'insert into user_follows (follower_id, followee_id, created_at) values ($1, $2, $3) on conflict do nothing returning follower_id',
      [me, req.focusUserId, new Date(ctx.services.clock())]);
    if (added.length === 0) throw fieldError('focusUserId', MSG.alreadyFollowed);
  } else {
    await ctx.db.query('delete from user_follows where follower_id = $1 and followee_id = $2', [me, req.focusUserId]);
  }
  const [count] = await ctx.db.query<{ n: number | string }>('select count(*) as n from user_follows where followee_id = $1', [req.focusUserId]);
  const reply: FocusReply = { fansNum: Number(count?.n ?? 0), isFocus: req.focus };
  return okReply(reply);
};

function followList(side: 'focus' | 'fans'): Handler {
  return async (input, ctx) => {
    const me = requireUser(ctx);
    const req = parseInput(followListSchema, input);
    const p = new SqlParams();
    const owner = p.add(req.userId ?? me);
    // focus: the owner's followees; fans: the owner's followers.
    const [mine, theirs] = side === 'focus' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
    const from = `user_follows f join users u on u.id = f.${theirs} where f.${mine} = ${owner} and ${liveUser('u')}`;
    const { size, offset } = pageWindow(req.page, DISCOVER.pageSize);
    return okReply(await loadFollowUsers(ctx.db, { params: p, from, order: 'f.created_at desc, u.id', viewerId: me, limit: size, offset }));
  };
}

export const getFocusList = followList('focus');
export const getFansList = followList('fans');

export const getSuggestedUsers: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(suggestedUsersSchema, input);
  const p = new SqlParams();
  const caller = p.add(me);
  const from = `users u
    where u.id <> ${caller} and ${liveUser('u')}
      and not exists (select 1 from user_follows sf where sf.follower_id = ${caller} and sf.followee_id = u.id)
      and exists (select 1 from shares sp where sp.user_id = u.id and sp.status = ${SHARE_STATUS.published} and not sp.deleted)`;
  const order = `(u.area_id = (select area_id from users where id = ${caller})) desc, ${fansCountSql('u')} desc, ${postCountSql('u')} desc, u.id`;
  const { size, offset } = pageWindow(req.page, DISCOVER.pageSize);
  return okReply(await loadFollowUsers(ctx.db, { params: p, from, order, viewerId: me, limit: size, offset }));
};
