// Journaling refused notifications (webhook.ts) within bounds. Anyone can post to notify_url, so a
// flood of forged posts must not fill payment_events: each refused one is journaled only while its
// source address, and all addresses together, are under their limits (limits.ts PAYMENT_RATES
// forgedIp, forgedAll); past them it is still refused, just not written. Hits are recorded only
// for what is journaled, so rate_hits stays bounded as well. The count, the record and the journal
// entry happen under one advisory lock, taken without waiting: two refused posts at once never
// both pass the last place, and a burst never holds connections waiting (the one that finds the
// lock taken is not journaled). Verified notifications never come here.
import type { Database } from '../db/database.js';
import { rateCount, rateRecord } from '../accounts/rate-limit.js';
import { logPaymentEvent } from './events.js';
import { PAYMENT_RATES } from './limits.js';

/** Any constant: the key of the advisory lock held while journaling a refused notification. */
const REFUSED_LOCK = 732_017;

export interface RefusedNotification {
  /** The order of the attempt it names ('' when none). */
  orderNo: string;
  transactionId: string | null;
  ip: string;
  detail: Record<string, unknown>;
}

/** Journals `n` as 'forged' when the limits allow; whether it was written. */
export async function journalRefused(db: Database, n: RefusedNotification, now: number): Promise<boolean> {
  const ipBucket = `notify-refused:${n.ip}`;
  const allBucket = 'notify-refused';
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [REFUSED_LOCK]);
    if (!lock?.ok) return false;
    if ((await rateCount(tx, ipBucket, PAYMENT_RATES.forgedIp, now)) >= PAYMENT_RATES.forgedIp.limit) return false;
    if ((await rateCount(tx, allBucket, PAYMENT_RATES.forgedAll, now)) >= PAYMENT_RATES.forgedAll.limit) return false;
    await rateRecord(tx, ipBucket, now);
    await rateRecord(tx, allBucket, now);
    await logPaymentEvent(tx, n.orderNo, n.transactionId, 'forged', { ...n.detail, ip: n.ip });
    return true;
  });
}
