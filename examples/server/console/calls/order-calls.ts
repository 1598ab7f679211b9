// Orders and payments in the console (issue "Payments": "Orders and payments (search, detail with
// the provider's events)"), read-only. orderSearch finds orders by number, payer id or payer phone
// and a filter (waiting, proof waiting, paid, failed, refund due, refunded), newest first; with no
// criterion it lists every order. orderDetail reads one order whole: its row, its payer, every
// attempt at the provider, the journal of everything the provider said and we did (payment_events,
// raw), its remittance proof and its refunds, and how much may still be refunded.
import { CODE } from '../../../../src/contract/codes.js';
import {
  CONSOLE_PAYMENT_ERRORS, type OrderDetail, type OrderFilter, type OrderSearchItem, type PaymentAttempt, type PaymentEventItem, type RefundItem,
} from '../../../../src/contract/console-payments.js';
import { consoleFileUrl, consoleSchemas } from '../../../../src/contract/console-api.js';
import type { SearchReply } from '../../../../src/contract/types/common.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import type { ConsoleHandler } from '../console-context.js';
import { jsonOf, phoneDigits, phoneMatch, REFUND_DUE, refundState } from '../money-rows.js';
import { consoleUserOf, USER_COLUMNS, type UserColumns } from '../console-user.js';

interface OrderRow extends UserColumns {
  order_no: string;
  kind: string;
  titles: Record<string, string> | string;
  amount: number;
  refunded_amount: number;
  currency: string;
  pay_type: number;
  state: number;
  fail_reason: string;
  refund_due: boolean;
  remittance: '' | 'submitted' | 'confirmed' | 'rejected';
  created_at: Date | string;
  paid_at: Date | string | null;
}

const COLUMNS = `o.order_no, o.kind, o.titles, o.amount, o.refunded_amount, o.currency, o.pay_type, o.state, o.fail_reason,
  ${REFUND_DUE} as refund_due, coalesce(r.status, '') as remittance, o.created_at, o.paid_at, ${USER_COLUMNS}`;
const FROM = `from orders o
  left join users u on u.id = o.user_id
  left join remittances r on r.order_no = o.order_no`;

/** Each filter's condition (variation as data, DESIGN.md §7). */
const FILTERS: Readonly<Record<OrderFilter, string>> = {
  '': 'true',
  waiting: 'o.state = 1',
  proofWaiting: "r.status = 'submitted'",
  paid: 'o.state = 2',
  failed: 'o.state = 0',
  refundDue: REFUND_DUE,
  refunded: 'o.refunded_amount > 0',
};

const itemOf = (r: OrderRow): OrderSearchItem => ({
  orderNo: r.order_no,
  kind: r.kind,
  titles: jsonOf(r.titles),
  amount: Number(r.amount),
  refundedAmount: Number(r.refunded_amount),
  currency: r.currency,
  payType: r.pay_type,
  state: r.state,
  failReason: r.fail_reason,
  refundDue: r.refund_due,
  remittance: r.remittance,
  user: consoleUserOf(r),
  createdAt: isoOf(r.created_at),
  paidAt: isoOf(r.paid_at),
});

