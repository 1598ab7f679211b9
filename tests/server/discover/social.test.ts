// Around a post and between users (examples/server/discover comments.ts, kudos.ts, report.ts,
// follow.ts, profile.ts): comments newest first with replies, deleted by their author only, the
// counter moved with them; kudos counted once each under concurrency (20 people at once → 20, one
// person 20 times at once → 1, 20 removes at once → 0); favourites; reports (not one's own, one
// open report per reporter and post or comment); follows (oneself refused, twice "Already
// followed"), the follow lists, suggestions, the profile's counts and the mine index's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../src/contract/codes.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { CommentCountReply, FocusReply, FollowUser, KudosReply, ShareComment, SharePost, ShareProfile } from '../../../src/contract/types/discover.js';
import type { MineIndex } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { addUsers, openDiscoverRig, T0, type DiscoverRig } from './discover-rig.js';

describe.each(TEST_DATABASES)('discover comments, kudos, follows on $name', (target) => {
  let rig: DiscoverRig;
  let shareId: string;
  let reviewingId: string;
  beforeAll(async () => {
    rig = await openDiscoverRig(target);
    const [p] = await rig.db.query<{ id: string }>("select id from shares where user_id = 'u-member' and status = 2 order by released_at desc limit 1");
    shareId = p!.id;
    const [r] = await rig.db.query<{ id: string }>('select id from shares where status = 1 limit 1');
    reviewingId = r!.id;
  });
  afterAll(async () => rig?.close());

  const count = async (sql: string, params: unknown[] = []) => Number((await rig.db.query<{ n: string }>(sql, params as never[]))[0]!.n);
  const comments = (who: string | null, id = shareId) => rig.call<SearchReply<ShareComment>>('getComments', who, { shareId: id });

  it('adds comments and replies (newest first), deletes one\'s own only, the post counter following', async () => {
    const before = (await rig.call<SharePost>('getShareDetail', null, { shareId })).customData.commentNum;
    const first = await rig.call<ShareComment>('addComment', 'u-buyer', { shareId, content: '  Très bon conseil !  ' });
    expect(first.code).toBe(200);
    expect(first.customData).toMatchObject({ shareId, content: 'Très bon conseil !', userId: 'u-buyer', petName: 'Adjoua Buyer', replyToCommentId: '', replyToName: '', isMine: 1 });
    const reply = await rig.call<ShareComment>('addComment', 'u-enterprise', { shareId, content: 'Merci !', replyToCommentId: first.customData.commentId });
    expect(reply.customData).toMatchObject({ replyToCommentId: first.customData.commentId, replyToName: 'Adjoua Buyer', accountType: 2, entName: 'Abidjan Services SARL' });
    const listed = await comments(null);
    expect(listed.customData.resultList.slice(0, 2).map((c) => c.commentId)).toEqual([reply.customData.commentId, first.customData.commentId]);
    expect(listed.customData.resultList.every((c) => c.isMine === 0)).toBe(true);
    expect((await rig.call<SharePost>('getShareDetail', null, { shareId })).customData.commentNum).toBe(before + 2);

    // A reply's target must be a live comment of the same post.
    const [elsewhere] = await rig.db.query<{ id: string }>('select id from share_comments where share_id <> $1 limit 1', [shareId]);
    expect((await rig.call('addComment', 'u-buyer', { shareId, content: 'x', replyToCommentId: elsewhere!.id })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('addComment', 'u-buyer', { shareId, content: '' })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('addComment', 'u-buyer', { shareId, content: 'x'.repeat(501) })).code).toBe(CODE.VALIDATION);
    const rude = await rig.call('addComment', 'u-buyer', { shareId, content: 'Encore une arnaque' });
    expect(rude).toMatchObject({ code: CODE.VALIDATION, customData: { sensitiveWords: ['arnaque'] } });
    expect((await rig.call('addComment', 'u-buyer', { shareId: reviewingId, content: 'Bonjour' })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('addComment', null, { shareId, content: 'Bonjour' })).code).toBe(CODE.NOT_LOGGED_IN);

    expect((await rig.call('deleteComment', 'u-seller', { commentId: first.customData.commentId })).code).toBe(CODE.FORBIDDEN);
    const gone = await rig.call<CommentCountReply>('deleteComment', 'u-buyer', { commentId: first.customData.commentId });
    expect(gone.customData).toEqual({ commentNum: before + 1 });
    expect((await rig.call('deleteComment', 'u-buyer', { commentId: first.customData.commentId })).code).toBe(CODE.NOT_FOUND);
    expect((await comments('u-buyer')).customData.resultList.some((c) => c.commentId === first.customData.commentId)).toBe(false);
    // The reply stays, still naming whom it answered.
    expect((await comments('u-buyer')).customData.resultList[0]).toMatchObject({ commentId: reply.customData.commentId, replyToName: 'Adjoua Buyer' });
    // Comments of a post in review: its author only.
    expect((await comments(null, reviewingId)).code).toBe(CODE.NOT_FOUND);
    expect((await comments('u-personal', reviewingId)).code).toBe(200);
  });

  it('pages comments (newest first, 20 a page)', async () => {
    const [p] = await rig.db.query<{ id: string }>("select id from shares where user_id = 'u-seller' and status = 2 order by released_at desc limit 1 offset 1");
    for (let i = 1; i <= 23; i++) await rig.call('addComment', 'u-buyer', { shareId: p!.id, content: `Commentaire ${i}` });
    const one = await comments(null, p!.id);
    expect(one.customData.resultList).toHaveLength(20);
    expect(one.customData.totalCount).toBe(23);
    expect(one.customData.resultList[0]!.content).toBe('Commentaire 23');
    const two = await rig.call<SearchReply<ShareComment>>('getComments', null, { shareId: p!.id, page: { index: 2, size: 20 } });
    expect(two.customData.resultList.map((c) => c.content)).toEqual(['Commentaire 3', 'Commentaire 2', 'Commentaire 1']);
    const three = await rig.call<SearchReply<ShareComment>>('getComments', null, { shareId: p!.id, page: { index: 3, size: 20 } });
    expect(three.customData).toEqual({ totalCount: 23, resultList: [] });
  });

  it('counts 20 concurrent kudos by 20 people as 20, 20 by one person as 1, and 20 concurrent removes to 0', async () => {
    const [p] = await rig.db.query<{ id: string }>("select id from shares where status = 2 and kudos_num = 0 order by id limit 1");
    const id = p!.id;
    const people = await addUsers(rig.db, 20);
    const many = await Promise.all(people.map((u) => rig.call<KudosReply>('kudosShare', u, { shareId: id, kudos: 1 })));
    expect(many.every((r) => r.code === 200 && r.customData.isKudos === 1)).toBe(true);
    expect(Math.max(...many.map((r) => r.customData.kudosNum))).toBe(20);
    expect(await count('select kudos_num as n from shares where id = $1', [id])).toBe(20);
    expect(await count('select count(*) as n from share_kudos where share_id = $1', [id])).toBe(20);

    const one = await Promise.all(Array.from({ length: 20 }, () => rig.call<KudosReply>('kudosShare', 'u-buyer', { shareId: id, kudos: 1 })));
    expect(one.every((r) => r.code === 200)).toBe(true);
    expect(await count('select kudos_num as n from shares where id = $1', [id])).toBe(21);
    expect((await rig.call<SharePost>('getShareDetail', 'u-buyer', { shareId: id })).customData).toMatchObject({ kudosNum: 21, isKudos: 1 });

    const off = await Promise.all([...people, 'u-buyer'].map((u) => rig.call<KudosReply>('kudosShare', u, { shareId: id, kudos: 0 })));
    expect(off.every((r) => r.code === 200 && r.customData.isKudos === 0)).toBe(true);
    const again = await Promise.all(people.map((u) => rig.call<KudosReply>('kudosShare', u, { shareId: id, kudos: 0 })));
    expect(again.every((r) => r.code === 200)).toBe(true);
    expect(await count('select kudos_num as n from shares where id = $1', [id])).toBe(0);
    expect(await count('select count(*) as n from share_kudos where share_id = $1', [id])).toBe(0);
    expect((await rig.call('kudosShare', 'u-buyer', { shareId: reviewingId, kudos: 1 })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('kudosShare', null, { shareId: id, kudos: 1 })).code).toBe(CODE.NOT_LOGGED_IN);
    expect((await rig.call('kudosShare', 'u-buyer', { shareId: id, kudos: 2 })).code).toBe(CODE.VALIDATION);
  });

  it('keeps favourites: added to published posts only, listed newest first while published, removed always', async () => {
    const [a, b] = await rig.db.query<{ id: string }>("select id from shares where status = 2 and user_id <> 'u-buyer' order by id limit 2");
    expect((await rig.call('favoriteShare', 'u-buyer', { shareId: a!.id, favorite: 1 })).code).toBe(200);
    expect((await rig.call('favoriteShare', 'u-buyer', { shareId: a!.id, favorite: 1 })).code).toBe(200);
    const clock = rig.seeded.server.services.clock;
    rig.seeded.server.services.clock = () => T0 + 1000;
    expect((await rig.call('favoriteShare', 'u-buyer', { shareId: b!.id, favorite: 1 })).code).toBe(200);
    rig.seeded.server.services.clock = clock;
    expect((await rig.call('favoriteShare', 'u-buyer', { shareId: reviewingId, favorite: 1 })).code).toBe(CODE.NOT_FOUND);
    const list = await rig.call<SearchReply<SharePost>>('getShareFavorites', 'u-buyer', {});
    expect(list.customData.resultList.map((p) => p.shareId)).toEqual([b!.id, a!.id]);
    expect(list.customData.resultList.every((p) => p.isFavorite === 1)).toBe(true);
    await rig.db.query('update shares set status = $2 where id = $1', [b!.id, SHARE_STATUS.hidden]);
    expect((await rig.call<SearchReply<SharePost>>('getShareFavorites', 'u-buyer', {})).customData.resultList.map((p) => p.shareId)).toEqual([a!.id]);
    expect((await rig.call('favoriteShare', 'u-buyer', { shareId: b!.id, favorite: 0 })).code).toBe(200);
    await rig.db.query('update shares set status = $2 where id = $1', [b!.id, SHARE_STATUS.published]);
    expect((await rig.call<SearchReply<SharePost>>('getShareFavorites', 'u-buyer', {})).customData.totalCount).toBe(1);
    expect((await rig.call('getShareFavorites', null, {})).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('takes one open report per reporter and post or comment, never on one\'s own', async () => {
    const [c] = await rig.db.query<{ id: string; share_id: string; user_id: string }>(
      "select c.id, c.share_id, c.user_id from share_comments c where c.user_id = 'u-personal' and not c.deleted limit 1");
    const [post] = await rig.db.query<{ user_id: string }>('select user_id from shares where id = $1', [c!.share_id]);
    const reports = () => count("select count(*) as n from chat_reports where reporter_id = 'u-enterprise' and subject <> 'chat'");
    expect((await rig.call('reportShare', 'u-enterprise', { shareId: c!.share_id, reason: 'spam', text: 'Publicité' })).code).toBe(200);
    expect((await rig.call('reportShare', 'u-enterprise', { shareId: c!.share_id, reason: 'fraud' })).code).toBe(200);
    expect(await reports()).toBe(1);
    expect((await rig.call('reportShare', 'u-enterprise', { shareId: c!.share_id, commentId: c!.id, reason: 'harassment' })).code).toBe(200);
    expect((await rig.call('reportShare', 'u-enterprise', { shareId: c!.share_id, commentId: c!.id, reason: 'harassment' })).code).toBe(200);
    expect(await reports()).toBe(2);
    const rows = await rig.db.query<{ subject: string; reported_user_id: string; comment_id: string | null; note: string }>(
      "select subject, reported_user_id, comment_id, note from chat_reports where reporter_id = 'u-enterprise' and subject <> 'chat' order by id");
    expect(rows).toEqual([
      { subject: 'share', reported_user_id: post!.user_id, comment_id: null, note: 'Publicité' },
      { subject: 'comment', reported_user_id: 'u-personal', comment_id: c!.id, note: '' },
    ]);
    expect((await rig.call('reportShare', post!.user_id, { shareId: c!.share_id, reason: 'spam' })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('reportShare', 'u-personal', { shareId: c!.share_id, commentId: c!.id, reason: 'spam' })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('reportShare', 'u-enterprise', { shareId: c!.share_id, reason: 'boring' })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('reportShare', 'u-enterprise', { shareId: reviewingId, reason: 'spam' })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('reportShare', 'u-enterprise', { shareId: c!.share_id, commentId: 'cm99999', reason: 'spam' })).code).toBe(CODE.NOT_FOUND);
    // Once an operator handled it, a new report may open.
    await rig.db.query("update chat_reports set status = 'dismissed', decision = 'dismiss' where reporter_id = 'u-enterprise' and subject = 'share'");
    expect((await rig.call('reportShare', 'u-enterprise', { shareId: c!.share_id, reason: 'other' })).code).toBe(200);
    expect(await reports()).toBe(3);
  });

  it('follows and unfollows: oneself refused, twice "Already followed", the lists newest first, the counts everywhere', async () => {
    const [u] = await addUsers(rig.db, 1, 'u-fan');
    const self = await rig.call('focusUser', 'u-seller', { focusUserId: 'u-seller', focus: 1 });
    expect(self).toMatchObject({ code: CODE.VALIDATION, customData: { issues: [{ path: 'focusUserId', key: 'validation.checkWarning' }] } });
    const fansBefore = (await rig.call<ShareProfile>('getShareProfile', null, { userId: 'u-seller' })).customData.fansNum;
    const on = await rig.call<FocusReply>('focusUser', u!, { focusUserId: 'u-seller', focus: 1 });
    expect(on.customData).toEqual({ fansNum: fansBefore + 1, isFocus: 1 });
    const twice = await rig.call('focusUser', u!, { focusUserId: 'u-seller', focus: 1 }, 'fr');
    expect(twice).toMatchObject({ code: CODE.VALIDATION, message: 'Déjà suivi', customData: { issues: [{ path: 'focusUserId', key: 'validation.alreadyFollowed' }] } });
    expect((await rig.call('focusUser', u!, { focusUserId: 'u-nobody', focus: 1 })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('focusUser', u!, { focusUserId: 'u-personal', focus: 0 })).customData).toMatchObject({ isFocus: 0 });

    const fans = await rig.call<SearchReply<FollowUser>>('getFansList', 'u-seller', {});
    expect(fans.customData.resultList[0]).toMatchObject({ userId: u!, isFocus: 0, postNum: 0, fansNum: 0 });
    expect(fans.customData.totalCount).toBe(fansBefore + 1);
    const mine = await rig.call<SearchReply<FollowUser>>('getFocusList', u!, {});
    expect(mine.customData.resultList).toEqual([expect.objectContaining({ userId: 'u-seller', isFocus: 1 })]);
    expect(mine.customData.resultList[0]!.postNum).toBeGreaterThan(0);
    const buyerFollows = await rig.call<SearchReply<FollowUser>>('getFocusList', u!, { userId: 'u-buyer' });
    expect(buyerFollows.customData.resultList.map((f) => f.userId)).toEqual(['u-seller', 'u-enterprise']);
    expect((await rig.call('getFocusList', null, {})).code).toBe(CODE.NOT_LOGGED_IN);

    const profile = await rig.call<ShareProfile>('getShareProfile', u!, { userId: 'u-seller' });
    expect(profile.customData).toMatchObject({ userId: 'u-seller', fansNum: fansBefore + 1, focusNum: 1, isFocus: 1, isMine: 0 });
    const posts = await count("select count(*) as n from shares where user_id = 'u-seller' and status = 2 and not deleted");
    const kudos = await count("select coalesce(sum(kudos_num), 0) as n from shares where user_id = 'u-seller' and status = 2 and not deleted");
    expect(profile.customData).toMatchObject({ postNum: posts, kudosNum: kudos });
    expect((await rig.call<ShareProfile>('getShareProfile', 'u-seller', { userId: 'u-seller' })).customData.isMine).toBe(1);
    await rig.db.query("update users set suspended_at = now() where id = 'u-seller'");
    expect((await rig.call('getShareProfile', null, { userId: 'u-seller' })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('focusUser', 'u-buyer', { focusUserId: 'u-seller', focus: 0 })).code).toBe(CODE.NOT_FOUND);
    await rig.db.query("update users set suspended_at = null where id = 'u-seller'");
    expect((await rig.call('getShareProfile', null, { userId: 'u-nobody' })).code).toBe(CODE.NOT_FOUND);

    const index = await rig.call<MineIndex>('getMineIndex', 'u-seller', {});
    expect(index.customData).toMatchObject({ fansNum: fansBefore + 1, focusNum: 1 });

    expect((await rig.call<FocusReply>('focusUser', u!, { focusUserId: 'u-seller', focus: 0 })).customData).toEqual({ fansNum: fansBefore, isFocus: 0 });
  });

  it('suggests live users with published posts the caller does not follow, the caller\'s country first', async () => {
    await rig.db.query("update users set area_id = 'FRA' where id = 'u-enterprise'");
    const s = await rig.call<SearchReply<FollowUser>>('getSuggestedUsers', 'u-personal', {});
    const ids = s.customData.resultList.map((f) => f.userId);
    // Not oneself, not whom one follows, not users without a published post (u-test-*).
    expect(ids[ids.length - 1]).toBe('u-enterprise');
    expect([...ids].sort()).toEqual(['u-buyer', 'u-enterprise', 'u-member', 'u-seller']);
    await rig.call('focusUser', 'u-personal', { focusUserId: 'u-member', focus: 1 });
    const after = await rig.call<SearchReply<FollowUser>>('getSuggestedUsers', 'u-personal', {});
    expect(after.customData.resultList.map((f) => f.userId).sort()).toEqual(['u-buyer', 'u-enterprise', 'u-seller']);
    await rig.call('focusUser', 'u-personal', { focusUserId: 'u-member', focus: 0 });
    expect(s.customData.resultList.every((f) => f.isFocus === 0 && f.postNum > 0)).toBe(true);
    await rig.db.query("update users set area_id = 'CIV' where id = 'u-enterprise'");
  });
});
