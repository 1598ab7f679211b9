// Numbers, dates and the device's time zone are written without Intl on the first view
// (src/i18n/locale-conventions.ts: the first Intl formatter of a page loads ICU's data in one long
// task). Here Chromium's own Intl is the judge: on a house details page in each language, the
// price and the release date read exactly as Intl.NumberFormat / DateTimeFormat write them in the
// same browser, and the timezone of every call's metaData (spec §7) is the device's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8 } from '../../../src/contract/base64.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { marketSuite } from '../harness/market-suite.js';

const suite = marketSuite();
const INTL_LOCALE = { cn: 'zh-CN', en: 'en', fr: 'fr-CI' } as const;

/** Opens the first house of the list and waits until every part of its page is drawn. */
async function openFirstHouse(page: Page): Promise<void> {
  await page.goto(`${suite.server().origin}/house/list`);
  await page.locator('[data-route="/house/list"] .mkt-list-items a').first().click();
  await page.waitForURL(/\/house\/details\?serviceId=/);
  await page.locator('article.mkt-dt-main[aria-busy="false"]').waitFor();
}

describe('locale formats against Chromium Intl', () => {
  for (const lang of ['en', 'fr', 'cn'] as const) {
    it(`writes the price and the release date as Intl does (${lang})`, async () => {
      const context = await languageContext(suite.browser(), lang);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openFirstHouse(page);

      // "450,000 F CFA / per month": the number before the currency flag, integer in the seed.
      const price = await page.locator('.mkt-dt-price .mkt-price').evaluate((el) => el.firstChild?.textContent ?? '');
      const amount = Number(price.replace(/\D/g, ''));
      expect(amount).toBeGreaterThan(0);
      const intlPrice = await page.evaluate(([n, l]) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 }).format(n), [amount, INTL_LOCALE[lang]] as const);
      expect(price.startsWith(`${intlPrice} `)).toBe(true);

      const time = page.locator('.mkt-dt-meta time');
      const [shown, raw] = [await time.innerText(), (await time.getAttribute('datetime')) ?? ''];
      const intlDate = await page.evaluate(
        ([r, l]) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' }).format(new Date(r.replace(' ', 'T'))),
        [raw, INTL_LOCALE[lang]] as const,
      );
      expect(shown).toBe(intlDate);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("sends the device's time zone in every call's metaData", async () => {
    const context = await suite.browser().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    const zones: string[] = [];
    page.on('request', (req) => {
      const body = req.method() === 'POST' ? req.postData() : null;
      if (!body?.startsWith('{"data"')) return;
      const text = decodeBase64Utf8((JSON.parse(body) as { data: string }).data);
      if (text) zones.push((JSON.parse(text) as { metaData: { timezone: string } }).metaData.timezone);
    });
    await page.goto(`${suite.server().origin}/house/list`);
    await page.locator('[data-route="/house/list"] .mkt-list-items a').first().waitFor();
    expect(zones.length).toBeGreaterThan(0);
    expect(new Set(zones)).toEqual(new Set(['Asia/Shanghai']));
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Shanghai');
    await context.close();
  });
});
