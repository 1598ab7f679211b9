// The automatic completion of shipped orders (goods-context decisions): a shipped order whose
// receive_by passed (TRADE.receiveDays after shipping, + extendDays when the buyer extended) and
// that the buyer did not dispute completes itself, 'autoConfirmed' by the system, and both sides
// are told. Runs beside the payments' reconciliation (payments/start.ts), on its poll; its state is
// the database's, so a restart resumes it, and several processes may run it at once: each order
// is one conditional update only one of them wins.
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { paymentTimesOf } from '../payments/payment-times.js';
import { repeatingJob, type RepeatingJob } from '../payments/repeating-job.js';
import { notifyTradeMove } from './notify.js';
import { logTradeEvent } from './trade-events.js';

const BATCH = 100;
const { shipped, completed } = TRADE_ORDER_STATE;

export interface SweepDeps {
  db: Database;
  services: Pick<ServerServices, 'broker' | 'clock' | 'paymentTimes'>;
  log?: (line: string) => void;
}

/** Completes one order if it is still shipped, undisputed and overdue at `now`; true when this call did it. */
async function completeOne(db: Database, orderNo: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx.query(
      `update trade_orders set state = ${completed}, completed_at = $2, updated_at = $2
       where order_no = $1 and state = ${shipped} and dispute_status is null and receive_by <= $2 returning 1`,
      [orderNo, new Date(now)],
    );
    if (!done) return false;
    await logTradeEvent(tx, orderNo, 'autoConfirmed', 'system', now);
    return true;
  });
}

/** One round at `now` (tests call it with their clock): the orders it completed. */
export async function completeOverdueTradeOrders(deps: SweepDeps, now: number): Promise<string[]> {
  const completedNos: string[] = [];
  for (;;) {
    const due = await deps.db.query<{ order_no: string }>(
      `select order_no from trade_orders where state = ${shipped} and dispute_status is null and receive_by <= $1
       order by receive_by, order_no limit ${BATCH}`,
      [new Date(now)],
    );
    let moved = 0;
    for (const { order_no } of due) {
      if (!(await completeOne(deps.db, order_no, now))) continue;
      moved++;
      completedNos.push(order_no);
      await notifyTradeMove(deps, { orderNo: order_no, kind: 'autoConfirmed' });
    }
    // A full batch may hide more; a batch another process took entirely ends the round.
    if (due.length < BATCH || moved === 0) return completedNos;
  }
}

export type TradeSweep = RepeatingJob;

export function createTradeSweep(deps: SweepDeps): TradeSweep {
  return repeatingJob(
    () => completeOverdueTradeOrders(deps, deps.services.clock()),
    () => paymentTimesOf(deps.services).reconcilePollMs,
    (e) => deps.log?.(`goods sweep: ${e}`),
  );
}
