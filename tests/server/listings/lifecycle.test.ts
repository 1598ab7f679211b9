// The listing lifecycle (spec §4 statuses; src/contract/listing-lifecycle.ts, applied by
// examples/server/listings/lifecycle.ts) on a real database: the table is checked against the
// transitions written out below, then every (status, event) pair is applied to a stored listing:
// each allowed one moves it and writes its audit row, each other one is refused (4422
// errors.listingState) and leaves the row as it was. Then the side columns (ever_published,
// review_reason, reviewed_at), the refusals and the row lock.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { applyListingEvent, type ListingActor } from '../../../examples/server/listings/lifecycle.js';
import { INITIAL_STATUS, LISTING_EVENTS, nextStatus, REPORT_HOLD_REASON, REVIEW_REASON_MAX, type ListingEvent } from '../../../src/contract/listing-lifecycle.js';
import { PUBLISH_STATUS as S, type PublishStatus } from '../../../src/contract/statuses.js';
import { TEST_DATABASES } from '../databases.js';
import { type Fixture, openFixture, TEST_OPERATOR, withFixture } from './fixtures.js';

const STATUSES = Object.values(S) as PublishStatus[];
const EVENTS = Object.keys(LISTING_EVENTS) as ListingEvent[];
/** [everPublished, machineTranslation] */
const FACTS: [boolean, boolean][] = [[false, false], [false, true], [true, false], [true, true]];

/**
 * The transitions as the design says them (the comment diagram of listing-lifecycle.ts), written
 * out by hand so the table cannot drift: from, event, [everPublished, machineTranslation] → to.
 * `null` facts: any facts.
 */
type Expected = [PublishStatus, ListingEvent, [boolean, boolean] | null, PublishStatus];
const EXPECTED: Expected[] = [
  // edit: every status but 0 goes back to review, 4 never published, 5 once published.
  ...[S.inTranslationFirst, S.inTranslation, S.toBeReleased, S.onReviewFirst, S.onReview, S.reviewFailed, S.published, S.translationFailed].flatMap(
    (from): Expected[] => FACTS.map(([e, mt]): Expected => [from, 'edit', [e, mt], e ? S.onReview : S.onReviewFirst]),
  ),
  [S.notPaid, 'paid', null, S.onReviewFirst],
  ...FACTS.map(([e, mt]): Expected => [S.onReviewFirst, 'approve', [e, mt], mt ? S.inTranslationFirst : S.published]),
  ...FACTS.map(([e, mt]): Expected => [S.onReview, 'approve', [e, mt], mt ? S.inTranslation : S.published]),
  [S.onReviewFirst, 'reject', null, S.reviewFailed],
  [S.onReview, 'reject', null, S.reviewFailed],
  [S.inTranslationFirst, 'translated', null, S.published],
  [S.inTranslation, 'translated', null, S.published],
  [S.inTranslationFirst, 'translationFailed', null, S.translationFailed],
  [S.inTranslation, 'translationFailed', null, S.translationFailed],
  [S.translationFailed, 'humanTranslated', null, S.published],
  [S.published, 'takeDown', null, S.toBeReleased],
  [S.toBeReleased, 'publishAgain', null, S.published],
  [S.published, 'moderatorTakeDown', null, S.reviewFailed],
  // issue: Beyond the spec — reports hold a published listing on review; the moderator restores or takes it down.
  [S.onReview, 'moderatorTakeDown', null, S.reviewFailed],
  [S.published, 'reportHold', null, S.onReview],
  [S.onReview, 'reportRestore', null, S.published],
];

function expected(from: PublishStatus, event: ListingEvent, [e, mt]: [boolean, boolean]): PublishStatus | null {
  const hit = EXPECTED.find(([f, ev, facts]) => f === from && ev === event && (facts === null || (facts[0] === e && facts[1] === mt)));
  return hit ? hit[3] : null;
}

describe('the lifecycle table', () => {
  it('has exactly the transitions of the design, for every status, event and facts', () => {
    const got: string[] = [];
    const want: string[] = [];
    for (const from of STATUSES) {
      for (const event of EVENTS) {
        for (const [e, mt] of FACTS) {
          const label = `${from} ${event} everPublished=${e} machine=${mt}`;
          got.push(`${label} → ${nextStatus(from, event, { everPublished: e, machineTranslation: mt })}`);
          want.push(`${label} → ${expected(from, event, [e, mt])}`);
        }
      }
    }
    expect(got).toEqual(want);
  });

  it('starts new listings on review (first)', () => {
    expect(INITIAL_STATUS).toBe(S.onReviewFirst);
  });
});

