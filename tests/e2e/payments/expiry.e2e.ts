// An online order nobody pays ends expired, and the payer sees it (spec §2 "Common" return pages,
// §8 "Order is expired"), in French at 360×740 against the built server started as an operator
// would start it with short payment times (README PAYMENT_ORDER_SECONDS,
// PAYMENT_EXPIRY_GRACE_SECONDS, PAYMENT_RECONCILE_SECONDS): a user with no purchases starts buying
// a posting-chance package with mobile money from their assets, opens the CinetPay sandbox's
// hosted page and leaves it without approving, comes back to the return page, which says
// "confirming" and then, once the reconciliation job has failed the order, "Order is expired" with
// "buy again". The order list shows it expired, and the assets are exactly what they were.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import type { MyAssets } from '../../../src/contract/types/usercenter.js';
import { apiCall } from '../console/publish-over-api.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import type { LoggedIn } from '../harness/session.js';
import { expectNoOverflow, fr, frMoney, openAs, shot } from './money-page.js';

/** Seconds an order waits (the job fails it within a poll after): short enough for CI, long enough to see "confirming" first. */
const ORDER_SECONDS = 6;
const suite = fileSuite(() => startMarketServer({
  PAYMENT_ORDER_SECONDS: String(ORDER_SECONDS),
  PAYMENT_EXPIRY_GRACE_SECONDS: '0',
  PAYMENT_RECONCILE_SECONDS: '1',
}));
const origin = () => suite.env().origin;
const HOUSE = 6;

async function assets(who: LoggedIn): Promise<MyAssets> {
  const r = await apiCall<MyAssets>(origin(), ENDPOINTS.getMyAssets.path, {}, who.Authorization);
  if (r.code !== 200) throw new Error(`getMyAssets: ${r.code} ${r.message}`);
  return r.customData;
}

/** Every data-outcome the return page shows, in order (recorded in the page, so a short one is not missed). */
async function recordOutcomes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { outcomes: string[] }).outcomes = seen;
    new MutationObserver(() => {
      const now = document.querySelector('[data-outcome]')?.getAttribute('data-outcome');
      if (now && seen[seen.length - 1] !== now) seen.push(now);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-outcome'] });
  });
}

describe('an online order never paid (spec §2 payConfirmVirtual, §8 "Order is expired")', () => {
  it('ends expired on the return page with "buy again"; the order says expired and nothing was delivered', async () => {
    const { context, page, errors, login } = await openAs(suite.browser(), origin(), 'seller', '/usercenter/myAssets');
    const who = login!;
    const before = await assets(who);
    const houseChances = before.modules.find((m) => m.moduleId === HOUSE)!.chancesLeft;
    await page.locator(`tr[data-module="${HOUSE}"][data-chances="${houseChances}"]`).waitFor();
    await recordOutcomes(page);

    // From the assets: the packages, 5 posting chances, mobile money (the default method).
    await page.locator('[data-action=buy-package]').click();
    await page.waitForURL(/\/usercenter\/valueAddedServices\/list\?memberLevelId=\d+&from=%2Fusercenter%2FmyAssets$/);
    await page.locator('[data-commodity]').filter({ hasText: '5 annonces' }).click();
    await page.locator('[data-pay-type="7"] input:checked').waitFor();
    await page.locator('[data-action=pay]').click();
    const made = page.locator('[data-pay-panel=created]');
    await made.getByText(frMoney(1000)).first().waitFor();
    const orderNo = (await made.getAttribute('data-order-no'))!;
    expect(orderNo).toMatch(/^co\d{18}$/);

    // On the hosted page the payer neither approves nor declines, and comes back to the return
    // address the app gave the provider (the server adds orderNo; site.ts returnUrlFor).
    await made.locator('[data-action=go-pay]').click();
    await page.waitForURL(/\/dev\/cinetpay\/checkout\//);
    await page.getByRole('button', { name: 'Valider le paiement' }).waitFor();
    await page.goto(`${origin()}/common/payConfirmVirtual?from=%2Fusercenter%2FmyAssets&orderNo=${orderNo}`);

    const expired = page.locator('[data-outcome=expired]');
    await expired.getByRole('heading', { name: fr('errors.orderExpired') }).waitFor({ timeout: 20_000 });
    await expired.getByText(fr('money.result.expiredText')).waitFor();
    await expired.getByText(fr('money.order.numberIs', { orderNo })).waitFor();
    expect(await expired.locator('[data-action=view-order]').getAttribute('href')).toContain(`orderNo=${orderNo}`);
    // The page first said it was confirming (it asked while the order still waited), then changed by itself.
    expect(await page.evaluate(() => (window as unknown as { outcomes: string[] }).outcomes)).toEqual(['checking', 'expired']);
    await expectNoOverflow(page, 'expired');
    await shot(page, 'expired');

    // Its next steps: the packages again, where the purchase started (or the order itself).
    const again = expired.locator('[data-action=buy-again]');
    expect(await again.textContent()).toBe(fr('money.result.buyAgain'));
    await again.click();
    await page.waitForURL(/\/usercenter\/valueAddedServices\/list\?from=%2Fusercenter%2FmyAssets$/);
    await page.locator('[data-commodity]').filter({ hasText: '5 annonces' }).waitFor();

    // The order list says expired.
    await page.goto(`${origin()}/usercenter/order/ibuy`);
    // Purchases show goods orders first; these are services (payment orders).
    await page.locator('[data-kind=services]').click();
    const row = page.locator(`[data-order="${orderNo}"][data-state="${ORDER_STATE.failed}"]`);
    await row.getByText(fr('money.state.expired'), { exact: true }).waitFor();
    await expectNoOverflow(page, 'orders with an expired one');
    await shot(page, 'expired-orders');

    // Nothing was delivered: the assets are what they were, on the screen and over the API.
    await page.goto(`${origin()}/usercenter/myAssets`);
    await page.locator(`tr[data-module="${HOUSE}"][data-chances="${houseChances}"]`).waitFor();
    expect(await page.locator('[data-batch-left]').count()).toBe(before.chances.length);
    expect(await assets(who)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
