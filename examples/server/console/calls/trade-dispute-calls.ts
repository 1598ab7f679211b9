// Deciding a goods order's dispute (goods-context decisions: "dispute (buyer, shipped): an operator
// in the console decides: refund (closed 'refunded', refund as above, stock NOT back: the goods
// left) or release (completed)"). One transaction: the order's row is locked (after its payment
// order's) and must still be shipped with its dispute open (forward only: a second operator deciding the same dispute is
// told it was decided, errors.disputeState); then the decision's effect with its event row by
// 'operator' (the operator's id in its data), the dispute's outcome and the audit row. The refund
// goes through the goods refund (goods/refund.ts: the provider pays the order's total back, or it
// is recorded as due on the payment order for a cashier). Both parties are told after the commit
// (goods/notify.ts: their order screens update, and a line in their chat says what was decided).
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_TRADE_ERRORS, type DisputeDecision, type DisputeRefund } from '../../../../src/contract/console-trade.js';
import { TRADE_ORDER_STATE } from '../../../../src/contract/statuses.js';
import type { Queryable } from '../../db/database.js';
import { closeTradeOrderInTx } from '../../goods/close.js';
import { notifyTradeMove } from '../../goods/notify.js';
import { refundTradeOrder } from '../../goods/refund.js';
import { logTradeEvent } from '../../goods/trade-events.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleContext, type ConsoleHandler } from '../console-context.js';

interface Decided {
  orderNo: string;
  operatorId: string;
  note: string;
  now: number;
}

/**
 * The decision's event, named as the order's history names the outcome on both sides ('refunded',
 * 'released': types/goods-order.ts TradeOrderEvent), by the operator, with their id and note.
 */
const eventOf = (kind: 'refunded' | 'released', d: Decided) => ({ kind, by: 'operator' as const, data: { operatorId: d.operatorId, note: d.note } });

/** Each decision's effect on the locked, disputed, shipped order (variation as data, DESIGN.md §7); the state it leaves and what the money did. */
const EFFECTS: Readonly<Record<DisputeDecision, (tx: Queryable, ctx: ConsoleContext, d: Decided) => Promise<{ state: number; refund: DisputeRefund | null }>>> = {
  // The goods left: no stock back. Closed first (it cannot fail under the lock), then the money.
  refund: async (tx, ctx, d) => {
    await closeTradeOrderInTx(tx, {
      orderNo: d.orderNo, from: TRADE_ORDER_STATE.shipped, reason: 'refunded', note: d.note, event: eventOf('refunded', d), stockBack: false, now: d.now,
    });
    const refund = await refundTradeOrder(tx, ctx.services, { orderNo: d.orderNo, by: 'operator', reason: d.note, now: d.now });
    return { state: TRADE_ORDER_STATE.closed, refund: refund.kind };
  },
  // The seller keeps the money: the order completes as a confirmed receipt would.
  release: async (tx, _ctx, d) => {
    await tx.query(
      `update trade_orders set state = ${TRADE_ORDER_STATE.completed}, completed_at = $2, updated_at = $2 where order_no = $1 and state = ${TRADE_ORDER_STATE.shipped}`,
      [d.orderNo, new Date(d.now)],
    );
    const e = eventOf('released', d);
    await logTradeEvent(tx, d.orderNo, e.kind, e.by, d.now, e.data);
    return { state: TRADE_ORDER_STATE.completed, refund: null };
  },
};

const OUTCOME: Readonly<Record<DisputeDecision, 'refunded' | 'released'>> = { refund: 'refunded', release: 'released' };

const decideDispute: ConsoleHandler<'decideDispute'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  // The note is bounded by its own schema rule (DISPUTE_NOTE_MAX), longer than parseInput's default.
  const input = parseInput(consoleSchemas.decideDispute, raw, { ownText: ['note'] });
  const outcome = OUTCOME[input.decision];
  const done = await ctx.db.transaction(async (tx) => {
    // The payment order first, then the goods order: the order payments lock them in (goods/
    // move-runner.ts, deliver.ts), so a payment arriving meanwhile cannot deadlock with a refund.
    const [paying] = await tx.query<{ payment_order_no: string | null }>('select payment_order_no from trade_orders where order_no = $1', [input.orderNo]);
    if (paying?.payment_order_no) await tx.query('select 1 from orders where order_no = $1 for update', [paying.payment_order_no]);
    const [order] = await tx.query<{ state: number; dispute_status: string | null; buyer_id: string; seller_id: string; total: number }>(
      'select state, dispute_status, buyer_id, seller_id, total from trade_orders where order_no = $1 for update',
      [input.orderNo],
    );
    if (!order) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_TRADE_ERRORS.tradeOrderNotFound);
    if (order.dispute_status !== 'open' || Number(order.state) !== TRADE_ORDER_STATE.shipped) {
      throw new ReplyError(CODE.VALIDATION, CONSOLE_TRADE_ERRORS.disputeState);
    }
    const d: Decided = { orderNo: input.orderNo, operatorId: operator.operatorId, note: input.note, now: ctx.now };
    const effect = await EFFECTS[input.decision](tx, ctx, d);
    await tx.query(
      'update trade_orders set dispute_status = $2, dispute_decided_at = $3, dispute_operator_id = $4, updated_at = $3 where order_no = $1',
      [input.orderNo, outcome, new Date(ctx.now), operator.operatorId],
    );
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: `tradeOrder.${input.decision}`,
      target: `tradeOrder:${input.orderNo}`,
      detail: { note: input.note, total: Number(order.total), buyerId: order.buyer_id, sellerId: order.seller_id, ...(effect.refund ? { refund: effect.refund } : {}) },
    }, ctx.now);
    return effect;
  });
  // Both parties: a TRADE_ORDER_EVENT on each queue and a line in their chat (goods/notify.ts).
  await notifyTradeMove({ db: ctx.db, services: ctx.services }, { orderNo: input.orderNo, kind: outcome });
  return { orderNo: input.orderNo, state: done.state, dispute: outcome, refund: done.refund };
};

export const TRADE_DISPUTE_CALLS = { decideDispute };
