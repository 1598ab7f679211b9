// The console's air-express parcels (src/contract/console-express.ts; examples/server/console/
// calls/parcel-*.ts) on parcels made and paid for real (parcel-rig.ts: createParcel, the CinetPay
// sandbox): only warehouse staff and admins; the list filters by state, warehouse and one search
// text, newest first; receiving weighs and re-quotes once — heavier is a supplement payment order
// for the exact difference, lighter a refund on the price's payment order (by the provider, or
// recorded as due), the same nothing —; the tracking steps go one after the other, departure
// waiting for the supplement; each move is one transaction with its event and an audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_EXPRESS_CALLS, type ConsoleExpressReplies, type ParcelDetail } from '../../../src/contract/console-express.js';
import { parcelQuote } from '../../../src/contract/parcel-price.js';
import { ORDER_STATE, PARCEL_STATE, PARCEL_TRACKING } from '../../../src/contract/statuses.js';
import type { ParcelMeasures } from '../../../src/contract/types/air-express.js';
import { TEST_DATABASES } from '../databases.js';
import { refundingProvider } from '../test-doubles.js';
import { auditRows } from './console-client.js';
import { openParcelRig, ROLES, type ParcelRig, type Role } from './parcel-rig.js';

type Receipt = ConsoleExpressReplies['receiveParcel'];

/** Declared: 2 kg in a 30 × 20 × 10 box (volumetric 1 kg), worth 50 000 FCFA. */
const DECLARED: ParcelMeasures = { weightG: 2_000, lengthCm: 30, widthCm: 20, heightCm: 10 };

