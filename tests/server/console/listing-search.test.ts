// The console's listing search (examples/server/console/calls/listing-search-calls.ts): by listing
// number, publisher user id or publisher phone (with or without the country code), newest first,
// deleted ones included and marked; one listing's history with who made each move; any operator
// role may search, nothing is audited but refusals; bad input is refused at the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePage, ListingHistoryEvent, ListingSearchItem } from '../../../src/contract/console-api.js';
import { MODULES } from '../../../src/modules/index.js';
import type { Database } from '../../../examples/server/db/database.js';
import { TEST_DATABASES } from '../databases.js';
import { openFixture, type Fixture } from '../listings/fixtures.js';
import { addOperator, auditRows, consoleCall, loginAs } from './console-client.js';

describe.each(TEST_DATABASES)('console listing search ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  const sessions: Record<string, string> = {};
  const call = <T = unknown>(name: string, body: unknown, who = 'rev') => consoleCall<T>(fx.server.app, name, body, { cookie: sessions[who] }).then((r) => r.reply);
  const search = async (body: Record<string, unknown>, who = 'rev') => {
    const r = await call<ConsolePage<ListingSearchItem>>('listingSearch', body, who);
    expect(r.code, JSON.stringify(r)).toBe(200);
    return r.customData;
  };
  const ids = (page: ConsolePage<ListingSearchItem>) => page.resultList.map((i) => i.serviceId);
  let aliceHouse: string;
  let aliceCar: string;
  let bobHouse: string;

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    for (const role of ['reviewer', 'translator', 'moderator', 'admin', 'ghost']) {
      const name = role === 'reviewer' ? 'rev' : role;
      await addOperator(db, name, `${name}-pass`, role);
      sessions[name] = await loginAs(fx.server.app, name, `${name}-pass`);
    }
    aliceHouse = await fx.submit('house', 'alice', { title: 'Villa cherchée par numéro' });
    aliceCar = await fx.publish('carSales', 'alice', { title: 'Voiture d’Alice publiée' });
    bobHouse = await fx.submit('house', 'bob', { title: 'Bureau de Bob SARL' });
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('finds a listing by its number with its status, original title, publisher and times', async () => {
    const page = await search({ serviceId: aliceHouse });
    expect(page.totalCount).toBe(1);
    const [item] = page.resultList;
    expect(item).toMatchObject({
      serviceId: aliceHouse, module: 'house', moduleId: MODULES.house.moduleId, status: 4, title: 'Villa cherchée par numéro', language: 'fr',
      publisher: { userId: 'u-alice', name: 'alice', phone: '+225 0700000000' }, deleted: false,
    });
    expect(Date.parse(item!.createdAt)).toBeGreaterThan(Date.now() - 120_000);
    expect(Date.parse(item!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item!.createdAt) - 1000);
    // An enterprise publisher shows the company name (spec §3).
    expect((await search({ serviceId: bobHouse })).resultList[0]?.publisher.name).toBe('bob SARL');
    expect((await search({ serviceId: '999999999999' })).totalCount).toBe(0);
  });

  it('finds a publisher’s listings by user id or phone, newest first; criteria combine', async () => {
    expect(ids(await search({ userId: 'u-alice' }))).toEqual([aliceCar, aliceHouse]);
    for (const phone of ['0700000000', '+2250700000000', '+225 07 00 00 00 00', '225-0700000000']) {
      expect(ids(await search({ phone })), phone).toEqual([aliceCar, aliceHouse]);
    }
    expect(ids(await search({ phone: '0700000001' }))).toEqual([bobHouse]);
    expect(ids(await search({ userId: 'u-alice', serviceId: aliceHouse }))).toEqual([aliceHouse]);
    expect(ids(await search({ userId: 'u-bob', serviceId: aliceHouse }))).toEqual([]);
    expect(ids(await search({ userId: 'u-alice', pageNum: 2, pageSize: 1 }))).toEqual([aliceHouse]);
    expect((await search({ userId: 'u-alice', pageSize: 1 })).totalCount).toBe(2);
    expect((await search({ userId: "' or 1=1 --" })).totalCount).toBe(0);
  });

  it('includes and marks deleted listings', async () => {
    const id = await fx.submit('saleGoods', 'carol', { title: 'Objet supprimé ensuite' });
    await db.query('update listings set deleted = true where id = $1::bigint', [id]);
    expect((await search({ serviceId: id })).resultList[0]).toMatchObject({ serviceId: id, deleted: true });
  });

  it('shows one listing’s history: every move, who made it, and a rejection’s reason', async () => {
    const id = await fx.submit('house', 'alice', { title: 'Maison à refuser puis corriger' });
    expect((await call('reviewListing', { serviceId: id, decision: 'reject', reason: 'Photos floues' }, 'admin')).code).toBe(200);
    const reply = await call<{ serviceId: string; events: ListingHistoryEvent[] }>('listingHistory', { serviceId: id }, 'translator');
    expect(reply.code).toBe(200);
    expect(reply.customData.serviceId).toBe(id);
    expect(reply.customData.events.map((e) => [e.event, e.from, e.to, e.actor.kind, e.actor.name, e.reason])).toEqual([
      ['create', null, 4, 'user', 'alice', ''],
      ['reject', 4, 6, 'operator', 'admin', 'Photos floues'],
    ]);
    expect(reply.customData.events[0]!.actor.id).toBe('u-alice');
    expect(Date.parse(reply.customData.events[1]!.at)).toBeGreaterThanOrEqual(Date.parse(reply.customData.events[0]!.at));
    // The status the search shows follows the history.
    expect((await search({ serviceId: id })).resultList[0]?.status).toBe(6);
    expect(await call('listingHistory', { serviceId: '999999999999' })).toMatchObject({ code: 4404, message: 'errors.listingNotFound' });
  });

  it('refuses bad input at the field with the coded 4422', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['listingSearch', {}, 'serviceId', 'validation.pleaseInput'],
      ['listingSearch', { serviceId: '  ', userId: '', phone: '' }, 'serviceId', 'validation.pleaseInput'],
      ['listingSearch', { serviceId: 'abc' }, 'serviceId', 'validation.checkWarning'],
      ['listingSearch', { serviceId: '0' }, 'serviceId', 'validation.checkWarning'],
      ['listingSearch', { serviceId: '1'.repeat(19) }, 'serviceId', 'validation.inputLimit'],
      ['listingSearch', { phone: 'call me' }, 'phone', 'validation.checkWarning'],
      ['listingSearch', { userId: 'u\u0007x' }, 'userId', 'validation.checkWarning'],
      ['listingSearch', { userId: 'u-alice', pageSize: 1000 }, 'pageSize', 'validation.checkWarning'],
      ['listingSearch', { serviceId: 12 }, 'serviceId', 'validation.checkWarning'],
      ['listingHistory', {}, 'serviceId', 'validation.checkWarning'],
      ['listingHistory', { serviceId: '-1' }, 'serviceId', 'validation.checkWarning'],
    ];
    for (const [name, body, path, key] of cases) {
      expect(await call(name, body), `${name} ${JSON.stringify(body)}`).toMatchObject({ code: 4422, message: key, customData: { issues: [{ path, key }] } });
    }
  });

  it('is open to every operator role and closed to an unknown one; reads are not audited, refusals are', async () => {
    const before = (await auditRows(db)).length;
    for (const who of ['rev', 'translator', 'moderator', 'admin']) {
      expect(ids(await search({ serviceId: aliceHouse }, who)), who).toEqual([aliceHouse]);
      expect((await call('listingHistory', { serviceId: aliceHouse }, who)).code, who).toBe(200);
    }
    expect((await auditRows(db)).length).toBe(before);
    expect(await call('listingSearch', { serviceId: aliceHouse }, 'ghost')).toMatchObject({ code: 4403, message: 'errors.forbidden' });
    expect((await call('listingHistory', { serviceId: aliceHouse }, 'ghost')).code).toBe(4403);
    expect((await auditRows(db)).slice(before).map((a) => [a.action, a.target])).toEqual([['refused', 'listingSearch'], ['refused', 'listingHistory']]);
  });
});
