// The seller's moves before the goods leave (contract/trade-moves.ts ship, changePrice; spec §4
// "add courier", "change price"):
// - ship (to be shipped): the courier and tracking number are required for a delivery (the buyer
//   follows the parcel), may be '' for a pickup; the buyer has TRADE.receiveDays to confirm or
//   dispute before the order completes itself (sweep.ts).
// - changePrice (to be paid): a new total (> 0) for this order; its payment order is recomputed in
//   the same transaction (payment-amounts.ts), refused while an attempt is pending at the provider.
//   The same total again changes nothing (a double tap answers the order as it is).
import { TRADE } from '../../../src/contract/constants.js';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import { changePriceSchema, courierProblem, shipSchema } from '../../../src/contract/validation/goods-order.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Handler } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { askProvider } from '../payments/order-removal.js';
import { requireUser } from '../usercenter/caller.js';
import { moveRefused, runTradeMove } from './move-runner.js';
import { refuseWhilePending, repricePaymentOrder } from './payment-amounts.js';
import { logTradeEvent } from './trade-events.js';

const DAY_MS = 86_400_000;
const { toBePaid, toBeShipped, shipped } = TRADE_ORDER_STATE;

export const shipTradeOrder: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(shipSchema, input);
  const courier = req.courier.trim();
  const trackingNo = req.trackingNo.trim();
  return runTradeMove(ctx, me, req.orderNo, 'ship', async ({ tx, order, now }) => {
    const missing = courierProblem(order.delivery, { courier, trackingNo });
    if (missing) throw fieldError(missing, MSG.pleaseInput);
    const done = await tx.query(
      `update trade_orders set state = ${shipped}, courier = $2, tracking_no = $3, shipped_at = $4, receive_by = $5, updated_at = $4
       where order_no = $1 and state = ${toBeShipped} returning 1`,
      [req.orderNo, courier, trackingNo, new Date(now), new Date(now + TRADE.receiveDays * DAY_MS)],
    );
    if (done.length === 0) throw moveRefused();
    await logTradeEvent(tx, req.orderNo, 'ship', 'seller', now, { courier, trackingNo });
    return [{ orderNo: req.orderNo, kind: 'ship' }];
  });
};

export const changeTradePrice: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(changePriceSchema, input);
  const [pre] = await ctx.db.query<{ payment_order_no: string | null; seller_id: string; state: number }>(
    'select payment_order_no, seller_id, state from trade_orders where order_no = $1', [req.orderNo]);
  // An attempt the provider already settled must not block the change (order-removal.ts does the
  // same); asked for the seller's own orders to be paid only.
  const asks = pre?.payment_order_no && pre.seller_id === me && Number(pre.state) === toBePaid;
  const neverMade = asks && pre.payment_order_no ? await askProvider(ctx, pre.payment_order_no) : [];
  return runTradeMove(ctx, me, req.orderNo, 'changePrice', async ({ tx, order, now }) => {
    // The same total again (a double tap): the order as it is, nothing recorded, nobody told.
    if (req.total === order.total) return [];
    if (order.payment_order_no) await refuseWhilePending(tx, order.payment_order_no, neverMade);
    const done = await tx.query(
      `update trade_orders set total = $2, updated_at = $3 where order_no = $1 and state = ${toBePaid} returning 1`,
      [req.orderNo, req.total, new Date(now)],
    );
    if (done.length === 0) throw moveRefused();
    if (order.payment_order_no) await repricePaymentOrder(tx, order.payment_order_no, 'total');
    await logTradeEvent(tx, req.orderNo, 'changePrice', 'seller', now, { from: order.total, to: req.total });
    return [{ orderNo: req.orderNo, kind: 'changePrice' }];
  });
};
