// A publish that found no posting chance left (PublishReply status 0; spec §4 status 0 "not
// paid", §6 "Publishing consumes a posting chance"), in French on a 360×740 phone against the real
// built server: a seller with exactly one chance left opens the house form (the quota gate lets it
// through), the chance is used meanwhile (another listing published over the API, as from another
// device), the seller sends the form: the ad is kept, the screen says so plainly and offers "pay
// for this ad" (its price shown), a package, or "later"; "later" leads to publish management,
// where the ad shows as not paid with its pay action. Only the setup goes over HTTP; what is under
// test is done in the browser.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest } from '../../../src/contract/envelope.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { MODULES } from '../../../src/modules/index.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import { apiCall, submitHouse } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { smallPicture } from '../harness/photos.js';
import { testMeta } from '../../server/harness.js';
import { loginContext, loginOverApi, type LoggedIn } from '../harness/session.js';
import { expectNoOverflow, frMoney } from '../payments/money-page.js';
import { fillPublishForm } from './fill-form.js';

const SHOTS = process.env.PUBLISH_SHOTS ?? 'tests/e2e/.artifacts';
// No machine translation: nothing moves the listings on their own while the test reads them.
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

/** Publishes the seller has left in the house module: checkRelease's releaseNum is what is left after one more. */
async function left(origin: string, me: LoggedIn): Promise<number> {
  const r = await apiCall<{ releaseNum: number; consumes: boolean }>(origin, ENDPOINTS.checkRelease.path, { userId: me.userId, moduleId: HOUSE.moduleId }, me.Authorization);
  if (r.code === 4403) return 0;
  if (r.code !== 200) throw new Error(`checkRelease: ${r.code} ${r.message}`);
  return r.customData.releaseNum + 1;
}

/** The seller logged in on a second device (the real login call, as loginOverApi makes it). */
async function loginElsewhere(origin: string): Promise<LoggedIn> {
  const user = SEED_USERS.seller;
  const password = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');
  const res = await fetch(origin + ENDPOINTS.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(encodeRequest({ metaData: testMeta({ deviceId: 'e2e-seller-other-phone' }), customData: { type: 'mobile', loginData: { mobileCode: user.mobileCode, phone: user.phone, password } } })),
  });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok || decoded.value.code !== 200) throw new Error(`second login failed: ${JSON.stringify(decoded)}`);
  const c = decoded.value.customData as LoggedIn;
  return { userId: String(c.userId), Authorization: c.Authorization, refreshToken: c.refreshToken };
}

/**
 * Setup: frees one place when none is left, as the seller could in publish management: a published
 * ad taken down (3 is not live), else one of the others deleted.
 */
async function freeOnePlace(origin: string, me: LoggedIn): Promise<void> {
  const mine = await apiCall<{ resultList: { serviceId: string; status: number }[] }>(origin, ENDPOINTS.getMyRelease.path, { userId: me.userId, moduleId: HOUSE.moduleId, page: { index: 1, size: 50 } }, me.Authorization);
  const live = mine.customData.resultList.filter((r) => r.status !== PUBLISH_STATUS.toBeReleased && r.status !== PUBLISH_STATUS.notPaid);
  const published = live.find((r) => r.status === PUBLISH_STATUS.published);
  const target = published ?? live[0];
  if (!target) throw new Error('no live listing to free a place with');
  const path = published ? ENDPOINTS.releaseInfoOff.path : ENDPOINTS.deleteMyRelease.path;
  const r = await apiCall(origin, path, { serviceId: String(target.serviceId), moduleId: HOUSE.moduleId }, me.Authorization);
  if (r.code !== 200) throw new Error(`${path} ${target.serviceId}: ${r.code} ${r.message}`);
}

