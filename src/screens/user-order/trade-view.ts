// How goods orders read on the order screens (spec §4 "Trade order states by wording: to be paid,
// to be shipped, shipped, completed, closed. Extra delivery actions: extend delivery time, change
// price"), as data: each state's label and badge tone, the tabs of ibuy and isale, and which button
// each move of contract/trade-moves.ts is. Which moves an order offers is the contract's table
// (tradeMovesOf), the same one the server checks, so no screen offers a move the server refuses.
import { TRADE_ORDER_STATE, type TradeOrderState } from '../../contract/statuses.js';
import { tradeMovesOf, type TradeMove } from '../../contract/trade-moves.js';
import type { TradeOrder } from '../../contract/types/goods-order.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { Tone } from '../kit/money/order-states.js';

const { toBePaid, toBeShipped, shipped, completed, closed } = TRADE_ORDER_STATE;

export type TradeStateName = keyof typeof TRADE_ORDER_STATE;

export const TRADE_STATE_NAMES: Readonly<Record<TradeOrderState, TradeStateName>> = {
  [toBePaid]: 'toBePaid',
  [toBeShipped]: 'toBeShipped',
  [shipped]: 'shipped',
  [completed]: 'completed',
  [closed]: 'closed',
};

const TONES: Readonly<Record<TradeStateName, Tone>> = {
  toBePaid: 'wait',
  toBeShipped: 'wait',
  shipped: 'info',
  completed: 'ok',
  closed: 'bad',
};

/** The state's name (an unknown state, from a newer server, reads as closed rather than crashing). */
export const tradeStateName = (state: number): TradeStateName => TRADE_STATE_NAMES[state as TradeOrderState] ?? 'closed';

/** The badge of an order: an open dispute says so instead of "shipped". */
export function tradeStateView(o: Pick<TradeOrder, 'state' | 'dispute'>): { label: MessageKey; tone: Tone } {
  if (o.dispute?.status === 'open') return { label: 'tradeOrder.disputed', tone: 'bad' };
  const name = tradeStateName(o.state);
  return { label: `tradeOrder.state.${name}`, tone: TONES[name] };
}

/** The tabs of ibuy and isale: every order, then one per state (absent state = every order). */
export const TRADE_TABS: readonly { key: 'all' | TradeStateName; label: MessageKey; state?: TradeOrderState }[] = [
  { key: 'all', label: 'tradeOrder.all' },
  ...([toBePaid, toBeShipped, shipped, completed, closed] as const).map((state) => ({
    key: TRADE_STATE_NAMES[state],
    // Tabs name groups of orders (French: plural), the badge one order.
    label: `tradeOrder.tab.${TRADE_STATE_NAMES[state]}` as const,
    state,
  })),
];

/**
 * What a move asks before it is made: nothing (pay goes to the payment), a yes/no, a reason
 * (optional for cancel and close, required for a dispute), the courier and tracking number, or
 * the new total.
 */
export type MoveAsk = 'pay' | 'confirm' | 'reason' | 'ship' | 'price';

export interface MoveButton {
  move: TradeMove;
  label: MessageKey;
  ask: MoveAsk;
  /** The move that takes the order forward: a filled button, shown last (rightmost, under the thumb). */
  primary: boolean;
}

const BUTTONS: Readonly<Record<TradeMove, Omit<MoveButton, 'move' | 'label'>>> = {
  pay: { ask: 'pay', primary: true },
  cancel: { ask: 'reason', primary: false },
  confirm: { ask: 'confirm', primary: true },
  extend: { ask: 'confirm', primary: false },
  dispute: { ask: 'reason', primary: false },
  changePrice: { ask: 'price', primary: false },
  ship: { ask: 'ship', primary: true },
  close: { ask: 'reason', primary: false },
};

/** The buttons of the caller's side of `o` now: the contract's moves, secondary ones first. */
export function moveButtons(side: 'buy' | 'sale', o: Pick<TradeOrder, 'state' | 'payMode' | 'extended' | 'dispute'>): MoveButton[] {
  const moves = tradeMovesOf(side, o).map((move): MoveButton => ({ move, label: `tradeOrder.move.${move}`, ...BUTTONS[move] }));
  return [...moves.filter((b) => !b.primary), ...moves.filter((b) => b.primary)];
}
