// Publish management's calls (spec §2 /common/publishManage, §4 statuses and order actions, §6
// quota): getMyRelease, deleteMyRelease, releaseInfoOff, refreshMyRelease, republishMyRelease,
// checkRelease, and the state getMineDetail shows; each with its happy path, refusals, ownership,
// and what it does to the public lists and the publish quota.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { upsertListingText } from '../../../examples/server/db/listing-text.js';
import { translate } from '../../../examples/server/http/messages.js';
import { applyListingEvent } from '../../../examples/server/listings/lifecycle.js';
import { REFRESH_INTERVAL_MS } from '../../../examples/server/listings/own-listings.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { AUDIT_STATUS, PUBLISH_STATUS as S } from '../../../src/contract/statuses.js';
import type { CheckReleaseReply, MyReleaseItem } from '../../../src/contract/types/commons.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { MODULES, type ModuleKey } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { approveListing, openFixture, payload, TEST_OPERATOR, TOKENS, USER_IDS, type Fixture, type UserName } from './fixtures.js';

type Issues = { issues?: { path: string; key: string }[] };

describe.each(TEST_DATABASES)('own listings: publish management ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  /** The server's clock (refresh's 24 hours, demand validity). */
  let now = Date.now();

  const call = <T = null>(name: keyof typeof ENDPOINTS, body: unknown, user: UserName | null = 'alice', language: 'en' | 'fr' | 'cn' = 'en') =>
    fx.server.call<T & Issues>(ENDPOINTS[name].path, body, { ...(user ? { token: TOKENS[user] } : {}), meta: { areaId: 'ZZA', language } }).then((r) => r.reply);
  const mine = (moduleKey: ModuleKey, user: UserName = 'alice', extra: Record<string, unknown> = {}) =>
    call<SearchReply<MyReleaseItem>>('getMyRelease', { userId: USER_IDS[user], moduleId: MODULES[moduleKey].moduleId, ...extra }, user);
  const own = (moduleKey: ModuleKey, serviceId: string) => ({ moduleId: MODULES[moduleKey].moduleId, serviceId });
  const status = async (id: string) => (await db.query<{ status: number }>('select status from listings where id = $1', [id]))[0]!.status;
  const visitor = <T>(path: string, body: unknown) => fx.server.call<T>(path, body, { meta: { areaId: 'ZZA' } }).then((r) => r.reply);
  const publicDetail = (key: ModuleKey, id: string) => visitor(MODULES[key].endpoints.detail.path, { serviceId: id });
  const searchIds = async (key: ModuleKey) => {
    const r = await visitor<SearchReply<Record<string, unknown>>>(MODULES[key].endpoints.search.path, { page: { index: 1, size: 50 } });
    return r.customData.resultList.map((row) => String(row[MODULES[key].idField]));
  };
  const events = async (id: string) => (await db.query<{ event: string }>('select event from listing_events where listing_id = $1 order by id', [id])).map((e) => e.event);

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db, () => now);
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  describe('getMyRelease', () => {
    it('lists the caller listings of the module in every status, newest first, with their state', async () => {
      const published = await fx.publish('house', 'alice', { title: 'Maison publiée', price: 420_000 });
      const onReview = await fx.submit('house', 'alice', { title: 'Maison en revue' });
      const rejected = await fx.submit('house', 'alice', { title: 'Maison refusée' });
      await db.transaction((tx) => applyListingEvent(tx, rejected, 'reject', TEST_OPERATOR, { reason: 'Photos floues' }));
      await upsertListingText(db, { listingId: published, language: 'en', title: 'Published house', content: '<p>An English translation long enough.</p>', translationType: 1 });
      const others = [await fx.publish('house', 'bob'), await fx.publish('land', 'alice')];
      const deleted = await fx.submit('house', 'alice', { title: 'Maison supprimée' });
      await db.query('update listings set deleted = true where id = $1', [deleted]);

      const reply = await mine('house');
      expect(reply.code).toBe(200);
      const ids = reply.customData.resultList.map((i) => i.serviceId);
      expect(ids).toEqual([rejected, onReview, published]);
      expect(reply.customData.totalCount).toBe(3);
      for (const other of [...others, deleted]) expect(ids).not.toContain(other);
      const [r, o, p] = reply.customData.resultList;
      // The original language's title even for an English caller (publish management shows what was written).
      expect(p).toEqual({
        serviceId: published, moduleId: MODULES.house.moduleId, title: 'Maison publiée', imgPath: fx.ids.images.alice[0], status: S.published,
        releaseTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), languageIds: ['en', 'fr'], auditStatus: AUDIT_STATUS.passed, invalid: 0,
        reviewReason: '', refreshedAt: null, price: 420_000, priceFlag: 'CFA',
        // Nobody has looked at it yet (contact events: tests/server/contact).
        stats: { views: 0, reveals: 0, calls: 0, whatsapp: 0, chats: 0 },
      });
      expect(o).toMatchObject({ title: 'Maison en revue', status: S.onReviewFirst, auditStatus: AUDIT_STATUS.waiting, reviewReason: '', languageIds: ['fr'] });
      expect(r).toMatchObject({ title: 'Maison refusée', status: S.reviewFailed, auditStatus: AUDIT_STATUS.failed, reviewReason: 'Photos floues' });
    });

    it('filters by status ("0" to "8", as a number or a digit)', async () => {
      const failed = (await mine('house', 'alice', { status: S.reviewFailed })).customData;
      expect(failed.resultList.map((i) => i.status)).toEqual([S.reviewFailed]);
      expect(failed.totalCount).toBe(1);
      expect((await mine('house', 'alice', { status: '7' })).customData.resultList.map((i) => i.title)).toEqual(['Maison publiée']);
      expect((await mine('house', 'alice', { status: S.notPaid })).customData).toEqual({ totalCount: 0, resultList: [] });
      expect((await mine('house', 'alice', { status: '' })).customData.totalCount).toBe(3);
    });

    it('filters by a family of statuses (publish management tabs: on review = 4 and 5)', async () => {
      const edited = await fx.publish('house', 'alice', { title: 'Maison modifiée' });
      expect((await fx.server.call(MODULES.house.endpoints.update!.path, payload('house', fx.ids, 'alice', { serviceId: edited, title: 'Maison modifiée' }), { token: TOKENS.alice })).reply.code).toBe(200);
      const review = (await mine('house', 'alice', { statuses: [S.onReviewFirst, S.onReview] })).customData;
      expect(review.resultList.map((i) => [i.title, i.status])).toEqual([['Maison modifiée', S.onReview], ['Maison en revue', S.onReviewFirst]]);
      expect(review.totalCount).toBe(2);
      expect((await mine('house', 'alice', { statuses: ['4', 5, 5] })).customData.totalCount).toBe(2);
      expect((await mine('house', 'alice', { statuses: [] })).customData.totalCount).toBe(4);
      expect((await mine('house', 'alice', { statuses: [S.onReview, S.published], status: S.onReview })).customData.totalCount).toBe(1);
      for (const statuses of [[9], ['x'], 5, [null], Array(10).fill(4)]) {
        const refused = await call<object>('getMyRelease', { moduleId: 6, statuses });
        expect(refused.code, JSON.stringify(statuses)).toBe(4422);
      }
      await db.query('update listings set deleted = true where id = $1', [edited]);
    });

    it('pages by 15 (spec §9), newest first, with no overlap', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 17; i++) ids.push(await fx.submit('visa', 'bob', { title: `Visa numéro ${i}` }));
      const first = (await mine('visa', 'bob')).customData;
      expect(first.totalCount).toBe(17);
      expect(first.resultList.map((i) => i.serviceId)).toEqual(ids.slice(-15).reverse());
      const second = (await mine('visa', 'bob', { page: { index: 2 } })).customData;
      expect(second.resultList.map((i) => i.serviceId)).toEqual(ids.slice(0, 2).reverse());
      const small = (await mine('visa', 'bob', { page: { index: 3, size: 5 } })).customData;
      expect(small.resultList.map((i) => i.serviceId)).toEqual(ids.slice(2, 7).reverse());
      expect((await mine('visa', 'bob', { page: { index: 9 } })).customData).toEqual({ totalCount: 17, resultList: [] });
      // A module without a price field has none.
      expect(first.resultList[0]).toMatchObject({ price: null, priceFlag: '' });
    });

    it('flags a want-to-buy demand past its days as invalid (spec §4 invalid flag)', async () => {
      const fresh = await fx.publish('demandMarket', 'alice', { title: 'Besoin de ciment', validDayNum: 10 });
      const old = await fx.publish('demandMarket', 'alice', { title: 'Besoin de sable', validDayNum: 5 });
      await db.query(`update listings set release_time = $2::timestamptz where id = $1`, [old, new Date(now - 6 * 86_400_000)]);
      const rows = (await mine('demandMarket')).customData.resultList;
      expect(rows.map((i) => [i.serviceId, i.invalid])).toEqual([[old, 1], [fresh, 0]]);
    });

    it.each([
      ['an unknown module', { moduleId: 99 }, 'validation.choose'],
      ['a status outside 0-8', { moduleId: 6, status: 9 }, 'validation.choose'],
      ['a negative status', { moduleId: 6, status: -1 }, 'validation.choose'],
      ['a status as words', { moduleId: 6, status: 'published' }, 'validation.choose'],
      ['page index 0', { moduleId: 6, page: { index: 0 } }, 'validation.checkWarning'],
      ['no module', {}, 'validation.choose'],
    ])('refuses %s with 4422', async (_name, body, key) => {
      const reply = await call<object>('getMyRelease', body);
      expect(reply.code).toBe(4422);
      expect(reply.customData.issues?.[0]?.key).toBe(key);
    });

    it('serves only the caller: logged out 4001, another userId 4403', async () => {
      expect((await call('getMyRelease', { moduleId: 6 }, null)).code).toBe(4001);
      const other = await call('getMyRelease', { moduleId: 6, userId: USER_IDS.bob });
      expect(other.code).toBe(4403);
      expect(other.message).toBe(translate('errors.incorrectAccount', 'en'));
    });
  });

  describe('deleteMyRelease', () => {
    it('soft-deletes an own listing in any status: gone from the lists, its row and audit kept', async () => {
      const published = await fx.publish('land', 'alice', { title: 'Terrain à supprimer' });
      const onReview = await fx.submit('land', 'alice', { title: 'Terrain en revue à supprimer' });
      expect(await searchIds('land')).toContain(published);
      for (const id of [published, onReview]) {
        const reply = await call('deleteMyRelease', own('land', id));
        expect(reply.code).toBe(200);
        expect(reply.message).toBe('Deleted successfully');
        expect((await db.query<{ deleted: boolean }>('select deleted from listings where id = $1', [id]))[0]!.deleted).toBe(true);
        expect((await events(id)).at(-1)).toBe('delete');
      }
      expect(await searchIds('land')).not.toContain(published);
      expect((await publicDetail('land', published)).code).toBe(4404);
      expect((await mine('land')).customData.resultList.map((i) => i.serviceId)).not.toContain(onReview);
      // Twice: the listing is gone.
      expect((await call('deleteMyRelease', own('land', published))).code).toBe(4404);
    });

    it('refuses someone else listing (4403), an unknown id or another module (4404), bad ids (4422), logged out (4001)', async () => {
      const bobs = await fx.publish('land', 'bob');
      const refused = await call('deleteMyRelease', own('land', bobs));
      expect(refused.code).toBe(4403);
      expect(refused.message).toBe('This listing is not yours');
      expect((await db.query<{ deleted: boolean }>('select deleted from listings where id = $1', [bobs]))[0]!.deleted).toBe(false);
      expect((await call('deleteMyRelease', own('land', '987654321'))).code).toBe(4404);
      expect((await call('deleteMyRelease', own('house', bobs), 'bob')).code).toBe(4404);
      expect((await call('deleteMyRelease', own('land', 'abc'))).code).toBe(4422);
      expect((await call('deleteMyRelease', { serviceId: bobs })).code).toBe(4422);
      expect((await call('deleteMyRelease', own('land', bobs), null)).code).toBe(4001);
      expect((await call('deleteMyRelease', { ...own('land', bobs), userId: USER_IDS.bob })).code).toBe(4403);
    });
  });

  describe('releaseInfoOff (take down)', () => {
    it('takes a published listing offline (7 → 3): out of the public lists, still in the owner list', async () => {
      const id = await fx.publish('carSales', 'alice', { title: 'Voiture à retirer' });
      expect(await searchIds('carSales')).toContain(id);
      expect((await call('releaseInfoOff', own('carSales', id))).code).toBe(200);
      expect(await status(id)).toBe(S.toBeReleased);
      expect(await searchIds('carSales')).not.toContain(id);
      expect((await publicDetail('carSales', id)).code).toBe(4404);
      expect((await mine('carSales', 'alice', { status: S.toBeReleased })).customData.resultList.map((i) => i.serviceId)).toEqual([id]);
      expect(await events(id)).toEqual(['create', 'approve', 'takeDown']);
    });

    it('refuses a listing that is not published (4422 errors.listingState), someone else (4403), unknown (4404)', async () => {
      const onReview = await fx.submit('carSales', 'alice');
      const refused = await call('releaseInfoOff', own('carSales', onReview), 'alice', 'fr');
      expect(refused.code).toBe(4422);
      expect(refused.message).toBe('Cette action n’est pas possible dans l’état actuel de l’annonce');
      expect(await status(onReview)).toBe(S.onReviewFirst);
      const published = await fx.publish('carSales', 'alice');
      expect((await call('releaseInfoOff', own('carSales', published), 'bob')).code).toBe(4403);
      expect(await status(published)).toBe(S.published);
      expect((await call('releaseInfoOff', own('carSales', '987654321'))).code).toBe(4404);
      expect((await call('releaseInfoOff', own('carSales', published))).code).toBe(200);
      expect((await call('releaseInfoOff', own('carSales', published))).code).toBe(4422);
    });
  });

  describe('refreshMyRelease', () => {
    it('moves a published listing to the top of its list, once per 24 hours', async () => {
      const older = await fx.publish('housekeep', 'alice', { title: 'Ménage ancien' });
      await db.query(`update listings set release_time = $2::timestamptz where id = $1`, [older, new Date(now - 3_600_000)]);
      const newer = await fx.publish('housekeep', 'bob', { title: 'Ménage récent' });
      expect((await searchIds('housekeep')).slice(0, 2)).toEqual([newer, older]);

      // Later than both release times (the inserts took the database's clock).
      now = Date.now() + 60_000;
      expect((await call('refreshMyRelease', own('housekeep', older))).code).toBe(200);
      expect((await searchIds('housekeep')).slice(0, 2)).toEqual([older, newer]);
      const [row] = await db.query<{ release_time: Date; refreshed_at: Date }>('select release_time, refreshed_at from listings where id = $1', [older]);
      expect(row!.release_time.getTime()).toBe(now);
      expect(row!.refreshed_at.getTime()).toBe(now);
      expect((await events(older)).at(-1)).toBe('refresh');
      // Publish management shows when it was refreshed; a listing never refreshed says null.
      const rows = (await mine('housekeep')).customData.resultList;
      expect(rows.find((r) => r.serviceId === older)?.refreshedAt).toBe(new Date(now).toISOString());
      const bobs = (await mine('housekeep', 'bob')).customData.resultList;
      expect(bobs.find((r) => r.serviceId === newer)?.refreshedAt).toBeNull();

      const refreshedAt = now;
      now += REFRESH_INTERVAL_MS - 1000;
      const soon = await call<{ nextFreeAt: string }>('refreshMyRelease', own('housekeep', older), 'alice', 'fr');
      expect(soon.code).toBe(4429);
      expect(soon.message).toBe('Cette annonce a été actualisée il y a moins de 24 heures. Réessayez plus tard');
      // When the free refresh comes back: the app offers it next to the paid one (refreshPayment).
      expect(soon.customData).toEqual({ nextFreeAt: new Date(refreshedAt + REFRESH_INTERVAL_MS).toISOString() });
      const [kept] = await db.query<{ release_time: Date }>('select release_time from listings where id = $1', [older]);
      expect(kept!.release_time.getTime()).toBe(refreshedAt);
      now += 1000;
      expect((await call('refreshMyRelease', own('housekeep', older))).code).toBe(200);
    });

    it('refuses a listing that is not published (4422), someone else (4403), unknown (4404), logged out (4001)', async () => {
      const onReview = await fx.submit('housekeep', 'alice');
      expect((await call('refreshMyRelease', own('housekeep', onReview))).code).toBe(4422);
      const published = await fx.publish('housekeep', 'alice');
      expect((await call('refreshMyRelease', own('housekeep', published), 'bob')).code).toBe(4403);
      expect((await call('refreshMyRelease', own('housekeep', '987654321'))).code).toBe(4404);
      expect((await call('refreshMyRelease', own('housekeep', published), null)).code).toBe(4001);
      expect((await events(published)).filter((e) => e === 'refresh')).toEqual([]);
    });
  });

  describe('republishMyRelease and the publish quota', () => {
    // carol has no membership: level 0's free listings per module (member_levels, 017-payments).
    let FREE_LISTINGS = 0;
    beforeAll(async () => {
      const [level] = await db.query<{ n: number }>('select free_listings as n from member_levels where id = 0');
      FREE_LISTINGS = Number(level!.n);
    });
    const check = (moduleKey: ModuleKey, serviceId?: string, user: UserName = 'carol') =>
      call<CheckReleaseReply>('checkRelease', { userId: USER_IDS[user], moduleId: MODULES[moduleKey].moduleId, ...(serviceId ? { serviceId } : {}) }, user);

    it('publishes a taken-down listing again (3 → 7), visible again', async () => {
      const id = await fx.publish('business', 'alice', { title: 'Service à republier' });
      await call('releaseInfoOff', own('business', id));
      expect(await searchIds('business')).not.toContain(id);
      expect((await call('republishMyRelease', own('business', id))).code).toBe(200);
      expect(await status(id)).toBe(S.published);
      expect(await searchIds('business')).toContain(id);
      expect((await events(id)).slice(-2)).toEqual(['takeDown', 'publishAgain']);
      // Only a taken-down listing: published, on review.
      expect((await call('republishMyRelease', own('business', id))).code).toBe(4422);
      expect((await call('republishMyRelease', own('business', await fx.submit('business', 'alice')))).code).toBe(4422);
      expect((await call('republishMyRelease', own('business', id), 'bob')).code).toBe(4403);
      expect((await call('republishMyRelease', own('business', '987654321'))).code).toBe(4404);
      expect((await call('republishMyRelease', { moduleId: 10 })).code).toBe(4422);
    });

    it('checkRelease: a new listing spends one of the publishes left, an edit does not, a member has more', async () => {
      expect((await check('saleGoods')).customData).toEqual({ releaseNum: FREE_LISTINGS - 1, consumes: true });
      const first = await fx.publish('saleGoods', 'carol');
      expect((await check('saleGoods')).customData).toEqual({ releaseNum: FREE_LISTINGS - 2, consumes: true });
      expect((await check('saleGoods', first)).customData).toEqual({ releaseNum: FREE_LISTINGS - 1, consumes: false });
      // alice's level 2 gives 30 free listings per module.
      const member = (await check('saleGoods', undefined, 'alice')).customData;
      expect(member.consumes).toBe(true);
      expect(member.releaseNum).toBeGreaterThan(FREE_LISTINGS);
      // Refusals: someone else's listing, an unknown one, an unknown module, another userId, logged out.
      expect((await check('saleGoods', first, 'alice')).code).toBe(4403);
      expect((await check('saleGoods', '987654321')).code).toBe(4404);
      expect((await check('land', first)).code).toBe(4404);
      expect((await call('checkRelease', { moduleId: 99 }, 'carol')).code).toBe(4422);
      expect((await call('checkRelease', { moduleId: 4, userId: USER_IDS.alice }, 'carol')).code).toBe(4403);
      expect((await call('checkRelease', { moduleId: 4 }, null)).code).toBe(4001);
    });

    it('taking down frees a chance; publishing again (or editing back) spends it, refused when none is left', async () => {
      const goods: string[] = [];
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from listings where user_id = $1 and module_key = 'saleGoods' and not deleted`, [USER_IDS.carol]);
      for (let i = Number(row!.n); i < FREE_LISTINGS; i++) goods.push(await fx.publish('saleGoods', 'carol', { title: `Article ${i}` }));
      expect((await check('saleGoods')).code).toBe(4403);
      const [down] = goods;
      expect((await call('releaseInfoOff', own('saleGoods', down!), 'carol')).code).toBe(200);
      // Taken down: a chance is free again, and bringing this one back would spend it.
      expect((await check('saleGoods')).customData).toEqual({ releaseNum: 0, consumes: true });
      expect((await check('saleGoods', down)).customData).toEqual({ releaseNum: 0, consumes: true });
      // The free chance goes to a new listing ...
      const fresh = await fx.publish('saleGoods', 'carol', { title: 'Nouvel article' });
      expect((await check('saleGoods', down)).code).toBe(4403);
      // ... so neither publishing the taken-down one again nor editing it back into review is allowed.
      const again = await call('republishMyRelease', own('saleGoods', down!), 'carol', 'cn');
      expect(again.code).toBe(4403);
      expect(again.message).toBe('您的发布次数不足，是否购买套餐？');
      expect(await status(down!)).toBe(S.toBeReleased);
      const edit = await fx.server.call(MODULES.saleGoods.endpoints.update!.path, payload('saleGoods', fx.ids, 'carol', { serviceId: down }), { token: TOKENS.carol });
      expect(edit.reply.code).toBe(4403);
      expect(await status(down!)).toBe(S.toBeReleased);
      // An edit of a listing that is out spends nothing.
      expect((await fx.server.call(MODULES.saleGoods.endpoints.update!.path, payload('saleGoods', fx.ids, 'carol', { serviceId: fresh, title: 'Article modifié' }), { token: TOKENS.carol })).reply.code).toBe(200);
      // Deleting one frees its chance: publishing again now works and spends it.
      expect((await call('deleteMyRelease', own('saleGoods', fresh), 'carol')).code).toBe(200);
      expect((await check('saleGoods', down)).customData).toEqual({ releaseNum: 0, consumes: true });
      expect((await call('republishMyRelease', own('saleGoods', down!), 'carol')).code).toBe(200);
      expect(await status(down!)).toBe(S.published);
      expect((await check('saleGoods')).code).toBe(4403);
    });
  });

  describe('getMineDetail', () => {
    it('shows status, audit status and the reason a review failed', async () => {
      const path = MODULES.land.endpoints.mineDetail!.path;
      const id = await fx.submit('land', 'alice', { title: 'Terrain à revoir' });
      const read = async () => (await fx.server.call<Record<string, unknown>>(path, { serviceId: id }, { token: TOKENS.alice })).reply.customData;
      expect(await read()).toMatchObject({ status: S.onReviewFirst, auditStatus: AUDIT_STATUS.waiting, reviewReason: '' });
      await db.transaction((tx) => applyListingEvent(tx, id, 'reject', TEST_OPERATOR, { reason: 'Surface manquante' }));
      expect(await read()).toMatchObject({ status: S.reviewFailed, auditStatus: AUDIT_STATUS.failed, reviewReason: 'Surface manquante' });
      // Edited: back on review (first: it was never published), the reason gone.
      expect((await fx.server.call(MODULES.land.endpoints.update!.path, payload('land', fx.ids, 'alice', { serviceId: id }), { token: TOKENS.alice })).reply.code).toBe(200);
      expect(await read()).toMatchObject({ status: S.onReviewFirst, auditStatus: AUDIT_STATUS.waiting, reviewReason: '' });
      await approveListing(db, id);
      expect(await read()).toMatchObject({ status: S.published, auditStatus: AUDIT_STATUS.passed, reviewReason: '' });
    });
  });
});
