// Contract cases of the paying and order calls (spec §7 payment, republishPayment, refreshPayment,
// orderListPayment; order reading, remittance and exchange codes): the real client against the
// reference server. The contract rig has no payment provider, so orders here are paid by bank
// transfer (no hosted page) and an online method is refused with 4502; paying online end to end
// is tests/server/payments/webhook.test.ts (the CinetPay adapter and sandbox over HTTP).
import { expect } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { issueExchangeBatch } from '../../../examples/server/payments/exchange-codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { ORDER_STATE, PAYMENT_METHOD, PAYMENT_STATE } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { ExchangeCodeReply, Order, OrderAttempt, PaymentReply } from '../../../src/contract/types/payment.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, type Case } from '../support/cases.js';
import { S, shapeOf } from '../support/shapes.js';
import type { World } from '../support/world.js';

export interface PayState {
  orderNo?: string;
  codes?: string[];
  /** A second waiting order (bank transfer, no proof), removed then deleted by the cases. */
  waiting?: string;
}
export const newPayState = (): PayState => ({});
type C = Case<PayState>;

const RETURN = '/common/payConfirmVirtual';
const BANK = PAYMENT_METHOD.bank;
const KINDS = ['commodity', 'membership', 'publish', 'republish', 'refresh', 'express'] as const;
const FAIL = ['', 'expired', 'declined', 'rejected', 'cancelled'] as const;
const ATTEMPT_STATUSES = ['pending', 'accepted', 'refused', 'expired', 'refunded'] as const;

const payReply = shapeOf<PaymentReply>()({
  orderNo: S.string, payUrl: S.optional(S.string), payState: S.literal(0, 1, 2), orderState: S.literal(0, 1, 2), failReason: S.literal(...FAIL),
  kind: S.literal(...KINDS), amount: S.number, priceFlag: S.literal('FCFA'), payType: S.literal(1, 2, 3, 4, 7, 8), expiresAt: S.string,
  serviceId: S.optional(S.string), moduleId: S.optional(S.number),
});
const order = shapeOf<Order>()({
  orderNo: S.string, prefix: S.literal('co', 'mo', 'iko', 'ao'), kind: S.literal(...KINDS), title: S.string, amount: S.number, listAmount: S.number,
  discount: S.number, currency: S.literal('XOF'), priceFlag: S.literal('FCFA'), state: S.literal(0, 1, 2), failReason: S.literal(...FAIL),
  payType: S.number, createTime: S.string, expiresAt: S.string, paidAt: S.string,
  items: S.array(S.object({ kind: S.literal('chances', 'top', 'refresh', 'publish', 'membership'), name: S.string, quantity: S.number, validDays: S.number, price: S.number }), 1),
  coupon: S.nullable(S.object({ couponId: S.string, name: S.string, amount: S.number })),
  remittance: S.nullable(S.object({
    status: S.literal('submitted', 'confirmed', 'rejected'), voucherImg: S.string, voucherUrl: S.string, remark: S.string, reason: S.string, submittedAt: S.string, decidedAt: S.string,
  })),
  attempts: S.array(shapeOf<OrderAttempt>()({
    reference: S.string, payType: S.literal(1, 2, 3, 4, 7, 8), method: S.string, amount: S.number, status: S.literal(...ATTEMPT_STATUSES), createTime: S.string,
  })),
  serviceId: S.optional(S.string), moduleId: S.optional(S.number), memberLevelId: S.optional(S.number),
});
const exchanged = shapeOf<ExchangeCodeReply>()({ kind: S.literal('chances', 'coupon'), name: S.string, quantity: S.number, expiresAt: S.string });

const chancesId = async (w: World<PayState>) =>
  (await w.db.query<{ id: number }>("select id from commodities where kind = 'chances' and member_level_id = 0 order by sort, id limit 1"))[0]!.id;
