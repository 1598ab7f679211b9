// Air express, the sender's side before paying (examples/server/express catalogue.ts, tariff.ts,
// create.ts, parcels.ts): the public lists, the quote (src/contract/parcel-price.ts: volumetric
// beats actual, the route's minimum), and createParcel's refusals (forbidden kind, no route to the
// receiver's country, another user's address, a price in the request), one parcel with its payment
// order, the list by tab and another user's parcel (4404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { parcelQuote } from '../../../src/contract/parcel-price.js';
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { Parcel, ParcelCategory, ParcelQuote, Warehouse } from '../../../src/contract/types/air-express.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { TEST_DATABASES } from '../databases.js';
import { startMoneyRig, type MoneyRig } from '../payments/money-rig.js';
import { fillBook, issueKeys, parcelBody, parcelEvents, type Book } from './express-rig.js';

const CIV = { perKg: 9500, minChargeableG: 500, daysMin: 7, daysMax: 12 };

describe.each(TEST_DATABASES)('air express: quote and create on $name', (target) => {
  let db: Database;
  let rig: MoneyRig;
  let book: Book;

  beforeAll(async () => {
    db = await target.open();
    rig = await startMoneyRig(db);
    book = await fillBook(rig, db);
  });
  afterAll(async () => {
    await rig?.close();
    await db?.close();
    await target.cleanup();
  });

  const quote = (body: Record<string, unknown>) => rig.call<ParcelQuote>('quoteParcel', body, null);
  const create = (body: Record<string, unknown>) => rig.call<Parcel>('createParcel', body, 'buyer', 'fr');

  it('lists the kinds of goods (allowed first, forbidden flagged) and the warehouses with their routes, in the caller language', async () => {
    const kinds = await rig.call<ParcelCategory[]>('getParcelCategories', {}, null, 'fr');
    expect(kinds.code).toBe(200);
    const firstForbidden = kinds.customData.findIndex((k) => k.forbidden);
    expect(firstForbidden).toBeGreaterThan(0);
    expect(kinds.customData.slice(firstForbidden).every((k) => k.forbidden)).toBe(true);
    expect(kinds.customData.find((k) => k.categoryId === 21)).toMatchObject({ name: 'Batteries au lithium et powerbanks', forbidden: true });
    const houses = await rig.call<Warehouse[]>('getWarehouses', {}, null, 'cn');
    expect(houses.customData.map((w) => w.warehouseId)).toEqual(['guangzhou', 'yiwu', 'abidjan']);
    const gz = houses.customData[0]!;
    expect(gz).toMatchObject({ name: '广州白云仓', cityName: '广州', areaId: 'CHN', mobileCode: '86' });
    expect(gz.routes).toHaveLength(10);
    expect(gz.routes.find((r) => r.toAreaId === 'CIV')).toMatchObject({ toAreaName: '科特迪瓦', ...CIV });
    expect(houses.customData[2]!.routes.map((r) => r.toAreaId).sort()).toEqual(['CHN', 'FRA']);
  });

  it('quotes with parcel-price.ts: the actual weight, the volumetric one when it is heavier, the route minimum', async () => {
    const cases = [
      { weightG: 1200, lengthCm: 10, widthCm: 10, heightCm: 10, chargeableG: 1500 },
      { weightG: 1000, lengthCm: 50, widthCm: 40, heightCm: 30, chargeableG: 10_000 },
      { weightG: 100, lengthCm: 10, widthCm: 10, heightCm: 10, chargeableG: 500 },
    ];
    for (const { chargeableG, ...m } of cases) {
      const r = await quote({ ...m, warehouseId: 'guangzhou', toAreaId: 'CIV', declaredValue: 50_000 });
      expect(r.code).toBe(200);
      expect(r.customData).toEqual(parcelQuote(m, 50_000, CIV, 'FCFA'));
      expect(r.customData.chargeableG).toBe(chargeableG);
    }
    // 1.5 kg × 9,500 + 1 % of 50,000.
    expect((await quote({ ...cases[0], chargeableG: undefined, warehouseId: 'guangzhou', toAreaId: 'CIV', declaredValue: 50_000 })).customData.total).toBe(14_250 + 500);
  });

  it('refuses an unknown warehouse, a country it does not fly to, a bad measure, with the field named', async () => {
    const m = { weightG: 1000, lengthCm: 10, widthCm: 10, heightCm: 10, declaredValue: 1000 };
    expect(issueKeys(await quote({ ...m, warehouseId: 'lagos', toAreaId: 'CIV' }))).toEqual(['warehouseId:validation.choose']);
    expect(issueKeys(await quote({ ...m, warehouseId: 'guangzhou', toAreaId: 'FRA' }))).toEqual(['toAreaId:validation.parcelRoute']);
    expect(issueKeys(await quote({ ...m, weightG: 40_000, warehouseId: 'guangzhou', toAreaId: 'CIV' }))).toEqual(['weightG:validation.parcelWeight']);
  });

  it('createParcel refuses a forbidden kind, no route to the receiver, another user address, a price in the request', async () => {
    const goods = { name: 'Powerbank', categoryId: 21, quantity: 1, declaredValue: 10_000 };
    expect(issueKeys(await create(parcelBody(book, { goods })))).toEqual(['goods.categoryId:validation.parcelForbidden']);
    expect(issueKeys(await create(parcelBody(book, { goods: { ...goods, categoryId: 999 } })))).toEqual(['goods.categoryId:validation.choose']);
    expect(issueKeys(await create(parcelBody(book, { receiverAddressId: book.paris })))).toEqual(['receiverAddressId:validation.parcelRoute']);
    expect(issueKeys(await create(parcelBody(book, { receiverAddressId: book.stranger })))).toEqual(['receiverAddressId:validation.choose']);
    expect(issueKeys(await create(parcelBody(book, { senderAddressId: book.stranger })))).toEqual(['senderAddressId:validation.choose']);
    const tampered = await create(parcelBody(book, { total: 100 }));
    expect(tampered.code).toBe(4422);
    expect(issueKeys(tampered)).toEqual(['total:validation.checkWarning']);
    expect(issueKeys(await create(parcelBody(book, { agreed: false })))).toEqual(['agreed:validation.agreeMessage']);
    const [{ n } = { n: -1 }] = await db.query<{ n: number }>(`select count(*)::int as n from parcels where sender_id = 'u-buyer' and state = 1`);
    expect(n).toBe(0);
  });

  it('creates the parcel and its payment order at the server price, the addresses copied, in the caller language', async () => {
    const r = await create(parcelBody(book, { remark: 'Fragile' }));
    expect(r.code).toBe(200);
    const p = r.customData;
    expect(p.parcelNo).toMatch(/^ae\d{18}$/);
    expect(p.paymentOrderNo).toMatch(/^ao\d{18}$/);
    // 40 × 30 × 20 / 6000 = 4 kg beats 2.3 kg: 4 × 9,500 + 600 insurance.
    expect(p.quote).toMatchObject({ actualG: 2300, volumetricG: 4000, chargeableG: 4000, freight: 38_000, insurance: 600, total: 38_600 });
    expect(p).toMatchObject({ state: PARCEL_STATE.toBePaid, paidAmount: 0, remark: 'Fragile', closeReason: '', supplement: null, measured: null });
    expect(p.sender).toMatchObject({ name: 'Adjoua Kouamé', areaId: 'CHN', areaName: 'Chine', cityName: 'Canton' });
    expect(p.receiver).toMatchObject({ areaId: 'CIV', areaName: "Côte d'Ivoire", cityName: 'Abidjan', landmark: 'Derrière la pharmacie' });
    expect(p.warehouse).toMatchObject({ warehouseId: 'guangzhou', name: 'Entrepôt de Canton Baiyun' });
    expect(p.goods).toMatchObject({ name: 'Robes en wax', categoryName: 'Vêtements et chaussures', quantity: 6 });
    expect(p.payBy).not.toBe('');
    const [order] = await db.query<{ kind: string; prefix: string; amount: number; list_amount: number; titles: unknown; user_id: string }>(
      'select kind, prefix, amount, list_amount, titles, user_id from orders where order_no = $1', [p.paymentOrderNo]);
    expect(order).toMatchObject({ kind: 'express', prefix: 'ao', amount: 38_600, list_amount: 38_600, user_id: 'u-buyer' });
    const titles = typeof order!.titles === 'string' ? JSON.parse(order!.titles) as Record<string, string> : order!.titles as Record<string, string>;
    expect(titles.en).toBe('Air express · Robes en wax');
    expect((await parcelEvents(db, p.parcelNo)).map((e) => e.kind)).toEqual(['created']);
    // Later edits of the book move nothing.
    await db.query(`update shipping_addresses set landmark = 'ailleurs' where id = $1`, [book.abidjan]);
    expect((await rig.call<Parcel>('getParcel', { parcelNo: p.parcelNo }, 'buyer')).customData.receiver.landmark).toBe('Derrière la pharmacie');
  });

  it('lists the caller parcels newest first by tab; another user reads none and gets 4404 for one', async () => {
    const list = async (body: Record<string, unknown>, user: 'buyer' | 'personal' = 'buyer') =>
      (await rig.call<SearchReply<Parcel>>('getParcelList', body, user)).customData;
    const all = await list({});
    // The seed's two (departed, delivered) and the one made above.
    expect(all.totalCount).toBe(3);
    expect(all.resultList[0]!.state).toBe(PARCEL_STATE.toBePaid);
    const times = all.resultList.map((p) => p.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await list({ tab: 'toPay' })).resultList.map((p) => p.state)).toEqual([PARCEL_STATE.toBePaid]);
    expect((await list({ tab: 'inTransit' })).resultList.map((p) => p.state)).toEqual([PARCEL_STATE.departed]);
    expect((await list({ tab: 'delivered' })).resultList[0]!.events.map((e) => e.kind).at(-1)).toBe('delivered');
    expect((await list({ tab: 'closed' })).totalCount).toBe(0);
    expect((await list({ page: { index: 2, size: 2 } })).resultList).toHaveLength(1);
    expect(issueKeys(await rig.call('getParcelList', { tab: 'lost' }, 'buyer'))).toEqual(['tab:validation.checkWarning']);
    expect((await list({}, 'personal')).totalCount).toBe(0);
    const mine = all.resultList[0]!.parcelNo;
    const theirs = await rig.call('getParcel', { parcelNo: mine }, 'personal');
    expect(theirs.code).toBe(4404);
    expect((await rig.call('cancelParcel', { parcelNo: mine, reason: '' }, 'personal')).code).toBe(4404);
    expect((await rig.call('getParcel', { parcelNo: mine }, null)).code).not.toBe(200);
  });
});
