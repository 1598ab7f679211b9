// TOP (issue "Payments": a bought boost lists a listing "first in its module for N days, marked"),
// in French on a 360×740 phone against the real built server: a member publishes two house ads (an
// operator approves them through the console's API), buys TOP for the OLDER one with mobile money
// in the payment sandbox (the real payment call, the sandbox's hosted page answered as a tester's
// tap, the signed notification and the status check delivering it) — all setup over HTTP. What is
// under test is the visitor's house list: the boosted ad first, with its TOP badge, the newer one
// after it without; the badge is text a screen reader reads.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PAYMENT_METHOD, PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { Commodity } from '../../../src/contract/types/usercenter.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import { MODULES } from '../../../src/modules/index.js';
import { apiCall, reviewOverApi, submitHouse } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginOverApi, type LoggedIn } from '../harness/session.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
// No machine translation: an approved ad is published at once (spec §4), nothing else moves.
const suite = (() => {
  const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));
  return { server: s.env, browser: s.browser };
})();
const HOUSE = MODULES.house;
const fr = (key: string) => text('fr', key);

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
}


/** TOP for `serviceId`, paid with Orange Money in the sandbox; resolves once the order is paid (delivered). */
async function buyTop(origin: string, me: LoggedIn, serviceId: string): Promise<void> {
  const list = await apiCall<Commodity[]>(origin, ENDPOINTS.getCommodityList.path, { moduleId: HOUSE.moduleId }, me.Authorization);
  const top = list.customData.find((c) => c.kind === 'top');
  if (!top) throw new Error(`no TOP for sale: ${JSON.stringify(list)}`);
  const made = await apiCall<PaymentReply>(origin, ENDPOINTS.payment.path, {
    commodityId: top.commodityId, serviceId, moduleId: HOUSE.moduleId, payType: PAYMENT_METHOD.mobileMoney, returnUrl: '/common/payConfirmVirtual',
  }, me.Authorization);
  if (made.code !== 200 || !made.customData.payUrl) throw new Error(`payment: ${JSON.stringify(made)}`);
  // The tester's tap on the sandbox's hosted page (a form POST; its redirect not followed).
  const tap = await fetch(made.customData.payUrl, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ operator: 'orange', phone: '0701020304', decision: 'approve' }).toString(), redirect: 'manual',
  });
  expect(tap.status).toBe(303);
  await expect
    .poll(async () => (await apiCall<PaymentReply>(origin, ENDPOINTS.getPaymentResult.path, { orderNo: made.customData.orderNo }, me.Authorization)).customData?.payState, { timeout: 30_000 })
    .toBe(1);
}

describe('TOP in a module list (French, 360×740)', () => {
  it('shows the boosted ad first, with its TOP badge, before newer ones', async () => {
    const { origin } = suite.server();
    const me = await loginOverApi(origin, 'member');
    const stamp = Date.now().toString(36);
    const older = await submitHouse(origin, me.Authorization, me.userId, `Maison boostée ${stamp}`);
    const newer = await submitHouse(origin, me.Authorization, me.userId, `Maison récente ${stamp}`);
    await reviewOverApi(origin, older, 'approve');
    await reviewOverApi(origin, newer, 'approve');
    const statusOf = async (id: string) => {
      const r = await apiCall<{ resultList: { serviceId: string; status: number }[] }>(origin, ENDPOINTS.getMyRelease.path, { userId: me.userId, moduleId: HOUSE.moduleId, page: { index: 1, size: 50 } }, me.Authorization);
      return r.customData.resultList.find((x) => String(x.serviceId) === id)?.status;
    };
    await expect.poll(() => statusOf(older), { timeout: 30_000 }).toBe(PUBLISH_STATUS.published);
    await expect.poll(() => statusOf(newer), { timeout: 30_000 }).toBe(PUBLISH_STATUS.published);
    await buyTop(origin, me, older);

    // A visitor's phone, in French.
    const context = await languageContext(suite.browser(), 'fr');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin}/house/list`);
    const rows = page.locator('[data-route="/house/list"] .mkt-list-items a');
    await rows.first().waitFor();
    const titleOf = (i: number) => rows.nth(i).locator('.mkt-row-title');
    // First: the boosted ad, marked. Seen: "TOP" before the title; read: the label, then the title.
    await expect.poll(() => titleOf(0).textContent()).toBe(`TOP${fr('listScreen.top.label')} Maison boostée ${stamp}`);
    const badge = titleOf(0).locator('.mkt-top');
    expect(await badge.locator('[aria-hidden=true]').textContent()).toBe(fr('listScreen.top.badge'));
    expect(await badge.isVisible()).toBe(true);
    expect(await rows.nth(0).getAttribute('href')).toContain(`serviceId=${older}`);
    // Then the newest ads, unmarked.
    expect(await titleOf(1).textContent()).toBe(`Maison récente ${stamp}`);
    expect(await rows.nth(1).locator('.mkt-top').count()).toBe(0);
    // The badge is small: one line, within its title.
    const box = await badge.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(20);
    await shot(page, 'top-boost-house-list-360');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
