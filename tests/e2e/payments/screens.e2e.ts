// The money screens that read only (spec §2 menberCenter, valueAddedServices, myAssets, coupon,
// consumptionBill, order, exchangecode, /common pay pages) as users see them, in French at 360×740
// against the real server and its seed: levels and prices in the locale's format with FCFA, the
// rules of who may buy which level (spec §5, §6, §8), packages and their details, assets, the empty
// lists, an exchange code typed wrong then right, the return pages without an order, and the order
// actions (spec §4: remove a waiting order, delete a finished one, every attempt in the details). Every
// screen is checked for sideways overflow and photographed (tests/e2e/.artifacts/pay-*.png).
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Order, PaymentReply } from '../../../src/contract/types/payment.js';
import type { Commodity } from '../../../src/contract/types/usercenter.js';
import { apiOk } from '../console/pay-over-api.js';
import { marketSuite } from '../harness/market-suite.js';
import { expectNoOverflow, fr, frMoney, openAs, shot } from './money-page.js';

const suite = marketSuite();
const open = (who: Parameters<typeof openAs>[2], path: string) => openAs(suite.browser(), suite.server().origin, who, path);
const confirmButton = (page: import('playwright-core').Page) => page.getByRole('dialog').getByRole('button', { name: fr('dialog.confirm') });

