// The reconciliation job (issue "Money rules": "a reconciliation job re-checks pending payments and
// expires stale ones"): every pollMs it
//   1. asks the provider about attempts still pending whose next_check_at came (settle.ts delivers
//      the accepted ones — which also finishes a notification the process died before delivering —
//      and closes the refused ones), later each time;
//   2. fails waiting orders past expires_at (state 0, fail_reason 'expired', coupon freed, pending
//      attempts expired), each in one transaction. An online order with an attempt still pending is
//      asked about once more, and failed only expiryGraceMs after its expiry; an order whose
//      remittance proof waits for an operator is never expired by the clock.
// The poll and the grace are the server's (services.paymentTimes, payment-times.ts: operators set
// them; limits.ts holds the defaults).
// Its state is the database's, so a restart resumes it, and several processes may run it at once
// (claims skip locked rows; every change is a conditional update that only one can win).
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import { freeCoupon } from './coupons.js';
import { closeParcelOfFailedOrder, tellParcelsClosed } from '../express/payment-hooks.js';
import { closeGoodsOfFailedOrder, tellGoodsClosed } from '../goods/payment-hooks.js';
import { logPaymentEvent } from './events.js';
import { PAYMENT_LIMITS } from './limits.js';
import { repeatingJob } from './repeating-job.js';
import { paymentTimesOf } from './payment-times.js';
import { settlePayment, type PaymentDeps } from './settle.js';
import type { ServerServices } from '../http/handler.js';

const BATCH = 20;
/** A pending attempt of an order that is no longer waiting is closed after this (the provider kept saying pending). */
const STALE_ATTEMPT_MS = 24 * 3_600_000;

export interface ReconcileRound {
  checked: number;
  expired: number;
}

export interface Reconciliation {
  /** One round now (tests call it; the timer calls it every pollMs). */
  runOnce(): Promise<ReconcileRound>;
  start(): void;
  /** Stops the timer and waits for the round in hand. */
  stop(): Promise<void>;
}

export interface ReconcileOptions extends PaymentDeps {
  services: PaymentDeps['services'] & Pick<ServerServices, 'paymentTimes'>;
  log?: (line: string) => void;
}

export function createReconciliation(o: ReconcileOptions): Reconciliation {
  const { db } = o;
  const now = () => o.services.clock();

  /** Claims due pending attempts (pushing their next check out while this round asks). */
  const claimDue = async (): Promise<string[]> => {
    const t = now();
    const rows = await db.query<{ transaction_id: string }>(
      `update payments set next_check_at = $2 where transaction_id in (
         select transaction_id from payments where status = 'pending' and next_check_at <= $1
         order by next_check_at limit ${BATCH} for update skip locked)
       returning transaction_id`,
      [new Date(t), new Date(t + PAYMENT_LIMITS.maxCheckGapMs)],
    );
    return rows.map((r) => r.transaction_id);
  };

  const checkPending = async (): Promise<number> => {
    if (!o.services.payments) return 0;
    let n = 0;
    for (let ids = await claimDue(); ids.length > 0; ids = await claimDue()) {
      for (const id of ids) {
        await settlePayment(o, id);
        n++;
      }
      if (ids.length < BATCH) break;
    }
    return n;
  };

  /** Fails one order if it is still waiting; true when this call did it. */
  const expireOrder = async (orderNo: string): Promise<boolean> => {
    const closed = await db.transaction(async (tx) => {
      const [row] = await tx.query(
        `update orders set state = ${ORDER_STATE.failed}, fail_reason = 'expired' where order_no = $1 and state = ${ORDER_STATE.waitPay} returning 1`,
        [orderNo],
      );
      if (!row) return null;
      await freeCoupon(tx, orderNo);
      await tx.query(`update payments set status = 'expired', updated_at = $2 where order_no = $1 and status = 'pending'`, [orderNo, new Date(now())]);
      await logPaymentEvent(tx, orderNo, null, 'expired', {});
      // A goods payment order: the orders it paid for close, stock back (goods/payment-hooks.ts);
      // a parcel's: the parcel closes (express/payment-hooks.ts).
      return { goods: await closeGoodsOfFailedOrder(tx, orderNo, 'expired', now()), parcels: await closeParcelOfFailedOrder(tx, orderNo, 'expired', now()) };
    });
    if (closed === null) return false;
    await tellGoodsClosed(o, closed.goods, 'expired');
    await tellParcelsClosed(o, closed.parcels, 'expired');
    return true;
  };

  const expireOrders = async (): Promise<number> => {
    const t = now();
    const due = await db.query<{ order_no: string; pending: string[] }>(
      `select o.order_no,
              array(select p.transaction_id from payments p where p.order_no = o.order_no and p.status = 'pending') as pending
       from orders o
       where o.state = ${ORDER_STATE.waitPay} and o.expires_at <= $1
         and not exists (select 1 from remittances r where r.order_no = o.order_no and r.status = 'submitted')
         and (o.expires_at <= $2 or not exists (select 1 from payments p where p.order_no = o.order_no and p.status = 'pending'))
       order by o.expires_at limit 100`,
      [new Date(t), new Date(t - paymentTimesOf(o.services).expiryGraceMs)],
    );
    let n = 0;
    for (const order of due) {
      // Asked once more before failing: the payer may have approved at the last minute. A provider
      // that cannot be reached now is asked again next round; one that does not know the attempt
      // (its creation failed) has nothing to say.
      let unanswered = false;
      if (o.services.payments) {
        for (const id of order.pending) {
          const r = await settlePayment(o, id);
          if (r.kind === 'error' && r.retryable) unanswered = true;
        }
      }
      if (unanswered) continue;
      if (await expireOrder(order.order_no)) n++;
    }
    return n;
  };

  /** Attempts left pending on orders that are paid or failed (a second tab, an abandoned page). */
  const closeStale = async (): Promise<void> => {
    await db.query(
      `update payments p set status = 'expired', updated_at = $1 from orders o
       where o.order_no = p.order_no and p.status = 'pending' and o.state <> ${ORDER_STATE.waitPay} and p.created_at < $2`,
      [new Date(now()), new Date(now() - STALE_ATTEMPT_MS)],
    );
  };

  const runOnce = async (): Promise<ReconcileRound> => {
    const checked = await checkPending();
    const expired = await expireOrders();
    await closeStale();
    return { checked, expired };
  };

  const job = repeatingJob(runOnce, () => paymentTimesOf(o.services).reconcilePollMs, (e) => o.log?.(`payments reconciliation: ${e}`));
  return { runOnce, start: job.start, stop: job.stop };
}
