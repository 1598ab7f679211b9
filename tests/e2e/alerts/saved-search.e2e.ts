// A saved search alerted by a new listing, as a new user lives it (issue: Beyond the spec, item 1),
// in French at 360×740 against the real server, its embedded queue and its seed: the buyer filters
// the house list (words and a category) and saves the search (an alert per listing); another user
// publishes a matching house and the operator approves it over the API; without a reload the
// buyer's bell counts 1 and a toast says « Nouvelle annonce : … »; the notification centre shows the
// notice and opens the listing; the saved search is listed in the user centre and deleting it works
// (the list it was saved from then offers to save it again).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Tag } from '../../../src/contract/types/common.js';
import { MODULES } from '../../../src/modules/index.js';
import { apiCall, reviewOverApi, submitHouse } from '../console/publish-over-api.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { openAs, type OpenedAs } from '../harness/open-as.js';
import { loginOverApi } from '../harness/session.js';
import { openSockets, watchSockets } from '../harness/sockets.js';

const suite = marketSuite();
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const SHOTS = '/tmp/shots-alerts-client';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const stamp = Date.now().toString(36);
const word = `zqalerte${stamp}`;
const listingTitle = `Villa ${word} avec jardin`;
const state: { buyer: OpenedAs | null; tag: Tag | null; searchTitle: string } = { buyer: null, tag: null, searchTitle: '' };
const buyer = () => state.buyer!;

