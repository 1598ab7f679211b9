// The trade order reads and moves of usercenter/order ibuy, isale and details
// (contract/endpoints/goods-orders.ts), in one table for handlers.ts.
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { tradeOrderListSchema, tradeOrderRefSchema } from '../../../src/contract/validation/goods-order.js';
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { PAYMENT_LIMITS } from '../payments/limits.js';
import { requireUser } from '../usercenter/caller.js';
import { cancelTradeOrder, closeTradeOrder } from './closing-moves.js';
import { confirmReceipt, extendReceipt, openDispute } from './receipt-moves.js';
import { changeTradePrice, shipTradeOrder } from './seller-moves.js';
import { readTradeOrder, TRADE_ORDER_SELECT, tradeOrdersOf, type TradeOrderRow } from './trade-read.js';

/** ibuy (the caller's purchases) or isale (their sales), newest first; an optional state; pages of spec §9's 15. */
const getTradeOrderList: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(tradeOrderListSchema, input);
  const page = pageWindow(req.page, PAYMENT_LIMITS.orderPageSize);
  const party = req.side === 'buy' ? 't.buyer_id' : 't.seller_id';
  const state = req.state ?? null;
  const [count] = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from trade_orders t where ${party} = $1 and ($2::int is null or t.state = $2::int)`, [me, state]);
  const totalCount = Number(count?.n ?? 0);
  if (totalCount <= page.offset) return okReply({ totalCount, resultList: [] });
  const rows = await ctx.db.query<TradeOrderRow>(
    `${TRADE_ORDER_SELECT} where ${party} = $1 and ($2::int is null or t.state = $2::int)
     order by t.created_at desc, t.order_no desc limit $3 offset $4`,
    [me, state, page.size, page.offset],
  );
  return okReply({ totalCount, resultList: await tradeOrdersOf(ctx.db, rows, me) });
};

/** details: only the buyer or the seller (anyone else: 4404). */
const getTradeOrder: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { orderNo } = parseInput(tradeOrderRefSchema, input);
  return okReply(await readTradeOrder(ctx.db, orderNo, me));
};


export const TRADE_ORDER_HANDLERS = {
  getTradeOrderList, getTradeOrder, cancelTradeOrder, confirmReceipt, extendReceipt, openDispute, changeTradePrice, shipTradeOrder, closeTradeOrder,
} as HandlerTable;
