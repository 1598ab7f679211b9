// A goods order's history (trade_order_events, migration 027): every move, oldest first, for the
// order's page on both sides and for the console. Written in the transaction of the change it
// records, so the history never claims a move that did not happen.
import type { TradeOrderEvent } from '../../../src/contract/types/goods-order.js';
import type { Queryable } from '../db/database.js';

export type TradeEventBy = TradeOrderEvent['by'];

export async function logTradeEvent(
  tx: Queryable, orderNo: string, kind: string, by: TradeEventBy, now: number, data: Record<string, string | number> = {},
): Promise<void> {
  await tx.query('insert into trade_order_events (order_no, kind, by_side, data, created_at) values ($1, $2, $3, $4::jsonb, $5)', [
    orderNo, kind, by, JSON.stringify(data), new Date(now),
  ]);
}