describe('saved search alerts (French, 360×740)', () => {
  it('an empty notification centre says how to save a search', async () => {
    const { context, page, errors } = await openAs(suite.browser(), suite.server().origin, 'seller', '/usercenter/notifications');
    await page.getByRole('heading', { name: fr('alerts.notices.empty'), level: 2 }).waitFor();
    await page.getByText(fr('alerts.notices.emptyHint')).waitFor();
    expect(await page.getByRole('button', { name: fr('alerts.notices.readAll') }).isDisabled()).toBe(true);
    await shot(page, 'fr-0-no-notification');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves a filtered house search, as an alert for every new listing', async () => {
    const { origin } = suite.server();
    const tags = await apiCall<Tag[]>(origin, MODULES.house.endpoints.tags.path, {});
    state.tag = tags.customData[0]!;
    state.buyer = await openAs(suite.browser(), origin, 'buyer', '/house/list', { prepare: watchSockets });
    const { page } = buyer();
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('tab', { name: state.tag.name }).click();
    await page.getByText(fr('listScreen.noMatch')).waitFor();
    const save = page.getByRole('button', { name: fr('alerts.save') });
    await shot(page, 'fr-1-list-filtered');
    await save.click();
    await page.locator('.mkt-toast').getByText(fr('alerts.saved')).waitFor();
    const dialog = page.getByRole('dialog', { name: fr('alerts.choice.title') });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: fr('alerts.choice.instant') }).isChecked()).toBe(true);
    state.searchTitle = (await dialog.locator('.mkt-alert-choice-name').textContent()) ?? '';
    expect(state.searchTitle).toContain(word);
    expect(state.searchTitle).toContain(state.tag.name);
    await shot(page, 'fr-2-alert-choice');
    await dialog.getByRole('button', { name: fr('dialog.ok') }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list's query is saved now: the button shows it.
    await page.getByRole('button', { name: fr('alerts.savedOn') }).waitFor();
    expect(await page.locator('.mkt-list-save').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => openSockets(page), { timeout: 15_000 }).toBe(1);
  });

  it('is told without a reload when another user’s matching house is approved: bell 1 and a toast', async () => {
    const { origin } = suite.server();
    const { page, errors } = buyer();
    const bell = page.getByRole('link', { name: fr('alerts.bell') });
    await bell.waitFor();
    const seller = await loginOverApi(origin, 'member', `e2e-alerts-${stamp}`);
    const serviceId = await submitHouse(origin, seller.Authorization, seller.userId, listingTitle);
    await reviewOverApi(origin, serviceId, 'approve');
    await page.locator('.mkt-toast').getByText(fr('alerts.toast.match', { title: listingTitle })).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: fr('alerts.bellUnread_one', { count: 1 }) }).waitFor();
    expect(await page.locator('.mkt-bell-n').textContent()).toBe('1');
    await shot(page, 'fr-3-bell-and-toast');
    expect(errors).toEqual([]);
  });

  it('shows the count on the user centre’s bell too (read from the server after a reload)', async () => {
    const { page, errors } = buyer();
    await page.goto(`${suite.server().origin}/usercenter/userInfo`);
    const bell = page.locator('.mkt-uc-card').getByRole('link', { name: fr('alerts.bellUnread_one', { count: 1 }) });
    await bell.waitFor();
    // The saved searches are one of the user centre's entries as well.
    const entry = page.locator('[data-entry=savedSearches]');
    expect(await entry.getAttribute('href')).toBe('/usercenter/savedSearches');
    expect(await entry.textContent()).toContain(fr('alerts.entry'));
    await shot(page, 'fr-4-user-centre-bell');
    expect(errors).toEqual([]);
  });

  it('shows the notice in the notification centre and opens the listing from it', async () => {
    const { page, errors } = buyer();
    await page.locator('.mkt-uc-card .mkt-bell').click();
    await page.getByRole('heading', { name: fr('alerts.notices.title'), level: 1 }).waitFor();
    const row = page.locator('.mkt-al-row').filter({ hasText: listingTitle });
    await row.getByText(fr('alerts.notices.match', { title: state.searchTitle })).waitFor();
    expect(await row.getAttribute('data-read')).toBe('no');
    await shot(page, 'fr-5-notification-centre');
    await row.click();
    await page.locator('h1.mkt-dt-title').filter({ hasText: listingTitle }).waitFor();
    await shot(page, 'fr-6-listing');
    await page.goBack();
    await expect.poll(() => page.locator('.mkt-al-row').filter({ hasText: listingTitle }).getAttribute('data-read')).toBe('yes');
    await expect.poll(() => page.locator('.mkt-bell-n').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lists the saved search in the user centre and deletes it after a confirm', async () => {
    const { page, errors } = buyer();
    await page.getByRole('link', { name: fr('alerts.notices.manage') }).click();
    await page.getByRole('heading', { name: fr('alerts.searches.title'), level: 1 }).waitFor();
    const row = page.locator('.mkt-ss').filter({ hasText: state.searchTitle });
    await row.waitFor();
    expect(await row.getByRole('switch').isChecked()).toBe(false);
    await row.getByText(fr('alerts.searches.unseen_one', { count: 1 })).waitFor();
    await shot(page, 'fr-7-saved-searches');
    // Opening it shows its list with its criteria and marks its matches seen.
    await row.getByRole('button', { name: fr('alerts.searches.open', { title: state.searchTitle }) }).click();
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe(word);
    await page.locator('.mkt-row').filter({ hasText: listingTitle }).first().waitFor();
    await shot(page, 'fr-7b-saved-search-list');
    await page.goBack();
    await row.waitFor();
    await expect.poll(() => row.locator('.mkt-ss-new').count()).toBe(0);
    await row.getByRole('button', { name: fr('alerts.searches.deleteLabel', { title: state.searchTitle }) }).click();
    await page.locator('.mkt-dialog').getByText(fr('alerts.searches.confirmDelete', { title: state.searchTitle })).waitFor();
    await shot(page, 'fr-8-delete-confirm');
    await page.locator('.mkt-dialog .mkt-btn:not(.mkt-btn-ghost)').click();
    await page.locator('.mkt-toast').getByText(fr('alerts.removed')).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await shot(page, 'fr-9-saved-search-deleted');
    // The house list (kept alive) no longer shows its query as saved.
    await page.goto(`${suite.server().origin}/house/list?keyWords=${word}&tagId=${state.tag!.id}`);
    await page.getByRole('button', { name: fr('alerts.save') }).waitFor();
    expect(await page.locator('.mkt-list-save').getAttribute('aria-pressed')).toBe('false');
    // Opened from an address, the list shows the words and the category it carries.
    expect(await page.getByRole('searchbox').inputValue()).toBe(word);
    expect(await page.getByRole('tab', { name: state.tag!.name }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await buyer().context.close();
  });
});
