// Goods orders for the order tests, made by SQL as checkout leaves them (goods-context decisions):
// a goods listing of the seller with its stock, a trade order in any state with its lines, events
// and — paid online — its payment order (kind 'goods') and accepted attempt. The stock is taken as
// checkout takes it (stock.ts), so a test can see it come back. And the server around them: every
// handler, a clock to move, a broker that keeps what is published, a scripted payment provider.
import { randomInt } from 'node:crypto';
import type { Database } from '../../../examples/server/db/database.js';
import { HANDLERS } from '../../../examples/server/handlers.js';
import { takeStock } from '../../../examples/server/goods/stock.js';
import type { PaymentProvider } from '../../../examples/server/payments/provider.js';
import { seedIfEmpty } from '../../../examples/server/seed/index.js';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type Reply } from '../../../src/contract/envelope.js';
import { TRADE_ORDER_STATE, type TradeOrderState } from '../../../src/contract/statuses.js';
import type { DeliveryMethod, TradePayMode } from '../../../src/contract/types/goods-order.js';
import { SALE_GOODS_MODULE } from '../../../src/modules/sale-goods.js';
import { bootServer, type BootedServer } from '../boot.js';
import type { TestDatabase } from '../databases.js';
import { testMeta } from '../harness.js';
import { TOKEN_SESSIONS } from '../seeded-server.js';
import { recordingBroker, type Published } from '../test-doubles.js';

export const T0 = Date.UTC(2030, 0, 15, 9, 0, 0);
export const DAY = 86_400_000;
/** Buyer reads French, seller English (seed users); the stranger is neither. */
export const BUYER = 'u-personal';
export const SELLER = 'u-seller';
export const STRANGER = 'u-member';

export interface TradeRig {
  db: Database;
  server: BootedServer;
  clock: { now: number };
  /** Everything put on queues, decoded. */
  published: Published[];
  /** What refund() answers (a test may swap it). */
  refundAnswer: { ok: boolean; reason?: string; reference?: string };
  refundsAsked: { transactionId: string; amount: number }[];
  call<T = unknown>(name: EndpointName, user: string | null, body: unknown, language?: 'cn' | 'en' | 'fr'): Promise<Reply<T>>;
  close(): Promise<void>;
}

export async function openTradeRig(target: TestDatabase): Promise<TradeRig> {
  const db = await target.open();
  const clock = { now: T0 };
  const published: Published[] = [];
  const broker = recordingBroker(published);
  const refundsAsked: TradeRig['refundsAsked'] = [];
  const rig = { refundAnswer: { ok: false, reason: 'unsupported' } as TradeRig['refundAnswer'] };
  const provider: PaymentProvider = {
    label: 'scripted',
    create: async () => { throw new Error('not in these tests'); },
    check: async () => ({ status: 'pending', amount: 0, currency: 'XOF', raw: {} }),
    verifyNotification: () => ({ ok: false, reason: 'signature' }),
    refund: async (transactionId, amount) => {
      refundsAsked.push({ transactionId, amount });
      return { ...rig.refundAnswer, raw: { scripted: true } };
    },
  };
  const server = await bootServer({
    db, handlers: HANDLERS, sessions: TOKEN_SESSIONS, env: { TRUST_PROXY: '1' },
    services: { clock: () => clock.now, broker, payments: provider },
  });
  await server.app.ready();
  await seedIfEmpty(db, { uploadsDir: server.services.uploadsDir, now: T0 });
  return {
    db, server, clock, published, refundsAsked,
    get refundAnswer() { return rig.refundAnswer; },
    set refundAnswer(a) { rig.refundAnswer = a; },
    async call<T>(name: EndpointName, user: string | null, body: unknown, language: 'cn' | 'en' | 'fr' = 'en') {
      const res = await server.app.inject({
        method: 'POST', url: ENDPOINTS[name].path,
        headers: { 'content-type': 'application/json', ...(user ? { authorization: `tok-${user}` } : {}) },
        payload: JSON.stringify(encodeRequest({ metaData: testMeta({ language }), customData: body })),
      });
      const decoded = decodeReply(res.body);
      if (!decoded.ok) throw new Error(`undecodable reply (${res.statusCode}): ${res.body.slice(0, 200)}`);
      return decoded.value as Reply<T>;
    },
    async close() {
      await server.app.close();
      await db.close();
      await target.cleanup();
    },
  };
}

