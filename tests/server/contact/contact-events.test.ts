// Contact events of a listing (issue: Beyond the spec, "Contact in one tap": "counted as contact
// events the publisher sees per listing (views, reveals, calls, chats)"; examples/server/contact):
// recordContact is validated (4422), counted once per viewer, listing, event and day, never for the
// publisher, rate-limited; a details read counts a view (cached or not) once per viewer and day; a
// chat started from the listing's card counts a chat on the server's word alone; the owner's
// publish management rows carry the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type MetaData, type Reply } from '../../../src/contract/envelope.js';
import type { ContactStats } from '../../../src/contract/types/contact.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { MyReleaseItem } from '../../../src/contract/types/commons.js';
import { MODULES } from '../../../src/modules/registry.js';
import type { ModuleKey } from '../../../src/modules/types.js';
import { createMemoryReplyCache } from '../../../examples/server/cache/reply-cache.js';
import { openChatRig, U, type ChatRig, type Who } from '../chat/chat-rig.js';
import { TEST_DATABASES } from '../databases.js';
import { testMeta } from '../harness.js';

type Listing = { id: string; module_key: ModuleKey; module_id: number };
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('contact events ($name)', (target) => {
  let rig: ChatRig;
  let listings: Listing[] = [];
  const take = () => listings.shift()!;

  /** A call from a fixed device and address (the rig's own `call` changes address every time). */
  const callFrom = async <T = unknown>(name: EndpointName, body: unknown, o: { token?: string; ip?: string; meta?: Partial<MetaData> } = {}) => {
    const res = await rig.server.app.inject({
      method: 'POST', url: ENDPOINTS[name].path,
      payload: JSON.stringify(encodeRequest({ metaData: testMeta(o.meta), customData: body })),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': o.ip ?? '10.9.0.1', ...(o.token ? { authorization: o.token } : {}) },
    });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(res.body);
    return { reply: decoded.value as Reply<T>, cache: res.headers['x-reply-cache'] };
  };
  const record = async (who: Who | null, l: Listing, event: string, o: { ip?: string; meta?: Partial<MetaData> } = {}) =>
    (await callFrom('recordContact', { moduleId: l.module_id, serviceId: l.id, event }, { ...o, ...(who ? { token: await rig.token(who) } : {}) })).reply;
  const detail = async (who: Who | null, l: Listing, o: { ip?: string; meta?: Partial<MetaData> } = {}) => {
    const name = [...ENDPOINTS_BY_PATH()].find(([path]) => path === MODULES[l.module_key].endpoints.detail.path)![1];
    const r = await callFrom(name, { serviceId: l.id }, { ...o, ...(who ? { token: await rig.token(who) } : {}) });
    expect(r.reply.code).toBe(200);
    return r;
  };
  const ENDPOINTS_BY_PATH = () => Object.entries(ENDPOINTS).map(([name, e]) => [e.path, name as EndpointName] as const);
  const stats = async (l: Listing): Promise<ContactStats> =>
    (await rig.db.query<ContactStats>('select views, reveals, calls, whatsapp, chats from contact_stats where listing_id = $1::bigint', [l.id]))[0]
    ?? { views: 0, reveals: 0, calls: 0, whatsapp: 0, chats: 0 };

  beforeAll(async () => {
    // With a reply cache, as production runs: a visitor's repeated details read never reaches the handler.
    rig = await openChatRig(target, { replyCache: createMemoryReplyCache() });
    listings = await rig.db.query<Listing>(
      `select id::text as id, module_key, module_id from listings where user_id = $1 and status = 7 and not deleted
       and module_key in ('house', 'land', 'carSales', 'saleGoods', 'carRental') order by id limit 12`, [U.seller.id]);
    expect(listings.length).toBeGreaterThanOrEqual(7);
  });
  afterAll(async () => rig?.close());

  it('refuses what the contract refuses (4422): unknown event, server-only events, bad ids', async () => {
    const l = listings[0]!;
    for (const body of [
      { event: 'view' }, { event: 'chat' }, { event: 'share' }, { event: '' }, { serviceId: 'abc' }, { serviceId: '' }, { moduleId: 999 }, { moduleId: 'x' },
    ]) {
      const r = (await callFrom('recordContact', { moduleId: l.module_id, serviceId: l.id, event: 'reveal', ...body })).reply;
      expect(r.code, JSON.stringify(body)).toBe(4422);
    }
    expect((await callFrom('recordContact', null)).reply.code).toBe(4422);
    // A listing that is not there, or not of that module: nothing counted, nothing told.
    expect((await callFrom('recordContact', { moduleId: l.module_id, serviceId: '999999999', event: 'reveal' })).reply).toMatchObject({ code: 200, customData: null });
    const other = Object.values(MODULES).find((m) => m.moduleId !== l.module_id && m.key !== 'article')!;
    expect((await callFrom('recordContact', { moduleId: other.moduleId, serviceId: l.id, event: 'reveal' })).reply.code).toBe(200);
    expect(await stats(l)).toMatchObject({ reveals: 0 });
  });

  it('counts once per viewer, listing, event and day; a visitor is its device and address', async () => {
    const l = take();
    for (let i = 0; i < 3; i++) expect((await record('buyer', l, 'reveal')).code).toBe(200);
    await record('buyer', l, 'call');
    await record('buyer', l, 'whatsapp');
    await record('buyer', l, 'whatsapp');
    expect(await stats(l)).toEqual({ views: 0, reveals: 1, calls: 1, whatsapp: 1, chats: 0 });
    // Visitors: the same phone twice counts once; another phone (device id) on the same address counts.
    await record(null, l, 'reveal', { meta: { deviceId: 'phone-a' } });
    await record(null, l, 'reveal', { meta: { deviceId: 'phone-a' } });
    await record(null, l, 'reveal', { meta: { deviceId: 'phone-b' } });
    expect((await stats(l)).reveals).toBe(3);
  });

  it("never counts the publisher's own reveals, taps or views", async () => {
    const l = take();
    await record('seller', l, 'reveal');
    await record('seller', l, 'call');
    await detail('seller', l);
    await detail('seller', l, { ip: '10.9.0.2' });
    await record('buyer', l, 'reveal'); // a write after the views: they had their time to land
    await expect.poll(async () => (await stats(l)).reveals).toBe(1);
    expect(await stats(l)).toMatchObject({ views: 0, calls: 0 });
  });

  it('a details read counts one view per viewer and day, from the reply cache too', async () => {
    const l = take();
    const first = await detail(null, l, { meta: { deviceId: 'view-a' } });
    const again = await detail(null, l, { meta: { deviceId: 'view-a' } });
    expect([first.cache, again.cache]).toEqual(['miss', 'hit']); // the second answered without the handler
    // The details carry the listing country's calling code (the app's WhatsApp link needs it).
    const [country] = await rig.db.query<{ mobile_code: string }>('select c.mobile_code from listings x join countries c on c.id = x.area_ids[1] where x.id = $1::bigint', [l.id]);
    expect((first.reply.customData as { resultMap: { mobileCode?: string } }).resultMap.mobileCode).toBe(country!.mobile_code);
    expect(country!.mobile_code).toMatch(/^\d{1,4}$/);
    await expect.poll(async () => (await stats(l)).views).toBe(1);
    await detail(null, l, { meta: { deviceId: 'view-b' } });
    await detail('buyer', l);
    await detail('buyer', l, { ip: '10.9.0.3' });
    await expect.poll(async () => (await stats(l)).views).toBe(3);
  });

  it('a chat started from the listing card counts a chat (server side), once a day; a card-less chat does not', async () => {
    const l = take();
    const [row] = await rig.db.query<{ title: string }>("select coalesce(t.title, '') as title from listings x left join listing_texts t on t.listing_id = x.id and t.language = x.original_language where x.id = $1::bigint", [l.id]);
    const card = { title: row!.title || 'Annonce', moduleId: l.module_id, serviceId: l.id };
    const open = async (who: Who, withCard: boolean) =>
      (await rig.call('initChatWindow', await rig.token(who), { otherUserMq: U.seller.userMq, sessionType: 0, ...(withCard ? { card } : {}) })).code;
    expect(await open('buyer', false)).toBe(200);
    expect((await stats(l)).chats).toBe(0);
    expect(await open('buyer', true)).toBe(200);
    expect(await open('buyer', true)).toBe(200);
    expect(await open('personal', true)).toBe(200);
    expect((await stats(l)).chats).toBe(2);
    // The app cannot say it: 'chat' is not an event it may report (first test).
  });

  it("publish management rows carry the figures, only in the owner's own list", async () => {
    const l = take();
    await record('buyer', l, 'reveal');
    await record('buyer', l, 'whatsapp');
    await record('personal', l, 'call');
    const page = async (who: Who) => {
      const r = await rig.call<SearchReply<MyReleaseItem>>('getMyRelease', await rig.token(who), { moduleId: l.module_id, page: { index: 1, size: 100 } });
      expect(r.code, JSON.stringify(r)).toBe(200);
      return r.customData.resultList;
    };
    const mine = (await page('seller')).find((r) => String(r.serviceId) === l.id);
    expect(mine?.stats).toEqual({ views: 0, reveals: 1, calls: 1, whatsapp: 1, chats: 0 });
    // Every row has its figures, zeros included.
    for (const r of await page('seller')) expect(Object.keys(r.stats ?? {}).sort()).toEqual(['calls', 'chats', 'reveals', 'views', 'whatsapp']);
    expect((await page('buyer')).some((r) => String(r.serviceId) === l.id)).toBe(false);
    expect((await rig.call('getMyRelease', null, { moduleId: l.module_id, page: { index: 1, size: 100 } })).code).not.toBe(200);
  });

  it('the next day (UTC) counts the same viewer again', async () => {
    const l = take();
    const phone = { meta: { deviceId: 'next-day' } };
    await record(null, l, 'reveal', phone);
    await detail(null, l, phone);
    await expect.poll(async () => (await stats(l)).views).toBe(1);
    // Last of the suite that logs in: moving the clock a day expires the rig's sessions.
    rig.clock.advance(DAY);
    await record(null, l, 'reveal', phone);
    await record(null, l, 'reveal', phone);
    await detail(null, l, phone);
    await expect.poll(async () => (await stats(l)).views).toBe(2);
    expect(await stats(l)).toMatchObject({ reveals: 2 });
  });

  it('is rate-limited per viewer (4429), whoever the taps are about', async () => {
    const ip = '10.9.0.99';
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await record(null, listings[i % listings.length]!, 'call', { ip, meta: { deviceId: 'script' } })).code;
      if (last !== 200) break;
    }
    expect(last).toBe(4429);
  });
});
