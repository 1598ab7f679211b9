// Who may move a goods order and from where (contract/trade-moves.ts TRADE_MOVES is the rule; the
// server checks it under the order's lock): every move from every state, table-driven from the
// contract — allowed → 200, any other state → 4422; the other side → 4403; a stranger → 4404;
// and the conditions beyond the state (extend once, no extend or second dispute once disputed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../src/contract/codes.js';
import type { EndpointName } from '../../../src/contract/endpoints.js';
import { TRADE_ORDER_STATE, type TradeOrderState } from '../../../src/contract/statuses.js';
import { TRADE_MOVES, type TradeMove } from '../../../src/contract/trade-moves.js';
import type { TradeOrder } from '../../../src/contract/types/goods-order.js';
import { TEST_DATABASES } from '../databases.js';
import { BUYER, eventKinds, makeOrder, openTradeRig, SELLER, STRANGER, type TradeRig } from './trade-fixtures.js';

/** The server's moves (pay is the payments' flow) with their endpoint and a valid body. */
const CALLS: Readonly<Record<Exclude<TradeMove, 'pay'>, { name: EndpointName; body: (orderNo: string) => Record<string, unknown> }>> = {
  cancel: { name: 'cancelTradeOrder', body: (orderNo) => ({ orderNo, reason: 'Changed my mind' }) },
  confirm: { name: 'confirmReceipt', body: (orderNo) => ({ orderNo }) },
  extend: { name: 'extendReceipt', body: (orderNo) => ({ orderNo }) },
  dispute: { name: 'openDispute', body: (orderNo) => ({ orderNo, reason: 'Nothing arrived' }) },
  changePrice: { name: 'changeTradePrice', body: (orderNo) => ({ orderNo, total: 4000 }) },
  ship: { name: 'shipTradeOrder', body: (orderNo) => ({ orderNo, courier: 'DHL', trackingNo: '123' }) },
  close: { name: 'closeTradeOrder', body: (orderNo) => ({ orderNo, reason: '' }) },
};

const STATES = Object.values(TRADE_ORDER_STATE) as TradeOrderState[];

