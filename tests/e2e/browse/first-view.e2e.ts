// Issue "First view" in Chromium at 360×740 against the real server: /index and a house details
// page draw their content from the reply the server wrote into the page, without their first call
// (requests counted off the wire), with the largest picture preloaded; the app still asks the
// server when the country or language is not the one the page was made for, and after a change.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../src/modules/index.js';
import { phoneContext } from '../harness/browser.js';
import { marketSuite } from '../harness/market-suite.js';
import { scrollHomeToGoods } from '../harness/scroll-home.js';
import { recordCalls, type SeenCall } from './requests.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const HOME = '/user/v2/home/getHomeInfo';
const HOUSE_DETAIL = MODULES.house.endpoints.detail.path;

const suite = marketSuite();

async function open(path: string, stored: Record<string, string> = {}): Promise<{ page: Page; calls: SeenCall[]; errors: string[] }> {
  const context = await phoneContext(suite.browser(), 'en-US');
  if (Object.keys(stored).length) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
    }, stored);
  }
  const page = await context.newPage();
  const calls = recordCalls(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${suite.server().origin}${path}`);
  return { page, calls, errors };
}

/** The pictures the page's own HTML preloads (before any script ran). */
const preloaded = (page: Page) => page.evaluate(() => [...document.querySelectorAll('link[rel=preload][as=image]')].map((l) => l.getAttribute('href')));

describe('first view', () => {
  it('draws /index from the inline reply, without a getHomeInfo call, and asks again for another country', async () => {
    const { page, calls, errors } = await open('/index');
    await page.locator('.mkt-home-tile').first().waitFor();
    const banner = await page.locator('.mkt-home-hero img').first().getAttribute('src');
    expect(banner).toBeTruthy();
    expect((await preloaded(page)).map((h) => new URL(h!, page.url()).href)).toEqual([banner]);
    await page.screenshot({ path: `${ARTIFACTS}/first-view-home.png` });
    // The goods list below is asked as usual once scrolled to; the home data is not.
    await scrollHomeToGoods(page);
    expect(calls.filter((c) => c.path === HOME)).toEqual([]);

    await page.getByRole('button', { name: 'Country: Ivory Coast' }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose a country' });
    await sheet.getByRole('searchbox').fill('sen');
    await sheet.locator('[data-picker-row]').first().click();
    await expect.poll(() => calls.filter((c) => c.path === HOME).map((c) => c.areaId)).toEqual(['SEN']);
    // A reload is a first view again, for a visitor whose stored country is not the page's: it asks.
    await page.reload();
    await page.getByRole('button', { name: 'Country: Senegal' }).waitFor();
    await expect.poll(() => calls.filter((c) => c.path === HOME).map((c) => c.areaId)).toEqual(['SEN', 'SEN']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks the server when the stored language is not the one the page was made for', async () => {
    // Accept-Language en-US: the page carries the English reply; the app speaks the stored French.
    const { page, calls, errors } = await open('/index', { 'mkt:web:language': 'fr' });
    await page.locator('.mkt-home-tile').first().waitFor();
    await expect.poll(() => calls.filter((c) => c.path === HOME).length).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws a house details page from the inline reply, its cover preloaded', async () => {
    const home = await open('/house/list');
    await home.page.locator('a[href*="/house/details?serviceId="]').first().waitFor();
    const href = await home.page.locator('a[href*="/house/details?serviceId="]').first().getAttribute('href');
    await home.page.context().close();

    const { page, calls, errors } = await open(href!);
    const cover = page.locator('.mkt-dt-cover img');
    await cover.waitFor();
    expect((await preloaded(page)).map((h) => new URL(h!, page.url()).href)).toEqual([await cover.getAttribute('src')]);
    await page.locator('.mkt-dt-main h1').first().waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/first-view-details.png` });
    expect(calls.filter((c) => c.path === HOUSE_DETAIL)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
