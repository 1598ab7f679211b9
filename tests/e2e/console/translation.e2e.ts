// Human translation in the operator console, in Chromium against the built server with no machine
// translation (TRANSLATE_URL=none: an approval publishes at once, in the original language only).
// The operator approves a user's listing over the console API, opens Translation, sees the
// original beside the English form prefilled with its markup, is refused a too-short title at the
// field, saves English then Chinese; the app's details in English then show the human text.
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../src/modules/index.js';
import { watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginOverApi } from '../harness/session.js';
import { consoleShot, logInToConsole } from './console-page.js';
import { apiCall, submitHouse } from './publish-over-api.js';

const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));

describe('operator console: human translation', () => {
  it('translates an approved listing into English and Chinese; the app then shows the English text', async () => {
    const { origin } = s.env();
    const member = await loginOverApi(origin, 'member');
    const title = `Villa zqtrad${Date.now().toString(36)} à Cocody`;
    const id = await submitHouse(origin, member.Authorization, member.userId, title);

    const context = await s.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    page.setDefaultTimeout(15_000);
    await logInToConsole(page, origin);
    // Approve it through the page (no machine translation: published at once).
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: `Approved: ${title}` }).waitFor();

    await page.getByRole('link', { name: 'Translation' }).click();
    await page.getByRole('heading', { name: 'Translation' }).waitFor();
    const row = page.getByRole('button', { name: new RegExp(title) });
    // Oldest first, after the seed's listings that have no translation: page on until it shows.
    // The count reads "0 waiting" until the first page has loaded: wait for its rows first.
    await page.getByText(/[1-9]\d* waiting/).waitFor();
    const firstRow = page.locator('.rows .row').first();
    await firstRow.waitFor();
    for (let i = 0; i < 10 && (await row.count()) === 0; i++) {
      // The next page has arrived when the first row is another listing.
      const before = await firstRow.textContent();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => firstRow.textContent()).not.toBe(before);
    }
    await expect.poll(() => row.textContent()).toContain('Missing: Chinese, English');
    await row.click();
    await page.getByRole('heading', { name: title }).waitFor();
    // The first missing language is chosen (Chinese); English is one tab away, its description
    // prefilled with the original's markup.
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toContain('Chinese');
    await page.getByRole('tab', { name: /English/ }).click();
    const content = page.getByLabel(/Description \(HTML/);
    expect(await content.inputValue()).toContain('<strong>jardin</strong>');
    await consoleShot(page, 'translation-1280', false);

    // A refusal at the field, the text kept.
    await page.getByLabel('Title').fill('ab');
    await page.getByRole('button', { name: /Save the English translation/ }).click();
    await page.getByRole('alert').filter({ hasText: /title/i }).waitFor();
    await page.getByLabel('Title').fill(`Villa in Cocody ${id}`);
    await content.fill('<p>A bright house with a <strong>garden</strong> and a garage, close to the schools.</p>');
    await expect.poll(() => page.locator('.html strong').last().textContent()).toBe('garden');
    await page.getByRole('button', { name: /Save the English translation/ }).click();
    await page.getByRole('status').filter({ hasText: 'English translation saved.' }).waitFor();
    // Chinese is next.
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toContain('Chinese');
    await page.getByLabel('Title').fill('科科迪别墅');
    await content.fill('<p>明亮的房子，带<strong>花园</strong>和车库，靠近学校。</p>');
    await page.getByRole('button', { name: /Save the Chinese translation/ }).click();
    // Nothing missing any more: it leaves the list.
    await expect.poll(() => row.count()).toBe(0);

    // The app's details in English show the human translation (spec §1 mode 2).
    const en = await apiCall<{ title: string; translationType?: number }>(origin, MODULES.house.endpoints.mineDetail!.path, { serviceId: id, languageId: 'en' }, member.Authorization);
    expect(en.customData.title).toBe(`Villa in Cocody ${id}`);
    expect(errors).toEqual([]);

    // The page on a phone: the list, then one listing with a way back.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await page.getByRole('heading', { name: 'Translation' }).waitFor();
    await consoleShot(page, 'translation-360', false);
    await context.close();
  });
});