describe('a publish with no chance left (French, 360×740)', () => {
  it('keeps the ad as not paid, says so, and offers to pay for it or to do it later', async () => {
    const { origin } = suite.server();
    const me = await loginOverApi(origin, 'seller');
    // Setup: exactly one publish left in the house module (the seller's free places and chances).
    for (let i = 0; i < 40 && (await left(origin, me)) === 0; i++) await freeOnePlace(origin, me);
    for (let i = 0; i < 40 && (await left(origin, me)) > 1; i++) await submitHouse(origin, me.Authorization, me.userId, `Maison occupée ${i}`);
    expect(await left(origin, me)).toBe(1);

    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, origin, 'seller');
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The form opens: the quota gate sees the one chance.
    await page.goto(`${origin}/house/list`);
    await page.locator('.mkt-modbar').getByRole('link', { name: fr('listing.tabs.publish') }).click();
    await page.waitForURL(/\/house\/publish$/);
    const title = `Villa Angré ${Date.now().toString(36)}`;
    await fillPublishForm(page, HOUSE, {
      title,
      content: 'Villa de quatre pièces avec jardin, proche du marché et des écoles.',
      pictures: [{ name: 'villa.png', mimeType: 'image/png', buffer: await smallPicture(200, 'png') }],
    });

    // Meanwhile the last chance goes: another listing, sent from another device (a login of its
    // own: the browser's login replaced the first one of this test's device).
    const elsewhere = await loginElsewhere(origin);
    await submitHouse(origin, elsewhere.Authorization, elsewhere.userId, 'Maison publiée ailleurs');
    expect(await left(origin, elsewhere)).toBe(0);

    await page.getByRole('button', { name: fr('publish.next') }).click();
    await page.waitForURL(new RegExp(`/common/checkWord\\?moduleId=${HOUSE.moduleId}$`));
    await page.getByText(fr('publish.check.clean')).waitFor();
    await page.getByRole('button', { name: fr('publish.save') }).click();

    // Saved, not published: said plainly, with the two ways on; nothing was asked before.
    const heading = page.getByRole('heading', { name: fr('publish.notPaid.title') });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    await page.getByText(fr('publish.notPaid.text')).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const pay = page.getByRole('link', { name: fr('publish.notPaid.pay') });
    const later = page.getByRole('link', { name: fr('publish.notPaid.later') });
    expect(await pay.isVisible()).toBe(true);
    expect(await later.isVisible()).toBe(true);
    // The price of this ad alone (the seed's single-listing package), next to the packages, which
    // also lead back to publish management after paying.
    const alone = page.locator('.mkt-pub-unpaid [data-way=pay]');
    await alone.getByText(fr('publish.notPaid.price')).waitFor();
    await alone.getByText(frMoney(500), { exact: true }).waitFor();
    const packages = page.getByRole('link', { name: fr('publish.notPaid.packages') });
    expect(await packages.getAttribute('href')).toBe(`/usercenter/valueAddedServices/list?from=${encodeURIComponent(`/common/publishManage?moduleId=${HOUSE.moduleId}`)}`);
    await expectNoOverflow(page, 'not paid panel');
    // The ad is stored, not paid, and "pay" names it.
    const mine = await apiCall<{ resultList: { serviceId: string; status: number; title: string }[] }>(origin, ENDPOINTS.getMyRelease.path, { userId: me.userId, moduleId: HOUSE.moduleId, page: { index: 1, size: 50 } }, elsewhere.Authorization);
    const kept = mine.customData.resultList.find((r) => r.title === title);
    expect(kept?.status).toBe(PUBLISH_STATUS.notPaid);
    const serviceId = String(kept!.serviceId);
    expect(new URL(await pay.getAttribute('href') ?? '', origin).search).toBe(
      `?serviceId=${serviceId}&moduleId=${HOUSE.moduleId}&from=${encodeURIComponent(`/common/publishManage?moduleId=${HOUSE.moduleId}`)}`);
    await shot(page, 'publish-unpaid-360');

    // "Later": publish management, where it shows as not paid, with its pay action.
    await later.click();
    await page.waitForURL(new RegExp(`/common/publishManage\\?moduleId=${HOUSE.moduleId}$`));
    const row = page.locator(`[data-service-id="${serviceId}"]`);
    await expect.poll(() => row.locator('[data-status-badge]').textContent()).toBe(fr('publishManage.status.notPaid'));
    await row.getByRole('button', { name: fr('publishManage.actions.pay'), exact: true }).waitFor();
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'publish-unpaid-manage-360');
    // The form's draft went with the save (the ad is stored).
    const drafts = await page.evaluate((p) => Object.keys(localStorage).filter((k) => k.startsWith(p)), `${storagePrefix('web')}publishDraft:${me.userId}:`);
    expect(drafts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
