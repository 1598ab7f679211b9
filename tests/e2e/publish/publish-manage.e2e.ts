// The publisher's side around the form, in French on a 360×740 phone against the real server
// (spec §2 /common/publishManage, /<module>/publishDetails, /common/quickPublish; spec §4 statuses,
// order actions and the publish quota; spec §8 "deduction not enough"). Listings are submitted
// through the app's real publish call over HTTP and approved through the operator console's API,
// as an operator would; what is under test is only ever done in the browser. Where the free way is
// refused (no chance left to publish again, a refresh within 24 h), the paid one (spec §7
// republishPayment, refreshPayment) is paid with mobile money in the CinetPay sandbox.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { MyReleaseItem } from '../../../src/contract/types/commons.js';
import { MODULES } from '../../../src/modules/index.js';
import { whenOf } from '../../../src/screens/publish-manage/paid-offer.js';
import { apiOk } from '../console/pay-over-api.js';
import { apiCall, reviewOverApi, submitHouse } from '../console/publish-over-api.js';
import { text } from '../harness/locale-text.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginOverApi, type SeedUser } from '../harness/session.js';
import { openAs } from '../harness/open-as.js';
import { frMoney } from '../payments/money-page.js';
import { approveAtCheckout, payOnPanel } from '../payments/sandbox-checkout.js';

const SHOTS = process.env.PUBLISH_SHOTS ?? 'tests/e2e/.artifacts';
// No machine translation (TRANSLATE_URL=none, examples/server/config.ts): an approved listing is
// published at once and has text only in its original language until someone translates it, so
// the statuses and the empty language tab are what this file says, whatever the sandbox does.
const suite = (() => {
  const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));
  return { server: s.env, browser: s.browser };
})();
const HOUSE = MODULES.house;
const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}


/** Setup: the listing is published (7): without machine translation, approval publishes at once (spec §4). */
async function publishedSoon(origin: string, me: { userId: string; Authorization: string }, serviceId: string): Promise<void> {
  await expect
    .poll(async () => {
      const r = await apiCall<{ resultList: { serviceId: string; status: number }[] }>(origin, ENDPOINTS.getMyRelease.path, { userId: me.userId, moduleId: HOUSE.moduleId, page: { index: 1, size: 15 } }, me.Authorization);
      return r.customData.resultList.find((x) => String(x.serviceId) === serviceId)?.status;
    }, { timeout: 30_000 })
    .toBe(7);
}

/**
 * Setup: the seed gives every seed user published house listings, which hold a free user's chances
 * (FREE_LISTINGS, examples/server/listings/publisher.ts); taking them down (releaseInfoOff over
 * HTTP, as the app calls it) frees them, so the test knows how many chances are left.
 */
async function takeDownPublished(origin: string, me: { userId: string; Authorization: string }, moduleId: number): Promise<void> {
  for (;;) {
    const page = await apiCall<{ resultList: { serviceId: string }[] }>(origin, ENDPOINTS.getMyRelease.path, { userId: me.userId, moduleId, status: 7, page: { index: 1, size: 15 } }, me.Authorization);
    if (page.code !== 200) throw new Error(`getMyRelease: ${page.code} ${page.message}`);
    if (page.customData.resultList.length === 0) return;
    for (const r of page.customData.resultList) {
      const off = await apiCall(origin, ENDPOINTS.releaseInfoOff.path, { serviceId: String(r.serviceId), moduleId }, me.Authorization);
      if (off.code !== 200) throw new Error(`releaseInfoOff ${r.serviceId}: ${off.code} ${off.message}`);
    }
  }
}

/** The user's house listings (first 50), as publish management reads them. */
async function mineOf(origin: string, me: { userId: string; Authorization: string }): Promise<MyReleaseItem[]> {
  return (await apiOk<SearchReply<MyReleaseItem>>(origin, ENDPOINTS.getMyRelease.path, { userId: me.userId, moduleId: HOUSE.moduleId, page: { index: 1, size: 50 } }, me.Authorization)).resultList;
}

/** Setup: deletes the user's house listings that hold a place (all but taken down and not paid: payments/quota.ts). */
async function deleteLive(origin: string, me: { userId: string; Authorization: string }): Promise<void> {
  for (const r of await mineOf(origin, me)) {
    if (r.status === 3 || r.status === 0) continue;
    await apiOk(origin, ENDPOINTS.deleteMyRelease.path, { serviceId: String(r.serviceId), moduleId: HOUSE.moduleId }, me.Authorization);
  }
}

