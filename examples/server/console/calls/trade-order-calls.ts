// Goods orders in the console (issue "Goods orders and air express", operator console: "goods
// orders: view"), read-only. tradeOrderList finds orders by state, by dispute (open, decided) and
// by one search text — the order's number, its payment order's number, the buyer's or the seller's
// id —, newest first. tradeOrderDetail reads one order whole: both parties, the lines at the price
// ordered, the address copied when ordered, the amounts, its history (with the operator's name on
// an operator's move), the dispute and the payment order that paid it online (the orders page
// shows that one's journal and refunds).
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import type { MoneyUser } from '../../../../src/contract/console-payments.js';
import {
  CONSOLE_TRADE_ERRORS, type DisputeFilter, type TradeDisputeStatus, type TradeOrderDetail, type TradeOrderEventView, type TradeOrderItem,
} from '../../../../src/contract/console-trade.js';
import type { SearchReply } from '../../../../src/contract/types/common.js';
import type { DeliveryMethod, TradeCloseReason, TradeOrder, TradeOrderEvent, TradePayMode } from '../../../../src/contract/types/goods-order.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import type { ConsoleHandler } from '../console-context.js';
import { consoleUserOf, type UserColumns } from '../console-user.js';
import { jsonOf } from '../money-rows.js';

/** A party's columns (users as `a`), named `<a>_<column>` as UserColumns names them. */
const partyColumns = (a: 'b' | 's') =>
  `${a}.id as ${a}_user_id, ${a}.pet_name as ${a}_pet_name, ${a}.ent_name as ${a}_ent_name, ${a}.account_type as ${a}_account_type, ${a}.mobile_code as ${a}_mobile_code, ${a}.phone as ${a}_phone`;

type Party<P extends string> = { [K in keyof UserColumns as `${P}_${K}`]: UserColumns[K] };

const partyOf = (r: Party<'b'> & Party<'s'>, p: 'b' | 's'): MoneyUser => (p === 'b'
  ? consoleUserOf({ user_id: r.b_user_id, pet_name: r.b_pet_name, ent_name: r.b_ent_name, account_type: r.b_account_type, mobile_code: r.b_mobile_code, phone: r.b_phone })
  : consoleUserOf({ user_id: r.s_user_id, pet_name: r.s_pet_name, ent_name: r.s_ent_name, account_type: r.s_account_type, mobile_code: r.s_mobile_code, phone: r.s_phone }));

interface ItemRow extends Party<'b'>, Party<'s'> {
  order_no: string;
  state: number;
  title: string | null;
  line_count: number;
  total: number;
  pay_mode: TradePayMode;
  delivery: DeliveryMethod;
  close_reason: TradeCloseReason;
  dispute_status: TradeDisputeStatus | null;
  created_at: Date | string;
}

const COLUMNS = `t.order_no, t.state, t.total, t.pay_mode, t.delivery, t.close_reason, t.dispute_status, t.created_at,
  (select l.title from trade_order_lines l where l.order_no = t.order_no order by l.listing_id limit 1) as title,
  (select count(*)::int from trade_order_lines l where l.order_no = t.order_no) as line_count,
  ${partyColumns('b')}, ${partyColumns('s')}`;
const FROM = `from trade_orders t
  left join users b on b.id = t.buyer_id
  left join users s on s.id = t.seller_id`;

/** Each dispute filter's condition (variation as data, DESIGN.md §7). */
const DISPUTES: Readonly<Record<DisputeFilter, string>> = {
  '': 'true',
  open: "t.dispute_status = 'open'",
  decided: "t.dispute_status in ('refunded', 'released')",
};

const itemOf = (r: ItemRow): TradeOrderItem => ({
  orderNo: r.order_no,
  state: Number(r.state),
  buyer: partyOf(r, 'b'),
  seller: partyOf(r, 's'),
  title: r.title ?? '',
  lineCount: Number(r.line_count),
  total: Number(r.total),
  payMode: r.pay_mode,
  delivery: r.delivery,
  closeReason: r.close_reason,
  dispute: r.dispute_status,
  createdAt: isoOf(r.created_at),
});

