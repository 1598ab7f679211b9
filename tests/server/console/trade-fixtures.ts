// Goods orders made by SQL for the console's goods-order tests (tests/server/console/
// trade-orders.test.ts, tests/e2e/console/trade-disputes.e2e.ts): a buyer's order of a seller's
// goods in any state, with its lines, its history, a dispute, and — for an order paid online — the
// payment order that paid it (kind 'goods') with an accepted attempt at the provider, as checkout
// and payment would have left them (migration 027-goods-trade).
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { Queryable } from '../../../examples/server/db/database.js';

export interface TradeFixture {
  orderNo: string;
  buyerId: string;
  sellerId: string;
  state: number;
  payMode: 'online' | 'onDelivery';
  /** Unit price × number of the one line; the delivery fee is added. */
  price: number;
  number?: number;
  deliveryFee?: number;
  title?: string;
  /** 'open': the buyer disputed the shipped order. */
  dispute?: 'open' | null;
  disputeReason?: string;
  createdAt: Date;
}

export interface TradeFixtureRows {
  orderNo: string;
  total: number;
  /** '' for an order paid on delivery. */
  paymentOrderNo: string;
  transactionId: string;
  listingId: string;
}

const HOUR = 3_600_000;

/** Any published listing of the seeded database, for the order's line. */
async function someListing(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id::text as id from listings order by id limit 1');
  if (!row) throw new Error('no listing in the seeded database');
  return row.id;
}

export async function insertTradeOrder(db: Queryable, f: TradeFixture): Promise<TradeFixtureRows> {
  const number = f.number ?? 1;
  const deliveryFee = f.deliveryFee ?? 0;
  const goods = f.price * number;
  const total = goods + deliveryFee;
  const at = f.createdAt.getTime();
  const listingId = await someListing(db);
  const paid = f.state >= TRADE_ORDER_STATE.toBeShipped && !(f.state === TRADE_ORDER_STATE.closed);
  const online = f.payMode === 'online';
  const paymentOrderNo = online ? `co${f.orderNo.slice(2)}` : '';
  const transactionId = online ? `${paymentOrderNo}-123456` : '';
  if (online) {
    await db.query(
      `insert into orders (order_no, prefix, user_id, kind, titles, list_amount, amount, pay_type, state, created_at, expires_at, paid_at)
       values ($1, 'co', $2, 'goods', $3::jsonb, $4, $4, 7, $5, $6, $7, $8)`,
      [paymentOrderNo, f.buyerId, JSON.stringify({ cn: '商品', en: 'Goods', fr: 'Biens' }), total, paid ? 2 : 1, new Date(at), new Date(at + HOUR / 2), paid ? new Date(at + 60_000) : null],
    );
    if (paid) {
      await db.query(
        "insert into payments (transaction_id, order_no, provider, amount, currency, status, method, created_at, updated_at) values ($1, $2, 'sandbox', $3, 'XOF', 'accepted', 'OM', $4, $4)",
        [transactionId, paymentOrderNo, total, new Date(at + 60_000)],
      );
    }
  }
  const shipped = f.state === TRADE_ORDER_STATE.shipped || f.state === TRADE_ORDER_STATE.completed;
  const address = { name: 'Awa Kouassi', mobileCode: '225', phone: '0700000001', areaId: 'CI', cityId: 1, cityName: 'Abidjan', district: 'Cocody', street: 'Rue des Jardins', landmark: 'Derrière la pharmacie Sococé' };
  await db.query(
    `insert into trade_orders (order_no, checkout_id, buyer_id, seller_id, state, pay_mode, delivery, payment_order_no, goods_amount, delivery_fee, total,
       address, remark, courier, tracking_no, paid_at, shipped_at, receive_by, dispute_status, dispute_reason, dispute_opened_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'delivery', $7, $8, $9, $10, $11::jsonb, 'Appelez avant de venir', $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)`,
    [
      f.orderNo, `ck${f.orderNo.slice(2)}`, f.buyerId, f.sellerId, f.state, f.payMode, online ? paymentOrderNo : null, goods, deliveryFee, total,
      JSON.stringify(address), shipped ? 'Yango Express' : '', shipped ? 'YG-4471' : '',
      online && paid ? new Date(at + 60_000) : null, shipped ? new Date(at + 2 * HOUR) : null, shipped ? new Date(at + 2 * HOUR + 10 * 24 * HOUR) : null,
      f.dispute ?? null, f.dispute ? (f.disputeReason ?? 'Le colis est arrivé vide') : '', f.dispute ? new Date(at + 3 * HOUR) : null, new Date(at),
    ],
  );
  await db.query('insert into trade_order_lines (order_no, listing_id, title, img_path, price, number) values ($1, $2::bigint, $3, \'\', $4, $5)', [
    f.orderNo, listingId, f.title ?? 'Téléphone Tecno Spark 10', f.price, number,
  ]);
  const events: [string, string, Record<string, string | number>, number][] = [['created', 'buyer', {}, 0]];
  if (online && paid) events.push(['paid', 'system', {}, 60_000]);
  if (shipped) events.push(['ship', 'seller', { courier: 'Yango Express', trackingNo: 'YG-4471' }, 2 * HOUR]);
  if (f.dispute) events.push(['dispute', 'buyer', { reason: f.disputeReason ?? 'Le colis est arrivé vide' }, 3 * HOUR]);
  for (const [kind, by, data, after] of events) {
    await db.query('insert into trade_order_events (order_no, kind, by_side, data, created_at) values ($1, $2, $3, $4::jsonb, $5)', [f.orderNo, kind, by, JSON.stringify(data), new Date(at + after)]);
  }
  return { orderNo: f.orderNo, total, paymentOrderNo, transactionId, listingId };
}