/**
 * A layer fits the 360 px phone: inside the screen, and nothing in it wider than itself (long French
 * labels and prices wrap). Not the whole page: the status chips scroll sideways on purpose.
 */
async function expectFits(layer: Locator, what: string): Promise<void> {
  const over = await layer.evaluate((box) => {
    const r = box.getBoundingClientRect();
    const inner = [...box.querySelectorAll('*')].filter((el) => {
      const e = el.getBoundingClientRect();
      return e.width > 0 && (e.left < r.left - 1 || e.right > r.right + 1);
    });
    return { left: r.left, right: r.right, width: document.documentElement.clientWidth, inner: inner.map((el) => `${el.tagName}.${el.className}`) };
  });
  expect(over.left, what).toBeGreaterThanOrEqual(0);
  expect(over.right, what).toBeLessThanOrEqual(over.width);
  expect(over.inner, `${what}: wider than the layer`).toEqual([]);
}

/** A French phone logged in as `who`, on `path`. */
const open = (who: SeedUser, path: string) => openAs(suite.browser(), suite.server().origin, who, path);

const row = (page: Page, id: string) => page.locator(`[data-service-id="${id}"]`);
const badge = (page: Page, id: string) => row(page, id).locator('[data-status-badge]');
const button = (page: Page, id: string, action: string) => row(page, id).getByRole('button', { name: fr(`publishManage.actions.${action}`), exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const confirm = (page: Page) => dialog(page).getByRole('button', { name: fr('dialog.confirm') }).click();

describe('publish management (French, 360×740)', () => {
  it('lists the user’s listings with their status, and takes down, refreshes, publishes again and deletes', async () => {
    const { origin } = suite.server();
    const me = await loginOverApi(origin, 'personal');
    await takeDownPublished(origin, me, HOUSE.moduleId);
    const stamp = Date.now().toString(36);
    const reviewed = await submitHouse(origin, me.Authorization, me.userId, `Studio Marcory ${stamp}`);
    const live = await submitHouse(origin, me.Authorization, me.userId, `Villa Cocody ${stamp}`);
    const refused = await submitHouse(origin, me.Authorization, me.userId, `Duplex Bingerville ${stamp}`);
    await reviewOverApi(origin, live, 'approve');
    await publishedSoon(origin, me, live);
    const reason = 'Les photos ne montrent pas le logement.';
    await reviewOverApi(origin, refused, 'reject', reason);

    const { context, page, errors } = await open('personal', `/common/publishManage?moduleId=${HOUSE.moduleId}`);
    await page.getByRole('heading', { name: fr('publishManage.title') }).waitFor();
    await expect.poll(() => badge(page, reviewed).textContent()).toBe(fr('publishManage.status.onReviewFirst'));
    await expect.poll(() => badge(page, live).textContent()).toBe(fr('publishManage.status.published'));
    await expect.poll(() => row(page, reviewed).getByRole('button').allTextContents()).toEqual([fr('publishManage.actions.delete')]);
    // Review failed (6): the operator's reason, in the publisher's row.
    await expect.poll(() => badge(page, refused).textContent()).toBe(fr('publishManage.status.reviewFailed'));
    await expect.poll(() => row(page, refused).locator('[data-review-reason]').textContent()).toBe(fr('publishManage.reason', { reason }));
    await shot(page, 'publish-manage-360');

    // The read-only view of the one on review (not translated yet): its French text, its status,
    // and the empty notice on the English tab (spec §2 publishDetails).
    await row(page, reviewed).locator('a.mkt-row').click();
    await page.waitForURL(/\/house\/publishDetails\?serviceId=\d+&languageId=fr$/);
    await page.locator('h1.mkt-dt-title').filter({ hasText: `Studio Marcory ${stamp}` }).waitFor();
    await expect.poll(() => page.locator('[data-status-badge]').textContent()).toBe(fr('publishManage.status.onReviewFirst'));
    await shot(page, 'publish-details-fr-360');
    await page.locator('[data-language=en]').click();
    await page.getByText(fr('publishDetails.noTranslation.en')).waitFor();
    expect(page.url()).toMatch(/languageId=en$/);
    await shot(page, 'publish-details-en-empty-360');
    await page.goBack();
    await page.waitForURL(/\/common\/publishManage/);

    // Refresh: moved up, and the row says when; a second one within 24 h is refused: the offer
    // says when the free one comes back, next to the paid one; cancelled, the row stays usable.
    await button(page, live, 'refresh').click();
    await page.getByRole('status').filter({ hasText: fr('publishManage.done.refresh') }).waitFor();
    await row(page, live).locator('.mkt-pm-refreshed').getByText(new RegExp(`^${fr('publishManage.refreshed', { when: '' })}aujourd’hui à \\d\\d:\\d\\d$`)).waitFor();
    await button(page, live, 'refresh').click();
    const tooSoon = page.locator('[data-offer=refresh]');
    await tooSoon.getByText(fr('publishManage.offer.refreshTitle')).waitFor();
    await tooSoon.locator('[data-next-free]').getByText(new RegExp(`^${fr('publishManage.offer.nextFree', { when: '' }).slice(0, -1)}demain à \\d\\d:\\d\\d\\.$`)).waitFor();
    await tooSoon.getByRole('button', { name: fr('dialog.cancel') }).click();
    await expect.poll(() => tooSoon.count()).toBe(0);
    await expect.poll(() => button(page, live, 'refresh').isEnabled()).toBe(true);

    // Take down (7 → 3), after confirming.
    await button(page, live, 'takeDown').click();
    await expect.poll(() => dialog(page).textContent()).toContain(fr('publishManage.confirm.takeDown'));
    await confirm(page);
    await expect.poll(() => badge(page, live).textContent()).toBe(fr('publishManage.status.toBeReleased'));

    // Publish again (3 → 7): a free user is told the chance it uses (3 free, one on review and one
    // refused hold two: this is the last).
    await button(page, live, 'publishAgain').click();
    await expect.poll(() => dialog(page).textContent()).toContain(fr('publishManage.confirm.publishAgain_one'));
    await shot(page, 'publish-manage-publish-again-360');
    await confirm(page);
    await expect.poll(() => badge(page, live).textContent()).toBe(fr('publishManage.status.published'));

    // Delete, after confirming: the row goes.
    await button(page, reviewed, 'delete').click();
    await confirm(page);
    await expect.poll(() => row(page, reviewed).count()).toBe(0);

    // The server agrees after a reload.
    await page.reload();
    await expect.poll(() => badge(page, live).textContent()).toBe(fr('publishManage.status.published'));
    expect(await row(page, reviewed).count()).toBe(0);

    // The status tabs ask the server again: "On review" (4 and 5) has neither; "Published" has the live one.
    await page.getByRole('tab', { name: fr('publishManage.tabs.review') }).click();
    await expect.poll(() => row(page, live).count()).toBe(0);
    await page.getByRole('tab', { name: fr('publishManage.tabs.published') }).click();
    await expect.poll(() => badge(page, live).textContent()).toBe(fr('publishManage.status.published'));
    expect(errors).toEqual([]);
    await context.close();

    // And over the API (a new login: the browser's session used the same device).
    const again = await loginOverApi(origin, 'personal');
    const mine = await apiCall<{ resultList: { serviceId: string; status: number }[] }>(origin, ENDPOINTS.getMyRelease.path, { userId: again.userId, moduleId: HOUSE.moduleId, page: { index: 1, size: 15 } }, again.Authorization);
    expect(mine.customData.resultList.filter((r) => [live, reviewed].includes(String(r.serviceId))).map((r) => [String(r.serviceId), r.status])).toEqual([[live, 7]]);
  });

  it('a free user out of chances taps “publish” in the module tab bar: the dialog, then the value-added services', async () => {
    const { origin } = suite.server();
    const me = await loginOverApi(origin, 'seller');
    const quota = () => apiCall<{ hasReleaseNum: boolean }>(origin, ENDPOINTS.checkReleaseNum.path, { userId: me.userId, moduleId: HOUSE.moduleId }, me.Authorization);
    // Use the free chances (FREE_LISTINGS, examples/server/listings/publisher.ts) as the app would.
    for (let i = 0; i < 5 && (await quota()).customData.hasReleaseNum; i++) await submitHouse(origin, me.Authorization, me.userId, `Maison quota ${i}`);
    expect((await quota()).customData.hasReleaseNum).toBe(false);

    const { context, page, errors } = await open('seller', '/house/list');
    const publishTab = page.locator('.mkt-modbar').getByRole('link', { name: fr('listing.tabs.publish') });
    await publishTab.click();
    await expect.poll(() => dialog(page).textContent()).toContain(fr('errors.deductionNotEnough'));
    expect(new URL(page.url()).pathname).toBe('/house/list');
    await shot(page, 'quota-dialog-360');
    // Cancel stays on the list; confirm goes to the packages.
    await dialog(page).getByRole('button', { name: fr('dialog.cancel') }).click();
    expect(new URL(page.url()).pathname).toBe('/house/list');
    await publishTab.click();
    await confirm(page);
    await page.waitForURL(/\/usercenter\/valueAddedServices\/list\?from=%2Fhouse%2Fpublish$/);

    // A direct load of the form is checked too: back to the list, with the same dialog.
    await page.goto(`${origin}/house/publish`);
    await page.waitForURL(/\/house\/list$/);
    await expect.poll(() => dialog(page).textContent()).toContain(fr('errors.deductionNotEnough'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pays where the free way is refused: publish again with no chance left, a refresh too soon (mobile money)', async () => {
    const { origin } = suite.server();
    const me = await loginOverApi(origin, 'seller');
    // Setup over HTTP: every place of the seller's house category free, then a published listing
    // (refreshed for free: the next free one is tomorrow), one taken down, and the places used up.
    await takeDownPublished(origin, me, HOUSE.moduleId);
    await deleteLive(origin, me);
    const stamp = Date.now().toString(36);
    const toRefresh = await submitHouse(origin, me.Authorization, me.userId, `Maison Riviera ${stamp}`);
    const takenDown = await submitHouse(origin, me.Authorization, me.userId, `Villa Bassam ${stamp}`);
    for (const id of [toRefresh, takenDown]) await reviewOverApi(origin, id, 'approve');
    await publishedSoon(origin, me, toRefresh);
    await publishedSoon(origin, me, takenDown);
    await apiOk(origin, ENDPOINTS.releaseInfoOff.path, { serviceId: takenDown, moduleId: HOUSE.moduleId }, me.Authorization);
    await apiOk(origin, ENDPOINTS.refreshMyRelease.path, { serviceId: toRefresh, moduleId: HOUSE.moduleId }, me.Authorization);
    const freeRefresh = (await mineOf(origin, me)).find((r) => String(r.serviceId) === toRefresh)!.refreshedAt!;
    const quota = async () => (await apiOk<{ hasReleaseNum: boolean }>(origin, ENDPOINTS.checkReleaseNum.path, { userId: me.userId, moduleId: HOUSE.moduleId }, me.Authorization)).hasReleaseNum;
    for (let i = 0; i < 12 && (await quota()); i++) await submitHouse(origin, me.Authorization, me.userId, `Maison occupée ${i} ${stamp}`);
    expect(await quota()).toBe(false);

    const manage = `/common/publishManage?moduleId=${HOUSE.moduleId}`;
    const { context, page, errors } = await open('seller', manage);

    // Publish again with no chance left: pay for this listing (its price) or the packages.
    await expect.poll(() => badge(page, takenDown).textContent()).toBe(fr('publishManage.status.toBeReleased'));
    await button(page, takenDown, 'publishAgain').click();
    const noChance = page.locator('[data-offer=republish]');
    await noChance.getByRole('heading', { name: fr('publishManage.offer.republishTitle') }).waitFor();
    await noChance.getByText(fr('publishManage.offer.republishText')).waitFor();
    const payListing = noChance.getByRole('button', { name: `${fr('publishManage.offer.republishPay')} ${frMoney(500)}` });
    await expect.poll(() => payListing.evaluate((b) => b === document.activeElement)).toBe(true);
    await noChance.getByRole('button', { name: fr('publishManage.offer.packages') }).waitFor();
    await expectFits(noChance, 'publish again offer');
    await shot(page, 'publish-manage-offer-republish-360');
    await payListing.click();
    await page.waitForURL((u) => u.pathname === '/common/publishPay' && u.searchParams.get('type') === 'republish' && u.searchParams.get('serviceId') === takenDown && u.searchParams.get('from') === manage);
    await page.getByRole('heading', { name: fr('money.publishPay.republishTitle') }).waitFor();
    await page.getByText(fr('money.publishPay.republishText')).waitFor();
    await payOnPanel(page, 500);
    await approveAtCheckout(page);
    await page.locator('[data-outcome=paid]').getByText(fr('money.result.doneRepublish')).waitFor();
    await page.locator('[data-action=continue]').click();
    // Back where it started: the listing is published, and no chance was spent on it.
    await page.waitForURL((u) => `${u.pathname}${u.search}` === manage);
    await expect.poll(() => badge(page, takenDown).textContent()).toBe(fr('publishManage.status.published'));
    await shot(page, 'publish-manage-republished-360');

    // A refresh within 24 h of the free one: when the free one comes back, and "refresh now" for its price.
    await button(page, toRefresh, 'refresh').click();
    const tooSoon = page.locator('[data-offer=refresh]');
    await tooSoon.getByRole('heading', { name: fr('publishManage.offer.refreshTitle') }).waitFor();
    const nextFree = new Date(new Date(freeRefresh).getTime() + 24 * 3_600_000);
    const when = whenOf(nextFree, new Date(), 'fr');
    expect(when.key).toBe('publishManage.when.tomorrow');
    await tooSoon.locator('[data-next-free]').getByText(fr('publishManage.offer.nextFree', { when: fr(when.key, when.values) }), { exact: true }).waitFor();
    const refreshNow = tooSoon.getByRole('button', { name: `${fr('publishManage.offer.refreshPay')} ${frMoney(200)}` });
    await refreshNow.waitFor();
    expect(await tooSoon.getByRole('button', { name: fr('publishManage.offer.packages') }).count()).toBe(0);
    await expectFits(tooSoon, 'refresh offer');
    await shot(page, 'publish-manage-offer-refresh-360');
    await refreshNow.click();
    await page.waitForURL((u) => u.pathname === '/common/publishPay' && u.searchParams.get('type') === 'refresh' && u.searchParams.get('serviceId') === toRefresh && u.searchParams.get('from') === manage);
    await page.getByRole('heading', { name: fr('money.publishPay.refreshTitle') }).waitFor();
    await payOnPanel(page, 200);
    await approveAtCheckout(page);
    await page.locator('[data-outcome=paid]').getByText(fr('money.result.doneRefresh')).waitFor();
    await page.locator('[data-action=continue]').click();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === manage);
    // Refreshed again: the row's refresh time is the paid one, later than the free one.
    const refreshed = row(page, toRefresh).locator('[data-refreshed-at]');
    await expect.poll(async () => new Date((await refreshed.getAttribute('data-refreshed-at')) ?? 0).getTime()).toBeGreaterThan(new Date(freeRefresh).getTime());
    await row(page, toRefresh).scrollIntoViewIfNeeded();
    await shot(page, 'publish-manage-refreshed-360');
    expect(errors).toEqual([]);
    await context.close();

    // And over the API (a new login: the browser's session used the same device): published, refreshed, still no place left.
    const again = await loginOverApi(origin, 'seller');
    const rows = await mineOf(origin, again);
    expect(rows.find((r) => String(r.serviceId) === takenDown)?.status).toBe(7);
    expect(new Date(rows.find((r) => String(r.serviceId) === toRefresh)!.refreshedAt!).getTime()).toBeGreaterThan(new Date(freeRefresh).getTime());
    expect((await apiOk<{ hasReleaseNum: boolean }>(origin, ENDPOINTS.checkReleaseNum.path, { userId: again.userId, moduleId: HOUSE.moduleId }, again.Authorization)).hasReleaseNum).toBe(false);
  });

  it('quick publish: the grid of publishing modules, then the form of the one chosen', async () => {
    const { context, page, errors } = await open('member', '/index');
    await page.locator('.mkt-home-publish').click();
    await page.waitForURL(/\/common\/quickpublish$/i);
    await page.getByRole('heading', { name: fr('quickPublish.heading') }).waitFor();
    const keys = await page.locator('[data-module]').evaluateAll((els) => els.map((e) => e.getAttribute('data-module')));
    expect(keys).toEqual(Object.values(MODULES).filter((m) => m.publishes).map((m) => m.key));
    await expect.poll(() => page.locator('[data-module] img').count()).toBeGreaterThan(0);
    await shot(page, 'quick-publish-360');
    await page.locator('[data-module=house] a').click();
    await page.waitForURL(/\/house\/publish$/);
    await page.locator('[data-route="/house/publish"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