const tradeOrderList: ConsoleHandler<'tradeOrderList'> = async (raw, ctx): Promise<SearchReply<TradeOrderItem>> => {
  const input = parseInput(consoleSchemas.tradeOrderList, raw);
  const criteria = [input.state, input.query];
  const where = `($1::int = 0 or t.state = $1::int)
    and ($2::text = '' or t.order_no = $2::text or t.payment_order_no = $2::text or t.buyer_id = $2::text or t.seller_id = $2::text)
    and ${DISPUTES[input.dispute]}`;
  const rows = await ctx.db.query<ItemRow>(
    `select ${COLUMNS} ${FROM} where ${where} order by t.created_at desc, t.order_no desc limit $3 offset $4`,
    [...criteria, input.pageSize, (input.pageNum - 1) * input.pageSize],
  );
  const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${FROM} where ${where}`, criteria);
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf) };
};

interface DetailRow extends ItemRow {
  goods_amount: number;
  delivery_fee: number;
  remark: string;
  courier: string;
  tracking_no: string;
  address: TradeOrder['address'] | string | null;
  pay_by: Date | string | null;
  paid_at: Date | string | null;
  shipped_at: Date | string | null;
  receive_by: Date | string | null;
  extended: boolean;
  completed_at: Date | string | null;
  closed_at: Date | string | null;
  close_note: string;
  dispute_reason: string;
  dispute_opened_at: Date | string | null;
  dispute_decided_at: Date | string | null;
  dispute_operator: string | null;
  payment_order_no: string | null;
  po_state: number | null;
  po_amount: number | null;
  po_refunded: number | null;
}

interface EventRow {
  kind: string;
  by_side: TradeOrderEvent['by'];
  data: Record<string, unknown> | string;
  created_at: Date | string;
  operator: string | null;
}

/** An event's data as the contract shapes it: its scalar facts only. */
const factsOf = (data: Record<string, unknown>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(data).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));

const eventOf = (e: EventRow): TradeOrderEventView => {
  const data = factsOf(jsonOf(e.data));
  return {
    kind: e.kind, by: e.by_side, at: isoOf(e.created_at),
    ...(Object.keys(data).length > 0 ? { data } : {}),
    ...(e.operator ? { operator: e.operator } : {}),
  };
};

const tradeOrderDetail: ConsoleHandler<'tradeOrderDetail'> = async (raw, ctx): Promise<TradeOrderDetail> => {
  const { orderNo } = parseInput(consoleSchemas.tradeOrderDetail, raw);
  const [row] = await ctx.db.query<DetailRow>(
    `select ${COLUMNS}, t.goods_amount, t.delivery_fee, t.remark, t.courier, t.tracking_no, t.address,
       coalesce(po.expires_at, t.pay_by) as pay_by, t.paid_at, t.shipped_at, t.receive_by, t.extended, t.completed_at, t.closed_at,
       t.close_note, t.dispute_reason, t.dispute_opened_at, t.dispute_decided_at, op.username as dispute_operator,
       t.payment_order_no, po.state as po_state, po.amount as po_amount, po.refunded_amount as po_refunded
     ${FROM}
       left join orders po on po.order_no = t.payment_order_no
       left join operators op on op.id::text = t.dispute_operator_id
     where t.order_no = $1`,
    [orderNo],
  );
  if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_TRADE_ERRORS.tradeOrderNotFound);
  const lines = await ctx.db.query<{ listing_id: string; title: string; img_path: string; price: number; number: number }>(
    'select listing_id::text as listing_id, title, img_path, price, number from trade_order_lines where order_no = $1 order by listing_id',
    [orderNo],
  );
  const events = await ctx.db.query<EventRow>(
    `select e.kind, e.by_side, e.data, e.created_at, op.username as operator
     from trade_order_events e left join operators op on e.by_side = 'operator' and op.id::text = e.data->>'operatorId'
     where e.order_no = $1 order by e.id`,
    [orderNo],
  );
  return {
    order: {
      ...itemOf(row),
      goodsAmount: Number(row.goods_amount),
      deliveryFee: Number(row.delivery_fee),
      remark: row.remark,
      courier: row.courier,
      trackingNo: row.tracking_no,
      address: row.address === null ? null : jsonOf(row.address),
      payBy: isoOf(row.pay_by),
      paidAt: isoOf(row.paid_at),
      shippedAt: isoOf(row.shipped_at),
      receiveBy: isoOf(row.receive_by),
      extended: row.extended,
      completedAt: isoOf(row.completed_at),
      closedAt: isoOf(row.closed_at),
      closeNote: row.close_note,
    },
    lines: lines.map((l) => ({ unusedItemId: l.listing_id, title: l.title, imgPath: l.img_path, price: Number(l.price), number: Number(l.number) })),
    events: events.map(eventOf),
    dispute: row.dispute_status === null ? null : {
      status: row.dispute_status,
      reason: row.dispute_reason,
      openedAt: isoOf(row.dispute_opened_at),
      decidedAt: isoOf(row.dispute_decided_at),
      operator: row.dispute_operator ?? '',
    },
    payment: row.payment_order_no && row.po_state !== null ? {
      orderNo: row.payment_order_no,
      state: Number(row.po_state),
      amount: Number(row.po_amount),
      refundedAmount: Number(row.po_refunded),
    } : null,
  };
};

export const TRADE_ORDER_CALLS = { tradeOrderList, tradeOrderDetail };