describe('member centre (spec §2 menberCenter)', () => {
  it('a member sees the level in force, renews it, upgrades, and is led to authenticate for enterprise', async () => {
    const { context, page, errors } = await open('member', '/usercenter/menberCenter/index');
    const mine = page.locator('[data-current-level="1"]');
    await mine.getByText('Membre particulier').waitFor();
    await mine.getByText(/^Valable jusqu’au /).waitFor();
    const one = page.locator('[data-level="1"]');
    await one.getByText(frMoney(5000)).waitFor();
    await one.getByText(fr('money.member.perPeriod', { count: 30 })).waitFor();
    // Benefits come from the server in French.
    await one.getByText('10 annonces par rubrique sans utiliser de crédit de publication').waitFor();
    expect(await one.locator('[data-action=renew]').textContent()).toBe(fr('money.member.renew'));
    expect(await page.locator('[data-level="2"] [data-action=upgrade]').textContent()).toBe(fr('money.member.upgrade'));
    await expectNoOverflow(page, 'member centre');
    await shot(page, 'member-centre');

    await page.getByRole('tab', { name: fr('money.member.tier.enterprise') }).click();
    await page.locator('[data-level="3"]').getByText(frMoney(50000)).waitFor();
    await page.locator('[data-level="3"]').getByText('Une annonce publiée dans tous les pays à la fois').waitFor();
    await shot(page, 'member-centre-enterprise');
    // The member has no authentication: enterprise membership asks for the personal one first.
    await page.locator('[data-level="3"] [data-action=upgrade]').click();
    await page.getByRole('dialog').getByText(fr('validation.firstPersonal')).waitFor();
    await confirmButton(page).click();
    await page.waitForURL(/\/usercenter\/auth\/personal$/);

    await page.goto(`${suite.server().origin}/usercenter/menberCenter/index`);
    await page.locator('[data-level="2"] [data-action=upgrade]').click();
    await page.waitForURL(/\/buyMenber\/personalMenberPay\?memberLevelId=2$/);
    await page.locator('[data-pay-panel=choose]').waitFor();
    expect(await page.locator('[data-pay-type]').evaluateAll((els) => els.map((e) => e.getAttribute('data-pay-type')))).toEqual(['7', '4', '8']);
    await page.getByText('Orange Money, MTN MoMo, Moov Money ou Wave').waitFor();
    await page.getByText(fr('money.pay.noCoupon')).waitFor();
    expect(await page.locator('[data-estimate]').textContent()).toBe(frMoney(12000));
    await expectNoOverflow(page, 'member pay');
    await shot(page, 'member-pay');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renewIndex puts the level in force first; a lower level cannot be bought (spec §8)', async () => {
    const renew = await open('member', '/usercenter/menberCenter/renewIndex');
    await renew.page.locator('[data-level="1"][aria-current=true] [data-action=renew]').waitFor();
    await renew.page.getByText(fr('money.member.renewNote')).waitFor();
    await expectNoOverflow(renew.page, 'renew');
    await shot(renew.page, 'member-renew');
    await renew.context.close();

    const ent = await open('enterprise', '/usercenter/menberCenter/index');
    // The enterprise member's own tier shows first; the individual levels are below its rank.
    await ent.page.locator('[data-level="3"][aria-current=true]').waitFor();
    await ent.page.getByRole('tab', { name: fr('money.member.tier.personal') }).click();
    const lower = ent.page.locator('[data-level="1"]');
    await lower.getByText(fr('errors.membershipLower')).waitFor();
    expect(await lower.locator('[data-action=buy]').isDisabled()).toBe(true);
    await expectNoOverflow(ent.page, 'member centre (enterprise)');
    await shot(ent.page, 'member-lower');
    // The pay page of a lower level says so instead of offering to pay.
    await ent.page.goto(`${suite.server().origin}/usercenter/menberCenter/buyMenber/personalMenberPay?memberLevelId=2`);
    await ent.page.locator('[data-pay-panel=choose]').getByText(fr('errors.membershipLower')).waitFor();
    expect(await ent.page.locator('[data-action=pay]').count()).toBe(0);
    expect(ent.errors).toEqual([]);
    await ent.context.close();
  });

  it('the enterprise pay page of a user without authentication leads to the personal one', async () => {
    const { context, page, errors } = await open('personal', '/usercenter/menberCenter/buyMenber/entMenberPay?memberLevelId=3');
    await page.locator('[data-auth-need=personal]').getByText(fr('validation.firstPersonal')).waitFor();
    await shot(page, 'member-ent-auth');
    await page.locator('[data-action=authenticate]').click();
    await page.waitForURL(/\/usercenter\/auth\/personal$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('value-added services (spec §2 valueAddedServices)', () => {
  it('a member sees the member price list; a package\'s details lead to paying it', async () => {
    const { context, page, errors } = await open('member', '/usercenter/valueAddedServices/list?memberLevelId=1&from=%2Fhouse%2Fmine');
    await page.getByText(fr('money.vas.memberPrices')).waitFor();
    for (const kind of ['chances', 'top', 'refresh', 'publish']) await page.locator(`section[data-kind=${kind}]`).waitFor();
    const member = page.locator('[data-commodity]').filter({ hasText: '20 annonces (prix membre)' });
    await member.getByText(frMoney(2500)).waitFor();
    // The member row replaces everyone's row of the same package.
    expect(await page.getByText('20 annonces', { exact: true }).count()).toBe(0);
    await expectNoOverflow(page, 'packages');
    await shot(page, 'vas-list');

    await page.locator('section[data-kind=top] [data-commodity]').first().click();
    await page.waitForURL(/\/valueAddedServices\/details\?commodityId=\d+&from=%2Fhouse%2Fmine$/);
    await page.getByText('Votre annonce en tête de sa rubrique, marquée TOP').waitFor();
    // TOP is bought for one listing: the category first, then the member's published listings.
    await page.locator('[data-pay-panel=choose]').getByText(fr('money.vas.pickFirst')).waitFor();
    await page.locator('select[data-field=moduleId]').selectOption({ label: fr('listScreen.titles.house') });
    await expect.poll(async () => (await page.locator('[data-field=listing] [data-service-id]').count()) + (await page.locator('[data-listings="0"]').count())).toBeGreaterThan(0);
    await expectNoOverflow(page, 'package details');
    await shot(page, 'vas-details-top');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor sees everyone\'s prices, and a login button instead of paying', async () => {
    const { context, page, errors } = await open(null, '/usercenter/valueAddedServices/list');
    await page.locator('[data-commodity]').filter({ hasText: '5 annonces' }).getByText(frMoney(1000)).waitFor();
    await page.locator('[data-commodity]').filter({ hasText: '5 annonces' }).click();
    await page.locator('[data-login-needed=true]').getByText(fr('money.vas.loginToBuy')).waitFor();
    await shot(page, 'vas-details-visitor');
    await page.goto(`${suite.server().origin}/usercenter/valueAddedServices/details?commodityId=999999`);
    await page.getByText(fr('money.vas.missing')).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('assets, coupons, bills, orders, exchange codes (spec §2 user centre)', () => {
  it('a new user\'s assets: no membership, 3 free listings per category; empty coupons, bills and orders', async () => {
    const { context, page, errors } = await open('seller', '/usercenter/myAssets');
    await page.locator('[data-member-level="0"]').getByText(fr('money.member.none')).waitFor();
    await page.locator('tr[data-module="6"]').getByText(fr('listScreen.titles.house')).waitFor();
    expect(await page.locator('tr[data-module]').count()).toBeGreaterThanOrEqual(8);
    await page.locator('[data-usable-coupons="0"]').waitFor();
    await expectNoOverflow(page, 'assets');
    await shot(page, 'assets');

    for (const [path, empty, name] of [
      ['/usercenter/coupon', 'money.coupons.empty', 'coupons'],
      ['/usercenter/consumptionBill/consumptionBillList', 'money.bills.empty', 'bills'],
      // Purchases show goods orders first (trade-list.tsx).
      ['/usercenter/order/ibuy', 'tradeOrder.empty', 'orders'],
    ] as const) {
      await page.goto(suite.server().origin + path);
      await page.getByText(fr(empty)).waitFor();
      await expectNoOverflow(page, name);
      await shot(page, `${name}-empty`);
    }
    await page.locator('[data-kind=services]').click();
    await page.getByText(fr('money.orders.empty')).waitFor();
    await page.locator('[data-filter=paid]').click();
    await page.getByText(fr('money.orders.empty')).waitFor();
    await page.getByRole('tab', { name: fr('money.orders.sold') }).click();
    await page.waitForURL(/\/usercenter\/order\/isale$/);
    await page.getByText(fr('tradeOrder.emptySale')).waitFor();
    await shot(page, 'orders-isale');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong exchange code asks to try again under the field; a right one says what it gave', async () => {
    const { context, page, errors } = await open('seller', '/usercenter/exchangecode');
    const field = page.getByLabel(fr('money.exchange.code'));
    await field.fill('NOPE-0000-0000');
    await page.getByRole('button', { name: fr('money.exchange.redeem') }).click();
    await page.getByText(fr('errors.redeemCodeWrong')).waitFor();
    await expectNoOverflow(page, 'exchange code');
    await shot(page, 'exchange-wrong');
    // The development server's codes (payments/dev-codes.ts): a 500 FCFA coupon.
    await field.fill('demo-cpon-0003');
    await page.getByRole('button', { name: fr('money.exchange.redeem') }).click();
    await page.locator('[data-outcome=granted][data-kind=coupon]').getByText(frMoney(500), { exact: false }).waitFor();
    await shot(page, 'exchange-granted');
    await page.getByRole('link', { name: fr('money.coupons.title') }).click();
    await page.waitForURL(/\/usercenter\/coupon$/);
    await page.locator('[data-coupon][data-state="1"]').getByText(frMoney(500), { exact: true }).waitFor();
    await expectNoOverflow(page, 'coupons');
    await shot(page, 'coupons');
    await page.locator('[data-filter="3"]').click();
    await page.getByText(fr('money.coupons.empty')).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('return and pay pages without a usable order say so with a way on', async () => {
    const { context, page, errors } = await open('seller', '/common/payConfirmVirtual');
    await page.locator('[data-outcome=missing]').getByText(fr('money.result.missingTitle')).waitFor();
    await page.goto(`${suite.server().origin}/common/payConfirmReal?orderNo=co99999999999`);
    await page.locator('[data-outcome=missing]').waitFor();
    await page.goto(`${suite.server().origin}/common/weixinpay`);
    await page.locator('[data-outcome=not-offered]').getByText(fr('money.weixin.heading')).waitFor();
    await expectNoOverflow(page, 'weixinpay');
    await shot(page, 'weixinpay');
    await page.goto(`${suite.server().origin}/common/publishPay?serviceId=abc&moduleId=6`);
    await page.getByText(fr('money.publishPay.missing')).waitFor();
    await page.goto(`${suite.server().origin}/usercenter/consumptionBill/consumptionBillDetails?billId=co99999999999`);
    await page.getByText(fr('money.bills.missing')).waitFor();
    await page.goto(`${suite.server().origin}/usercenter/order/details?orderNo=co99999999999`);
    await page.locator('[data-outcome=missing]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('order actions (spec §4: pay, view, remove, delete; §2 order details)', () => {
  /** The tester's tap on the sandbox's hosted page (a form POST; its redirect not followed). */
  const atCheckout = async (payUrl: string, decision: 'approve' | 'decline') => {
    const tap = await fetch(payUrl, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ operator: 'orange', phone: '0701020304', decision }).toString(), redirect: 'manual',
    });
    expect(tap.status).toBe(303);
  };

  it('removes a waiting order, deletes a cancelled one, and lists both attempts of an order paid on the second try', async () => {
    const origin = suite.server().origin;
    const { context, page, errors, login } = await open('enterprise', '/usercenter/order/ibuy');
    const token = login!.Authorization;
    // Set up over the API: a package paid by mobile money on the second try, one cancelled, one waiting for a bank transfer.
    const pack = (await apiOk<Commodity[]>(origin, ENDPOINTS.getCommodityList.path, { moduleId: 6 }, token)).find((c) => c.kind === 'chances')!;
    const buy = (payType: number) => apiOk<PaymentReply>(origin, ENDPOINTS.payment.path, { commodityId: pack.commodityId, payType, returnUrl: '/common/payConfirmVirtual' }, token);
    const detail = (orderNo: string) => apiOk<Order>(origin, ENDPOINTS.getOrderDetail.path, { orderNo }, token);
    const paid = await buy(PAYMENT_METHOD.mobileMoney);
    await atCheckout(paid.payUrl!, 'decline');
    await expect.poll(async () => (await detail(paid.orderNo)).attempts[0]?.status, { timeout: 15_000 }).toBe('refused');
    const again = await apiOk<PaymentReply>(origin, ENDPOINTS.orderListPayment.path, {
      orderNos: [paid.orderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: '/common/payConfirmVirtual',
    }, token);
    await atCheckout(again.payUrl!, 'approve');
    await expect.poll(async () => (await detail(paid.orderNo)).state, { timeout: 15_000 }).toBe(2);
    const cancelled = await buy(PAYMENT_METHOD.bank);
    await apiOk(origin, ENDPOINTS.cancelOrder.path, { orderNo: cancelled.orderNo }, token);
    const waiting = await buy(PAYMENT_METHOD.bank);

    // A waiting order's details: pay it (method choice), send the proof, or remove it.
    await page.goto(`${origin}/usercenter/order/details?orderNo=${waiting.orderNo}`);
    await page.locator('[data-action=remove]').getByText(fr('money.order.remove')).waitFor();
    await page.locator('[data-action=pay-order]').waitFor();
    await expectNoOverflow(page, 'waiting order');
    await shot(page, 'order-waiting');
    await page.locator('[data-action=remove]').scrollIntoViewIfNeeded();
    await shot(page, 'order-waiting-actions');
    await page.goto(`${origin}/usercenter/order/ibuy`);
    // Purchases show goods orders first; these are services (payment orders).
    await page.locator('[data-kind=services]').click();
    const row = (orderNo: string) => page.locator(`article[data-order="${orderNo}"]`);
    const dialog = page.getByRole('dialog');
    await row(waiting.orderNo).locator('[data-action=remove]').waitFor();
    expect(await row(waiting.orderNo).locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual(['pay', 'remove', 'view']);
    expect(await row(cancelled.orderNo).locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual(['delete', 'view']);
    await row(cancelled.orderNo).getByText(fr('money.state.cancelled'), { exact: true }).waitFor();
    await expectNoOverflow(page, 'orders with their actions');
    await shot(page, 'orders-actions');

    // Remove: asked first; "Annuler" keeps the order, "Confirmer" cancels it.
    await row(waiting.orderNo).locator('[data-action=remove]').click();
    await dialog.getByText(fr('money.orders.removeConfirm')).waitFor();
    await shot(page, 'orders-remove-confirm');
    await dialog.getByRole('button', { name: fr('dialog.cancel') }).click();
    expect((await detail(waiting.orderNo)).state).toBe(1);
    await row(waiting.orderNo).locator('[data-action=remove]').click();
    await dialog.getByRole('button', { name: fr('dialog.confirm') }).click();
    await row(waiting.orderNo).getByText(fr('money.state.cancelled'), { exact: true }).waitFor();
    await row(waiting.orderNo).locator('[data-action=delete]').waitFor();
    expect(await detail(waiting.orderNo)).toMatchObject({ state: 0, failReason: 'cancelled' });
    await page.goto(`${origin}/usercenter/order/details?orderNo=${waiting.orderNo}`);
    await page.getByText(fr('money.order.cancelledNote')).waitFor();
    expect(await page.locator('[data-action=pay-order]').count()).toBe(0);
    await shot(page, 'order-cancelled');
    await page.goBack();

    // Delete the cancelled one: asked first, then gone from the list (the server's too).
    await row(cancelled.orderNo).locator('[data-action=delete]').click();
    await dialog.getByText(fr('money.orders.deleteConfirm')).waitFor();
    await shot(page, 'orders-delete-confirm');
    await dialog.getByRole('button', { name: fr('dialog.confirm') }).click();
    await row(cancelled.orderNo).waitFor({ state: 'detached' });
    const listed = await apiOk<SearchReply<Order>>(origin, ENDPOINTS.getOrderList.path, { side: 'buy', page: { index: 1, size: 15 } }, token);
    expect(listed.resultList.map((o) => o.orderNo)).not.toContain(cancelled.orderNo);
    await shot(page, 'orders-after-delete');

    // The paid order's details: both attempts, the paid one first.
    await row(paid.orderNo).locator('[data-action=view]').click();
    await page.waitForURL(/\/usercenter\/order\/details\?orderNo=/);
    const attempts = page.locator('[data-attempt]');
    await attempts.nth(1).waitFor();
    expect(await attempts.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(['accepted', 'refused']);
    await attempts.nth(0).getByText(fr('money.attempt.accepted'), { exact: true }).waitFor();
    await attempts.nth(0).getByText(/Orange Money/).waitFor();
    await attempts.nth(1).getByText(fr('money.attempt.refused'), { exact: true }).waitFor();
    await attempts.nth(0).getByText(frMoney(pack.price)).waitFor();
    await expectNoOverflow(page, 'order with two attempts');
    await page.locator('[data-action=delete]').scrollIntoViewIfNeeded();
    await shot(page, 'order-attempts');
    // A paid order is finished: delete, from the details too, back to the list.
    expect(await page.locator('[data-action=remove]').count()).toBe(0);
    await page.locator('[data-action=delete]').click();
    await dialog.getByRole('button', { name: fr('dialog.confirm') }).click();
    // Back to the purchases of services, where the order was.
    await page.waitForURL(/\/usercenter\/order\/ibuy\?kind=services$/);
    await row(waiting.orderNo).waitFor();
    expect(await row(paid.orderNo).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
