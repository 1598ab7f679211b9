// Who may move a goods order, and from which states (spec §4 "Trade order states by wording: to be
// paid, to be shipped, shipped, completed, closed. Extra delivery actions: extend delivery time,
// change price"; the transitions are not shown, these are ours: forward only). One table for the
// buyer's and the seller's buttons (usercenter/order ibuy, isale, details) and the reference
// server's checks (examples/server/goods), so no screen offers a move the server refuses.
import { TRADE_ORDER_STATE, type TradeOrderState } from './statuses.js';
import type { TradeOrder } from './types/goods-order.js';

const { toBePaid, toBeShipped, shipped } = TRADE_ORDER_STATE;

export type TradeMove =
  /** Buyer: pay the order's payment order (online orders to be paid). */
  | 'pay'
  /** Buyer: cancel before shipping (a paid order is refunded; stock comes back). */
  | 'cancel'
  /** Buyer: the goods arrived. */
  | 'confirm'
  /** Buyer: push the automatic confirmation back once (spec §4 "extend delivery time"). */
  | 'extend'
  /** Buyer: the goods did not come or are not as described; an operator decides. */
  | 'dispute'
  /** Seller: a new total before payment (spec §4 "change price"). */
  | 'changePrice'
  /** Seller: sent, with the courier and tracking number ("add courier", spec §4 order state 3). */
  | 'ship'
  /** Seller: cannot sell after all (a paid order is refunded; stock comes back). */
  | 'close';

export interface TradeMoveRule {
  side: 'buy' | 'sale';
  from: readonly TradeOrderState[];
  /** Further conditions on the order, beyond its state. */
  when?: (o: Pick<TradeOrder, 'payMode' | 'extended' | 'dispute'>) => boolean;
}

const noDispute = (o: Pick<TradeOrder, 'dispute'>) => o.dispute === null;

export const TRADE_MOVES: Readonly<Record<TradeMove, TradeMoveRule>> = {
  pay: { side: 'buy', from: [toBePaid], when: (o) => o.payMode === 'online' },
  cancel: { side: 'buy', from: [toBePaid, toBeShipped] },
  confirm: { side: 'buy', from: [shipped] },
  extend: { side: 'buy', from: [shipped], when: (o) => !o.extended && noDispute(o) },
  dispute: { side: 'buy', from: [shipped], when: noDispute },
  changePrice: { side: 'sale', from: [toBePaid] },
  ship: { side: 'sale', from: [toBeShipped] },
  close: { side: 'sale', from: [toBePaid, toBeShipped] },
};

type MovableOrder = Pick<TradeOrder, 'state' | 'payMode' | 'extended' | 'dispute'>;

export const canTradeMove = (move: TradeMove, side: 'buy' | 'sale', o: MovableOrder): boolean => {
  const rule = TRADE_MOVES[move];
  return rule.side === side && (rule.from as readonly number[]).includes(o.state) && (rule.when?.(o) ?? true);
};

/** The moves the caller's side can make on `o` now, in the table's order. */
export const tradeMovesOf = (side: 'buy' | 'sale', o: MovableOrder): TradeMove[] =>
  (Object.keys(TRADE_MOVES) as TradeMove[]).filter((m) => canTradeMove(m, side, o));
