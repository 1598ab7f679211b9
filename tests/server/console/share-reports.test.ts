// Reports of discover posts and comments in the console's reports queue (src/contract/
// console-moderation.ts; examples/server/console/calls/report-calls.ts, report-decision-calls.ts):
// the queue filters by subject and names the post and comment; the detail shows them as they are
// (no conversation); hideShare hides the post with the note as its reason and tells the author,
// on a post's or a comment's report, never a chat's; hideComment removes the comment and counts
// it off its post, on a comment's report only; each closes its report once, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ReportDetail, ReportItem } from '../../../src/contract/console-moderation.js';
import { SHARE_EVENT, SHARE_STATUS } from '../../../src/contract/statuses.js';
import { openChatRig, T0, U, type ChatRig } from '../chat/chat-rig.js';
import { TEST_DATABASES } from '../databases.js';
import { recordingBroker, type Published } from '../test-doubles.js';
import { addOperator, auditRows, consoleCall, loginAs } from './console-client.js';
import { insertComment, insertShare, insertShareReport } from './share-fixtures.js';

type Page = { totalCount: number; resultList: ReportItem[] };

describe.each(TEST_DATABASES)('console reports of discover posts and comments ($name)', (target) => {
  let rig: ChatRig;
  let app: FastifyInstance;
  const published: Published[] = [];
  const cookies: Record<string, string> = {};
  const call = <T = unknown>(name: string, body: unknown, who = 'moderator') => consoleCall<T>(app, name, body, { cookie: cookies[who] }).then((r) => r.reply);
  const queue = async (subject = '', status = 'open') => (await call<Page>('reportQueue', { status, subject, pageSize: 100 })).customData;
  const share = async (id: string) =>
    (await rig.db.query<{ status: number; reason: string; comment_num: number }>('select status, reason, comment_num from shares where id = $1', [id]))[0]!;
  const published0 = (content: string, userId: string = U.seller.id) =>
    insertShare(rig.db, { userId, content, hashtags: ['wax'], pictures: ['/uploads/p1.webp'], status: SHARE_STATUS.published, submittedAt: new Date(T0), releasedAt: new Date(T0) });
  const chatReport = async () => {
    const r = await rig.call('reportUser', await rig.token('buyer'), { otherUserMq: U.enterprise.userMq, reason: 'spam' });
    expect(r.code, JSON.stringify(r)).toBe(200);
    return (await rig.db.query<{ id: string }>("select id::text as id from chat_reports where reporter_id = $1 and subject = 'chat' order by id desc limit 1", [U.buyer.id]))[0]!.id;
  };

  beforeAll(async () => {
    rig = await openChatRig(target, { broker: recordingBroker(published) });
    app = rig.server.app;
    for (const role of ['moderator', 'reviewer']) {
      await addOperator(rig.db, `shr-${role}`, `shr-${role}-pass-1`, role);
      cookies[role] = await loginAs(app, `shr-${role}`, `shr-${role}-pass-1`);
    }
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('filters the queue by subject, names the post and comment, and details them without a conversation', async () => {
    const chat = await chatReport();
    const post = await published0('Vente de pagnes wax au marché de Treichville');
    const comment = await insertComment(rig.db, post, U.member.id, 'Commentaire insultant envers le vendeur');
    const onPost = await insertShareReport(rig.db, { reporterId: U.personal.id, reportedUserId: U.seller.id, shareId: post, reason: 'fraud', note: 'Faux produits' });
    const onComment = await insertShareReport(rig.db, { reporterId: U.seller.id, reportedUserId: U.member.id, shareId: post, commentId: comment, reason: 'harassment' });

    const all = (await queue()).resultList.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([chat, onPost, onComment]));
    expect((await queue('chat')).resultList.map((r) => r.id)).toEqual([chat]);
    expect((await queue('share')).resultList.map((r) => r.id)).toEqual([onPost]);
    const comments = await queue('comment');
    expect(comments.totalCount).toBe(1);
    expect(comments.resultList[0]).toMatchObject({ id: onComment, subject: 'comment', shareId: post, commentId: comment, reason: 'harassment', reported: { userId: U.member.id } });
    expect((await queue('chat')).resultList[0]).toMatchObject({ subject: 'chat', shareId: '', commentId: '' });
    expect((await call('reportQueue', { subject: 'post' })).code).toBe(4422);

    const detail = (await call<ReportDetail>('reportDetail', { id: onComment })).customData;
    expect(detail.share).toEqual({
      shareId: post, content: 'Vente de pagnes wax au marché de Treichville', pictures: ['/uploads/p1.webp'], hashtags: ['wax'],
      status: SHARE_STATUS.published, reason: '', deleted: false, createdAt: expect.any(String),
    });
    expect(detail.comment).toEqual({ commentId: comment, content: 'Commentaire insultant envers le vendeur', createdAt: expect.any(String), deleted: false });
    expect(detail.messages).toEqual([]);
    const onPostDetail = (await call<ReportDetail>('reportDetail', { id: onPost })).customData;
    expect(onPostDetail.share?.shareId).toBe(post);
    expect(onPostDetail.comment).toBeNull();
    const chatDetail = (await call<ReportDetail>('reportDetail', { id: chat })).customData;
    expect([chatDetail.share, chatDetail.comment]).toEqual([null, null]);
  });

  it('refuses hideShare on a chat report and hideComment on a post or chat report, deciding nothing', async () => {
    const chat = (await queue('chat')).resultList[0]!.id;
    const onPost = (await queue('share')).resultList[0]!.id;
    for (const [id, action] of [[chat, 'hideShare'], [chat, 'hideComment'], [onPost, 'hideComment']] as const) {
      const r = await call<{ issues: { path: string }[] }>('decideReport', { id, action, note: 'Contenu interdit' });
      expect(r, `${id} ${action}`).toMatchObject({ code: 4422, message: 'errors.reportSubject' });
    }
    expect((await call('decideReport', { id: onPost, action: 'hideShare' })).code).toBe(4422);
    expect((await queue()).resultList.map((r) => r.id)).toEqual(expect.arrayContaining([chat, onPost]));
    expect((await call('decideReport', { id: onPost, action: 'hideShare', note: 'x' }, 'reviewer')).code).toBe(4403);
  });

  it('hides a reported post with the note as its reason, tells the author once, closes the report once', async () => {
    const report = (await queue('share')).resultList[0]!;
    published.length = 0;
    const done = await call('decideReport', { id: report.id, action: 'hideShare', note: 'Produits contrefaits' });
    expect(done).toMatchObject({ code: 200, customData: { id: report.id, status: 'actioned', decision: 'hideShare', closed: 0 } });
    expect(await share(report.shareId)).toMatchObject({ status: SHARE_STATUS.hidden, reason: 'Produits contrefaits' });
    expect(published).toEqual([{ userMq: U.seller.userMq, msgType: SHARE_EVENT, msgData: { shareId: report.shareId, status: SHARE_STATUS.hidden, reason: 'Produits contrefaits' } }]);
    expect(await call('decideReport', { id: report.id, action: 'hideShare', note: 'Encore' })).toMatchObject({ code: 4422, message: 'errors.reportState' });
    expect(published).toHaveLength(1);
    expect((await queue('share', 'actioned')).resultList[0]).toMatchObject({ id: report.id, decision: 'hideShare', decisionNote: 'Produits contrefaits', handledBy: 'shr-moderator' });
    expect((await auditRows(rig.db)).filter((a) => a.target === `report:${report.id}`)).toEqual([
      expect.objectContaining({ action: 'report.hideShare', detail: expect.objectContaining({ userId: U.seller.id, shareId: report.shareId }) }),
    ]);
    const detail = (await call<ReportDetail>('reportDetail', { id: report.id })).customData;
    expect(detail.share).toMatchObject({ status: SHARE_STATUS.hidden, reason: 'Produits contrefaits' });
  });

  it('removes a reported comment and counts it off its post once; two moderators at once: one wins', async () => {
    const report = (await queue('comment')).resultList[0]!;
    const other = await insertComment(rig.db, report.shareId, U.buyer.id, 'Un autre commentaire qui reste');
    expect((await share(report.shareId)).comment_num).toBe(2);
    published.length = 0;
    const results = await Promise.all([
      call('decideReport', { id: report.id, action: 'hideComment', note: 'Propos injurieux' }),
      call('decideReport', { id: report.id, action: 'hideComment', note: 'Propos injurieux' }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 4422]);
    expect((await share(report.shareId)).comment_num).toBe(1);
    const rows = await rig.db.query<{ id: string; deleted: boolean }>('select id, deleted from share_comments where share_id = $1 order by id', [report.shareId]);
    expect(rows).toEqual([{ id: report.commentId, deleted: true }, { id: other, deleted: false }]);
    // The post stays as it was, its author not told of a comment's removal.
    expect(published).toEqual([]);
    const detail = (await call<ReportDetail>('reportDetail', { id: report.id })).customData;
    expect(detail.comment).toMatchObject({ commentId: report.commentId, deleted: true });
  });

  it('hides the post of a reported comment with hideShare; a comment its author removed is not counted off twice', async () => {
    const post = await published0('Une autre publication avec un commentaire signalé', U.enterprise.id);
    const comment = await insertComment(rig.db, post, U.member.id, 'Lien vers une arnaque');
    const onComment = await insertShareReport(rig.db, { reporterId: U.personal.id, reportedUserId: U.member.id, shareId: post, commentId: comment });
    const onComment2 = await insertShareReport(rig.db, { reporterId: U.buyer.id, reportedUserId: U.member.id, shareId: post, commentId: comment });
    published.length = 0;
    expect((await call('decideReport', { id: onComment, action: 'hideShare', note: 'Publication retirée' })).code).toBe(200);
    expect(await share(post)).toMatchObject({ status: SHARE_STATUS.hidden, reason: 'Publication retirée', comment_num: 1 });
    expect(published).toEqual([expect.objectContaining({ userMq: U.enterprise.userMq, msgType: SHARE_EVENT })]);
    // Its author removes the comment (as the app does: deleted, counted off), then a moderator hides it.
    await rig.db.query('update share_comments set deleted = true where id = $1', [comment]);
    await rig.db.query('update shares set comment_num = comment_num - 1 where id = $1', [post]);
    expect((await call('decideReport', { id: onComment2, action: 'hideComment', note: 'Arnaque' })).code).toBe(200);
    expect((await share(post)).comment_num).toBe(0);
  });
});
