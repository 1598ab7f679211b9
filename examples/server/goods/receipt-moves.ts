// The buyer's moves on a shipped order (contract/trade-moves.ts confirm, extend, dispute; spec §4
// "extend delivery time"): confirm completes it; extend pushes the automatic completion back by
// TRADE.extendDays, once; a dispute stops that completion until an operator decides (console).
// Each is one conditional update from "shipped" (move-runner.ts runs them).
import { TRADE } from '../../../src/contract/constants.js';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import { disputeSchema, tradeOrderRefSchema } from '../../../src/contract/validation/goods-order.js';
import type { Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { moveRefused, runTradeMove } from './move-runner.js';
import { logTradeEvent } from './trade-events.js';

const DAY_MS = 86_400_000;
const { shipped, completed } = TRADE_ORDER_STATE;

export const confirmReceipt: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { orderNo } = parseInput(tradeOrderRefSchema, input);
  return runTradeMove(ctx, me, orderNo, 'confirm', async ({ tx, now }) => {
    const done = await tx.query(
      `update trade_orders set state = ${completed}, completed_at = $2, updated_at = $2 where order_no = $1 and state = ${shipped} returning 1`,
      [orderNo, new Date(now)],
    );
    if (done.length === 0) throw moveRefused();
    await logTradeEvent(tx, orderNo, 'confirm', 'buyer', now);
    return [{ orderNo, kind: 'confirm' }];
  });
};

export const extendReceipt: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { orderNo } = parseInput(tradeOrderRefSchema, input);
  return runTradeMove(ctx, me, orderNo, 'extend', async ({ tx, order, now }) => {
    const from = order.receive_by === null ? now : new Date(order.receive_by).getTime();
    const receiveBy = new Date(from + TRADE.extendDays * DAY_MS);
    const done = await tx.query(
      `update trade_orders set receive_by = $2, extended = true, updated_at = $3
       where order_no = $1 and state = ${shipped} and not extended and dispute_status is null returning 1`,
      [orderNo, receiveBy, new Date(now)],
    );
    if (done.length === 0) throw moveRefused();
    await logTradeEvent(tx, orderNo, 'extend', 'buyer', now, { receiveBy: receiveBy.toISOString() });
    return [{ orderNo, kind: 'extend' }];
  });
};

export const openDispute: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { orderNo, reason } = parseInput(disputeSchema, input);
  const text = reason.trim();
  return runTradeMove(ctx, me, orderNo, 'dispute', async ({ tx, now }) => {
    const done = await tx.query(
      `update trade_orders set dispute_status = 'open', dispute_reason = $2, dispute_opened_at = $3, updated_at = $3
       where order_no = $1 and state = ${shipped} and dispute_status is null returning 1`,
      [orderNo, text, new Date(now)],
    );
    if (done.length === 0) throw moveRefused();
    await logTradeEvent(tx, orderNo, 'dispute', 'buyer', now, { reason: text });
    return [{ orderNo, kind: 'dispute', reason: text }];
  });
};
