// The review of discover posts in the console (src/contract/console-discover.ts;
// examples/server/console/calls/share-review-calls.ts): reviewers list the posts waiting, oldest
// submission first, with the author, the pictures, the linked listing and the sensitive words the
// text holds; they approve (published, released once) or reject with a reason; a post edited after
// the reviewer read it, or decided already, is refused; the author is told on their queue; every
// decision is audited; other roles are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ShareReviewItem } from '../../../src/contract/console-discover.js';
import { SHARE_EVENT, SHARE_STATUS } from '../../../src/contract/statuses.js';
import { openChatRig, T0, U, type ChatRig } from '../chat/chat-rig.js';
import { TEST_DATABASES } from '../databases.js';
import { recordingBroker, type Published } from '../test-doubles.js';
import { addOperator, auditRows, consoleCall, loginAs } from './console-client.js';
import { insertShare } from './share-fixtures.js';

type Page = { totalCount: number; resultList: ShareReviewItem[] };
const MIN = 60_000;

describe.each(TEST_DATABASES)('console review of discover posts ($name)', (target) => {
  let rig: ChatRig;
  let app: FastifyInstance;
  const published: Published[] = [];
  const cookies: Record<string, string> = {};
  const call = <T = unknown>(name: string, body: unknown, who = 'reviewer') => consoleCall<T>(app, name, body, { cookie: cookies[who] }).then((r) => r.reply);
  const queue = async () => (await call<Page>('shareReviewQueue', { pageSize: 100 })).customData;
  /** The posts this file makes, by their part in it. */
  const ids = { first: '', later: '', edited: '' };
  const waitingOf = async (id: string) => (await queue()).resultList.find((i) => i.shareId === id)!;
  const row = async (id: string) =>
    (await rig.db.query<{ status: number; reason: string; released_at: Date | null }>('select status, reason, released_at from shares where id = $1', [id]))[0]!;

  beforeAll(async () => {
    rig = await openChatRig(target, { broker: recordingBroker(published) });
    app = rig.server.app;
    for (const role of ['reviewer', 'admin', 'moderator', 'cashier', 'translator']) {
      await addOperator(rig.db, `sr-${role}`, `sr-${role}-pass-1`, role);
      cookies[role] = await loginAs(app, `sr-${role}`, `sr-${role}-pass-1`);
    }
    await rig.db.query("insert into sensitive_words (language, word) values ('fr', 'arnaque') on conflict do nothing");
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('lists the posts waiting oldest first, with the author, pictures, hashtags, listing and flagged words; not the others', async () => {
    const [listing] = await rig.db.query<{ id: string; module_id: number; title: string }>(
      `select l.id::text as id, l.module_id, t.title from listings l join listing_texts t on t.listing_id = l.id and t.language = l.original_language
       where l.user_id = $1 and not l.deleted order by l.id limit 1`,
      [U.enterprise.id],
    );
    // The seed may leave posts of its own waiting (older than these): counted, listed first.
    const before = (await queue()).totalCount;
    const later = await insertShare(rig.db, { userId: U.personal.id, content: 'Deuxième publication en attente de revue', submittedAt: new Date(T0 + 2 * MIN) });
    const first = await insertShare(rig.db, {
      userId: U.enterprise.id, content: 'Nouveaux pagnes wax arrivés, pas une Arnaque, venez voir', hashtags: ['wax', 'abidjan'],
      pictures: ['/uploads/a.webp', '/uploads/b.webp'], listingId: listing?.id ?? null, submittedAt: new Date(T0 + MIN),
    });
    const edited = await insertShare(rig.db, { userId: U.member.id, content: 'Une publication modifiée après sa sortie', submittedAt: new Date(T0 + 3 * MIN), releasedAt: new Date(T0) });
    await insertShare(rig.db, { userId: U.member.id, content: 'Déjà publiée, rien à revoir ici', status: SHARE_STATUS.published, submittedAt: new Date(T0), releasedAt: new Date(T0) });
    const gone = await insertShare(rig.db, { userId: U.member.id, content: 'Supprimée par son auteur avant la revue', submittedAt: new Date(T0) });
    await rig.db.query('update shares set deleted = true where id = $1', [gone]);

    Object.assign(ids, { first, later, edited });
    const page = await queue();
    expect(page.resultList.map((i) => i.shareId).slice(before)).toEqual([first, later, edited]);
    expect(page.totalCount).toBe(before + 3);
    expect(page.resultList[before]).toEqual({
      shareId: first, kind: 'first', content: 'Nouveaux pagnes wax arrivés, pas une Arnaque, venez voir', pictures: ['/uploads/a.webp', '/uploads/b.webp'],
      hashtags: ['wax', 'abidjan'], listing: listing ? { serviceId: listing.id, moduleId: listing.module_id, title: listing.title } : null,
      author: { userId: U.enterprise.id, name: expect.any(String), accountType: 2, areaId: 'CIV' },
      submittedAt: new Date(T0 + MIN).toISOString(), flaggedWords: ['Arnaque'],
    });
    expect(page.resultList[before]!.author.name).not.toBe('');
    expect(page.resultList[before + 1]).toMatchObject({ kind: 'first', flaggedWords: [], listing: null, pictures: [] });
    expect(page.resultList[before + 2]).toMatchObject({ kind: 'edit' });
    const last = await call<Page>('shareReviewQueue', { pageNum: before + 3, pageSize: 1 });
    expect(last.customData.resultList.map((i) => i.shareId)).toEqual([edited]);
  });

  it('approves: published, released at the decision (kept for an edit), audited, the author told', async () => {
    rig.clock.advance(10 * MIN);
    const [first, edited] = [await waitingOf(ids.first), await waitingOf(ids.edited)];
    published.length = 0;
    const done = await call('reviewShare', { shareId: first!.shareId, decision: 'approve', submittedAt: first!.submittedAt });
    expect(done).toMatchObject({ code: 200, customData: { shareId: first!.shareId, status: SHARE_STATUS.published } });
    expect(await row(first!.shareId)).toEqual({ status: SHARE_STATUS.published, reason: '', released_at: new Date(rig.clock.now) });
    expect(published).toEqual([{ userMq: U.enterprise.userMq, msgType: SHARE_EVENT, msgData: { shareId: first!.shareId, status: SHARE_STATUS.published, reason: '' } }]);

    expect((await call('reviewShare', { shareId: edited!.shareId, decision: 'approve', submittedAt: edited!.submittedAt }, 'admin')).code).toBe(200);
    expect((await row(edited!.shareId)).released_at).toEqual(new Date(T0));
    const audit = (await auditRows(rig.db)).filter((a) => a.target === `share:${first!.shareId}`);
    expect(audit).toEqual([expect.objectContaining({ action: 'shareReview.approve', detail: { from: SHARE_STATUS.reviewing, to: SHARE_STATUS.published } })]);
    expect((await queue()).resultList.map((i) => i.shareId)).not.toContain(first!.shareId);
  });

  it('rejects only with a reason, which the author reads', async () => {
    const item = await waitingOf(ids.later);
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      const r = await call<{ issues: { path: string; key: string }[] }>('reviewShare', { shareId: item!.shareId, decision: 'reject', submittedAt: item!.submittedAt, reason });
      expect(r.code, String(reason)).toBe(4422);
      expect(r.customData.issues[0]).toMatchObject({ path: 'reason', key: 'validation.reviewReason' });
    }
    expect((await row(item!.shareId)).status).toBe(SHARE_STATUS.reviewing);
    published.length = 0;
    const done = await call('reviewShare', { shareId: item!.shareId, decision: 'reject', submittedAt: item!.submittedAt, reason: 'Photos floues, merci de les reprendre' });
    expect(done).toMatchObject({ code: 200, customData: { status: SHARE_STATUS.rejected } });
    expect(await row(item!.shareId)).toEqual({ status: SHARE_STATUS.rejected, reason: 'Photos floues, merci de les reprendre', released_at: null });
    expect(published).toEqual([{ userMq: U.personal.userMq, msgType: SHARE_EVENT, msgData: { shareId: item!.shareId, status: SHARE_STATUS.rejected, reason: 'Photos floues, merci de les reprendre' } }]);
    expect((await auditRows(rig.db)).filter((a) => a.target === `share:${item!.shareId}`)).toEqual([
      expect.objectContaining({ action: 'shareReview.reject', detail: { from: 1, to: 3, reason: 'Photos floues, merci de les reprendre' } }),
    ]);
  });

  it('refuses a post decided already, or edited after the reviewer read it, and decides it once when two reviewers race', async () => {
    const decided = (await rig.db.query<{ id: string; submitted_at: Date }>('select id, submitted_at from shares where status = 2 order by id limit 1'))[0]!;
    expect(await call('reviewShare', { shareId: decided.id, decision: 'reject', reason: 'non', submittedAt: decided.submitted_at.toISOString() }))
      .toMatchObject({ code: 4422, message: 'errors.shareState' });

    const id = await insertShare(rig.db, { userId: U.seller.id, content: 'Version lue par le réviseur, avant modification', submittedAt: new Date(T0 + 20 * MIN) });
    const read = (await queue()).resultList.find((i) => i.shareId === id)!;
    // The author edits it meanwhile: a newer submission, which the reviewer has not seen.
    await rig.db.query("update shares set content = 'Version modifiée après la lecture du réviseur', submitted_at = $2 where id = $1", [id, new Date(T0 + 21 * MIN)]);
    expect(await call('reviewShare', { shareId: id, decision: 'approve', submittedAt: read.submittedAt })).toMatchObject({ code: 4422, message: 'errors.shareState' });
    expect((await row(id)).status).toBe(SHARE_STATUS.reviewing);

    const fresh = (await queue()).resultList.find((i) => i.shareId === id)!;
    const results = await Promise.all([
      call('reviewShare', { shareId: id, decision: 'approve', submittedAt: fresh.submittedAt }),
      call('reviewShare', { shareId: id, decision: 'reject', reason: 'Hors sujet', submittedAt: fresh.submittedAt }, 'admin'),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 4422]);
    expect((await auditRows(rig.db)).filter((a) => a.target === `share:${id}`)).toHaveLength(1);
    expect(await call('reviewShare', { shareId: 'sh999999', decision: 'approve', submittedAt: fresh.submittedAt })).toMatchObject({ code: 4404, message: 'errors.shareNotFound' });
  });

  it('refuses bad input with a coded error and other roles with 4403', async () => {
    for (const body of [{}, { shareId: 'x1', decision: 'approve', submittedAt: new Date(T0).toISOString() }, { shareId: 'sh1', decision: 'maybe', submittedAt: new Date(T0).toISOString() }, { shareId: 'sh1', decision: 'approve', submittedAt: 'yesterday' }]) {
      expect((await call('reviewShare', body)).code, JSON.stringify(body)).toBe(4422);
    }
    expect((await call('shareReviewQueue', { pageSize: 0 })).code).toBe(4422);
    for (const who of ['moderator', 'cashier', 'translator']) {
      expect((await call('shareReviewQueue', {}, who)).code, who).toBe(4403);
      expect((await call('reviewShare', {}, who)).code, who).toBe(4403);
    }
  });
});
