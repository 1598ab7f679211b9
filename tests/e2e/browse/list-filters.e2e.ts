// The filter bar of the generic list (spec §2 "Common list screen": house has an All toggle, a rent
// price-range dropdown with min and max inputs and a confirm button, and a bedroom-count
// dropdown), in Chromium at 360×740 against the real server and its seed: one panel at a time,
// the focus moves into it and back to its button on Escape, a tap on the backdrop closes it, a
// refused range says why and asks nothing, a confirmed one or a count is what the next search
// carries (read off the wire), and All clears them (spec §4: a filter change starts at page 1).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODULE_ID } from '../../../src/contract/constants.js';
import { modulePath } from '../../../src/modules/identities.js';
import { moduleById } from '../../../src/modules/index.js';
import { phoneContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { recordCalls } from './requests.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();
const HOUSE = moduleById(MODULE_ID.house)!;
const en = (key: string) => text('en', key);

/** The class list of the focused element, to tell where the focus went. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return { className: el?.className ?? '', filter: el?.dataset.filter ?? '' };
});

describe('the house list filter bar', () => {
  it('opens one panel at a time, closes on Escape and on the backdrop, and sends what is confirmed', async () => {
    const context = await phoneContext(suite.browser());
    const page = await context.newPage();
    const errors = watchErrors(page);
    const calls = recordCalls(page);
    const searches = () => calls.filter((c) => c.path === HOUSE.endpoints.search.path);
    const listPath = modulePath(HOUSE, 'list');
    await page.goto(suite.server().origin + listPath);
    await page.locator(`[data-route="${listPath}"] .mkt-list-items a`).first().waitFor();

    const price = page.locator('[data-filter="price"]');
    const bedrooms = page.locator('[data-filter="bedrooms"]');
    const all = page.getByRole('button', { name: en('listScreen.filters.all'), exact: true });
    const panel = page.getByRole('dialog', { name: en('listScreen.filters.price') });
    expect(await all.getAttribute('aria-pressed')).toBe('true');

    // Open: the focus lands on the panel itself (no keyboard popping up over the presets).
    await price.click();
    await panel.waitFor();
    expect(await price.getAttribute('aria-expanded')).toBe('true');
    expect(await price.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
    expect((await focused(page)).className).toContain('mkt-list-panel');
    // Another dropdown replaces it: one panel at a time.
    await bedrooms.click();
    await page.getByRole('dialog', { name: en('listScreen.filters.bedrooms') }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await price.getAttribute('aria-expanded')).toBe('false');
    // Escape closes and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await focused(page)).filter).toBe('bedrooms');

    // A refused range (minimum above maximum): the message, the bound marked, no search.
    await price.click();
    const min = panel.getByLabel(en('listScreen.filters.min'));
    const max = panel.getByLabel(en('listScreen.filters.max'));
    await min.fill('900000');
    await max.fill('1000');
    const before = searches().length;
    await panel.getByRole('button', { name: en('listScreen.filters.confirm') }).click();
    await panel.getByRole('alert').waitFor();
    expect(await min.getAttribute('aria-invalid')).toBe('true');
    expect(await min.getAttribute('aria-describedby')).toBe(await panel.getByRole('alert').getAttribute('id'));
    mkdirSync('/tmp/shots-h1', { recursive: true });
    await page.screenshot({ path: '/tmp/shots-h1/house-price-refused.png' });
    expect(searches().length).toBe(before);

    // A confirmed range closes the panel, goes into the next search from page 1 and shows on the button.
    await max.fill('5000000');
    await panel.getByRole('button', { name: en('listScreen.filters.confirm') }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => searches().length).toBeGreaterThan(before);
    expect(searches().at(-1)!.customData).toMatchObject({ priceRangeMin: 900000, priceRangeMax: 5000000, page: { index: 1 } });
    expect(await price.getAttribute('data-set')).toBe('');
    expect(await price.getAttribute('aria-label')).toMatch(new RegExp(`^${en('listScreen.filters.price')}: `));
    expect((await focused(page)).filter).toBe('price');
    expect(await all.getAttribute('aria-pressed')).toBe('false');

    // A tap on the backdrop closes without choosing anything.
    await bedrooms.click();
    const counts = page.getByRole('dialog', { name: en('listScreen.filters.bedrooms') });
    await counts.getByRole('button').first().waitFor();
    await page.screenshot({ path: '/tmp/shots-h1/house-bedrooms-open.png' });
    const opened = searches().length;
    // Over the list rows, under the panel: the backdrop (not the bottom tab bar, at 684-740).
    await page.mouse.click(180, 600);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(searches().length).toBe(opened);

    // A count applies in one tap; the button shows the server's name for it.
    await bedrooms.click();
    const option = counts.getByRole('button').first();
    const name = (await option.innerText()).trim();
    await option.click();
    await expect.poll(() => searches().length).toBeGreaterThan(opened);
    expect(searches().at(-1)!.customData.bedroomNum).not.toBe('');
    expect((await bedrooms.innerText()).trim()).toBe(name);
    await page.screenshot({ path: `${ARTIFACTS}/list-filters-house.png` });
    await page.screenshot({ path: '/tmp/shots-h1/house-filters-set.png' });

    // All clears every filter.
    const set = searches().length;
    await all.click();
    await expect.poll(() => searches().length).toBeGreaterThan(set);
    expect(searches().at(-1)!.customData).toMatchObject({ priceRangeMin: '', priceRangeMax: '', bedroomNum: '' });
    expect(await all.getAttribute('aria-pressed')).toBe('true');
    expect(await price.getAttribute('data-set')).toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  });
});
