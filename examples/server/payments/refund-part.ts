// Paying part of a payment order's money back, for what it paid that will not be delivered (a goods
// order cancelled or disputed, a parcel cancelled before drop-off or measured lighter than paid).
// What goes back is bounded by what of the payment order is still refundable (a coupon's discount
// is never paid out), so two refunds cannot pay the same money twice.
// - The provider pays back the payment order's accepted attempt (PaymentProvider.refund): the
//   order's refunded_amount grows and a payment event 'refund' journals it, as the console's
//   refunds do (console/calls/refund-calls.ts).
// - When it cannot (CinetPay's checkout API has no refund: 'unsupported'; no provider; the provider
//   refused), a payment event 'refundDue' with the amount is recorded for an operator, who pays it
//   back from the provider's back-office and records it in the console.
// Runs in the caller's transaction, under the payment order's row lock; the provider is asked
// inside that lock like the console does.
import type { Queryable } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { refundState } from '../console/money-rows.js';
import { logPaymentEvent } from './events.js';
import { PaymentProviderError } from './provider.js';

export type PartRefund =
  /** Nothing of it came in, or nothing is left to refund. */
  | { kind: 'none'; amount: 0 }
  | { kind: 'refunded'; amount: number; reference: string }
  /** Recorded for an operator: the provider could not pay it back. */
  | { kind: 'refundDue'; amount: number; why: string };

export interface RefundPart {
  paymentOrderNo: string;
  /** At most this much (less when less is refundable). */
  amount: number;
  /** Why, for the provider and the journal. */
  reason: string;
  now: number;
  /** Added to the payment events (who asked, which goods order or parcel it was for). */
  journal: Record<string, string | number>;
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

/** Pays back up to `r.amount` of payment order `r.paymentOrderNo`; what was done. */
export async function refundPaymentPart(tx: Queryable, services: Pick<ServerServices, 'payments'>, r: RefundPart): Promise<PartRefund> {
  const state = await refundState(tx, r.paymentOrderNo, true);
  const amount = Math.min(r.amount, state?.refundable ?? 0);
  if (!state || amount <= 0) return { kind: 'none', amount: 0 };
  const answer = await askProvider(services, state.transactionId, amount, r.reason);
  if (!answer.ok) {
    await logPaymentEvent(tx, r.paymentOrderNo, state.transactionId, 'refundDue', { amount, ...r.journal, refundDue: true, why: answer.why, provider: answer.raw });
    return { kind: 'refundDue', amount, why: answer.why };
  }
  await tx.query('update orders set refunded_amount = refunded_amount + $2 where order_no = $1 and refunded_amount + $2 <= amount', [r.paymentOrderNo, amount]);
  if (state.refunded + amount === state.amount && state.transactionId) {
    await tx.query("update payments set status = 'refunded', updated_at = $2 where transaction_id = $1 and status = 'accepted'", [state.transactionId, new Date(r.now)]);
  }
  await logPaymentEvent(tx, r.paymentOrderNo, state.transactionId, 'refund', { amount, mode: 'provider', reference: answer.reference, ...r.journal, provider: answer.raw });
  return { kind: 'refunded', amount, reference: answer.reference };
}
