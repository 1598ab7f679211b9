// The review queue and decisions (examples/server/console/calls/review-calls.ts): listings a user
// submitted through the real publish call wait at 4; approve publishes (7), reject refuses (6)
// with the reason the publisher reads in getMineDetail; each decision is one audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePage, ReviewItem } from '../../../src/contract/console-api.js';
import { MODULES } from '../../../src/modules/index.js';
import type { Database } from '../../../examples/server/db/database.js';
import { bootServer } from '../boot.js';
import { TEST_DATABASES } from '../databases.js';
import { openFixture, TOKENS, type Fixture } from '../listings/fixtures.js';
import { addOperator, auditRows, consoleCall, loginAs } from './console-client.js';

type Issues = { issues: { path: string; key: string }[] };

describe.each(TEST_DATABASES)('console review ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  let token: string;
  const call = <T = unknown>(name: string, body: unknown) => consoleCall<T>(fx.server.app, name, body, { cookie: token }).then((r) => r.reply);
  const statusOf = async (id: string) => Number((await db.query<{ status: number }>('select status from listings where id = $1', [id]))[0]?.status);
  const queueIds = async () => (await call<ConsolePage<ReviewItem>>('reviewQueue', { pageSize: 100 })).customData.resultList.map((i) => i.serviceId);

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    await addOperator(db, 'rev', 'rev-pass', 'reviewer');
    token = await loginAs(fx.server.app, 'rev', 'rev-pass');
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('lists what waits for review with what a reviewer judges, oldest first', async () => {
    const first = await fx.submit('house', 'alice', { title: 'Villa à revoir' });
    const second = await fx.submit('carSales', 'bob', { title: 'Voiture à revoir' });
    const page = await call<ConsolePage<ReviewItem>>('reviewQueue', {});
    expect(page.code).toBe(200);
    const ids = page.customData.resultList.map((i) => i.serviceId);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = page.customData.resultList.find((i) => i.serviceId === first)!;
    expect(item).toMatchObject({
      module: 'house', moduleId: MODULES.house.moduleId, status: 4, kind: 'first', title: 'Villa à revoir', language: 'fr',
      pictures: [fx.ids.images.alice[0]], publisher: { userId: 'u-alice', name: 'alice' }, areaIds: ['ZZA'],
    });
    expect(item.content).toMatch(/^<p>Une description/);
    expect(Date.parse(item.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(page.customData.totalCount).toBeGreaterThanOrEqual(2);
    // An enterprise account shows its company name (bob's account type is 2).
    expect(page.customData.resultList.find((i) => i.serviceId === second)?.publisher.name).toBe('bob SARL');
    // Paging.
    const one = await call<ConsolePage<ReviewItem>>('reviewQueue', { pageNum: 2, pageSize: 1 });
    expect(one.customData.resultList.map((i) => i.serviceId)).toEqual([ids[1]]);
  });

  it('approves: the listing is published, leaves the queue, one audit row; approving again is refused', async () => {
    const id = await fx.submit('house', 'alice', { title: 'Maison zqconsolemifk3x2a approuvée' });
    const before = (await auditRows(db)).length;
    const res = await call<{ status: number }>('reviewListing', { serviceId: id, decision: 'approve' });
    expect(res).toMatchObject({ code: 200, customData: { serviceId: id, status: 7 } });
    expect(await statusOf(id)).toBe(7);
    expect(await queueIds()).not.toContain(id);
    const rows = (await auditRows(db)).slice(before);
    expect(rows).toEqual([expect.objectContaining({ action: 'review.approve', target: `listing:${id}`, detail: { from: 4, to: 7 } })]);
    // Visitors see it now (the module's public details call).
    const detail = await fx.server.call(MODULES.house.endpoints.detail.path, { serviceId: id });
    expect(detail.reply.code).toBe(200);
    const list = await fx.server.call<{ resultList: { rentingHouseId: string }[] }>(MODULES.house.endpoints.search.path, { page: { index: 1, size: 10 }, keyWords: 'zqconsolemifk3x2a' }, { meta: { areaId: 'ZZA' } });
    expect(list.reply.customData.resultList.map((r) => String(r.rentingHouseId))).toContain(id);

    const again = await call('reviewListing', { serviceId: id, decision: 'approve' });
    expect(again).toMatchObject({ code: 4422, message: 'errors.listingState' });
    expect(await call('reviewListing', { serviceId: id, decision: 'reject', reason: 'trop tard' })).toMatchObject({ code: 4422, message: 'errors.listingState' });
    expect((await auditRows(db)).length).toBe(before + 1);
    expect(await statusOf(id)).toBe(7);
  });

  it('rejects with a reason the publisher reads in getMineDetail', async () => {
    const id = await fx.submit('house', 'alice', { title: 'Maison refusée' });
    const res = await call<{ status: number }>('reviewListing', { serviceId: id, decision: 'reject', reason: '  Photos floues, merci de les remplacer.  ' });
    expect(res).toMatchObject({ code: 200, customData: { status: 6 } });
    const mine = await fx.server.call<{ status: number; reviewReason: string }>(MODULES.house.endpoints.mineDetail!.path, { serviceId: id }, { token: TOKENS.alice });
    expect(mine.reply.code).toBe(200);
    expect(mine.reply.customData).toMatchObject({ status: 6, reviewReason: 'Photos floues, merci de les remplacer.' });
    expect((await auditRows(db)).at(-1)).toMatchObject({ action: 'review.reject', detail: { from: 4, to: 6, reason: 'Photos floues, merci de les remplacer.' } });
    expect(await call('reviewListing', { serviceId: id, decision: 'reject', reason: 'encore' })).toMatchObject({ code: 4422, message: 'errors.listingState' });
  });

  it('refuses a rejection without a reason or with one over 500 characters, and bad input, changing nothing', async () => {
    const id = await fx.submit('land', 'carol');
    const before = (await auditRows(db)).length;
    for (const reason of [undefined, '', '   ', 'x'.repeat(501), 'a\u0000b']) {
      const res = await call<Issues>('reviewListing', { serviceId: id, decision: 'reject', ...(reason === undefined ? {} : { reason }) });
      expect(res.code, String(reason?.length)).toBe(4422);
      expect(res.customData.issues[0]).toMatchObject({ path: 'reason', key: 'validation.reviewReason' });
    }
    for (const body of [{ serviceId: id, decision: 'publish' }, { serviceId: 'abc', decision: 'approve' }, { serviceId: Number(id), decision: 'approve' }, { decision: 'approve' }]) {
      expect((await call('reviewListing', body)).code, JSON.stringify(body)).toBe(4422);
    }
    expect(await call('reviewListing', { serviceId: '999999999', decision: 'approve' })).toMatchObject({ code: 4404, message: 'errors.listingNotFound' });
    expect(await statusOf(id)).toBe(4);
    expect((await auditRows(db)).length).toBe(before);
    // 500 characters exactly is a reason.
    expect((await call('reviewListing', { serviceId: id, decision: 'reject', reason: 'y'.repeat(500) })).code).toBe(200);
  });

  it('puts an edit of a published listing back in the queue as an edit', async () => {
    const id = await fx.publish('house', 'alice');
    expect(await queueIds()).not.toContain(id);
    await fx.submit('house', 'alice', { serviceId: id, rentingHouseId: id, title: 'Maison modifiée' });
    const item = (await call<ConsolePage<ReviewItem>>('reviewQueue', { pageSize: 100 })).customData.resultList.find((i) => i.serviceId === id);
    expect(item).toMatchObject({ status: 5, kind: 'edit', title: 'Maison modifiée' });
    expect((await call<{ status: number }>('reviewListing', { serviceId: id, decision: 'approve' })).customData.status).toBe(7);
  });

  it('sends an approval through translation when a machine translation provider is configured, and wakes its queue', async () => {
    let wakes = 0;
    const { app } = await bootServer({ db, services: { translation: { label: 'test', wake: () => void wakes++ } } });
    try {
      const id = await fx.submit('house', 'alice', { title: 'Maison à traduire' });
      const res = await consoleCall<{ status: number }>(app, 'reviewListing', { serviceId: id, decision: 'approve' }, { cookie: token });
      expect(res.reply).toMatchObject({ code: 200, customData: { status: 1 } });
      expect(await statusOf(id)).toBe(1);
      expect(wakes).toBe(1);
      // A rejection translates nothing.
      const other = await fx.submit('house', 'alice');
      await consoleCall(app, 'reviewListing', { serviceId: other, decision: 'reject', reason: 'Doublon' }, { cookie: token });
      expect(wakes).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('needs a session and a reviewing role', async () => {
    expect((await consoleCall(fx.server.app, 'reviewQueue', {})).reply.code).toBe(4001);
    expect((await consoleCall(fx.server.app, 'reviewListing', { serviceId: '1', decision: 'approve' })).reply.code).toBe(4001);
  });
});
