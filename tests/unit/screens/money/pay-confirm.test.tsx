// The return pages (spec §2 payConfirmVirtual / payConfirmReal; §8 "Payment failed", "Order is
// expired") through the real shell with the fake API: they show only what getPaymentResult says —
// "confirming" while it waits, success with the next step where the purchase started, a new try
// for a declined payment, "buy again" for an expired order, "not found" for someone else's number.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_ENDPOINTS as P } from '../../../../src/contract/endpoints/payment.js';
import type { PaymentReply } from '../../../../src/contract/types/payment.js';
import { closeAll, openRoute, settle } from '../../harness/open-route.js';
import { click } from '../../ui/render.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const ORDER = 'co2030011512345678';
const reply = (over: Partial<PaymentReply>): { code: number; customData: PaymentReply } => ({
  code: 200,
  customData: {
    orderNo: ORDER, payState: 0, orderState: 1, failReason: '', kind: 'commodity', amount: 1000, priceFlag: 'FCFA', payType: 7,
    expiresAt: '2030-01-15T10:00:00.000Z', ...over,
  },
});
const open = (path: string, answers: Record<string, unknown>) => openRoute(path, { userId: 'u-1', ready: '.mkt-screen', answers: answers as never });

describe('payConfirmVirtual', () => {
  it('says "confirming" while the payment waits, and success only once the server says paid', async () => {
    const answers = [reply({}), reply({ payState: 1, orderState: 2 })];
    const s = await open(`/common/payConfirmVirtual?from=%2Fhouse%2Fmine&orderNo=${ORDER}`, { [P.getPaymentResult.path]: () => answers.shift() ?? reply({ payState: 1, orderState: 2 }) });
    await settle(() => expect(s.$('[data-outcome=checking]')).not.toBeNull());
    expect(s.el.querySelector('[data-outcome=paid]')).toBeNull();
    await settle(() => expect(s.$('[data-outcome=paid]')).not.toBeNull());
    expect(s.callsTo(P.getPaymentResult.path).map((c) => c.body)).toEqual([{ orderNo: ORDER }, { orderNo: ORDER }]);
    expect(s.$('[data-action=continue]').getAttribute('href')).toBe('/house/mine');
    expect(s.$('[data-outcome=paid]').textContent).toContain('money.result.doneCommodity');
  });

  it('without a known origin, continue leads to what was bought (a membership: the member centre)', async () => {
    const s = await open(`/common/payConfirmVirtual?orderNo=${ORDER}&from=https%3A%2F%2Fevil.test`, { [P.getPaymentResult.path]: reply({ kind: 'membership', payState: 1, orderState: 2 }).customData });
    await settle(() => expect(s.$('[data-action=continue]').getAttribute('href')).toBe('/usercenter/menberCenter/index'));
  });

  it('a declined attempt: "Payment failed" and a new try of the same order and method', async () => {
    const s = await open(`/common/payConfirmVirtual?from=%2Fhouse%2Fmine&orderNo=${ORDER}`, {
      [P.getPaymentResult.path]: reply({ payState: 2, orderState: 1, failReason: 'declined' }).customData,
      [P.orderListPayment.path]: reply({}).customData,
    });
    await settle(() => expect(s.$('[data-outcome=failed]').textContent).toContain('errors.paymentFailed'));
    click(s.$('[data-action=retry]'));
    await settle(() => expect(s.callsTo(P.orderListPayment.path)).toHaveLength(1));
    expect(s.callsTo(P.orderListPayment.path)[0]!.body).toEqual({
      orderNos: [ORDER], payType: 7, returnUrl: 'https://media.test/common/payConfirmVirtual?from=%2Fhouse%2Fmine',
    });
  });

  it('an expired order: "Order is expired", its number, buy again where it was bought, or the order', async () => {
    const s = await open(`/common/payConfirmVirtual?from=%2Fhouse%2Fmine&orderNo=${ORDER}`, {
      [P.getPaymentResult.path]: reply({ payState: 2, orderState: 0, failReason: 'expired' }).customData,
    });
    await settle(() => expect(s.$('[data-outcome=expired]').textContent).toContain('errors.orderExpired'));
    expect(s.$('[data-action=buy-again]').getAttribute('href')).toBe('/usercenter/valueAddedServices/list?from=%2Fhouse%2Fmine');
    expect(s.$('[data-outcome=expired]').textContent).toContain('money.order.numberIs');
    expect(s.$('[data-action=view-order]').getAttribute('href')).toBe(`/usercenter/order/details?orderNo=${ORDER}&from=%2Fhouse%2Fmine`);
    expect(s.el.querySelector('[data-action=retry]')).toBeNull();
  });

  it('an order its payer removed: says so, with buy again and the order, never a new try', async () => {
    const s = await open(`/common/payConfirmReal?orderNo=${ORDER}`, {
      [P.getPaymentResult.path]: reply({ payState: 2, orderState: 0, failReason: 'cancelled' }).customData,
    });
    await settle(() => expect(s.$('[data-outcome=cancelled]').textContent).toContain('money.result.cancelledTitle'));
    expect(s.$('[data-outcome=cancelled]').textContent).toContain('money.order.cancelledNote');
    expect(s.el.querySelector('[data-action=buy-again]')).not.toBeNull();
    expect(s.el.querySelector('[data-action=retry]')).toBeNull();
  });

  it('someone else\'s or a malformed order number: "not found", without asking for a malformed one', async () => {
    const s = await open(`/common/payConfirmReal?orderNo=${ORDER}`, { [P.getPaymentResult.path]: () => ({ code: 4404, message: 'x' }) });
    await settle(() => expect(s.$('[data-outcome=missing]')).not.toBeNull());
    const bad = await open('/common/payConfirmVirtual?orderNo=%3Cscript%3E', {});
    await settle(() => expect(bad.$('[data-outcome=missing]')).not.toBeNull());
    expect(bad.callsTo(P.getPaymentResult.path)).toEqual([]);
  });

  it('a bank transfer waiting for its proof says so, without a spinner', async () => {
    const s = await open(`/common/payConfirmVirtual?orderNo=${ORDER}`, { [P.getPaymentResult.path]: reply({ payType: 4 }).customData });
    await settle(() => expect(s.$('[data-outcome=checking]').textContent).toContain('money.result.remitTitle'));
    expect(s.el.querySelector('.mkt-spin')).toBeNull();
  });
});
