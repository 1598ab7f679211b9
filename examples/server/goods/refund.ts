// Paying a goods order's money back (goods-context decisions): a paid order cancelled or closed
// before shipping, or a dispute an operator decides "refund". The money came in through the
// order's payment order (kind 'goods', possibly paying several sellers' orders at once), so what
// goes back is this order's total, bounded by what of the payment order is still refundable
// (payments/refund-part.ts: by the provider, or recorded as due for an operator); the order's
// history says which.
import type { Queryable } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { refundPaymentPart, type PartRefund } from '../payments/refund-part.js';
import { logTradeEvent, type TradeEventBy } from './trade-events.js';

export type TradeRefund = PartRefund;

export interface RefundTradeOrder {
  orderNo: string;
  by: TradeEventBy;
  /** Why, for the provider and the journal. */
  reason: string;
  now: number;
}

/** Refunds trade order `orderNo` if it was paid online; what was done (also a trade event 'refunded'). */
export async function refundTradeOrder(tx: Queryable, services: Pick<ServerServices, 'payments'>, r: RefundTradeOrder): Promise<TradeRefund> {
  const [order] = await tx.query<{ payment_order_no: string | null; total: number; paid: boolean }>(
    `select payment_order_no, total, (pay_mode = 'online' and paid_at is not null) as paid from trade_orders where order_no = $1`,
    [r.orderNo],
  );
  if (!order?.paid || !order.payment_order_no) return { kind: 'none', amount: 0 };
  const refund = await refundPaymentPart(tx, services, {
    paymentOrderNo: order.payment_order_no, amount: Number(order.total), reason: r.reason, now: r.now, journal: { tradeOrderNo: r.orderNo, by: r.by },
  });
  if (refund.kind !== 'none') {
    await logTradeEvent(tx, r.orderNo, 'refunded', 'system', r.now, { amount: refund.amount, mode: refund.kind === 'refunded' ? 'provider' : 'due' });
  }
  return refund;
}
