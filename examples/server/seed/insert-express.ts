// Air express on a first start (data/express.ts): the warehouses, routes and kinds of goods, and
// two parcels of u-buyer ("Adjoua Buyer", French) so the order and details screens have content:
// one departed from Guangzhou, one delivered from Yiwu, each with its paid payment order (an
// accepted attempt of the 'seed' provider and its journal, as insert-payments.ts writes them) and
// its history. u-buyer's address book stays empty (the goods' tests start from nothing): the
// parcels carry their copies of the addresses, as any parcel does.
import { expressPaymentTitles } from '../express/payment-order.js';
import { parcelQuote } from '../../../src/contract/parcel-price.js';
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { ParcelAddress, ParcelGoods, ParcelMeasures } from '../../../src/contract/types/air-express.js';
import type { Queryable } from '../db/database.js';
import { roundedAmounts } from '../goods/payment-amounts.js';
import { PRICE_FLAG } from '../payments/catalogue/texts.js';
import { CATEGORIES, ROUTES, WAREHOUSES } from './data/express.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

async function cityId(tx: Queryable, areaId: string, english: string): Promise<number> {
  const [c] = await tx.query<{ id: number }>(`select id from cities where area_id = $1 and names->>'en' = $2 order by id limit 1`, [areaId, english]);
  if (!c) throw new Error(`seed: no city ${english} in ${areaId}`);
  return Number(c.id);
}

async function insertLookups(tx: Queryable): Promise<void> {
  for (const [i, w] of WAREHOUSES.entries()) {
    await tx.query(
      `insert into express_warehouses (id, names, area_id, city_id, addresses, hours, mobile_code, phone, sort)
       values ($1, $2::jsonb, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9)`,
      [w.id, JSON.stringify(w.names), w.areaId, await cityId(tx, w.areaId, w.city), JSON.stringify(w.addresses), JSON.stringify(w.hours), w.mobileCode, w.phone, i],
    );
  }
  for (const r of ROUTES) {
    await tx.query(
      'insert into express_routes (warehouse_id, to_area_id, per_kg, min_chargeable_g, days_min, days_max) values ($1, $2, $3, $4, $5, $6)',
      [r.warehouseId, r.toAreaId, r.perKg, r.minChargeableG, r.daysMin, r.daysMax],
    );
  }
  for (const [i, c] of CATEGORIES.entries()) {
    await tx.query('insert into parcel_categories (id, names, notes, forbidden, sort) values ($1, $2::jsonb, $3::jsonb, $4, $5)',
      [c.id, JSON.stringify(c.names), JSON.stringify(c.notes), c.forbidden, i]);
  }
}

interface SeedParcel {
  parcelNo: string;
  orderNo: string;
  warehouseId: string;
  daysAgo: number;
  state: number;
  sender: Omit<ParcelAddress, 'cityId'> & { cityEn: string };
  receiver: Omit<ParcelAddress, 'cityId'> & { cityEn: string };
  goods: ParcelGoods;
  measures: ParcelMeasures;
  /** Tracking steps after 'received', each `hours` after the previous one. */
  steps: readonly { kind: string; place: string; hours: number }[];
}

const receiverAbidjan = {
  name: 'Adjoua Kouamé', mobileCode: '225', phone: '0700000005', areaId: 'CIV', areaName: 'Côte d’Ivoire', cityEn: 'Abidjan', cityName: 'Abidjan',
  district: 'Cocody', street: 'Riviera 2, rue des Jardins, villa 14', landmark: 'Près de la pharmacie Riviera 2',
};

const PARCELS: readonly SeedParcel[] = [
  {
    parcelNo: 'ae2026010900000000001', orderNo: 'ao202601090000000004', warehouseId: 'guangzhou', daysAgo: 4, state: PARCEL_STATE.departed,
    sender: {
      name: 'Adjoua Kouamé', mobileCode: '86', phone: '13826041875', areaId: 'CHN', areaName: 'Chine', cityEn: 'Guangzhou', cityName: 'Canton',
      district: 'Yuexiu', street: '广州市越秀区站前路195号 — 195 Zhanqian Road', landmark: 'Marché de gros de vêtements Baima',
    },
    receiver: receiverAbidjan,
    goods: { name: 'Robes en wax et sandales', categoryId: 1, quantity: 12, declaredValue: 180000 },
    measures: { weightG: 6200, lengthCm: 50, widthCm: 40, heightCm: 30 },
    steps: [{ kind: 'departed', place: 'Aéroport international de Canton-Baiyun', hours: 30 }],
  },
  {
    parcelNo: 'ae2025122200000000002', orderNo: 'ao202512220000000005', warehouseId: 'yiwu', daysAgo: 18, state: PARCEL_STATE.delivered,
    sender: {
      name: 'Adjoua Kouamé', mobileCode: '86', phone: '13826041875', areaId: 'CHN', areaName: 'Chine', cityEn: 'Yiwu', cityName: 'Yiwu',
      district: 'Futian', street: '义乌国际商贸城二区 — Cité du commerce, zone 2', landmark: 'Porte 7',
    },
    receiver: receiverAbidjan,
    goods: { name: 'Coques et câbles de téléphone', categoryId: 2, quantity: 150, declaredValue: 95000 },
    measures: { weightG: 3400, lengthCm: 40, widthCm: 30, heightCm: 20 },
    steps: [
      { kind: 'departed', place: 'Aéroport international de Canton-Baiyun', hours: 40 },
      { kind: 'arrived', place: 'Aéroport Félix-Houphouët-Boigny, Abidjan', hours: 30 },
      { kind: 'customs', place: 'Douane de l’aéroport d’Abidjan', hours: 20 },
      { kind: 'outForDelivery', place: 'Abidjan', hours: 48 },
      { kind: 'delivered', place: 'Cocody, Abidjan', hours: 6 },
    ],
  },
];

