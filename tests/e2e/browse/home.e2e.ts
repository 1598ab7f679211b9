// Issue 5 "Screens" 1, 5, 6 against the real server and its seeded database, in Chromium at 360×740:
// /index as a visitor sees it — the full-screen country picker (spec §2 "Other pieces"), the search
// box, the download page, the menu tiles, every ad link form of the seeded banners (spec §2 "Ad link
// jumping"), the notice bar, and the goods list opening goods details. Calls are read off the wire.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext } from '../harness/browser.js';
import { marketSuite } from '../harness/market-suite.js';
import { scrollHomeToGoods } from '../harness/scroll-home.js';
import { recordCalls, type SeenCall } from './requests.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const HOME = '/user/v2/home/getHomeInfo';
const GOODS = '/unusedItem/v1/search/searchByTermsWithoutAd';

const suite = marketSuite();

async function openHome(locale = 'en-US'): Promise<{ page: Page; calls: SeenCall[]; errors: string[] }> {
  const context = await phoneContext(suite.browser(), locale);
  const page = await context.newPage();
  const calls = recordCalls(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // A failed load shows on the console only (the tab icon is fetched outside the page's requests).
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${suite.server().origin}/index`);
  await scrollHomeToGoods(page);
  return { page, calls, errors };
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe('/index', () => {
  it('draws what is below the first screen as the reader scrolls to it, as it would all at once', async () => {
    const context = await phoneContext(suite.browser(), 'en-US');
    const page = await context.newPage();
    const calls = recordCalls(page);
    await page.goto(`${suite.server().origin}/index`);
    await page.locator('.mkt-home-tile').first().waitFor();
    await page.waitForTimeout(500);
    // At 360×740 the first screen ends in the first article block: the third banner, a screen
    // and a half further down, and the goods list below it are not drawn, nor asked for.
    expect(await page.locator('.mkt-home-ad').count()).toBeLessThan(3);
    expect(await page.locator('.mkt-home-goods-sec').count()).toBe(0);
    expect(calls.filter((c) => c.path === GOODS)).toEqual([]);
    await page.screenshot({ path: `${ARTIFACTS}/home-first-screen.png` });
    await scrollHomeToGoods(page);
    expect(await page.locator('.mkt-home-ad').count()).toBe(3);
    expect(await page.locator('.mkt-home-sec').count()).toBeGreaterThanOrEqual(5);
    await expect.poll(() => calls.filter((c) => c.path === GOODS).length).toBe(1);
    await page.context().close();
  });

  it('chooses another country in the full-screen picker; home data and goods are asked again for it', async () => {
    const { page, calls, errors } = await openHome();
    const country = page.getByRole('button', { name: 'Country: Ivory Coast' });
    await country.click();
    const sheet = page.getByRole('dialog', { name: 'Choose a country' });
    await sheet.waitFor();
    await page.waitForTimeout(400); // the sheet's opening transition, for the screenshot only
    await page.screenshot({ path: `${ARTIFACTS}/home-country-picker.png` });
    // Grouped by first letter, and searchable (spec §2 "Other pieces").
    await expect.poll(() => sheet.getByRole('button').filter({ hasText: 'Senegal' }).count()).toBe(1);
    await sheet.getByRole('searchbox').fill('sen');
    await expect.poll(() => sheet.locator('[data-picker-row]').allInnerTexts()).toEqual(['Senegal']);
    await sheet.locator('[data-picker-row]').first().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Country: Senegal' }).count()).toBe(1);
    // The first home data came inside the page (first-view.e2e.ts); the change asks the server.
    await expect.poll(() => calls.filter((c) => c.path === HOME).map((c) => c.areaId)).toEqual(['SEN']);
    await expect.poll(() => calls.filter((c) => c.path === GOODS).map((c) => c.areaId)).toEqual(['CIV', 'SEN']);
    // Stored: a reload keeps the country.
    await page.reload();
    await page.getByRole('button', { name: 'Country: Senegal' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches articles, opens the download page, and its menu tiles lead to every module', async () => {
    const { page, errors } = await openHome();
    await page.screenshot({ path: `${ARTIFACTS}/home.png` });
    // Tiles and adverts come with getHomeInfo, which may answer after the goods list.
    const tiles = () => page.locator('.mkt-home-tile').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await expect.poll(tiles).toEqual([
      '/article/list', '/land/list', '/carRental/list', '/saleGoods/list', '/housekeep/list', '/house/list',
      '/carSales/list', '/jobAndRecruit/jobWanted/jobList', '/visa/list', '/business/list', '/demandMarket/list',
    ]);

    await page.getByRole('searchbox').first().fill('visa');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/article\/list\?keyWords=visa$/);
    await page.locator('[data-route="/article/list"] .mkt-list-items a').first().waitFor();

    await page.goBack();
    await page.getByRole('link', { name: 'Download the app' }).click();
    await page.waitForURL(/\/appDownloadPage$/);
    const store = page.getByRole('link', { name: /Google Play/ });
    await store.waitFor();
    expect(await store.getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\//);
    expect(await page.getByRole('link', { name: /App Store/ }).getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//);
    // The installer file is served by our own server (spec §1 "server-provided installer file").
    const file = await page.getByRole('link', { name: /APK/ }).getAttribute('href');
    expect((await fetch(new URL(file!, suite.server().origin))).ok).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows every ad link form of the seeded banners (spec §2 "Ad link jumping")', async () => {
    const { page, errors } = await openHome();
    const ads = page.locator('.mkt-home-ad-link');
    const hrefs = () => ads.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // ad1: "6|id", "2|id", an http URL; ad2: "8|RIR…" (a CV), "8|id" (a job), "10"; ad3: "9", "5|id".
    await expect.poll(hrefs).toEqual([
      expect.stringMatching(/^\/house\/details\?serviceId=\d+$/),
      expect.stringMatching(/^\/land\/details\?serviceId=\d+$/),
      'https://example.com/partners/marketplace',
      '/jobAndRecruit/recruit/recruitDetails?recruitingResumeId=RIR20220001',
      expect.stringMatching(/^\/jobAndRecruit\/jobWanted\/jobDetails\?recruitingInfoId=\d+$/),
      '/business/list',
      '/visa/list',
      expect.stringMatching(/^\/housekeep\/details\?serviceId=\d+$/),
    ]);
    // A full URL opens outside the app, never in our frame.
    expect(await ads.nth(2).getAttribute('target')).toBe('_blank');
    expect(await ads.nth(2).getAttribute('rel')).toContain('noopener');

    // A listing link opens the real listing.
    await ads.nth(0).click({ force: true }); // the slide may be mid-scroll under autoplay
    await page.waitForURL(/\/house\/details\?serviceId=\d+$/);
    await page.locator('h1.mkt-dt-title').waitFor();
    await page.goBack();
    // A bare module id opens that module's list.
    await page.locator('.mkt-home-ad-link[href="/visa/list"]').click({ force: true });
    await page.waitForURL(/\/visa\/list$/);
    await page.locator('[data-route="/visa/list"] .mkt-list-items a').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the system notices and opens goods details from the infinite goods list', async () => {
    const { page, calls, errors } = await openHome();
    const notice = page.getByRole('region', { name: 'Notices' });
    await notice.waitFor();
    expect((await notice.innerText()).length).toBeGreaterThan(10);

    // The seed holds fewer than 15 goods per country: the first page is short, so the list is
    // finished after it (spec §4 "finished when a page returns fewer than the page size") and
    // asks nothing more at its end.
    const foot = page.getByText('No more items');
    await foot.scrollIntoViewIfNeeded();
    await foot.waitFor();
    const shown = await page.locator('.mkt-home-good').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(15);
    await page.waitForTimeout(300);
    expect(calls.filter((c) => c.path === GOODS).map((c) => c.customData.page)).toEqual([{ index: 1, size: 15 }]);

    const card = page.locator('.mkt-home-good').first();
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForURL(/\/saleGoods\/details\?serviceId=\w+&esInfoId=[^&]+&title=/);
    expect(pathOf(page)).toContain('esInfoId=');
    await page.locator('h1.mkt-dt-title').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