describe.each(TEST_DATABASES)('trade order moves ($name)', (target) => {
  let rig: TradeRig;
  beforeAll(async () => { rig = await openTradeRig(target); });
  afterAll(async () => rig?.close());

  const stateOf = async (orderNo: string) =>
    Number((await rig.db.query<{ state: number }>('select state from trade_orders where order_no = $1', [orderNo]))[0]!.state);

  for (const move of Object.keys(CALLS) as (keyof typeof CALLS)[]) {
    const rule = TRADE_MOVES[move];
    const call = CALLS[move];
    const mine = rule.side === 'buy' ? BUYER : SELLER;
    const theirs = rule.side === 'buy' ? SELLER : BUYER;
    it(`${move}: only the ${rule.side === 'buy' ? 'buyer' : 'seller'}, only from ${rule.from.join(', ')}`, async () => {
      for (const state of STATES) {
        const order = await makeOrder(rig, { state });
        const events = await eventKinds(rig.db, order.orderNo);
        expect((await rig.call(call.name, STRANGER, call.body(order.orderNo))).code, `${move} by a stranger from ${state}`).toBe(CODE.NOT_FOUND);
        expect((await rig.call(call.name, theirs, call.body(order.orderNo))).code, `${move} by the other side from ${state}`).toBe(CODE.FORBIDDEN);
        expect(await eventKinds(rig.db, order.orderNo)).toEqual(events);
        const r = await rig.call<TradeOrder>(call.name, mine, call.body(order.orderNo));
        if ((rule.from as readonly number[]).includes(state)) {
          expect(r.code, `${move} from ${state}: ${r.message}`).toBe(200);
          expect(r.customData.orderNo).toBe(order.orderNo);
          expect(r.customData.side).toBe(rule.side);
          expect((await eventKinds(rig.db, order.orderNo)).length).toBeGreaterThan(events.length);
          // The same move again: refused (a price change to the same total: answered as it is), nothing changed.
          const after = await eventKinds(rig.db, order.orderNo);
          const stateAfter = await stateOf(order.orderNo);
          const again = await rig.call(call.name, mine, call.body(order.orderNo));
          expect(again.code, `${move} twice from ${state}`).toBe(move === 'changePrice' ? 200 : CODE.VALIDATION);
          expect(await eventKinds(rig.db, order.orderNo)).toEqual(after);
          expect(await stateOf(order.orderNo)).toBe(stateAfter);
        } else {
          expect(r.code, `${move} from ${state}`).toBe(CODE.VALIDATION);
          expect(r.message).not.toBe('');
          expect(await eventKinds(rig.db, order.orderNo)).toEqual(events);
          expect(await stateOf(order.orderNo)).toBe(state);
        }
      }
    });
  }

  it('extend once, and neither extend nor a second dispute once disputed', async () => {
    const extended = await makeOrder(rig, { state: TRADE_ORDER_STATE.shipped, extended: true });
    expect((await rig.call('extendReceipt', BUYER, { orderNo: extended.orderNo })).code).toBe(CODE.VALIDATION);
    const disputed = await makeOrder(rig, { state: TRADE_ORDER_STATE.shipped, dispute: true });
    expect((await rig.call('extendReceipt', BUYER, { orderNo: disputed.orderNo })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('openDispute', BUYER, { orderNo: disputed.orderNo, reason: 'Again' })).code).toBe(CODE.VALIDATION);
    // A disputed order may still be confirmed by its buyer (they found the parcel after all).
    expect((await rig.call('confirmReceipt', BUYER, { orderNo: disputed.orderNo })).code).toBe(200);
  });

  it('a cancel racing the shipping: exactly one wins, and the stock follows the winner', async () => {
    for (let i = 0; i < 3; i++) {
      const order = await makeOrder(rig, { state: TRADE_ORDER_STATE.toBeShipped, payMode: 'onDelivery' });
      const [cancel, ship] = await Promise.all([
        rig.call<TradeOrder>('cancelTradeOrder', BUYER, { orderNo: order.orderNo, reason: '' }),
        rig.call<TradeOrder>('shipTradeOrder', SELLER, { orderNo: order.orderNo, courier: 'DHL', trackingNo: '9' }),
      ]);
      expect([cancel.code, ship.code].sort()).toEqual([200, CODE.VALIDATION]);
      const cancelled = cancel.code === 200;
      expect(await stateOf(order.orderNo)).toBe(cancelled ? TRADE_ORDER_STATE.closed : TRADE_ORDER_STATE.shipped);
      const [stock] = await rig.db.query<{ n: string }>("select attrs->>'number' as n from listings where id = $1::bigint", [order.listingId]);
      expect(Number(stock!.n)).toBe(cancelled ? 5 : 3);
      expect(await eventKinds(rig.db, order.orderNo)).toEqual(['created', cancelled ? 'cancel' : 'ship']);
    }
  });

  it('refuses garbage with coded answers, never a 500', async () => {
    const order = await makeOrder(rig, { state: TRADE_ORDER_STATE.shipped });
    expect((await rig.call('openDispute', BUYER, { orderNo: order.orderNo, reason: '' })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('openDispute', BUYER, { orderNo: order.orderNo, reason: 'x'.repeat(201) })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('confirmReceipt', BUYER, { orderNo: "go1' or 1=1" })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('confirmReceipt', BUYER, { orderNo: 'go20300115999999999999' })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('confirmReceipt', null, { orderNo: order.orderNo })).code).not.toBe(200);
    expect((await rig.call('changeTradePrice', SELLER, { orderNo: order.orderNo, total: 0 })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('changeTradePrice', SELLER, { orderNo: order.orderNo, total: 1.5 })).code).toBe(CODE.VALIDATION);
    expect((await rig.call('getTradeOrderList', BUYER, { side: 'both' })).code).toBe(CODE.VALIDATION);
  });
});