async function event(tx: Queryable, parcelNo: string, kind: string, by: string, at: number, place = '', data: Record<string, unknown> = {}): Promise<void> {
  await tx.query('insert into parcel_events (parcel_no, kind, by_side, place, data, created_at) values ($1, $2, $3, $4, $5::jsonb, $6)',
    [parcelNo, kind, by, place, JSON.stringify(data), new Date(at)]);
}

async function insertParcel(tx: Queryable, p: SeedParcel, now: number): Promise<void> {
  const at = now - p.daysAgo * DAY;
  const route = ROUTES.find((r) => r.warehouseId === p.warehouseId && r.toAreaId === p.receiver.areaId);
  if (!route) throw new Error(`seed: no route ${p.warehouseId} → ${p.receiver.areaId}`);
  const quote = parcelQuote(p.measures, p.goods.declaredValue, route, PRICE_FLAG);
  const { amount } = roundedAmounts(quote.total, 0);
  const titles = expressPaymentTitles('price', p.goods.name);
  await tx.query(
    `insert into orders (order_no, prefix, user_id, kind, titles, quantity, valid_days, list_amount, discount, amount, pay_type, state, fail_reason,
       return_path, created_at, expires_at, paid_at, delivered_at)
     values ($1, 'ao', 'u-buyer', 'express', $2::jsonb, 1, 0, $3, $4, $5, 7, 2, '', '', $6, $7, $8, $8)`,
    [p.orderNo, JSON.stringify(titles), quote.total, quote.total - amount, amount, new Date(at), new Date(at + HOUR), new Date(at + 5 * 60_000)],
  );
  const transactionId = `${p.orderNo}-000001`;
  await tx.query(
    `insert into payments (transaction_id, order_no, provider, amount, currency, status, method, created_at, updated_at)
     values ($1, $2, 'seed', $3, 'XOF', 'accepted', 'OM', $4, $5)`,
    [transactionId, p.orderNo, amount, new Date(at), new Date(at + 5 * 60_000)],
  );
  const journal: [string, Record<string, unknown>][] = [
    ['create', { amount, currency: 'XOF', channels: 'MOBILE_MONEY' }], ['notified', {}],
    ['checked', { status: 'accepted', amount, currency: 'XOF', paymentMethod: 'OM' }], ['delivered', { source: 'payment' }],
  ];
  for (const [kind, detail] of journal) {
    await tx.query('insert into payment_events (order_no, transaction_id, kind, detail, at) values ($1, $2, $3, $4::jsonb, $5)',
      [p.orderNo, transactionId, kind, JSON.stringify(detail), new Date(at + 5 * 60_000)]);
  }
  const { cityEn: sCity, ...sender } = p.sender;
  const { cityEn: rCity, ...receiver } = p.receiver;
  const wh = WAREHOUSES.find((w) => w.id === p.warehouseId);
  await tx.query(
    `insert into parcels (parcel_no, sender_id, state, warehouse_id, to_area_id, sender, receiver, goods, declared, measured, quote, total,
       payment_order_no, paid_amount, remark, created_at, updated_at)
     values ($1, 'u-buyer', $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $8::jsonb, $9::jsonb, $10, $11, $12, '', $13, $13)`,
    [p.parcelNo, p.state, p.warehouseId, p.receiver.areaId,
      JSON.stringify({ ...sender, cityId: await cityId(tx, sender.areaId, sCity) }),
      JSON.stringify({ ...receiver, cityId: await cityId(tx, receiver.areaId, rCity) }),
      JSON.stringify(p.goods), JSON.stringify(p.measures), JSON.stringify(quote), quote.total, p.orderNo, amount, new Date(at)],
  );
  await event(tx, p.parcelNo, 'created', 'sender', at);
  await event(tx, p.parcelNo, 'paid', 'system', at + 5 * 60_000, '', { amount });
  let t = at + 26 * HOUR;
  await event(tx, p.parcelNo, 'received', 'operator', t, wh?.names.fr ?? '', { weightG: p.measures.weightG });
  for (const s of p.steps) {
    t += s.hours * HOUR;
    await event(tx, p.parcelNo, s.kind, 'operator', Math.min(t, now - HOUR), s.place);
  }
}

export async function insertExpressSeed(tx: Queryable, now: number): Promise<void> {
  await insertLookups(tx);
  for (const p of PARCELS) await insertParcel(tx, p, now);
}
