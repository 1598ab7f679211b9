// Paying a goods order's money back (goods-context decisions: a paid order cancelled or closed
// before shipping, or a dispute an operator decides "refund"). The money came in through the
// order's payment order (kind 'goods', possibly paying several sellers' orders at once), so what
// goes back is this order's total, bounded by what of the payment order is still refundable: a
// coupon's discount falls on the last order refunded, never paid out twice.
// - The provider pays back the payment order's accepted attempt (PaymentProvider.refund): the
//   payment order's refunded_amount grows and a payment event 'refund' journals it, as the
//   console's refunds do (console/calls/refund-calls.ts).
// - When it cannot (CinetPay's checkout API has no refund: 'unsupported'; no provider; the
//   provider refused), a payment event 'refundDue' with the amount is recorded for an operator,
//   who pays it back from the provider's back-office and records it in the console.
// Runs in the caller's transaction, under the payment order's row lock (so two closes cannot both
// pay the same money back); the provider is asked inside that lock like the console does.
import type { Queryable } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { refundState } from '../console/money-rows.js';
import { logPaymentEvent } from '../payments/events.js';
import { PaymentProviderError } from '../payments/provider.js';
import { logTradeEvent, type TradeEventBy } from './trade-events.js';

export type TradeRefund =
  /** Nothing came in online for this order (paid on delivery, or not paid). */
  | { kind: 'none'; amount: 0 }
  | { kind: 'refunded'; amount: number; reference: string }
  /** Recorded for an operator: the provider could not pay it back. */
  | { kind: 'refundDue'; amount: number; why: string };

export interface RefundTradeOrder {
  orderNo: string;
  by: TradeEventBy;
  /** Why, for the provider and the journal. */
  reason: string;
  now: number;
}

type ProviderAnswer = { ok: true; reference: string; raw: unknown } | { ok: false; why: string; raw: unknown };

async function askProvider(services: Pick<ServerServices, 'payments'>, transactionId: string | null, amount: number, reason: string): Promise<ProviderAnswer> {
  const provider = services.payments;
  if (!provider) return { ok: false, why: 'noProvider', raw: {} };
  if (!transactionId) return { ok: false, why: 'noAttempt', raw: {} };
  try {
    const r = await provider.refund(transactionId, amount, reason);
    return r.ok ? { ok: true, reference: r.reference ?? '', raw: r.raw } : { ok: false, why: r.reason ?? 'refused', raw: r.raw };
  } catch (e) {
    if (!(e instanceof PaymentProviderError)) throw e;
    return { ok: false, why: e.kind, raw: { kind: e.kind, providerCode: e.providerCode ?? '', message: e.message } };
  }
}

/** Refunds trade order `orderNo` if it was paid online; what was done (also a trade event 'refunded'). */
export async function refundTradeOrder(tx: Queryable, services: Pick<ServerServices, 'payments'>, r: RefundTradeOrder): Promise<TradeRefund> {
  const [order] = await tx.query<{ payment_order_no: string | null; total: number; paid: boolean }>(
    `select payment_order_no, total, (pay_mode = 'online' and paid_at is not null) as paid from trade_orders where order_no = $1`,
    [r.orderNo],
  );
  if (!order?.paid || !order.payment_order_no) return { kind: 'none', amount: 0 };
  const paymentOrderNo = order.payment_order_no;
  const state = await refundState(tx, paymentOrderNo, true);
  const amount = Math.min(Number(order.total), state?.refundable ?? 0);
  if (!state || amount <= 0) return { kind: 'none', amount: 0 };
  const answer = await askProvider(services, state.transactionId, amount, r.reason);
  if (!answer.ok) {
    await logPaymentEvent(tx, paymentOrderNo, state.transactionId, 'refundDue', {
      amount, tradeOrderNo: r.orderNo, refundDue: true, by: r.by, why: answer.why, provider: answer.raw,
    });
    await logTradeEvent(tx, r.orderNo, 'refunded', 'system', r.now, { amount, mode: 'due' });
    return { kind: 'refundDue', amount, why: answer.why };
  }
  await tx.query('update orders set refunded_amount = refunded_amount + $2 where order_no = $1 and refunded_amount + $2 <= amount', [paymentOrderNo, amount]);
  if (state.refunded + amount === state.amount && state.transactionId) {
    await tx.query("update payments set status = 'refunded', updated_at = $2 where transaction_id = $1 and status = 'accepted'", [state.transactionId, new Date(r.now)]);
  }
  await logPaymentEvent(tx, paymentOrderNo, state.transactionId, 'refund', {
    amount, mode: 'provider', reference: answer.reference, tradeOrderNo: r.orderNo, by: r.by, provider: answer.raw,
  });
  await logTradeEvent(tx, r.orderNo, 'refunded', 'system', r.now, { amount, mode: 'provider' });
  return { kind: 'refunded', amount, reference: answer.reference };
}
