// An order as the app reads it (types/payment.ts Order and PaymentReply), from its row, its latest
// attempt, its coupon and its remittance, in the caller's language; its attempts come from
// order-attempts.ts. Read-only.
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { ORDER_STATE, PAYMENT_STATE, type OrderPrefix } from '../../../src/contract/statuses.js';
import type { Order, OrderAttempt, OrderItem, OrderKind, PaymentFailReason, PaymentReply } from '../../../src/contract/types/payment.js';
import type { Queryable } from '../db/database.js';
import { isoOf, PRICE_FLAG } from './catalogue/texts.js';

export interface OrderRow {
  order_no: string;
  prefix: OrderPrefix;
  user_id: string;
  kind: OrderKind;
  commodity_id: number | null;
  commodity_kind: string | null;
  member_level_id: number | null;
  listing_id: string | null;
  module_id: number | null;
  title: string;
  quantity: number;
  valid_days: number;
  list_amount: number;
  discount: number;
  amount: number;
  currency: string;
  coupon_id: string | null;
  coupon_name: string | null;
  coupon_amount: number | null;
  pay_type: number;
  state: number;
  fail_reason: string;
  created_at: Date | string;
  expires_at: Date | string;
  paid_at: Date | string | null;
  /** The latest attempt's status ('' when none). */
  attempt_status: string;
  remittance_status: string | null;
  voucher_path: string | null;
  remark: string | null;
  remittance_reason: string | null;
  submitted_at: Date | string | null;
  decided_at: Date | string | null;
}

/**
 * The select of orders as OrderRow; `$1` is the caller's language (titles, coupon names). Callers
 * add their own where / order / limit after it.
 */
export const ORDER_SELECT = `
  select o.order_no, o.prefix, o.user_id, o.kind, o.commodity_id, c.kind as commodity_kind, o.member_level_id,
         o.listing_id::text as listing_id, o.module_id, coalesce(o.titles->>$1, o.titles->>'en', '') as title, o.quantity, o.valid_days,
         o.list_amount, o.discount, o.amount, o.currency, o.coupon_id, coalesce(cp.names->>$1, cp.names->>'en') as coupon_name,
         cp.amount as coupon_amount, o.pay_type, o.state, o.fail_reason, o.created_at, o.expires_at, o.paid_at,
         coalesce((select p.status from payments p where p.order_no = o.order_no order by p.created_at desc, p.transaction_id desc limit 1), '') as attempt_status,
         r.status as remittance_status, r.voucher_path, r.remark, r.reason as remittance_reason, r.submitted_at, r.decided_at
  from orders o
  left join commodities c on c.id = o.commodity_id
  left join coupons cp on cp.id = o.coupon_id
  left join remittances r on r.order_no = o.order_no`;

export async function readOrder(q: Queryable, orderNo: string, language: LanguageCode): Promise<OrderRow | null> {
  const [row] = await q.query<OrderRow>(`${ORDER_SELECT} where o.order_no = $2`, [language, orderNo]);
  return row ?? null;
}

/** orders.fail_reason values the payer is told as they are; any other failure reads as declined. */
const FAILED_REASONS: readonly string[] = ['expired', 'rejected', 'cancelled'] satisfies PaymentFailReason[];

/** Why the order failed, or why its latest attempt did not go through (payConfirm pages, spec §8). */
export function failReasonOf(r: Pick<OrderRow, 'state' | 'fail_reason' | 'attempt_status' | 'remittance_status'>): PaymentFailReason {
  if (r.state === ORDER_STATE.failed) return FAILED_REASONS.includes(r.fail_reason) ? (r.fail_reason as PaymentFailReason) : 'declined';
  if (r.state === ORDER_STATE.waitPay) {
    if (r.remittance_status === 'rejected') return 'rejected';
    if (r.attempt_status === 'refused') return 'declined';
  }
  return '';
}

/** spec §4 payment state: 1 success once paid; 2 failed when the order failed or its last attempt was declined; else 0 waiting. */
export function payStateOf(r: Parameters<typeof failReasonOf>[0]): number {
  if (r.state === ORDER_STATE.paid) return PAYMENT_STATE.success;
  return failReasonOf(r) === '' ? PAYMENT_STATE.waiting : PAYMENT_STATE.failed;
}

const listingRef = (r: OrderRow): { serviceId?: string; moduleId?: number } => ({
  ...(r.listing_id !== null ? { serviceId: r.listing_id } : {}),
  ...(r.module_id !== null && r.listing_id !== null ? { moduleId: r.module_id } : {}),
});

export function paymentReplyOf(r: OrderRow, payUrl?: string): PaymentReply {
  return {
    orderNo: r.order_no,
    ...(payUrl ? { payUrl } : {}),
    payState: payStateOf(r),
    orderState: r.state,
    failReason: failReasonOf(r),
    kind: r.kind,
    amount: r.amount,
    priceFlag: PRICE_FLAG,
    payType: r.pay_type,
    expiresAt: isoOf(r.expires_at),
    ...listingRef(r),
  };
}

function itemOf(r: OrderRow): OrderItem {
  const kind: OrderItem['kind'] = r.kind === 'membership' ? 'membership'
    : r.kind === 'refresh' ? 'refresh'
      : r.kind === 'publish' || r.kind === 'republish' ? 'publish'
        : r.commodity_kind === 'top' ? 'top' : 'chances';
  return { kind, name: r.title, quantity: r.quantity, validDays: r.valid_days, price: r.list_amount };
}

/** `fileUrl` signs the proof's path for the payer (private-files/file-key.ts fileUrlSigner): the proof is a private upload. */
export function orderOf(r: OrderRow, attempts: OrderAttempt[], fileUrl: (path: string) => string): Order {
  return {
    orderNo: r.order_no,
    prefix: r.prefix,
    kind: r.kind,
    title: r.title,
    amount: r.amount,
    listAmount: r.list_amount,
    discount: r.discount,
    currency: r.currency,
    priceFlag: PRICE_FLAG,
    state: r.state,
    failReason: failReasonOf(r),
    payType: r.pay_type,
    createTime: isoOf(r.created_at),
    expiresAt: isoOf(r.expires_at),
    paidAt: isoOf(r.paid_at),
    items: [itemOf(r)],
    coupon: r.coupon_id === null ? null : { couponId: r.coupon_id, name: r.coupon_name ?? '', amount: Number(r.coupon_amount ?? 0) },
    remittance: r.remittance_status === null ? null : {
      status: r.remittance_status as 'submitted' | 'confirmed' | 'rejected',
      voucherImg: r.voucher_path ?? '',
      voucherUrl: fileUrl(r.voucher_path ?? ''),
      remark: r.remark ?? '',
      reason: r.remittance_reason ?? '',
      submittedAt: isoOf(r.submitted_at),
      decidedAt: isoOf(r.decided_at),
    },
    attempts,
    ...listingRef(r),
    ...(r.member_level_id !== null ? { memberLevelId: r.member_level_id } : {}),
  };
}
