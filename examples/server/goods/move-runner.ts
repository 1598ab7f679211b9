// How every move of a goods order runs (contract/trade-moves.ts is the rule, for the server and the
// screens alike): in ONE transaction, the order's payment order locked first when it has one (the
// order deliver.ts locks them in: payment order, then its trade orders), then the order itself;
// only its buyer or seller may touch it (anyone else: 4404, as reading it); the move must be this
// side's (the other side: 4403) and allowed from the state the order is in now (else 4422
// errors.tradeMoveRefused: a second tap of the same move lands here and changes nothing). The
// move's own update is conditional on that state again (`where state = <from>`), so states only go
// forward. After the commit the other side is told (notify.ts) and the order is answered as it
// now stands.
import { CODE } from '../../../src/contract/codes.js';
import type { TradeOrderState } from '../../../src/contract/statuses.js';
import { canTradeMove, TRADE_MOVES, type TradeMove } from '../../../src/contract/trade-moves.js';
import type { DeliveryMethod, TradeOrder, TradePayMode } from '../../../src/contract/types/goods-order.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type RequestContext } from '../http/handler.js';
import type { Reply } from '../../../src/contract/envelope.js';
import { notifyTradeMove, type TradeNotice } from './notify.js';
import { readTradeOrder } from './trade-read.js';

/** The columns a move decides on, read under the lock. */
export interface LockedTradeOrder {
  order_no: string;
  state: TradeOrderState;
  buyer_id: string;
  seller_id: string;
  pay_mode: TradePayMode;
  delivery: DeliveryMethod;
  payment_order_no: string | null;
  total: number;
  paid: boolean;
  extended: boolean;
  receive_by: Date | string | null;
  dispute_status: string | null;
}

export interface MoveScope {
  tx: Queryable;
  order: LockedTradeOrder;
  now: number;
}

export const notFound = (): ReplyError => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
export const moveRefused = (): ReplyError => new ReplyError(CODE.VALIDATION, 'errors.tradeMoveRefused');

/** The order's payment order number, read without a lock (it never changes), or 4404. */
async function paymentOrderOf(db: Queryable, orderNo: string): Promise<string | null> {
  const [row] = await db.query<{ payment_order_no: string | null }>('select payment_order_no from trade_orders where order_no = $1', [orderNo]);
  if (!row) throw notFound();
  return row.payment_order_no;
}

async function lockOrder(tx: Queryable, orderNo: string, paymentOrderNo: string | null): Promise<LockedTradeOrder> {
  if (paymentOrderNo) await tx.query('select 1 from orders where order_no = $1 for update', [paymentOrderNo]);
  const [row] = await tx.query<LockedTradeOrder>(
    `select order_no, state, buyer_id, seller_id, pay_mode, delivery, payment_order_no, total,
       (pay_mode = 'online' and paid_at is not null) as paid, extended, receive_by, dispute_status
     from trade_orders where order_no = $1 for update`,
    [orderNo],
  );
  if (!row) throw notFound();
  return { ...row, state: Number(row.state) as TradeOrderState, total: Number(row.total) };
}

/** Who may make `move` on `o`: 4404 for a stranger, 4403 for the other side, 4422 from a state it is not allowed in. */
export function checkMove(move: TradeMove, me: string, o: LockedTradeOrder): void {
  if (o.buyer_id !== me && o.seller_id !== me) throw notFound();
  const side = o.buyer_id === me ? 'buy' : 'sale';
  if (TRADE_MOVES[move].side !== side) throw new ReplyError(CODE.FORBIDDEN, 'errors.tradeNotYourMove');
  const dispute = o.dispute_status === null ? null : { status: 'open' as const, reason: '', openedAt: '', decidedAt: '' };
  if (!canTradeMove(move, side, { state: o.state, payMode: o.pay_mode, extended: o.extended, dispute })) throw moveRefused();
}

/**
 * Runs `move` on order `orderNo` for the caller `me`: `apply` makes the change inside the
 * transaction and says who is to be told; the reply is the order as it now stands.
 */
export async function runTradeMove(
  ctx: RequestContext, me: string, orderNo: string, move: TradeMove, apply: (s: MoveScope) => Promise<TradeNotice[]>,
): Promise<Reply<TradeOrder>> {
  const paymentOrderNo = await paymentOrderOf(ctx.db, orderNo);
  const now = ctx.services.clock();
  const notices = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo, paymentOrderNo);
    checkMove(move, me, order);
    return apply({ tx, order, now });
  });
  for (const n of notices) await notifyTradeMove(ctx, n);
  return okReply(await readTradeOrder(ctx.db, orderNo, me));
}
