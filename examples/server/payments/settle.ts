// Asking the provider about one attempt and acting on the answer (issue "Money rules": delivered
// only after a status check, with amount and currency matching the order). Called by the webhook
// after a verified notification, by the reconciliation job for attempts still pending, and by
// getPaymentResult while the payer waits: a check is always safe to repeat, and whatever asks,
// delivery goes through deliver.ts's single winning update.
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { publicDataChanged } from '../listings/write.js';
import { deliverPayment, type Delivery } from './deliver.js';
import { tellParcelPaid } from '../express/payment-hooks.js';
import { tellGoodsPaid } from '../goods/payment-hooks.js';
import { logPaymentEvent } from './events.js';
import { PAYMENT_LIMITS } from './limits.js';
import { PaymentProviderError, type CheckedPayment } from './provider.js';

export interface PaymentDeps {
  db: Database;
  services: Pick<ServerServices, 'payments' | 'clock' | 'replyCache' | 'broker'>;
}

/**
 * accepted → delivered (or recorded as overpaid / not deliverable); refused: the provider declined
 * (the order stays payable); mismatch: accepted with another amount or currency (nothing
 * delivered); pending: ask again later; error: the provider could not be asked; unknown: no such
 * attempt here; settled: the attempt was already decided (no question asked).
 */
export type SettleOutcome =
  | { kind: 'accepted'; delivery: Delivery | null }
  /** retryable: the provider could not be reached (ask again); otherwise it refused the question (an attempt it never made). */
  | { kind: 'error'; retryable: boolean }
  | { kind: 'refused' | 'mismatch' | 'pending' | 'unknown' | 'settled' };

interface AttemptRow {
  order_no: string;
  status: string;
  amount: number;
  currency: string;
  checks: number;
  order_amount: number;
  order_currency: string;
}

/** When to ask about a still-pending attempt again: later each time, at most maxCheckGapMs. */
export function nextCheckAt(checks: number, now: number): Date {
  const gap = Math.min(PAYMENT_LIMITS.maxCheckGapMs, PAYMENT_LIMITS.firstCheckMs * 2 ** Math.min(checks, 20));
  return new Date(now + gap);
}

export async function settlePayment(deps: PaymentDeps, transactionId: string): Promise<SettleOutcome> {
  const { db } = deps;
  const provider = deps.services.payments;
  const [row] = await db.query<AttemptRow>(
    `select p.order_no, p.status, p.amount, p.currency, p.checks, o.amount as order_amount, o.currency as order_currency
     from payments p join orders o on o.order_no = p.order_no where p.transaction_id = $1`,
    [transactionId],
  );
  if (!row) return { kind: 'unknown' };
  // Decided attempts: accepted ones are delivered already; one we refused for its amount stays refused.
  if (row.status === 'accepted' || row.status === 'refunded') return { kind: 'settled' };
  if (!provider) return { kind: 'error', retryable: true };

  const asked = deps.services.clock();
  let checked: CheckedPayment;
  try {
    checked = await provider.check(transactionId);
  } catch (e) {
    const detail = e instanceof PaymentProviderError ? { kind: e.kind, code: e.providerCode ?? '', message: e.message } : { message: String(e) };
    await db.transaction(async (tx) => {
      await logPaymentEvent(tx, row.order_no, transactionId, 'checkFailed', detail);
      await tx.query(`update payments set checks = checks + 1, next_check_at = $2 where transaction_id = $1 and status = 'pending'`, [transactionId, nextCheckAt(row.checks, asked)]);
    });
    return { kind: 'error', retryable: !(e instanceof PaymentProviderError) || e.retryable };
  }
  const now = deps.services.clock();
  const seen = { status: checked.status, amount: checked.amount, currency: checked.currency, paymentMethod: checked.paymentMethod ?? '', raw: checked.raw };

  if (checked.status === 'accepted') {
    const matches = checked.amount === row.order_amount && checked.amount === row.amount && checked.currency === row.order_currency;
    if (!matches) {
      await db.transaction(async (tx) => {
        await logPaymentEvent(tx, row.order_no, transactionId, 'checked', seen);
        await tx.query(`update payments set status = 'refused', updated_at = $2 where transaction_id = $1 and status = 'pending'`, [transactionId, new Date(now)]);
        await logPaymentEvent(tx, row.order_no, transactionId, 'amountMismatch', {
          expected: { amount: row.order_amount, currency: row.order_currency }, reported: { amount: checked.amount, currency: checked.currency }, refundDue: true,
        });
      });
      return { kind: 'mismatch' };
    }
    const delivery = await db.transaction(async (tx) => {
      await logPaymentEvent(tx, row.order_no, transactionId, 'checked', seen);
      return deliverPayment(tx, transactionId, checked, now);
    });
    if (delivery?.publicChange) await publicDataChanged(deps);
    // A goods payment order: its sellers hear of the payment (goods/payment-hooks.ts).
    if (delivery?.outcome === 'delivered') await tellGoodsPaid(deps, delivery.orderNo);
    // A parcel's payment order: its sender hears of it (express/payment-hooks.ts).
    if (delivery?.outcome === 'delivered') await tellParcelPaid(deps, delivery.orderNo);
    return { kind: 'accepted', delivery };
  }

  if (checked.status === 'refused' || checked.status === 'cancelled') {
    await db.transaction(async (tx) => {
      await logPaymentEvent(tx, row.order_no, transactionId, 'checked', seen);
      const [moved] = await tx.query(`update payments set status = 'refused', updated_at = $2 where transaction_id = $1 and status = 'pending' returning 1`, [transactionId, new Date(now)]);
      if (moved) await logPaymentEvent(tx, row.order_no, transactionId, 'refused', { status: checked.status });
    });
    return { kind: 'refused' };
  }

  await db.transaction(async (tx) => {
    await logPaymentEvent(tx, row.order_no, transactionId, 'checked', seen);
    await tx.query(`update payments set checks = checks + 1, next_check_at = $2 where transaction_id = $1 and status = 'pending'`, [transactionId, nextCheckAt(row.checks, now)]);
  });
  return { kind: 'pending' };
}
