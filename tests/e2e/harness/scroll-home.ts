// /index draws the sections below its first screen, and then the goods list, only as the reader
// scrolls near them (src/screens/home/use-reveal.tsx): a test that needs them scrolls like a
// reader does, with the wheel over the page, then goes back to the top.
import type { Page } from 'playwright-core';

/** Scrolls /index down until its first goods card is drawn, then back to the top. */
export async function scrollHomeToGoods(page: Page): Promise<void> {
  const good = page.locator('.mkt-home-good').first();
  await page.locator('.mkt-home-tile').first().waitFor();
  await page.mouse.move(180, 400);
  for (let i = 0; i < 40 && (await good.count()) === 0; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await good.waitFor();
  await page.locator('[data-route="/index"]').evaluate((el) => el.scrollTo(0, 0));
}