const orderSearch: ConsoleHandler<'orderSearch'> = async (raw, ctx): Promise<SearchReply<OrderSearchItem>> => {
  const input = parseInput(consoleSchemas.orderSearch, raw);
  const criteria = [input.orderNo, input.userId, phoneDigits(input.phone)];
  const where = `($1::text = '' or o.order_no = $1::text) and ($2::text = '' or o.user_id = $2::text)
    and ($3::text = '' or ${phoneMatch(3)}) and ${FILTERS[input.filter]}`;
  const rows = await ctx.db.query<OrderRow>(
    `select ${COLUMNS} ${FROM} where ${where} order by o.created_at desc, o.order_no desc limit $4 offset $5`,
    [...criteria, input.pageSize, (input.pageNum - 1) * input.pageSize],
  );
  const [count] = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n ${FROM} where ${where}`,
    criteria,
  );
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf) };
};

interface DetailRow extends OrderRow {
  list_amount: number;
  discount: number;
  coupon_id: string | null;
  quantity: number;
  valid_days: number;
  expires_at: Date | string;
  delivered_at: Date | string | null;
  listing_id: string | null;
  module_id: number | null;
  member_level_id: number | null;
  commodity_id: number | null;
}

interface AttemptRow {
  transaction_id: string;
  provider: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
  checks: number;
  created_at: Date | string;
  updated_at: Date | string;
}

interface EventRow {
  id: string;
  kind: string;
  transaction_id: string | null;
  detail: Record<string, unknown> | string;
  at: Date | string;
}

interface RemittanceRow {
  status: 'submitted' | 'confirmed' | 'rejected';
  voucher_path: string;
  remark: string;
  reason: string;
  username: string | null;
  submitted_at: Date | string;
  decided_at: Date | string | null;
}

const str = (x: unknown): string => (typeof x === 'string' ? x : '');

/** A refund as refund-calls.ts journals it (payment_events kind 'refund'). */
const refundOf = (e: PaymentEventItem): RefundItem => ({
  amount: Number(e.detail.amount ?? 0),
  mode: e.detail.mode === 'provider' ? 'provider' : 'manual',
  reference: str(e.detail.reference),
  reason: str(e.detail.reason),
  operator: str(e.detail.operator),
  at: e.at,
});

const orderDetail: ConsoleHandler<'orderDetail'> = async (raw, ctx): Promise<OrderDetail> => {
  const { orderNo } = parseInput(consoleSchemas.orderDetail, raw);
  const [row] = await ctx.db.query<DetailRow>(
    `select ${COLUMNS}, o.list_amount, o.discount, o.coupon_id, o.quantity, o.valid_days, o.expires_at, o.delivered_at,
       o.listing_id::text as listing_id, o.module_id, o.member_level_id, o.commodity_id
     ${FROM} where o.order_no = $1`,
    [orderNo],
  );
  if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_PAYMENT_ERRORS.orderNotFound);
  const attempts = await ctx.db.query<AttemptRow>(
    `select transaction_id, provider, amount, currency, status, method, checks, created_at, updated_at
     from payments where order_no = $1 order by created_at, transaction_id`,
    [orderNo],
  );
  const eventRows = await ctx.db.query<EventRow>(
    'select id::text as id, kind, transaction_id, detail, at from payment_events where order_no = $1 order by id',
    [orderNo],
  );
  const [remittance] = await ctx.db.query<RemittanceRow>(
    `select r.status, r.voucher_path, r.remark, r.reason, op.username, r.submitted_at, r.decided_at
     from remittances r left join operators op on op.id = r.operator_id where r.order_no = $1`,
    [orderNo],
  );
  const refund = await refundState(ctx.db, orderNo);
  const events: PaymentEventItem[] = eventRows.map((e) => ({
    id: e.id, kind: e.kind, transactionId: e.transaction_id ?? '', detail: jsonOf(e.detail), at: isoOf(e.at),
  }));
  return {
    order: {
      ...itemOf(row),
      listAmount: Number(row.list_amount),
      discount: Number(row.discount),
      couponId: row.coupon_id ?? '',
      quantity: row.quantity,
      validDays: row.valid_days,
      expiresAt: isoOf(row.expires_at),
      deliveredAt: isoOf(row.delivered_at),
      serviceId: row.listing_id ?? '',
      moduleId: row.module_id,
      memberLevelId: row.member_level_id,
      commodityId: row.commodity_id,
    },
    attempts: attempts.map((a): PaymentAttempt => ({
      transactionId: a.transaction_id, provider: a.provider, amount: Number(a.amount), currency: a.currency, status: a.status,
      method: a.method, checks: a.checks, createdAt: isoOf(a.created_at), updatedAt: isoOf(a.updated_at),
    })),
    events,
    remittance: remittance ? {
      status: remittance.status,
      voucherUrl: consoleFileUrl(remittance.voucher_path),
      remark: remittance.remark,
      reason: remittance.reason,
      operator: remittance.username ?? '',
      submittedAt: isoOf(remittance.submitted_at),
      decidedAt: isoOf(remittance.decided_at),
    } : null,
    refunds: events.filter((e) => e.kind === 'refund').map(refundOf),
    refundable: refund?.refundable ?? 0,
    providerRefund: refund?.transactionId != null,
  };
};

export const ORDER_CALLS = { orderSearch, orderDetail };