describe.each(TEST_DATABASES)('listing lifecycle ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  const apply = (id: string, event: ListingEvent, opts: { reason?: string; machineTranslation?: boolean } = {}, actor: ListingActor = TEST_OPERATOR) =>
    db.transaction((tx) => applyListingEvent(tx, id, event, { ...actor }, opts));
  const row = async (id: string) =>
    (await db.query<{ status: number; ever_published: boolean; review_reason: string; reviewed_at: Date | null }>(
      'select status, ever_published, review_reason, reviewed_at from listings where id = $1', [id]))[0]!;
  const events = (id: string) =>
    db.query<{ event: string; from_status: number | null; to_status: number; actor_kind: string; actor_id: string; reason: string }>(
      'select event, from_status, to_status, actor_kind, actor_id, reason from listing_events where listing_id = $1 order by id', [id]);
  /** Puts the listing in a state directly (test set-up, not a transition). */
  const setState = (id: string, status: number, everPublished: boolean, reason = '') =>
    db.query('update listings set status = $2, ever_published = $3, review_reason = $4 where id = $1', [id, status, everPublished, reason]);

  withFixture(target, (opened, fixture) => {
    db = opened;
    fx = fixture;
  });

  /**
   * Statuses a listing that was never published cannot be in (the machine reaches them from 7 only),
   * and the server reads them as published once even without the flag.
   */
  const AFTER_PUBLISH: number[] = [S.published, S.toBeReleased, S.inTranslation, S.onReview];

  it.each(EVENTS)('applies %s from every status where the table allows it and refuses it everywhere else', async (event) => {
    const id = await fx.submit('house', 'alice', { title: `Cycle ${event}` });
    for (const from of STATUSES) {
      for (const [everPublished, machineTranslation] of FACTS) {
        if (AFTER_PUBLISH.includes(from) && !everPublished) continue;
        await setState(id, from, everPublished, from === S.reviewFailed ? 'ancienne raison' : '');
        const before = (await events(id)).length;
        const want = expected(from, event, [everPublished, machineTranslation]);
        const label = `${event} from ${from} (everPublished=${everPublished}, machine=${machineTranslation})`;
        const attempt = apply(id, event, { machineTranslation, reason: 'Photos floues' });
        if (want === null) {
          await expect(attempt, label).rejects.toMatchObject({ code: 4422, key: 'errors.listingState' });
          expect(await row(id), label).toMatchObject({ status: from, ever_published: everPublished });
          expect((await events(id)).length, label).toBe(before);
        } else {
          await expect(attempt, label).resolves.toEqual({ from, to: want });
          expect((await row(id)).status, label).toBe(want);
          const last = (await events(id)).at(-1);
          expect(last, label).toEqual({
            event, from_status: from, to_status: want, actor_kind: 'operator', actor_id: TEST_OPERATOR.id, reason: event === 'reject' || event === 'moderatorTakeDown' ? 'Photos floues' : event === 'reportHold' ? REPORT_HOLD_REASON : '',
          });
          expect((await events(id)).length, label).toBe(before + 1);
        }
      }
    }
  });

  it('a new listing starts on review with a creation row; approval publishes it once, a second approval is refused', async () => {
    const id = await fx.submit('land', 'alice');
    expect(await row(id)).toMatchObject({ status: S.onReviewFirst, ever_published: false, review_reason: '', reviewed_at: null });
    expect(await events(id)).toEqual([{ event: 'create', from_status: null, to_status: S.onReviewFirst, actor_kind: 'user', actor_id: 'u-alice', reason: '' }]);
    expect(await apply(id, 'approve')).toEqual({ from: S.onReviewFirst, to: S.published });
    const published = await row(id);
    expect(published).toMatchObject({ status: S.published, ever_published: true });
    expect(published.reviewed_at).toBeInstanceOf(Date);
    await expect(apply(id, 'approve')).rejects.toMatchObject({ code: 4422, key: 'errors.listingState' });
    await expect(apply(id, 'reject', { reason: 'trop tard' })).rejects.toMatchObject({ code: 4422, key: 'errors.listingState' });
    expect((await events(id)).map((e) => e.event)).toEqual(['create', 'approve']);
  });

  it('an edit of a published listing goes to 5 and stays published-once after a take-down and publish again', async () => {
    const id = await fx.publish('land', 'alice');
    expect(await apply(id, 'takeDown', {}, { kind: 'user', id: 'u-alice' })).toEqual({ from: S.published, to: S.toBeReleased });
    await expect(apply(id, 'takeDown')).rejects.toMatchObject({ key: 'errors.listingState' });
    expect(await apply(id, 'publishAgain')).toEqual({ from: S.toBeReleased, to: S.published });
    await expect(apply(id, 'publishAgain')).rejects.toMatchObject({ key: 'errors.listingState' });
    expect(await apply(id, 'edit')).toEqual({ from: S.published, to: S.onReview });
    expect((await row(id)).ever_published).toBe(true);
    // With machine translation, the approval of a known listing goes through 2, then 7.
    expect(await apply(id, 'approve', { machineTranslation: true })).toEqual({ from: S.onReview, to: S.inTranslation });
    expect(await apply(id, 'translated', {}, { kind: 'system', id: 'translation-queue' })).toEqual({ from: S.inTranslation, to: S.published });
    expect((await events(id)).slice(-2).map((e) => [e.event, e.actor_kind, e.actor_id])).toEqual([['approve', 'operator', 'op-test'], ['translated', 'system', 'translation-queue']]);
  });

  it('reads a row the loaders stored at 7 without the flag as published once (seeded listings)', async () => {
    const id = await fx.submit('land', 'alice');
    await setState(id, S.published, false);
    expect(await apply(id, 'edit')).toEqual({ from: S.published, to: S.onReview });
  });

  it('ever_published is set only on reaching 7, whatever the path (approve, translated, human translation)', async () => {
    for (const path of [['approve'], ['translated'], ['humanTranslated']] as ListingEvent[][]) {
      const id = await fx.submit('land', 'alice');
      if (path[0] === 'translated') expect((await apply(id, 'approve', { machineTranslation: true })).to).toBe(S.inTranslationFirst);
      if (path[0] === 'humanTranslated') {
        await apply(id, 'approve', { machineTranslation: true });
        expect((await apply(id, 'translationFailed')).to).toBe(S.translationFailed);
      }
      expect((await row(id)).ever_published, path[0]).toBe(false);
      if (path[0] !== 'approve') await apply(id, path[0]!);
      else await apply(id, 'approve');
      expect(await row(id), path[0]).toMatchObject({ status: S.published, ever_published: true });
    }
  });

  it('reject stores the trimmed reason, the edit back to review clears it, and approval never shows an old one', async () => {
    const id = await fx.submit('land', 'alice');
    expect((await apply(id, 'reject', { reason: '  Prix incohérent avec la surface  ' })).to).toBe(S.reviewFailed);
    expect(await row(id)).toMatchObject({ status: S.reviewFailed, review_reason: 'Prix incohérent avec la surface' });
    expect((await events(id)).at(-1)).toMatchObject({ event: 'reject', reason: 'Prix incohérent avec la surface' });
    expect((await apply(id, 'edit', {}, { kind: 'user', id: 'u-alice' })).to).toBe(S.onReviewFirst);
    expect(await row(id)).toMatchObject({ status: S.onReviewFirst, review_reason: '' });
    await apply(id, 'approve');
    expect((await row(id)).review_reason).toBe('');
  });

  it.each([
    ['no reason', undefined],
    ['an empty reason', ''],
    ['a blank reason', ' \n\t '],
    ['only NUL', '\u0000'],
    [`a reason over ${REVIEW_REASON_MAX} characters`, 'x'.repeat(REVIEW_REASON_MAX + 1)],
  ])('refuses a rejection with %s (4422 validation.reviewReason) and leaves the listing on review', async (_name, reason) => {
    const id = await fx.submit('land', 'alice');
    await expect(apply(id, 'reject', reason === undefined ? {} : { reason })).rejects.toMatchObject({
      code: 4422, key: 'validation.reviewReason', customData: { issues: [{ path: 'reason', key: 'validation.reviewReason' }] }, values: { max: REVIEW_REASON_MAX },
    });
    expect(await row(id)).toMatchObject({ status: S.onReviewFirst, review_reason: '' });
    expect((await events(id)).map((e) => e.event)).toEqual(['create']);
  });

  it(`accepts a reason of exactly ${REVIEW_REASON_MAX} characters`, async () => {
    const id = await fx.submit('land', 'alice');
    await apply(id, 'reject', { reason: 'é'.repeat(REVIEW_REASON_MAX) });
    expect((await row(id)).review_reason).toHaveLength(REVIEW_REASON_MAX);
  });

  it('refuses an unknown or deleted listing with 4404', async () => {
    await expect(apply('987654321', 'approve')).rejects.toMatchObject({ code: 4404, key: 'errors.listingNotFound' });
    const id = await fx.submit('land', 'alice');
    await db.query('update listings set deleted = true where id = $1', [id]);
    await expect(apply(id, 'approve')).rejects.toMatchObject({ code: 4404 });
    expect((await row(id)).status).toBe(S.onReviewFirst);
  });

  it('belongs to the caller transaction: a later failure rolls the move and its audit row back', async () => {
    const id = await fx.submit('land', 'alice');
    await expect(db.transaction(async (tx) => {
      await applyListingEvent(tx, id, 'approve', TEST_OPERATOR);
      throw new Error('after the move');
    })).rejects.toThrow('after the move');
    expect((await row(id)).status).toBe(S.onReviewFirst);
    expect((await events(id)).map((e) => e.event)).toEqual(['create']);
  });

  it('two operators approving at once: one moves it, the other is refused (the row is locked)', async () => {
    const id = await fx.submit('land', 'alice');
    const results = await Promise.allSettled([apply(id, 'approve'), apply(id, 'approve', {}, { kind: 'operator', id: 'op-two' })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 4422, key: 'errors.listingState' } });
    expect((await events(id)).filter((e) => e.event === 'approve')).toHaveLength(1);
  });
});
