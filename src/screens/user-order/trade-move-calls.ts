// The call behind each move (contract/trade-moves.ts; endpoints/goods-orders.ts): every move
// answers the order as it now stands, which the screen shows at once. Pay is no call of its own:
// it pays the order's payment order through the payments flow (trade-pay.tsx).
import type { EndpointLike } from '../../api/index.js';
import { GOODS_ORDER_ENDPOINTS as E } from '../../contract/endpoints/goods-orders.js';
import type { TradeMove } from '../../contract/trade-moves.js';
import type { ChangePriceRequest, CloseTradeRequest, DisputeRequest, ShipRequest, TradeOrder, TradeOrderRef } from '../../contract/types/goods-order.js';

/** What each move sends, beyond the order number. */
export interface MoveBodies {
  cancel: CloseTradeRequest;
  close: CloseTradeRequest;
  dispute: DisputeRequest;
  confirm: TradeOrderRef;
  extend: TradeOrderRef;
  changePrice: ChangePriceRequest;
  ship: ShipRequest;
}

export type CalledMove = Exclude<TradeMove, 'pay'>;

export const MOVE_CALLS: { readonly [M in CalledMove]: EndpointLike<MoveBodies[M], TradeOrder> } = {
  cancel: E.cancelTradeOrder,
  close: E.closeTradeOrder,
  dispute: E.openDispute,
  confirm: E.confirmReceipt,
  extend: E.extendReceipt,
  changePrice: E.changeTradePrice,
  ship: E.shipTradeOrder,
};
