// The sensitive-word lists and the listing search in the operator console, in Chromium against
// the built server. The operator adds a French word on the Sensitive words page; the app's word
// check over the API (CheckWordAndOriginal, as the publish form calls it) then names it; removed
// after a confirmation, the text passes again. A listing a user submitted is found by its number
// on Listing search, and its history shows its creation by the publisher. Each page is looked at
// at 1280×800 and on a 360×740 phone (screenshots in CONSOLE_SHOTS).
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { CheckWordReply } from '../../../src/contract/types/commons.js';
import { MODULES } from '../../../src/modules/index.js';
import { watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginOverApi } from '../harness/session.js';
import { consoleShot, logInToConsole } from './console-page.js';
import { apiCall, submitHouse } from './publish-over-api.js';

const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));

describe('operator console: sensitive words and listing search', () => {
  it('adds a word the app’s word check then refuses, removes it; finds a listing by number with its history', async () => {
    const { origin } = s.env();
    const member = await loginOverApi(origin, 'member');
    const stamp = Date.now().toString(36);
    const word = `zqmot${stamp}`;
    const title = `Villa ${word} à Cocody`;
    const checkWords = async () => {
      const reply = await apiCall<CheckWordReply>(origin, ENDPOINTS.checkWordAndOriginal.path, {
        moduleId: MODULES.house.moduleId, title, content: '<p>Belle maison lumineuse avec jardin, proche des écoles.</p>',
      }, member.Authorization);
      expect(reply.code).toBe(200);
      return reply.customData.sensitiveWords;
    };
    expect(await checkWords()).toEqual([]);

    const context = await s.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    page.setDefaultTimeout(15_000);
    await logInToConsole(page, origin);

    // Sensitive words: the French list, a new word written with capitals and an accent.
    await page.getByRole('link', { name: 'Sensitive words' }).click();
    await page.getByRole('heading', { name: 'Sensitive words' }).waitFor();
    await page.getByRole('tab', { name: 'French' }).click();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('French');
    await page.getByLabel('New word').fill(`ZQMÔT${stamp.toUpperCase()}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /added: the next word check refuses it/ }).waitFor();
    // The app's next word check names it, as typed in the listing.
    expect(await checkWords()).toEqual([word]);
    // The same word in another spelling is refused at the field.
    await page.getByLabel('New word').fill(word);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'already in the list' }).waitFor();
    // The filter finds it without the accent.
    await page.getByLabel('Search the list').fill(word);
    await expect.poll(() => page.locator('td.word').allTextContents()).toEqual([`ZQMÔT${stamp.toUpperCase()}`]);
    await consoleShot(page, 'words-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'words-360');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Remove, after a confirmation; the text passes the check again.
    await page.getByRole('button', { name: `Remove ZQMÔT${stamp.toUpperCase()}` }).click();
    await page.getByRole('group', { name: /Remove “ZQMÔT/ }).waitFor();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'removed.' }).waitFor();
    expect(await checkWords()).toEqual([]);

    // Listing search: by number, the history of the listing the member just submitted.
    const id = await submitHouse(origin, member.Authorization, member.userId, title);
    await page.getByRole('link', { name: 'Listing search' }).click();
    await page.getByRole('heading', { name: 'Listing search' }).waitFor();
    // Nothing filled in: refused at the first field.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill this in.' }).waitFor();
    await page.getByLabel('Listing number').fill(id);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Listings found: 1').waitFor();
    const row = page.getByRole('button', { name: new RegExp(title) });
    await expect.poll(() => row.textContent()).toContain('On review (first)');
    await row.click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    const events = page.locator('.timeline .event');
    await expect.poll(() => events.count()).toBe(1);
    const created = (await events.first().textContent()) ?? '';
    expect(created).toContain('Created');
    expect(created).toContain('— → On review (first)');
    expect(created).toContain('by publisher');
    await consoleShot(page, 'listings-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'listings-360-history');
    await page.getByRole('button', { name: /Back to the list/ }).click();
    await consoleShot(page, 'listings-360');
    expect(errors).toEqual([]);
    await context.close();
  });
});
