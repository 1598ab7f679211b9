// The order's journal (payment_events): everything the provider said and everything we did with
// it, raw, for the console's order detail and for refunds (spec §2 usercenter/order; issue "every
// provider call and answer written"). Written in the transaction of the change it records when
// there is one, so the journal never claims what did not happen.
import type { Queryable } from '../db/database.js';

/**
 * What an event records. Provider traffic: create, created, createFailed, notified, forged,
 * checked, checkFailed. Our decisions: delivered, notDelivered (paid, but what was bought could
 * not be granted: refund due), overpaid (money accepted for an order already paid or failed:
 * refund due), amountMismatch (the provider's amount or currency differs: nothing delivered),
 * refused, expired, remittance, remittanceConfirmed, remittanceRejected, free (a zero amount).
 */
export type PaymentEventKind =
  | 'create' | 'created' | 'createFailed' | 'notified' | 'forged' | 'unknownTransaction' | 'checked' | 'checkFailed'
  | 'delivered' | 'notDelivered' | 'overpaid' | 'amountMismatch' | 'refused' | 'expired' | 'duplicate'
  | 'remittance' | 'remittanceConfirmed' | 'remittanceRejected' | 'free' | 'methodChanged'
  /** Console: money paid back (refund), or the provider could not (refundFailed: nothing recorded). */
  | 'refund' | 'refundFailed'
  /**
   * A goods order closed after payment whose money the provider cannot pay back by API (CinetPay):
   * detail { amount, tradeOrderNo, refundDue: true } for an operator (goods/refund.ts).
   */
  | 'refundDue'
  /** The payer's order actions (order-removal.ts): a waiting order cancelled, a finished one hidden from their lists. */
  | 'cancelled' | 'hidden';

/** Longest text kept of any one value (a forged notification may be large). */
const MAX_TEXT = 1_000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text jsonb can hold: no NUL, no lone surrogate (both are refused by PostgreSQL), cut to `max`. */
const storable = (s: string, max: number): string => s.split('\u0000').join('').slice(0, max).replace(LONE_SURROGATE, '\uFFFD');

/** A JSON-safe copy with long strings cut and what jsonb refuses replaced. */
function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storable(value, MAX_TEXT);
  if (typeof value !== 'object' || value === null || depth > 4) return typeof value === 'number' || typeof value === 'boolean' ? value : value === null ? null : String(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => bounded(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value).slice(0, 50)) out[storable(k, 100)] = bounded(v, depth + 1);
  return out;
}

export async function logPaymentEvent(
  q: Queryable, orderNo: string, transactionId: string | null, kind: PaymentEventKind, detail: Record<string, unknown> = {},
): Promise<void> {
  await q.query('insert into payment_events (order_no, transaction_id, kind, detail) values ($1, $2, $3, $4::jsonb)', [
    orderNo, transactionId, kind, JSON.stringify(bounded(detail)),
  ]);
}
