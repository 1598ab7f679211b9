// Which actions an order offers its payer (spec §4 "Order actions: pay, view, …, remove, …,
// delete"; src/screens/user-order/order-actions.tsx) and how a removed order reads (spec §4 order
// states): data, so the list and the details cannot disagree.
import { describe, expect, it } from 'vitest';
import { ORDER_STATE } from '../../../../src/contract/statuses.js';
import type { OrderRemittance } from '../../../../src/contract/types/payment.js';
import { orderStateView } from '../../../../src/screens/kit/money/order-states.js';
import { orderActions } from '../../../../src/screens/user-order/order-actions.js';

const proof = (status: OrderRemittance['status']): OrderRemittance => ({
  status, voucherImg: '/uploads/2026-11/p.png', voucherUrl: '', remark: '', reason: '', submittedAt: '', decidedAt: '',
});

describe('orderActions', () => {
  it('a waiting order is paid or removed; a finished one deleted; every one viewed', () => {
    expect(orderActions({ state: ORDER_STATE.waitPay, remittance: null })).toEqual(['pay', 'remove', 'view']);
    expect(orderActions({ state: ORDER_STATE.paid, remittance: null })).toEqual(['delete', 'view']);
    expect(orderActions({ state: ORDER_STATE.failed, remittance: null })).toEqual(['delete', 'view']);
  });

  it('while a proof waits for an operator there is nothing to pay or remove; a rejected proof leaves both', () => {
    expect(orderActions({ state: ORDER_STATE.waitPay, remittance: proof('submitted') })).toEqual(['view']);
    expect(orderActions({ state: ORDER_STATE.waitPay, remittance: proof('rejected') })).toEqual(['pay', 'remove', 'view']);
    expect(orderActions({ state: ORDER_STATE.paid, remittance: proof('confirmed') })).toEqual(['delete', 'view']);
  });
});

describe('orderStateView', () => {
  it('an order the payer removed reads "cancelled", not as a failure', () => {
    expect(orderStateView(ORDER_STATE.failed, 'cancelled')).toEqual({ label: 'money.state.cancelled', tone: 'info' });
    expect(orderStateView(ORDER_STATE.failed, 'expired')).toEqual({ label: 'money.state.expired', tone: 'bad' });
    expect(orderStateView(ORDER_STATE.failed, 'declined')).toEqual({ label: 'money.state.failed', tone: 'bad' });
  });
});
