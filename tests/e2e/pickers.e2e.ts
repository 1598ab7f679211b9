// Issue 5 "Pickers" in a real Chromium at 360×740 against the real server and its seeded lookups:
// the area-code picker (searchable, grouped by initial), the city picker (grouped by first letter)
// and the country checklist (ticks up to the allowed count, "exceed" beyond it), each full
// screen and usable with the keyboard alone. The page (fixtures/pickers) renders the REAL
// components with the real i18n and API client; the country picker is covered on /index
// (browse/home.e2e.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext } from './harness/browser.js';
import { buildFixturePage } from './harness/fixture-page.js';
import { startMarketServer, type MarketServer } from './harness/market-server.js';
import { serveDir, type StaticServer } from './harness/static-server.js';

const ARTIFACTS = 'tests/e2e/.artifacts';

let dir = '';
let page$: StaticServer;
let server: MarketServer;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mkt-pickers-'));
  [server, browser] = await Promise.all([startMarketServer(), launchBrowser(), buildFixturePage('tests/e2e/fixtures/pickers/page-entry.tsx', dir)]);
  // Another origin than the API server's, as a partner page or the standalone app on a CDN.
  page$ = await serveDir(dir, { host: '127.0.0.2' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await page$?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(lang = 'en'): Promise<Page> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(`${page$.url}/?server=${encodeURIComponent(server.origin)}&lang=${lang}`);
  await page.locator('body[data-ready="true"]').waitFor();
  return page;
}

const rows = (page: Page) => page.getByRole('dialog').locator('[data-picker-row]');

describe('pickers against the real server', () => {
  it('area code: full screen, grouped by initial, searched by name or digits, chosen with the keyboard', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Area code' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    expect(await sheet.locator('[aria-current="true"]').innerText()).toContain('+225');
    // Full screen once its opening slide has ended.
    await expect.poll(() => sheet.boundingBox()).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
    await page.screenshot({ path: `${ARTIFACTS}/picker-area-code.png` });

    // Digits find the code; the keyboard alone chooses it.
    await sheet.getByRole('searchbox').fill('221');
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringContaining('+221')]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('#code').innerText()).toMatch(/^\+221 Senegal/);

    // Escape closes without choosing.
    await page.getByRole('button', { name: 'Area code' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('#code').innerText()).toMatch(/^\+221/);
    await page.context().close();
  });

  it('city: the cities of the country, grouped by first letter, in French', async () => {
    const page = await open('fr');
    await page.getByRole('button', { name: 'City' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(2);
    const letters = await sheet.locator('[data-letter]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.letter));
    expect(letters.length).toBeGreaterThan(1);
    expect([...letters].sort()).toEqual(letters);
    const names = await rows(page).allInnerTexts();
    expect(names).toContain('Abidjan');
    await page.screenshot({ path: `${ARTIFACTS}/picker-city-fr.png` });
    await rows(page).filter({ hasText: 'Abidjan' }).click();
    await expect.poll(() => page.locator('#city').innerText()).toBe('Abidjan');
    await page.context().close();
  });

  it('country checklist: ticks up to the allowed count, refuses one more, confirms the choice', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Countries' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    const all = sheet.locator('.mkt-picker-all input');
    const boxes = sheet.locator('.mkt-picker-row:not(.mkt-picker-all) input[type="checkbox"]');
    await expect.poll(() => boxes.count()).toBeGreaterThan(3);
    // "All" only when every country is allowed (spec §5: count 999); here 3 are: refused, "exceed".
    await all.click();
    expect(await all.isChecked()).toBe(false);
    await page.getByText('You cannot choose more than the allowed number').waitFor();
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    // A fourth one is over the allowed count of 3 (spec §5 "cannot exceed the allowed count").
    await boxes.nth(3).click();
    expect(await boxes.nth(3).isChecked()).toBe(false);
    // The keyboard ticks too: Space on a focused box (the first one, untick).
    await boxes.nth(0).focus();
    await page.keyboard.press('Space');
    expect(await boxes.nth(0).isChecked()).toBe(false);
    await boxes.nth(0).check();
    await page.screenshot({ path: `${ARTIFACTS}/picker-checklist.png` });
    await sheet.getByRole('button', { name: /confirm/i }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await page.locator('#countries').innerText()).split(',')).toHaveLength(3);
    await page.context().close();
  });
});
