// Issue 5 "Screens" 2 against the real server and its seeded database, in Chromium at 360×740:
// an article written in Chinese read by an English visitor switches between its original and its
// translation (spec §4 "Language toggle"), and a picture in an article opens the full-screen viewer
// (spec §2 "/article details: tapping an image opens a viewer"). The articles are found the way a
// reader finds them: the search of the article list.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext } from '../harness/browser.js';
import { marketSuite } from '../harness/market-suite.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();

/** Searches the article list and opens the row whose title is `title`. */
async function openArticle(page: Page, words: string, title: string): Promise<void> {
  await page.goto(`${suite.server().origin}/article/list?keyWords=${encodeURIComponent(words)}`);
  const row = page.locator('[data-route="/article/list"] .mkt-list-items a', { hasText: title }).first();
  await row.click();
  await page.waitForURL(/\/article\/details\?serviceId=\w+&esInfoId=[^&]+&title=/);
  await page.locator('h1.mkt-dt-title').waitFor();
}

describe('/article/details', () => {
  it('switches a Chinese article between its English translation and the original', async () => {
    const context = await phoneContext(suite.browser(), 'en-US');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // Seed: an Ivory Coast article written in Chinese, translated into English and French.
    await openArticle(page, 'rainy season', 'Preparing your home for the rainy season');
    const title = page.locator('h1.mkt-dt-title');
    expect(await title.innerText()).toBe('Preparing your home for the rainy season');

    const group = page.getByRole('group', { name: 'Text language' });
    const buttons = group.getByRole('button');
    // Exactly the original's language and the reader's (spec §4), the reader's chosen first.
    expect(await buttons.allInnerTexts()).toEqual(['Chinese (original)', 'English (translated)']);
    expect(await buttons.nth(1).getAttribute('aria-pressed')).toBe('true');

    await buttons.nth(0).click();
    await expect.poll(() => title.innerText()).toBe('雨季来临前如何检查房屋');
    expect(await page.locator('.mkt-html').first().innerText()).toContain('屋顶、排水沟和电线是重点。');
    expect(await buttons.nth(0).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${ARTIFACTS}/article-original.png` });

    await buttons.nth(1).click();
    await expect.poll(() => title.innerText()).toBe('Preparing your home for the rainy season');
    expect(await page.locator('.mkt-html').first().innerText()).toContain('Roof, gutters and wiring come first.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers no switch when the article is read in its own language', async () => {
    const context = await phoneContext(suite.browser(), 'zh-CN');
    const page = await context.newPage();
    await openArticle(page, '雨季', '雨季来临前如何检查房屋');
    await page.locator('.mkt-html').first().waitFor();
    expect(await page.locator('.mkt-dt-switch').count()).toBe(0);
    await context.close();
  });

  it('opens a picture of the article in the full-screen viewer and closes it with Escape', async () => {
    const context = await phoneContext(suite.browser(), 'en-US');
    const page = await context.newPage();
    await openArticle(page, 'land title', 'How to check a land title before you buy');
    const picture = page.locator('.mkt-html img').first();
    await picture.scrollIntoViewIfNeeded();
    await picture.click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await expect.poll(() => viewer.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForTimeout(400); // the viewer's opening fade, for the screenshot only
    await page.screenshot({ path: `${ARTIFACTS}/article-viewer.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
