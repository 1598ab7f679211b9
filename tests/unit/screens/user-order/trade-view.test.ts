// The goods order screens' buttons and badges (src/screens/user-order/trade-view.ts; spec §4 trade
// order states and delivery actions): each side gets the buttons of the contract's move table
// (contract/trade-moves.ts, the server's rule too), secondary moves first and the one that takes
// the order forward last; every button has a label in the three locales.
import { describe, expect, it } from 'vitest';
import { TRADE_ORDER_STATE } from '../../../../src/contract/statuses.js';
import type { TradeOrder } from '../../../../src/contract/types/goods-order.js';
import { moveButtons, TRADE_TABS, tradeStateView } from '../../../../src/screens/user-order/trade-view.js';
import { nextStepKey } from '../../../../src/screens/user-order/trade-details.js';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import cn from '../../../../locales/cn.json';

const { toBePaid, toBeShipped, shipped, completed, closed } = TRADE_ORDER_STATE;
type Movable = Pick<TradeOrder, 'state' | 'payMode' | 'extended' | 'dispute'>;
const order = (state: number, more: Partial<Movable> = {}): Movable => ({ state, payMode: 'online', extended: false, dispute: null, ...more });
const dispute = { status: 'open', reason: 'Rien reçu', openedAt: '2026-11-27T10:00:00Z', decidedAt: '' } as const;
const moves = (side: 'buy' | 'sale', o: Movable) => moveButtons(side, o).map((b) => b.move);

describe('moveButtons: the buyer', () => {
  it('pays or cancels an online order to be paid; pay is the primary button, last', () => {
    const buttons = moveButtons('buy', order(toBePaid));
    expect(buttons.map((b) => [b.move, b.ask, b.primary])).toEqual([['cancel', 'reason', false], ['pay', 'pay', true]]);
  });
  it('an order paid on delivery has nothing to pay online', () => {
    expect(moves('buy', order(toBePaid, { payMode: 'onDelivery' }))).toEqual(['cancel']);
    expect(moves('buy', order(toBeShipped, { payMode: 'onDelivery' }))).toEqual(['cancel']);
  });
  it('a shipped order: extend (once), dispute, then confirm receipt (yes/no)', () => {
    expect(moveButtons('buy', order(shipped)).map((b) => [b.move, b.ask])).toEqual([['extend', 'confirm'], ['dispute', 'reason'], ['confirm', 'confirm']]);
    expect(moves('buy', order(shipped, { extended: true }))).toEqual(['dispute', 'confirm']);
    // A dispute waits for an operator: no second one, no extension; receipt can still be confirmed.
    expect(moves('buy', order(shipped, { dispute }))).toEqual(['confirm']);
  });
  it('nothing on completed or closed orders', () => {
    expect(moves('buy', order(completed))).toEqual([]);
    expect(moves('buy', order(closed))).toEqual([]);
  });
});

describe('moveButtons: the seller', () => {
  it('changes the price or closes an order to be paid; ships (primary) or closes one to be shipped', () => {
    expect(moveButtons('sale', order(toBePaid)).map((b) => [b.move, b.ask])).toEqual([['changePrice', 'price'], ['close', 'reason']]);
    expect(moveButtons('sale', order(toBeShipped)).map((b) => [b.move, b.ask, b.primary])).toEqual([['close', 'reason', false], ['ship', 'ship', true]]);
  });
  it('nothing once shipped (the buyer or an operator decides), completed or closed', () => {
    for (const state of [shipped, completed, closed]) expect(moves('sale', order(state))).toEqual([]);
  });
  it('never a buyer’s move', () => {
    for (const state of [toBePaid, toBeShipped, shipped]) {
      expect(moves('sale', order(state)).some((m) => ['pay', 'cancel', 'confirm', 'extend', 'dispute'].includes(m))).toBe(false);
    }
  });
});

describe('labels in three languages', () => {
  const leaf = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k], tree);
  it('every button, state, tab and next step has a text', () => {
    const keys = new Set<string>();
    for (const side of ['buy', 'sale'] as const) {
      for (const state of [toBePaid, toBeShipped, shipped, completed, closed]) {
        for (const b of moveButtons(side, order(state))) keys.add(b.label);
        keys.add(tradeStateView(order(state)).label);
        for (const payMode of ['online', 'onDelivery'] as const) {
          for (const delivery of ['delivery', 'pickup'] as const) keys.add(nextStepKey({ state, side, payMode, delivery, dispute: null }));
        }
        keys.add(nextStepKey({ state, side, payMode: 'online', delivery: 'delivery', dispute }));
      }
    }
    for (const tab of TRADE_TABS) keys.add(tab.label);
    expect(keys.size).toBeGreaterThan(20);
    for (const messages of [en, fr, cn]) for (const key of keys) expect(typeof leaf(messages, key), key).toBe('string');
  });
  it('an open dispute shows on the badge instead of "shipped"', () => {
    expect(tradeStateView(order(shipped))).toEqual({ label: 'tradeOrder.state.shipped', tone: 'info' });
    expect(tradeStateView(order(shipped, { dispute }))).toEqual({ label: 'tradeOrder.disputed', tone: 'bad' });
  });
});
