// A goods order as its buyer or seller reads it (usercenter/order ibuy, isale, details; types
// TradeOrder): its lines at the price ordered, the address copied when ordered, its history
// oldest first, both parties' shown names, the payment deadline while it is to be paid (the
// payment order's expires_at: payments' reconciliation closes it then, close.ts) and the dispute.
// Only the two parties read an order: anyone else gets 4404, as another user's payment order does
// (payments/order-removal.ts), so an order number tells a stranger nothing.
import { CODE } from '../../../src/contract/codes.js';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type {
  DeliveryMethod, TradeCloseReason, TradeOrder, TradeOrderEvent, TradeOrderLine, TradePayMode,
} from '../../../src/contract/types/goods-order.js';
import { displayName } from '../chat/parties.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { isoOf, PRICE_FLAG } from '../payments/catalogue/texts.js';

export interface TradeOrderRow {
  order_no: string;
  state: number;
  buyer_id: string;
  seller_id: string;
  buyer_pet: string;
  buyer_ent: string;
  buyer_type: number;
  seller_pet: string;
  seller_ent: string;
  seller_type: number;
  pay_mode: TradePayMode;
  delivery: DeliveryMethod;
  payment_order_no: string | null;
  goods_amount: number;
  delivery_fee: number;
  total: number;
  address: TradeOrder['address'] | string | null;
  remark: string;
  courier: string;
  tracking_no: string;
  pay_by: Date | string | null;
  receive_by: Date | string | null;
  extended: boolean;
  close_reason: TradeCloseReason;
  dispute_status: 'open' | 'refunded' | 'released' | null;
  dispute_reason: string;
  dispute_opened_at: Date | string | null;
  dispute_decided_at: Date | string | null;
  created_at: Date | string;
}

/** The columns TradeOrderRow reads; `t` is trade_orders. */
export const TRADE_ORDER_SELECT = `
  select t.order_no, t.state, t.buyer_id, t.seller_id,
    b.pet_name as buyer_pet, b.ent_name as buyer_ent, b.account_type as buyer_type,
    s.pet_name as seller_pet, s.ent_name as seller_ent, s.account_type as seller_type,
    t.pay_mode, t.delivery, t.payment_order_no, t.goods_amount, t.delivery_fee, t.total, t.address, t.remark,
    t.courier, t.tracking_no, coalesce(po.expires_at, t.pay_by) as pay_by, t.receive_by, t.extended, t.close_reason,
    t.dispute_status, t.dispute_reason, t.dispute_opened_at, t.dispute_decided_at, t.created_at
  from trade_orders t
  join users b on b.id = t.buyer_id
  join users s on s.id = t.seller_id
  left join orders po on po.order_no = t.payment_order_no`;

/** jsonb as the drivers hand it: an object (pg, PGlite) or its text. */
const jsonOf = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);

const named = (pet: string, ent: string, type: number): string => displayName({ pet_name: pet, ent_name: ent, account_type: type });

async function linesOf(db: Queryable, orderNos: readonly string[]): Promise<Map<string, TradeOrderLine[]>> {
  const rows = await db.query<{ order_no: string; listing_id: string; title: string; img_path: string; price: number; number: number }>(
    'select order_no, listing_id::text as listing_id, title, img_path, price, number from trade_order_lines where order_no = any($1::text[]) order by order_no, listing_id',
    [orderNos],
  );
  const out = new Map<string, TradeOrderLine[]>();
  for (const r of rows) {
    const list = out.get(r.order_no) ?? [];
    list.push({ unusedItemId: r.listing_id, title: r.title, imgPath: r.img_path, price: Number(r.price), number: Number(r.number) });
    out.set(r.order_no, list);
  }
  return out;
}

async function eventsOf(db: Queryable, orderNos: readonly string[]): Promise<Map<string, TradeOrderEvent[]>> {
  const rows = await db.query<{ order_no: string; kind: string; by_side: TradeOrderEvent['by']; data: Record<string, string | number> | string; created_at: Date | string }>(
    'select order_no, kind, by_side, data, created_at from trade_order_events where order_no = any($1::text[]) order by id',
    [orderNos],
  );
  const out = new Map<string, TradeOrderEvent[]>();
  for (const r of rows) {
    const data = jsonOf(r.data);
    const list = out.get(r.order_no) ?? [];
    list.push({ kind: r.kind, by: r.by_side, at: isoOf(r.created_at), ...(Object.keys(data).length > 0 ? { data } : {}) });
    out.set(r.order_no, list);
  }
  return out;
}

function tradeOrderOf(r: TradeOrderRow, me: string, lines: TradeOrderLine[], events: TradeOrderEvent[]): TradeOrder {
  const address = r.address === null ? null : jsonOf(r.address);
  return {
    orderNo: r.order_no,
    state: Number(r.state),
    side: r.buyer_id === me ? 'buy' : 'sale',
    buyerId: r.buyer_id,
    buyerName: named(r.buyer_pet, r.buyer_ent, Number(r.buyer_type)),
    sellerId: r.seller_id,
    sellerName: named(r.seller_pet, r.seller_ent, Number(r.seller_type)),
    lines,
    goodsAmount: Number(r.goods_amount),
    deliveryFee: Number(r.delivery_fee),
    total: Number(r.total),
    priceFlag: PRICE_FLAG,
    delivery: r.delivery,
    payMode: r.pay_mode,
    address,
    remark: r.remark,
    paymentOrderNo: r.payment_order_no ?? '',
    courier: r.courier,
    trackingNo: r.tracking_no,
    payBy: Number(r.state) === TRADE_ORDER_STATE.toBePaid && r.pay_mode === 'online' ? isoOf(r.pay_by) : '',
    receiveBy: Number(r.state) === TRADE_ORDER_STATE.shipped ? isoOf(r.receive_by) : '',
    extended: r.extended,
    closeReason: r.close_reason,
    dispute: r.dispute_status === null ? null : {
      status: r.dispute_status, reason: r.dispute_reason, openedAt: isoOf(r.dispute_opened_at), decidedAt: isoOf(r.dispute_decided_at),
    },
    createTime: isoOf(r.created_at),
    events,
  };
}

/** The replies for `rows`, as `me` sees them (lines and events read in two queries). */
export async function tradeOrdersOf(db: Queryable, rows: readonly TradeOrderRow[], me: string): Promise<TradeOrder[]> {
  const nos = rows.map((r) => r.order_no);
  // One after the other: inside a transaction both go through the same connection anyway.
  const lines = await linesOf(db, nos);
  const events = await eventsOf(db, nos);
  return rows.map((r) => tradeOrderOf(r, me, lines.get(r.order_no) ?? [], events.get(r.order_no) ?? []));
}

/** The order `orderNo` as `me` reads it, or 4404 when there is none or `me` is neither party. */
export async function readTradeOrder(db: Queryable, orderNo: string, me: string): Promise<TradeOrder> {
  const [row] = await db.query<TradeOrderRow>(`${TRADE_ORDER_SELECT} where t.order_no = $1`, [orderNo]);
  if (!row || (row.buyer_id !== me && row.seller_id !== me)) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  const [order] = await tradeOrdersOf(db, [row], me);
  if (!order) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  return order;
}