describe.each(TEST_DATABASES)('console parcels ($name)', (target) => {
  let rig: ParcelRig;
  const detail = async (parcelNo: string, language = 'en') => (await rig.call<ParcelDetail>('parcelDetail', { parcelNo, language })).customData;
  const list = async (body: Record<string, unknown>) => (await rig.call<ConsoleExpressReplies['parcelList']>('parcelList', body)).customData;
  const receive = (parcelNo: string, m: ParcelMeasures, place = 'Entrepôt de Canton', role: Role = 'warehouse') =>
    rig.call<Receipt>('receiveParcel', { parcelNo, ...m, place }, role);
  const advance = (parcelNo: string, step: string, place = '') => rig.call<ParcelDetail>('advanceParcel', { parcelNo, step, place });
  /** The price of `m` on the Guangzhou → Côte d'Ivoire route, as the server must compute it. */
  const priceOf = async (m: ParcelMeasures, declaredValue = 50_000) => {
    const [r] = await rig.db.query<{ per_kg: number; min_chargeable_g: number; days_min: number; days_max: number }>(
      "select per_kg, min_chargeable_g, days_min, days_max from express_routes where warehouse_id = 'guangzhou' and to_area_id = 'CIV'");
    return parcelQuote(m, declaredValue, { perKg: Number(r!.per_kg), minChargeableG: Number(r!.min_chargeable_g), daysMin: Number(r!.days_min), daysMax: Number(r!.days_max) }, 'FCFA').total;
  };
  const orderOf = async (orderNo: string) => (await rig.db.query<{ kind: string; user_id: string; amount: number; list_amount: number; state: number; titles: Record<string, string> | string; refunded_amount: number }>(
    'select kind, user_id, amount, list_amount, state, titles, refunded_amount from orders where order_no = $1', [orderNo]))[0]!;
  const paymentEvents = async (orderNo: string) => (await rig.db.query<{ kind: string }>('select kind from payment_events where order_no = $1 order by id', [orderNo])).map((e) => e.kind);

  beforeAll(async () => {
    rig = await openParcelRig(target, 'parcels');
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('lets only warehouse staff and admins read and move parcels (refusals audited)', async () => {
    const may: Record<Role, boolean> = { warehouse: true, admin: true, cashier: false, reviewer: false, translator: false, moderator: false, agent: false };
    expect(Object.keys(may).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) {
      for (const call of Object.keys(CONSOLE_EXPRESS_CALLS)) {
        const before = (await auditRows(rig.db)).length;
        const r = await rig.call(call, {}, role);
        if (may[role]) expect(r.code, `${role} ${call}`).not.toBe(4403);
        else {
          expect(r, `${role} ${call}`).toMatchObject({ code: 4403, message: 'errors.forbidden' });
          expect((await auditRows(rig.db)).slice(before)[0]).toMatchObject({ action: 'refused', target: call });
        }
      }
    }
    // A cashier may not receive a real parcel either; it stays waiting for drop-off.
    const p = await rig.paid('buyer', DECLARED);
    expect(await receive(p.parcelNo, DECLARED, '', 'cashier')).toMatchObject({ code: 4403 });
    expect((await detail(p.parcelNo)).parcel.state).toBe(PARCEL_STATE.toDropOff);
    expect((await receive(p.parcelNo, DECLARED, '', 'admin')).code).toBe(200);
  });

  it('receives a parcel measured as declared: no money moves, once only', async () => {
    const p = await rig.paid('buyer', DECLARED);
    const total = await priceOf(DECLARED);
    expect(p.quote.total).toBe(total);
    const auditBefore = (await auditRows(rig.db)).length;
    const r = await receive(p.parcelNo, DECLARED);
    expect(r).toMatchObject({ code: 200, customData: { requote: 'same', difference: 0 } });
    const d = r.customData;
    expect(d.parcel).toMatchObject({ state: PARCEL_STATE.received, measured: DECLARED, supplement: null, quote: { total }, paidAmount: total });
    expect(d.sender).toMatchObject({ userId: 'u-buyer', phone: '+225 0700000005' });
    expect(d.events.map((e) => `${e.kind}/${e.by}`)).toEqual(['created/sender', 'paid/system', 'received/operator']);
    expect(d.events.at(-1)).toMatchObject({ place: 'Entrepôt de Canton', operator: 'parcels-warehouse' });
    expect(d.events[0]!.operator).toBeUndefined();
    expect((await auditRows(rig.db)).slice(auditBefore)).toEqual([expect.objectContaining({
      action: 'parcel.receive', target: `parcel:${p.parcelNo}`, operator_id: rig.operatorIds.warehouse,
      detail: expect.objectContaining({ weightG: 2_000, fromTotal: total, toTotal: total, requote: 'same' }),
    })]);
    // A second receipt (another operator, other measures) is refused and changes nothing.
    expect(await receive(p.parcelNo, { ...DECLARED, weightG: 9_000 })).toMatchObject({ code: 4422, message: 'errors.parcelState' });
    const again = await detail(p.parcelNo);
    expect(again.parcel.measured).toEqual(DECLARED);
    expect(again.events).toHaveLength(3);
    expect((await auditRows(rig.db)).slice(auditBefore)).toHaveLength(1);
  });

  it('receives a heavier parcel: re-quoted, a supplement payment order for the exact difference, departure waits for it', async () => {
    const p = await rig.paid('buyer', DECLARED);
    const heavier: ParcelMeasures = { weightG: 3_200, lengthCm: 40, widthCm: 30, heightCm: 20 };
    const [from, to] = [await priceOf(DECLARED), await priceOf(heavier)];
    expect(to).toBeGreaterThan(from);
    const r = await receive(p.parcelNo, heavier, 'Guangzhou Baiyun');
    expect(r).toMatchObject({ code: 200, customData: { requote: 'supplement', difference: to - from } });
    const supplement = r.customData.parcel.supplement!;
    expect(supplement).toMatchObject({ amount: to - from, paid: false });
    expect(supplement.paymentOrderNo).toMatch(/^ao\d{8}\d+$/);
    expect(r.customData.parcel).toMatchObject({ state: PARCEL_STATE.received, measured: heavier, quote: { total: to, actualG: 3_200 }, paidAmount: from });
    expect(r.customData.events.at(-1)).toMatchObject({ kind: 'requoted', by: 'operator', data: { fromTotal: from, toTotal: to, weightG: 3_200 } });
    const order = await orderOf(supplement.paymentOrderNo);
    expect(order).toMatchObject({ kind: 'express', user_id: 'u-buyer', amount: to - from, list_amount: to - from, state: ORDER_STATE.waitPay });
    const titles = typeof order.titles === 'string' ? (JSON.parse(order.titles) as Record<string, string>) : order.titles;
    expect(titles).toEqual({ cn: '航空快递补差价 · Pagnes wax', en: 'Air express supplement · Pagnes wax', fr: 'Supplément express aérien · Pagnes wax' });
    // The list shows the supplement due, and finds the parcel by the supplement's number.
    expect((await list({ query: supplement.paymentOrderNo })).resultList).toEqual([expect.objectContaining({ parcelNo: p.parcelNo, supplementDue: true, total: to, paidAmount: from })]);
    // Departure waits for the supplement, nothing else does.
    expect(await advance(p.parcelNo, 'departed')).toMatchObject({ code: 4422, message: 'errors.supplementDue' });
    expect((await detail(p.parcelNo)).parcel.state).toBe(PARCEL_STATE.received);
    // The sender pays it like any order; then the parcel departs.
    await rig.pay('buyer', supplement.paymentOrderNo);
    const paid = await detail(p.parcelNo);
    expect(paid.parcel).toMatchObject({ supplement: { paid: true }, paidAmount: to });
    expect(paid.events.at(-1)).toMatchObject({ kind: 'supplementPaid', by: 'system' });
    expect((await list({ query: p.parcelNo })).resultList[0]).toMatchObject({ supplementDue: false });
    expect(await advance(p.parcelNo, 'departed', 'Aéroport de Canton')).toMatchObject({ code: 200, customData: { parcel: { state: PARCEL_STATE.departed } } });
  });

  it('receives a lighter parcel: the difference refunded by the provider, paid amount lowered', async () => {
    const p = await rig.paid('buyer', DECLARED);
    const lighter: ParcelMeasures = { ...DECLARED, weightG: 1_200 };
    const [from, to] = [await priceOf(DECLARED), await priceOf(lighter)];
    expect(to).toBeLessThan(from);
    // Paid in the sandbox; refunded by a provider that can refund (CinetPay's checkout API cannot).
    const asked: unknown[] = [];
    const real = rig.money.services.payments;
    rig.money.services.payments = refundingProvider(asked);
    try {
      const r = await receive(p.parcelNo, lighter);
      expect(r).toMatchObject({ code: 200, customData: { requote: 'refunded', difference: to - from } });
      expect(asked).toEqual([expect.objectContaining({ amount: from - to })]);
      expect(r.customData.parcel).toMatchObject({ paidAmount: to, quote: { total: to }, supplement: null });
      expect(r.customData.events.slice(-3).map((e) => e.kind)).toEqual(['received', 'requoted', 'refunded']);
      expect(r.customData.events.at(-1)).toMatchObject({ by: 'system', data: { amount: from - to } });
      expect(await orderOf(p.paymentOrderNo)).toMatchObject({ refunded_amount: from - to });
      expect(await paymentEvents(p.paymentOrderNo)).toContain('refund');
    } finally {
      rig.money.services.payments = real;
    }
  });

  it('receives a lighter parcel when the provider cannot refund: recorded as due for a cashier', async () => {
    // The CinetPay sandbox, as CinetPay's checkout API, has no refund.
    const p = await rig.paid('buyer', DECLARED);
    const lighter: ParcelMeasures = { ...DECLARED, weightG: 700 };
    const [from, to] = [await priceOf(DECLARED), await priceOf(lighter)];
    const r = await receive(p.parcelNo, lighter);
    expect(r).toMatchObject({ code: 200, customData: { requote: 'refundDue', difference: to - from } });
    expect(r.customData.parcel.paidAmount).toBe(to);
    expect(r.customData.events.at(-1)).toMatchObject({ kind: 'refundDue', data: { amount: from - to } });
    expect(await orderOf(p.paymentOrderNo)).toMatchObject({ refunded_amount: 0 });
    expect((await paymentEvents(p.paymentOrderNo)).at(-1)).toBe('refundDue');
  });

  it('tracks a parcel step by step to delivered: no skip, no going back, no second time', async () => {
    const p = await rig.paid('buyer', DECLARED);
    // Not received yet: no tracking step.
    expect(await advance(p.parcelNo, 'departed')).toMatchObject({ code: 4422, message: 'errors.parcelState' });
    expect((await receive(p.parcelNo, DECLARED)).code).toBe(200);
    expect(await advance(p.parcelNo, 'arrived')).toMatchObject({ code: 4422, message: 'errors.parcelState' });
    const places: Record<string, string> = { departed: 'Aéroport de Canton', arrived: 'Aéroport FHB, Abidjan', customs: 'Douane de Port-Bouët', outForDelivery: 'Cocody', delivered: 'Cocody, Rue des Jardins' };
    for (const step of PARCEL_TRACKING.slice(1)) {
      const auditBefore = (await auditRows(rig.db)).length;
      const r = await advance(p.parcelNo, step, places[step]);
      expect(r, step).toMatchObject({ code: 200, customData: { parcel: { state: PARCEL_STATE[step] } } });
      expect(r.customData.events.at(-1)).toMatchObject({ kind: step, by: 'operator', place: places[step], operator: 'parcels-warehouse' });
      expect((await auditRows(rig.db)).slice(auditBefore)).toEqual([expect.objectContaining({ action: 'parcel.advance', target: `parcel:${p.parcelNo}`, detail: expect.objectContaining({ step }) })]);
      // The same step twice, or the one before, is refused.
      expect(await advance(p.parcelNo, step)).toMatchObject({ code: 4422, message: 'errors.parcelState' });
    }
    expect(await advance(p.parcelNo, 'customs')).toMatchObject({ code: 4422, message: 'errors.parcelState' });
    const d = await detail(p.parcelNo);
    expect(d.events.map((e) => e.kind)).toEqual(['created', 'paid', ...PARCEL_TRACKING]);
    expect(d.parcel.state).toBe(PARCEL_STATE.delivered);
    // The sender heard of each move on their queue, after its commit (express/notify.ts).
    const told = rig.published.filter((m) => m.msgType === 'parcel' && m.msgData.parcelNo === p.parcelNo);
    expect(told.map((m) => m.msgData.kind)).toEqual(['paid', ...PARCEL_TRACKING]);
    expect(told.at(-1)).toMatchObject({ userMq: 'mq.user.u-buyer', msgData: { state: PARCEL_STATE.delivered, goodsName: 'Pagnes wax' } });
    // The sender reads the same history.
    const mine = await rig.money.call<{ events: { kind: string }[] }>('getParcel', { parcelNo: p.parcelNo }, 'buyer');
    expect(mine.customData.events.map((e) => e.kind)).toEqual(['created', 'paid', ...PARCEL_TRACKING]);
  });

  it('refuses to receive a parcel not yet paid', async () => {
    const p = await rig.create('buyer', DECLARED);
    expect(await receive(p.parcelNo, DECLARED)).toMatchObject({ code: 4422, message: 'errors.parcelState' });
    expect((await detail(p.parcelNo)).parcel).toMatchObject({ state: PARCEL_STATE.toBePaid, measured: null });
  });

  it('lists newest first, filters by state, warehouse and search text, and pages', async () => {
    const other = await rig.create('personal', { ...DECLARED, warehouseId: 'yiwu', name: 'Pièces détachées' });
    const all = await list({});
    expect(all.totalCount).toBeGreaterThanOrEqual(8);
    expect(all.resultList[0]).toMatchObject({
      parcelNo: other.parcelNo, state: PARCEL_STATE.toBePaid, warehouseId: 'yiwu', toAreaId: 'CIV', goodsName: 'Pièces détachées', supplementDue: false,
      sender: { userId: 'u-personal', phone: '+225 0700000001' }, paidAmount: 0,
    });
    const created = all.resultList.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(all.warehouses.map((w) => w.warehouseId)).toEqual(expect.arrayContaining(['guangzhou', 'yiwu', 'abidjan']));
    const [names] = await rig.db.query<{ fr: string; area: string }>("select w.names->>'fr' as fr, (select names->>'fr' from countries where id = 'CIV') as area from express_warehouses w where w.id = 'yiwu'");
    expect((await list({ language: 'fr', pageSize: 1 })).resultList[0]).toMatchObject({ warehouseName: names!.fr, toAreaName: names!.area });
    expect((await list({ language: 'fr' })).warehouses.find((w) => w.warehouseId === 'yiwu')?.name).toBe(names!.fr);
    const yiwu = await list({ warehouseId: 'yiwu' });
    expect(yiwu.resultList[0]?.parcelNo).toBe(other.parcelNo);
    expect(yiwu.resultList.every((p) => p.warehouseId === 'yiwu')).toBe(true);
    expect(yiwu.totalCount).toBeLessThan(all.totalCount);
    expect((await list({ state: PARCEL_STATE.toBePaid })).resultList.every((p) => p.state === PARCEL_STATE.toBePaid)).toBe(true);
    const delivered = await list({ state: PARCEL_STATE.delivered });
    expect(delivered.totalCount).toBeGreaterThanOrEqual(1);
    expect(delivered.resultList.every((p) => p.state === PARCEL_STATE.delivered)).toBe(true);
    // One search text: the parcel's number, its payment order's, the sender's id, either phone.
    expect((await list({ query: other.parcelNo })).resultList.map((p) => p.parcelNo)).toEqual([other.parcelNo]);
    expect((await list({ query: other.paymentOrderNo })).resultList.map((p) => p.parcelNo)).toEqual([other.parcelNo]);
    expect((await list({ query: 'u-personal' })).resultList.map((p) => p.parcelNo)).toEqual([other.parcelNo]);
    expect((await list({ query: 'u-buyer' })).totalCount).toBe(all.totalCount - 1);
    // Every parcel of this file (seven of u-buyer's, one of u-personal's) goes to the same receiver's phone.
    expect((await list({ query: '+225 07 09 08 07 06' })).totalCount).toBe(8);
    expect((await list({ query: '2250709080706' })).totalCount).toBe(8);
    expect((await list({ query: '0700000001' })).resultList.map((p) => p.parcelNo)).toEqual([other.parcelNo]);
    expect((await list({ query: 'nobody' })).totalCount).toBe(0);
    const page2 = await list({ pageNum: 2, pageSize: 2 });
    expect(page2.totalCount).toBe(all.totalCount);
    expect(page2.resultList.map((p) => p.parcelNo)).toEqual(all.resultList.slice(2, 4).map((p) => p.parcelNo));
  });

  it('reads a parcel in the console language; an unknown parcel is errors.parcelNotFound', async () => {
    const [first] = (await list({ warehouseId: 'yiwu' })).resultList;
    const [w] = await rig.db.query<{ cn: string; fr: string }>("select names->>'cn' as cn, names->>'fr' as fr from express_warehouses where id = 'yiwu'");
    expect((await detail(first!.parcelNo, 'fr')).parcel.warehouse.name).toBe(w!.fr);
    expect((await detail(first!.parcelNo, 'cn')).parcel.warehouse.name).toBe(w!.cn);
    for (const [call, body] of [
      ['parcelDetail', { parcelNo: 'ae2030011599999999999' }],
      ['receiveParcel', { parcelNo: 'ae2030011599999999999', ...DECLARED }],
      ['advanceParcel', { parcelNo: 'ae2030011599999999999', step: 'departed' }],
    ] as const) {
      expect(await rig.call(call, body), call).toMatchObject({ code: 4404, message: 'errors.parcelNotFound' });
    }
  });

  it('answers garbage with coded refusals, never a 500', async () => {
    const [some] = (await list({ state: PARCEL_STATE.toDropOff })).resultList;
    const parcelNo = some?.parcelNo ?? 'ae2030011500000000001';
    const cases: [string, unknown, string, string?][] = [
      ['parcelList', { state: 10 }, 'state'],
      ['parcelList', { state: '3' }, 'state'],
      ['parcelList', { warehouseId: 'Yiwu Central' }, 'warehouseId'],
      ['parcelList', { query: 'x'.repeat(65) }, 'query'],
      ['parcelList', { query: 'a\u0000b' }, 'query'],
      ['parcelList', { pageNum: 0 }, 'pageNum'],
      ['parcelList', { pageSize: 101 }, 'pageSize'],
      ['parcelList', { language: 'de' }, 'language'],
      ['parcelDetail', {}, 'parcelNo'],
      ['parcelDetail', { parcelNo: 'go2030011500000000003' }, 'parcelNo'],
      ['parcelDetail', { parcelNo: "ae1' or 1=1 --" }, 'parcelNo'],
      ['parcelDetail', { parcelNo: ['ae2030011500000000001'] }, 'parcelNo'],
      ['receiveParcel', { parcelNo, ...DECLARED, weightG: 0 }, 'weightG', 'validation.parcelWeight'],
      ['receiveParcel', { parcelNo, ...DECLARED, weightG: 30_001 }, 'weightG', 'validation.parcelWeight'],
      ['receiveParcel', { parcelNo, ...DECLARED, weightG: 1_500.5 }, 'weightG', 'validation.parcelWeight'],
      ['receiveParcel', { parcelNo, ...DECLARED, weightG: '2000' }, 'weightG', 'validation.parcelWeight'],
      ['receiveParcel', { parcelNo, ...DECLARED, lengthCm: 151 }, 'lengthCm', 'validation.parcelSide'],
      ['receiveParcel', { parcelNo, weightG: 2_000, lengthCm: 30, widthCm: 20 }, 'heightCm'],
      ['receiveParcel', { parcelNo, ...DECLARED, place: 'x'.repeat(81) }, 'place'],
      ['receiveParcel', { parcelNo, ...DECLARED, place: '<script>alert(1)</script>' }, 'place'],
      ['advanceParcel', { parcelNo, step: 'received' }, 'step'],
      ['advanceParcel', { parcelNo, step: 'flying' }, 'step'],
      ['advanceParcel', { parcelNo }, 'step'],
    ];
    for (const [call, body, path, key] of cases) {
      const r = await rig.call<{ issues?: { path: string; key: string }[] }>(call, body);
      const what = `${call} ${JSON.stringify(body).slice(0, 80)}`;
      expect(r.code, what).toBe(4422);
      expect(r.customData.issues?.[0]?.path, what).toBe(path);
      if (key) expect(r.customData.issues?.[0]?.key, what).toBe(key);
    }
    if (some) expect((await detail(some.parcelNo)).parcel.state).toBe(PARCEL_STATE.toDropOff);
  });
});