/** One of the seller's listings of a module, put in `status` for the case. */
const sellerListing = async (w: World<PayState>, moduleKey: string, status: number) => {
  const [l] = await w.db.query<{ id: string; module_id: number }>(
    "select id::text as id, module_id from listings where user_id = $1 and module_key = $2 and not deleted order by id limit 1", [SEED_USERS.seller.id, moduleKey]);
  await w.db.query('update listings set status = $2 where id = $1::bigint', [l!.id, status]);
  return { serviceId: l!.id, moduleId: l!.module_id };
};
const orderNo = (w: World<PayState>) => {
  if (!w.state.orderNo) throw new Error('the payment case runs first');
  return w.state.orderNo;
};

export const PAYMENT_CASES: readonly C[] = [
  {
    endpoint: 'payment', kind: 'happy', name: 'a package by bank transfer: an order waiting for its proof', as: 'seller', language: 'fr',
    body: async (w) => ({ commodityId: await chancesId(w), payType: BANK, returnUrl: RETURN }),
    expect: {
      code: 200, shape: payReply,
      check: (r, w) => {
        const reply = data<PaymentReply>(r);
        expect(reply).toMatchObject({ amount: 1000, payState: PAYMENT_STATE.waiting, orderState: ORDER_STATE.waitPay, kind: 'commodity' });
        w.state.orderNo = reply.orderNo;
      },
    },
  },
  {
    endpoint: 'payment', kind: 'bad', name: 'a return address on another origin', as: 'seller',
    body: async (w) => ({ commodityId: await chancesId(w), payType: BANK, returnUrl: 'https://evil.example/common/payConfirmReal' }),
    expect: { code: 4422, key: MSG.checkWarning },
  },
  {
    endpoint: 'payment', kind: 'bad', name: 'mobile money without a provider configured', as: 'seller', language: 'fr',
    body: async (w) => ({ commodityId: await chancesId(w), payType: PAYMENT_METHOD.mobileMoney, returnUrl: RETURN }),
    expect: { code: 4502, key: 'errors.onlinePayUnavailable' },
  },
  { endpoint: 'payment', kind: 'bad', name: 'nothing to buy', as: 'seller', body: () => ({ payType: BANK, returnUrl: RETURN }), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'payment', kind: 'bad', name: 'a membership lower than the current one', as: 'enterprise', language: 'cn', body: () => ({ memberLevelId: 1, payType: BANK, returnUrl: RETURN }), expect: { code: 4403, key: 'errors.membershipLower' } },
  {
    endpoint: 'republishPayment', kind: 'happy', name: 'publish a taken-down listing again for a price', as: 'seller',
    body: async (w) => ({ ...(await sellerListing(w, 'visa', 3)), payType: BANK, returnUrl: RETURN }),
    expect: { code: 200, shape: payReply, check: (r) => expect(data<PaymentReply>(r)).toMatchObject({ kind: 'republish', amount: 500 }) },
  },
  {
    endpoint: 'republishPayment', kind: 'bad', name: "someone else's listing", as: 'member', language: 'fr',
    body: async (w) => ({ ...(await sellerListing(w, 'visa', 3)), payType: BANK, returnUrl: RETURN }),
    expect: { code: 4403, key: 'errors.notYourListing' },
  },
  {
    endpoint: 'refreshPayment', kind: 'happy', name: 'refresh a published listing for a price', as: 'seller',
    body: async (w) => ({ ...(await sellerListing(w, 'carRental', 7)), payType: BANK, returnUrl: RETURN }),
    expect: { code: 200, shape: payReply, check: (r) => expect(data<PaymentReply>(r)).toMatchObject({ kind: 'refresh', amount: 200 }) },
  },
  {
    endpoint: 'refreshPayment', kind: 'bad', name: 'a listing that is not published', as: 'seller',
    body: async (w) => ({ ...(await sellerListing(w, 'carSales', 3)), payType: BANK, returnUrl: RETURN }),
    expect: { code: 4422, key: 'errors.listingState' },
  },
  {
    endpoint: 'orderListPayment', kind: 'happy', name: 'the waiting order again, offline', as: 'seller',
    body: (w) => ({ orderNos: [orderNo(w)], payType: PAYMENT_METHOD.offline, returnUrl: RETURN }),
    expect: { code: 200, shape: payReply, check: (r) => expect(data<PaymentReply>(r).payType).toBe(PAYMENT_METHOD.offline) },
  },
  {
    endpoint: 'orderListPayment', kind: 'bad', name: 'two orders in one call', as: 'seller',
    body: (w) => ({ orderNos: [orderNo(w), 'co20260101000000000001'], payType: BANK, returnUrl: RETURN }),
    expect: { code: 4422, key: 'errors.oneOrderAtATime' },
  },
  {
    endpoint: 'getPaymentResult', kind: 'happy', name: 'the waiting order read by its return page', as: 'seller', language: 'cn', body: (w) => ({ orderNo: orderNo(w) }),
    expect: { code: 200, shape: payReply, check: (r) => expect(data<PaymentReply>(r).payState).toBe(PAYMENT_STATE.waiting) },
  },
  { endpoint: 'getPaymentResult', kind: 'bad', name: "someone else's order", as: 'member', body: (w) => ({ orderNo: orderNo(w) }), expect: { code: 4404, key: 'errors.notFound' } },
  {
    endpoint: 'getOrderList', kind: 'happy', name: "the member's orders (seeded: membership and package, paid)", as: 'member', language: 'fr', body: () => ({ side: 'buy', page: { index: 1, size: 15 } }),
    expect: {
      code: 200, shape: S.object({ totalCount: S.number, resultList: S.array(order, 2) }),
      check: (r) => expect(data<SearchReply<Order>>(r).resultList.filter((o) => o.state === ORDER_STATE.paid).length).toBeGreaterThanOrEqual(2),
    },
  },
  { endpoint: 'getOrderList', kind: 'bad', name: 'state 9', as: 'member', body: () => ({ side: 'buy', state: 9 }), expect: { code: 4422, key: MSG.choose } },
  {
    endpoint: 'getOrderDetail', kind: 'happy', name: 'the waiting order', as: 'seller', body: (w) => ({ orderNo: orderNo(w) }),
    expect: { code: 200, shape: order, check: (r) => expect(data<Order>(r)).toMatchObject({ listAmount: 1000, discount: 0, remittance: null, attempts: [] }) },
  },
  { endpoint: 'getOrderDetail', kind: 'bad', name: 'an order number of another shape', as: 'seller', body: () => ({ orderNo: 'x' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'submitRemittance', kind: 'happy', name: 'a proof picture of the offline payment', as: 'seller',
    before: async (w) => { await w.db.query("insert into uploads (user_id, path, mime, bytes, kind) values ($1, '/uploads/2026-11/contract-proof.png', 'image/png', 100, 'proof') on conflict do nothing", [SEED_USERS.seller.id]); },
    body: (w) => ({ orderNo: orderNo(w), voucherImg: '/uploads/2026-11/contract-proof.png', remark: 'Dépôt en agence' }),
    expect: { code: 200 },
  },
  {
    endpoint: 'submitRemittance', kind: 'bad', name: 'a picture that is not the caller\'s upload', as: 'seller',
    body: (w) => ({ orderNo: orderNo(w), voucherImg: '/uploads/2026-11/someone-else.png' }),
    expect: { code: 4422, key: MSG.choose },
  },
  {
    endpoint: 'exchangeCode', kind: 'happy', name: 'a code for posting chances', as: 'member', language: 'fr',
    before: async (w) => {
      const id = await chancesId(w);
      w.state.codes = await w.db.transaction(async (tx) => (await issueExchangeBatch(tx, {
        label: 'contract', grants: { kind: 'commodity', commodityId: id }, expiresAt: new Date(Date.now() + 86_400_000), count: 2, operatorId: null,
      })).codes);
    },
    body: (w) => ({ code: w.state.codes![0] }),
    expect: { code: 200, shape: exchanged, check: (r) => expect(data<ExchangeCodeReply>(r)).toMatchObject({ kind: 'chances', quantity: 5 }) },
  },
  { endpoint: 'exchangeCode', kind: 'bad', name: 'a wrong code asks to try again', as: 'member', language: 'fr', body: () => ({ code: 'WRONG-CODE-0000' }), expect: { code: 4422, key: 'errors.redeemCodeWrong' } },
  {
    endpoint: 'getOrderDetail', kind: 'happy', name: 'every attempt at the provider, newest first', as: 'seller',
    // The contract rig has no provider: two past attempts are written as the money core writes them.
    before: async (w) => {
      const no = orderNo(w);
      await w.db.query(
        `insert into payments (transaction_id, order_no, provider, amount, currency, status, method, pay_type, created_at)
         values ($1, $3, 'sandbox', 1000, 'XOF', 'refused', 'OM', 7, now() - interval '2 minutes'), ($2, $3, 'sandbox', 1000, 'XOF', 'expired', '', 7, now() - interval '1 minute')`,
        [`${no}-000001`, `${no}-000002`, no],
      );
    },
    body: (w) => ({ orderNo: orderNo(w) }),
    expect: {
      code: 200, shape: order,
      check: (r, w) => expect(data<Order>(r).attempts.map((a) => [a.reference, a.status, a.payType, a.method, a.amount])).toEqual([
        [`${orderNo(w)}-000002`, 'expired', 7, '', 1000], [`${orderNo(w)}-000001`, 'refused', 7, 'OM', 1000],
      ]),
    },
  },
  { endpoint: 'cancelOrder', kind: 'bad', name: 'an order whose proof waits for an operator', as: 'seller', language: 'fr', body: (w) => ({ orderNo: orderNo(w) }), expect: { code: 4422, key: 'errors.orderProofWaiting' } },
  { endpoint: 'deleteOrder', kind: 'bad', name: 'an order still waiting for payment', as: 'seller', language: 'cn', body: (w) => ({ orderNo: orderNo(w) }), expect: { code: 4422, key: 'errors.orderNotFinished' } },
  {
    endpoint: 'cancelOrder', kind: 'happy', name: 'a waiting order of the caller is cancelled', as: 'seller', language: 'fr',
    before: async (w, c) => {
      const made = await c.api.call(ENDPOINTS.payment, { commodityId: await chancesId(w), payType: BANK, returnUrl: RETURN });
      if (made.code !== 200 || !made.customData) throw new Error(`payment: ${made.code}`);
      w.state.waiting = made.customData.orderNo;
    },
    body: (w) => ({ orderNo: w.state.waiting }),
    expect: { code: 200, shape: order, check: (r) => expect(data<Order>(r)).toMatchObject({ state: ORDER_STATE.failed, failReason: 'cancelled', attempts: [] }) },
  },
  { endpoint: 'cancelOrder', kind: 'bad', name: "someone else's order", as: 'member', body: (w) => ({ orderNo: w.state.waiting }), expect: { code: 4404, key: 'errors.notFound' } },
  { endpoint: 'deleteOrder', kind: 'bad', name: 'an order number of another shape', as: 'seller', body: () => ({ orderNo: 'x' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'deleteOrder', kind: 'happy', name: 'the cancelled order leaves the lists, the record stays', as: 'seller',
    body: (w) => ({ orderNo: w.state.waiting }),
    expect: {
      code: 200,
      check: async (_r, w) => {
        const [row] = await w.db.query<{ hidden: boolean; state: number }>('select hidden_at is not null as hidden, state from orders where order_no = $1', [w.state.waiting ?? '']);
        expect(row).toEqual({ hidden: true, state: ORDER_STATE.failed });
      },
    },
  },
];
