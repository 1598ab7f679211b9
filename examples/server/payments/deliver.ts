// Delivery: the one place an order becomes paid and what it bought is granted (issue "Money rules":
// delivered once, states only move forward, every change in one transaction). The winner is the
// single `update orders set state = 2 … where state = 1 returning`: a duplicate notification, a
// concurrent check, a reconciliation run or an operator's confirmation that comes second finds the
// order no longer waiting and grants nothing. Nothing outside this file marks an order paid; the
// return URL never does (result.ts only reads).
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { useCoupon } from './coupons.js';
import { logPaymentEvent } from './events.js';
import { recordFreePayment } from './free-payment.js';
import { GRANTS, type PaidOrder } from './grants.js';

/** Why an order is being delivered. */
export type DeliverySource =
  | { kind: 'payment'; transactionId: string }
  | { kind: 'remittance'; operatorId: string }
  /** A zero amount (a coupon covering the whole price): no provider. */
  | { kind: 'free' };

export interface Delivery {
  /**
   * delivered: paid and granted; notDelivered: paid, but what was bought no longer applies
   * (recorded for a refund); notWaiting: the order was already paid or failed — nothing done.
   */
  outcome: 'delivered' | 'notDelivered' | 'notWaiting';
  orderNo: string;
  /** A listing visitors see changed: the caller drops the cached public replies after its commit. */
  publicChange: boolean;
}

const ORDER_COLUMNS = 'order_no, user_id, kind, commodity_id, member_level_id, listing_id::text as listing_id, module_id, quantity, valid_days';

/**
 * Marks order `orderNo` paid and grants it, inside the caller's transaction `tx`. The grant runs
 * in a savepoint: when it no longer applies, the order stays paid (the money came in), nothing is
 * granted and a 'notDelivered' event asks an operator for a refund.
 */
export async function deliverOrder(tx: Queryable, orderNo: string, source: DeliverySource, now: number): Promise<Delivery> {
  const [order] = await tx.query<PaidOrder>(
    `update orders set state = ${ORDER_STATE.paid}, paid_at = $2, fail_reason = '' where order_no = $1 and state = ${ORDER_STATE.waitPay}
     returning ${ORDER_COLUMNS}`,
    [orderNo, new Date(now)],
  );
  if (!order) return { outcome: 'notWaiting', orderNo, publicChange: false };
  // A zero amount gets its payment record (free-payment.ts) in this transaction: bills and the console show "coupon".
  const transactionId = source.kind === 'payment' ? source.transactionId : source.kind === 'free' ? await recordFreePayment(tx, orderNo, now) : null;
  await useCoupon(tx, orderNo, now);
  await tx.query('savepoint grant_order');
  try {
    const { publicChange } = await GRANTS[order.kind](tx, order, now);
    await tx.query('release savepoint grant_order');
    await tx.query('update orders set delivered_at = $2 where order_no = $1', [orderNo, new Date(now)]);
    await logPaymentEvent(tx, orderNo, transactionId, 'delivered', { source: source.kind, ...(source.kind === 'remittance' ? { operatorId: source.operatorId } : {}) });
    return { outcome: 'delivered', orderNo, publicChange };
  } catch (e) {
    if (!(e instanceof ReplyError)) throw e;
    await tx.query('rollback to savepoint grant_order');
    await logPaymentEvent(tx, orderNo, transactionId, 'notDelivered', { source: source.kind, reason: e.key, refundDue: true });
    return { outcome: 'notDelivered', orderNo, publicChange: false };
  }
}

/** What the provider's check said about an attempt, as delivery needs it. */
export interface AcceptedCheck {
  amount: number;
  currency: string;
  paymentMethod?: string;
}

/**
 * An attempt the provider reports ACCEPTED with the right amount and currency (settle.ts checked
 * them): the attempt becomes accepted and its order is delivered, once. An attempt already accepted
 * is a duplicate (nothing); money accepted on an attempt we had closed, or for an order no longer
 * waiting (paid by another attempt, expired), is recorded as 'overpaid' for a refund.
 */
export async function deliverPayment(tx: Queryable, transactionId: string, checked: AcceptedCheck, now: number): Promise<Delivery | null> {
  const [p] = await tx.query<{ order_no: string }>(
    `update payments set status = 'accepted', method = $2, updated_at = $3 where transaction_id = $1 and status = 'pending' returning order_no`,
    [transactionId, checked.paymentMethod ?? '', new Date(now)],
  );
  if (!p) {
    const [row] = await tx.query<{ order_no: string; status: string }>('select order_no, status from payments where transaction_id = $1 for update', [transactionId]);
    if (!row) return null;
    if (row.status === 'accepted' || row.status === 'refunded') {
      await logPaymentEvent(tx, row.order_no, transactionId, 'duplicate', {});
      return { outcome: 'notWaiting', orderNo: row.order_no, publicChange: false };
    }
    await logPaymentEvent(tx, row.order_no, transactionId, 'overpaid', { why: `attempt ${row.status}`, amount: checked.amount, currency: checked.currency, refundDue: true });
    return { outcome: 'notWaiting', orderNo: row.order_no, publicChange: false };
  }
  const delivery = await deliverOrder(tx, p.order_no, { kind: 'payment', transactionId }, now);
  if (delivery.outcome === 'notWaiting') {
    const [o] = await tx.query<{ state: number; fail_reason: string }>('select state, fail_reason from orders where order_no = $1', [p.order_no]);
    await logPaymentEvent(tx, p.order_no, transactionId, 'overpaid', {
      why: o?.state === ORDER_STATE.paid ? 'order already paid' : `order failed (${o?.fail_reason ?? ''})`,
      amount: checked.amount, currency: checked.currency, refundDue: true,
    });
  }
  return delivery;
}