const digits = (n: number): string => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

/** A published goods listing of `seller` with `stock` pieces; its id. */
export async function goodsListing(db: Database, o: { seller?: string; stock: number; price?: number }): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into listings (module_key, module_id, user_id, area_ids, status, original_language, price, money_unit_id, attrs, es_info_id)
     values ($1, 4, $2, '{CIV}', 7, 'fr', $3, (select id from money_units where code = 'XOF'), $4::jsonb, $5) returning id::text as id`,
    [SALE_GOODS_MODULE.key, o.seller ?? SELLER, o.price ?? 2500, JSON.stringify({ number: o.stock, deliveryFee: 1000, pickup: 1 }), `trade-test-${digits(10)}`],
  );
  return row!.id;
}

export async function stockOf(db: Database, listingId: string): Promise<number> {
  const [row] = await db.query<{ n: string }>("select attrs->>'number' as n from listings where id = $1::bigint", [listingId]);
  return Number(row!.n);
}

export interface OrderSpec {
  state: TradeOrderState;
  payMode?: TradePayMode;
  delivery?: DeliveryMethod;
  buyer?: string;
  seller?: string;
  /** Lines (listing, pieces, unit price); default one line of a new listing. */
  lines?: { listingId: string; number: number; price: number }[];
  /** Share this payment order (several sellers' orders paid at once). */
  paymentOrderNo?: string;
  extended?: boolean;
  dispute?: boolean;
  /** Shipped: receive_by this far from the clock (default TRADE.receiveDays). */
  receiveInMs?: number;
  /** A pending attempt at the provider on its payment order. */
  pendingAttempt?: boolean;
}

export interface MadeOrder {
  orderNo: string;
  paymentOrderNo: string | null;
  listingId: string;
  total: number;
}

/** A payment order of `buyer` (kind 'goods'), waiting or paid with an accepted attempt. */
async function paymentOrder(db: Database, buyer: string, amount: number, paid: boolean, now: number): Promise<string> {
  const orderNo = `co${digits(18)}`;
  await db.query(
    `insert into orders (order_no, prefix, user_id, kind, titles, list_amount, discount, amount, pay_type, state, created_at, expires_at, paid_at)
     values ($1, 'co', $2, 'goods', '{"en":"Goods","fr":"Articles","cn":"商品"}', $3, 0, $3, 1, $4, $5, $6, $7)`,
    [orderNo, buyer, amount, paid ? 2 : 1, new Date(now), new Date(now + 30 * 60_000), paid ? new Date(now) : null],
  );
  if (paid) {
    await db.query(`insert into payments (transaction_id, order_no, provider, amount, currency, status) values ($1, $2, 'scripted', $3, 'XOF', 'accepted')`,
      [`${orderNo}-000001`, orderNo, amount]);
  }
  return orderNo;
}

/** A goods order as checkout and the moves would have left it in `spec.state`. */
export async function makeOrder(rig: TradeRig, spec: OrderSpec): Promise<MadeOrder> {
  const { db } = rig;
  const now = rig.clock.now;
  const payMode = spec.payMode ?? 'online';
  const delivery = spec.delivery ?? 'delivery';
  const buyer = spec.buyer ?? BUYER;
  const seller = spec.seller ?? SELLER;
  const lines = spec.lines ?? [{ listingId: await goodsListing(db, { seller, stock: 5 }), number: 2, price: 2500 }];
  for (const l of lines) if (!(await takeStock(db, l.listingId, l.number))) throw new Error('fixture: stock short');
  const goods = lines.reduce((s, l) => s + l.number * l.price, 0);
  const fee = delivery === 'delivery' ? 1000 : 0;
  const total = goods + fee;
  const { toBePaid, shipped, completed, closed } = TRADE_ORDER_STATE;
  const paid = payMode === 'online' && spec.state !== toBePaid && !(spec.state === closed);
  let paymentOrderNo: string | null = spec.paymentOrderNo ?? null;
  if (payMode === 'online' && !paymentOrderNo) paymentOrderNo = await paymentOrder(db, buyer, total, paid, now);
  else if (paymentOrderNo) await db.query('update orders set list_amount = list_amount + $2, amount = amount + $2 where order_no = $1', [paymentOrderNo, total]);
  const orderNo = `go${digits(18)}`;
  const at = (cond: boolean) => (cond ? new Date(now) : null);
  await db.query(
    `insert into trade_orders (order_no, checkout_id, buyer_id, seller_id, state, pay_mode, delivery, payment_order_no, goods_amount, delivery_fee,
       total, address, remark, courier, tracking_no, paid_at, shipped_at, receive_by, extended, completed_at, closed_at, close_reason,
       dispute_status, dispute_reason, dispute_opened_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, '', $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)`,
    [
      orderNo, `ck${digits(10)}`, buyer, seller, spec.state, payMode, delivery, paymentOrderNo, goods, fee, total,
      delivery === 'delivery' ? JSON.stringify({ name: 'Awa Kouassi', mobileCode: '225', phone: '0700000001', areaId: 'CIV', cityId: 1, district: 'Cocody', street: '', landmark: 'Derrière la pharmacie' }) : null,
      spec.state >= shipped && spec.state !== closed ? 'DHL' : '', spec.state >= shipped && spec.state !== closed ? 'TRK1' : '',
      at(paid), at(spec.state === shipped || spec.state === completed),
      spec.state === shipped ? new Date(now + (spec.receiveInMs ?? 10 * DAY)) : null,
      spec.extended ?? false, at(spec.state === completed), at(spec.state === closed), spec.state === closed ? 'sellerClosed' : '',
      spec.dispute ? 'open' : null, spec.dispute ? 'Not received' : '', at(spec.dispute === true), new Date(now),
    ],
  );
  for (const l of lines) {
    await db.query('insert into trade_order_lines (order_no, listing_id, title, img_path, price, number) values ($1, $2::bigint, $3, $4, $5, $6)',
      [orderNo, l.listingId, 'Pagne wax 6 yards', '', l.price, l.number]);
  }
  await db.query(`insert into trade_order_events (order_no, kind, by_side, created_at) values ($1, 'created', 'buyer', $2)`, [orderNo, new Date(now)]);
  if (spec.pendingAttempt && paymentOrderNo) {
    await db.query(`insert into payments (transaction_id, order_no, provider, amount, currency, status, updated_at) values ($1, $2, 'scripted', $3, 'XOF', 'pending', $4)`,
      [`${paymentOrderNo}-${digits(6)}`, paymentOrderNo, total, new Date(now)]);
  }
  return { orderNo, paymentOrderNo, listingId: lines[0]!.listingId, total };
}

/** The order's events, oldest first. */
export async function eventKinds(db: Database, orderNo: string): Promise<string[]> {
  return (await db.query<{ kind: string }>('select kind from trade_order_events where order_no = $1 order by id', [orderNo])).map((r) => r.kind);
}

/** The last chat line between two users (from → to). */
export async function lastLine(db: Database, from: string, to: string): Promise<{ content: string; module_id: number } | undefined> {
  const [row] = await db.query<{ content: string; module_id: number }>(
    'select content, module_id from chat_messages where from_user_id = $1 and to_user_id = $2 order by id desc limit 1', [from, to]);
  return row;
}
