// Paying, as a user in Ivory Coast would, in French at 360×740 against the built server and its
// CinetPay sandbox (examples/server/payments/cinetpay/sandbox.ts: the hosted page where the tester
// picks the operator and approves or declines): out of posting chances, the quota dialog leads to
// the packages; 5 chances bought with Orange Money; back where the purchase started, and publishing
// spends one. A declined payment says "Payment failed" and a new try goes through. A membership
// bought shows in the member centre with its benefits applied. A listing saved without a chance
// (status 0) is paid from publish management. A coupon lowers the amount the server charges. A bank
// transfer with a picture of the receipt waits for the console, where an operator confirms it.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { MyReleaseItem } from '../../../src/contract/types/commons.js';
import type { MyAssets } from '../../../src/contract/types/usercenter.js';
import { logInToConsole } from '../console/console-page.js';
import { apiCall, submitHouse } from '../console/publish-over-api.js';
import { marketSuite } from '../harness/market-suite.js';
import type { LoggedIn } from '../harness/session.js';
import { expectNoOverflow, fr, frMoney, openAs, shot } from './money-page.js';

const suite = marketSuite();
const HOUSE = 6;
const origin = () => suite.server().origin;

async function api<T>(path: string, body: unknown, who: LoggedIn): Promise<T> {
  const r = await apiCall<T>(origin(), path, body, who.Authorization);
  if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.message}`);
  return r.customData;
}
const canPublish = async (who: LoggedIn) =>
  (await api<{ hasReleaseNum: boolean }>(ENDPOINTS.checkReleaseNum.path, { userId: who.userId, moduleId: HOUSE }, who)).hasReleaseNum;
const chances = async (who: LoggedIn) => (await api<MyAssets>(ENDPOINTS.getMyAssets.path, {}, who)).modules.find((m) => m.moduleId === HOUSE)!.chancesLeft;

/** Publishes houses over the API (as the app submits them) until the user has no place left. */
async function useAllPlaces(who: LoggedIn): Promise<void> {
  for (let i = 0; i < 40 && (await canPublish(who)); i++) await submitHouse(origin(), who.Authorization, who.userId, `Maison pleine ${i} ${Date.now()}`);
  expect(await canPublish(who)).toBe(false);
}

/** On the sandbox's hosted page: the operator, a number, then approve or decline; back to the app. */
async function atCheckout(page: Page, decision: 'approve' | 'decline', name: string): Promise<void> {
  await page.waitForURL(/\/dev\/cinetpay\/checkout\//);
  if (decision === 'approve') {
    await page.getByLabel('Orange Money').check();
    await page.getByLabel('Numéro de téléphone').fill('0701020304');
    await page.getByRole('button', { name: 'Valider le paiement' }).click();
    await page.getByText('Paiement accepté').waitFor();
  } else {
    await page.getByRole('button', { name: 'Refuser' }).click();
    await page.getByText('Paiement refusé').waitFor();
  }
  await shot(page, `checkout-${name}`);
  await page.getByRole('button', { name: 'Retour chez le marchand' }).click();
  await page.waitForURL(/\/common\/payConfirmVirtual\?/);
}

/** The pay panel: the method (mobile money unless said), Pay, then the server's amount and off to the checkout. */
async function pay(page: Page, amount: number, name: string): Promise<void> {
  await page.locator('[data-action=pay]').click();
  const made = page.locator('[data-pay-panel=created]');
  await made.waitFor();
  expect(await made.locator('[data-amount]').getAttribute('data-amount')).toBe(String(amount));
  await made.getByText(frMoney(amount)).first().waitFor();
  await expectNoOverflow(page, `${name}: order made`);
  await shot(page, `${name}-created`);
  await made.locator('[data-action=go-pay]').click();
}

describe('paying (spec §2 valueAddedServices, menberCenter, publishPay, payConfirmVirtual, order)', () => {
  it('out of chances: the quota dialog, 5 chances with Orange Money, back to publishing, and one is spent', async () => {
    const { context, page, errors, login } = await openAs(suite.browser(), origin(), 'personal', '/house/list');
    const who = login!;
    await useAllPlaces(who);
    await page.reload();
    await page.locator('.mkt-modbar').getByRole('link', { name: fr('listing.tabs.publish') }).click();
    await page.getByRole('dialog').getByText(fr('errors.deductionNotEnough')).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: fr('dialog.confirm') }).click();
    await page.waitForURL(/\/usercenter\/valueAddedServices\/list\?from=%2Fhouse%2Fpublish$/);
    await page.locator('[data-commodity]').filter({ hasText: '5 annonces' }).click();
    await page.waitForURL(/\/valueAddedServices\/details\?commodityId=\d+&from=%2Fhouse%2Fpublish$/);
    await page.locator('[data-estimate]').getByText(frMoney(1000)).waitFor();
    await expectNoOverflow(page, 'package');
    await shot(page, 'journey-package');
    await pay(page, 1000, 'journey-package');
    await atCheckout(page, 'approve', 'approved');

    // The return page asks the server, then says what was bought and leads back to publishing.
    const paid = page.locator('[data-outcome=paid]');
    await paid.getByText(fr('money.result.paidTitle')).waitFor();
    await paid.getByText(fr('money.result.doneCommodity')).waitFor();
    await expectNoOverflow(page, 'paid');
    await shot(page, 'journey-paid');
    expect(await chances(who)).toBe(5);
    await paid.locator('[data-action=continue]').click();
    await page.waitForURL(/\/house\/publish$/);
    await page.locator('form').first().waitFor();

    // Publishing now spends one of the chances.
    expect(await canPublish(who)).toBe(true);
    const serviceId = await submitHouse(origin(), who.Authorization, who.userId, `Maison avec un crédit ${Date.now()}`);
    expect(serviceId).toMatch(/^\d+$/);
    expect(await chances(who)).toBe(4);
    await page.goto(`${origin()}/usercenter/myAssets`);
    await page.locator(`tr[data-module="${HOUSE}"][data-chances="4"]`).waitFor();
    await page.goto(`${origin()}/usercenter/consumptionBill/consumptionBillList`);
    // Newest first: the paid one above the seed's expired order of the same package.
    const paidBill = page.locator('[data-bill]').filter({ hasText: '5 annonces' }).first();
    await paidBill.locator('[data-pay-state="1"]').waitFor();
    await expectNoOverflow(page, 'bills');
    await shot(page, 'journey-bills');
    await paidBill.click();
    await page.waitForURL(/\/consumptionBillDetails\?billId=co/);
    await page.getByText('Orange Money').waitFor();
    await expectNoOverflow(page, 'bill');
    await shot(page, 'journey-bill');
    await page.goto(`${origin()}/usercenter/order/ibuy`);
    // Purchases show goods orders first; these are services (payment orders).
    await page.locator('[data-kind=services]').click();
    const row = page.locator('[data-order-no]').filter({ hasText: '5 annonces' }).first();
    await row.locator('[data-state="2"]').waitFor();
    await expectNoOverflow(page, 'orders');
    await shot(page, 'journey-orders');
    await row.click();
    await page.locator('[data-order-no][data-state="2"]').getByText(fr('money.state.paid'), { exact: true }).waitFor();
    await expectNoOverflow(page, 'order');
    await shot(page, 'journey-order');
    await page.goto(`${origin()}/usercenter/myAssets`);
    await page.locator('[data-batch-left="4"]').waitFor();
    await expectNoOverflow(page, 'assets with chances');
    await shot(page, 'journey-assets');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a declined payment says "Payment failed"; trying again goes through', async () => {
    const { context, page, errors } = await openAs(suite.browser(), origin(), 'seller', '/usercenter/valueAddedServices/list');
    await page.locator('[data-commodity]').filter({ hasText: '20 annonces' }).click();
    await pay(page, 3500, 'journey-declined');
    await atCheckout(page, 'decline', 'declined');
    const failed = page.locator('[data-outcome=failed]');
    await failed.getByText(fr('errors.paymentFailed')).waitFor();
    await expectNoOverflow(page, 'failed');
    await shot(page, 'journey-failed');
    await failed.locator('[data-action=retry]').click();
    await atCheckout(page, 'approve', 'retry');
    await page.locator('[data-outcome=paid]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a membership bought shows in the member centre, with its free listings in the assets', async () => {
    const { context, page, errors } = await openAs(suite.browser(), origin(), 'seller', '/usercenter/menberCenter/index');
    await page.locator('[data-level="1"] [data-action=buy]').click();
    await page.waitForURL(/\/personalMenberPay\?memberLevelId=1$/);
    await pay(page, 5000, 'journey-member');
    await atCheckout(page, 'approve', 'member');
    await page.locator('[data-outcome=paid]').getByText(fr('money.result.doneMembership')).waitFor();
    await page.locator('[data-action=continue]').click();
    await page.waitForURL(/\/usercenter\/menberCenter\/index$/);
    await page.locator('[data-current-level="1"]').getByText('Membre particulier').waitFor();
    await page.locator('[data-level="1"][aria-current=true] [data-action=renew]').waitFor();
    await shot(page, 'journey-member-active');
    await page.goto(`${origin()}/usercenter/myAssets`);
    await page.locator('[data-member-level="1"]').waitFor();
    expect(await page.locator(`tr[data-module="${HOUSE}"]`).textContent()).toContain('sur 10');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a listing saved without a chance is paid from publish management', async () => {
    const { context, page, errors, login } = await openAs(suite.browser(), origin(), 'personal', '/usercenter/userInfo');
    const who = login!;
    await useAllPlaces(who);
    const serviceId = await submitHouse(origin(), who.Authorization, who.userId, `Maison à payer ${Date.now()}`);
    const mine = await api<SearchReply<MyReleaseItem>>(ENDPOINTS.getMyRelease.path, { userId: who.userId, moduleId: HOUSE, status: PUBLISH_STATUS.notPaid, page: { index: 1, size: 50 } }, who);
    expect(mine.resultList.map((r) => String(r.serviceId))).toContain(serviceId);
    await page.goto(`${origin()}/common/publishManage?moduleId=${HOUSE}`);
    await page.locator(`[data-service-id="${serviceId}"] [data-action=pay]`).click();
    await page.waitForURL(new RegExp(`/common/publishPay\\?serviceId=${serviceId}&moduleId=${HOUSE}&from=`));
    await page.locator(`[data-service-id="${serviceId}"]`).waitFor();
    await expectNoOverflow(page, 'publishPay');
    await shot(page, 'journey-publish-pay');
    await pay(page, 500, 'journey-publish-pay');
    await atCheckout(page, 'approve', 'publish');
    await page.locator('[data-outcome=paid]').getByText(fr('money.result.donePublish')).waitFor();
    await page.locator('[data-action=continue]').click();
    await page.waitForURL(new RegExp(`/common/publishManage\\?moduleId=${HOUSE}$`));
    await expect.poll(async () => (await api<SearchReply<MyReleaseItem>>(ENDPOINTS.getMyRelease.path, { userId: who.userId, moduleId: HOUSE, page: { index: 1, size: 50 } }, who))
      .resultList.find((r) => String(r.serviceId) === serviceId)?.status).not.toBe(PUBLISH_STATUS.notPaid);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a coupon lowers what the server charges', async () => {
    const { context, page, errors } = await openAs(suite.browser(), origin(), 'enterprise', '/usercenter/exchangecode');
    await page.getByLabel(fr('money.exchange.code')).fill('DEMO-CPON-0007');
    await page.getByRole('button', { name: fr('money.exchange.redeem') }).click();
    await page.locator('[data-outcome=granted]').waitFor();
    await page.goto(`${origin()}/usercenter/valueAddedServices/list`);
    await page.locator('[data-commodity]').filter({ hasText: '5 annonces' }).click();
    const coupon = page.locator('select[data-coupons]');
    await coupon.waitFor();
    await coupon.selectOption({ index: 1 });
    await page.locator('[data-discount="500"]').waitFor();
    expect(await page.locator('[data-estimate]').getAttribute('data-estimate')).toBe('500');
    await expectNoOverflow(page, 'coupon');
    await shot(page, 'journey-coupon');
    await pay(page, 500, 'journey-coupon');
    await atCheckout(page, 'approve', 'coupon');
    await page.locator('[data-outcome=paid]').waitFor();
    await page.goto(`${origin()}/usercenter/coupon`);
    await page.locator('[data-filter="2"]').click();
    await page.locator('[data-coupon][data-state="2"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a bank transfer: instructions, a picture of the receipt, then an operator confirms it in the console', async () => {
    const { context, page, errors, login } = await openAs(suite.browser(), origin(), 'seller', '/usercenter/valueAddedServices/list');
    const who = login!;
    const before = await chances(who);
    await page.locator('[data-commodity]').filter({ hasText: '5 annonces' }).click();
    await page.locator('[data-pay-type="4"] input').check();
    await page.getByText(fr('money.pay.remitNote')).waitFor();
    await page.locator('[data-action=pay]').click();
    await page.waitForURL(/\/usercenter\/order\/details\?orderNo=co/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.locator('[data-remit=bank]').getByText(orderNo).waitFor();
    await expectNoOverflow(page, 'bank instructions');
    await shot(page, 'journey-bank-order');
    await page.locator('[data-action=remittance]').click();
    await page.waitForURL(/\/usercenter\/order\/remittance\?orderNo=/);
    const receipt = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f1e8' } }).jpeg().toBuffer();
    await page.locator('input[data-field=voucher]').setInputFiles({ name: 'recu.jpg', mimeType: 'image/jpeg', buffer: receipt });
    // The proof is a private upload: shown through the URL signed for the payer, and it does load.
    const proof = page.locator('.mkt-remit-pic img');
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await proof.getAttribute('src')).toMatch(/\/private-files\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg\?expires=\d+&sig=/);
    await page.getByLabel(fr('money.remit.remark')).fill('Virement SGCI du 12 mars');
    await expectNoOverflow(page, 'remittance');
    await shot(page, 'journey-remittance');
    await page.locator('[data-action=send-proof]').click();
    await page.waitForURL(/\/usercenter\/order\/details\?orderNo=/);
    await page.locator('[data-remittance=submitted]').waitFor();
    await shot(page, 'journey-bank-submitted');

    const operator = await suite.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const console = await operator.newPage();
    await logInToConsole(console, origin());
    await console.goto(`${origin()}/console/remittances`);
    await console.getByRole('button', { name: new RegExp(orderNo) }).click();
    await console.getByText('Virement SGCI du 12 mars').waitFor();
    await console.getByRole('button', { name: 'Confirm payment received' }).click();
    await console.getByRole('status').filter({ hasText: `order ${orderNo} is paid` }).waitFor();
    await operator.close();

    await page.reload();
    await page.locator('[data-order-no][data-state="2"]').waitFor();
    await page.locator('[data-remittance=confirmed]').waitFor();
    expect(await chances(who)).toBe(before + 5);
    expect(errors).toEqual([]);
    await context.close();
  });
});
