// Writing posts as users would (spec §2 /discover share, myShare, myCollection; §5 "share post at
// least 20", "hashtags 5"), in French at 360×740 against the real server: the seller opens "my
// posts" from the mine screen and writes a post with two pictures, a hashtag and one of their
// listings; too short a text and a sixth hashtag are refused with their messages; a reload keeps the
// draft; a sensitive word of the seeded list is caught and marked, nothing lost; released, the post
// is in myShare under review and the draft is gone; approved while the list is open, its badge
// turns live with a toast; edited, it says it is reviewed again; deleted
// after a confirmation, it leaves the list and the server. The buyer's favourite leaves their
// collection by a swipe.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { SharePost } from '../../../src/contract/types/discover.js';
import { apiCall } from '../console/publish-over-api.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { smallPicture } from '../harness/photos.js';
import { openSockets, watchSockets } from '../harness/sockets.js';
import type { LoggedIn, SeedUser } from '../harness/session.js';
import { openAs } from '../harness/open-as.js';
import { shooter } from '../harness/shots.js';
import { approveSharesOverApi } from './share-over-api.js';

const suite = marketSuite();
const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);
const shot = shooter('discover-compose');
const TAG = String(Date.now()).slice(-6);
const CONTENT = `Arrivage de pagnes wax à Treichville (lot ${TAG}), venez voir la collection\u00a0!`;
const EDITED = `Pagnes wax à Treichville (lot ${TAG})\u00a0: il reste quelques pièces, dépêchez-vous.`;

const state = { seller: null as LoggedIn | null, shareId: '' };

const open = (who: SeedUser, path: string) => openAs(suite.browser(), suite.server().origin, who, path, { prepare: watchSockets });

const content = (page: Page) => page.getByLabel(fr('discover.compose.content'));
const tagBox = (page: Page) => page.locator('[data-field=hashtags] input');
const tiles = (page: Page) => page.locator('.mkt-pics-grid li[data-status]');
const statuses = (page: Page) => tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
const chips = (page: Page) => page.locator('[data-field=hashtags] [data-tag]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tag')));
const release = (page: Page) => page.locator('[data-action=release]').click();

async function addTag(page: Page, word: string) {
  await tagBox(page).fill(word);
  await tagBox(page).press('Enter');
}

async function detail(token: string, shareId: string) {
  return apiCall<SharePost>(suite.server().origin, ENDPOINTS.getShareDetail.path, { shareId }, token);
}

describe('compose, my posts, my collection (French, 360×740)', () => {
  it('writes a post with pictures, a hashtag and a listing; refusals said; draft kept; a sensitive word caught; released under review', async () => {
    const { context, page, errors, login } = await open('seller', '/usercenter/userInfo');
    state.seller = login;
    // The mine screen leads to my posts, which leads to the form.
    await page.getByRole('link', { name: fr('usercenter.entries.myPosts'), exact: true }).click();
    await page.waitForURL(/\/discover\/myShare$/);
    await page.locator('[data-action=write-post]').first().click();
    await page.waitForURL(/\/discover\/share$/);
    await content(page).waitFor();
    await shot(page, 'fr-1-share-empty');

    // Too short: the spec §5 message, nothing sent.
    await content(page).fill('Trop court');
    await expect.poll(() => page.locator('.mkt-dcc-counter').textContent()).toBe('10 / 2000');
    await release(page);
    await page.getByText(fr('validation.shareLength')).waitFor();
    await shot(page, 'fr-2-too-short');
    await content(page).fill(CONTENT);
    await expect(page.getByText(fr('validation.shareLength')).count()).resolves.toBe(0);

    // Two pictures, uploaded (compressed in the worker when large; these are small).
    await page.locator('.mkt-dcc-form input[type=file]').setInputFiles([
      { name: 'pagnes.jpg', mimeType: 'image/jpeg', buffer: await smallPicture(30, 'jpeg') },
      { name: 'boutique.png', mimeType: 'image/png', buffer: await smallPicture(200, 'png') },
    ]);
    await expect.poll(() => statuses(page), { timeout: 60_000 }).toEqual(['done', 'done']);

    // Hashtags: a word with '#', an invalid one, then five and a sixth refused.
    await addTag(page, '#pagnes');
    await expect.poll(() => chips(page)).toEqual(['pagnes']);
    await addTag(page, 'bon-plan');
    await page.getByText(fr('validation.hashtagInvalid')).waitFor();
    for (const w of ['wax', 'Treichville', 'mode', 'Abidjan']) await addTag(page, w);
    await expect.poll(() => chips(page)).toEqual(['pagnes', 'wax', 'Treichville', 'mode', 'Abidjan']);
    await addTag(page, 'sixieme');
    await page.getByText(fr('validation.hashtagsLimit')).waitFor();
    await expect.poll(() => chips(page)).toHaveLength(5);
    await page.getByText(fr('validation.hashtagsLimit')).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'fr-3-sixth-hashtag');
    await tagBox(page).fill('');
    for (const w of ['wax', 'Treichville', 'mode', 'Abidjan']) await page.getByRole('button', { name: fr('discover.compose.removeTag', { tag: w }) }).click();
    await expect.poll(() => chips(page)).toEqual(['pagnes']);

    // One of the seller's published listings, as a card.
    await page.locator('[data-action=link-listing]').click();
    const pick = page.getByRole('dialog').locator('[data-pick-listing]').first();
    await pick.waitFor();
    await shot(page, 'fr-4-listing-picker');
    const listingId = await pick.getAttribute('data-pick-listing');
    await pick.click();
    await page.locator(`.mkt-dcc-linked [data-listing-card="${listingId}"]`).waitFor();
    await page.locator('.mkt-dcc-linked').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'fr-4b-listing-linked');

    // A reload loses nothing: text, pictures, hashtag, listing.
    await page.reload();
    await content(page).waitFor();
    expect(await content(page).inputValue()).toBe(CONTENT);
    await expect.poll(() => statuses(page)).toEqual(['done', 'done']);
    expect(await chips(page)).toEqual(['pagnes']);
    await page.locator(`.mkt-dcc-linked [data-listing-card="${listingId}"]`).waitFor();
    await shot(page, 'fr-5-draft-restored', true);

    // A word of the seeded list (examples/server/seed/data/sensitive-words.ts): refused, marked, kept.
    await content(page).fill(`${CONTENT} Pas d'arnaque ici.`);
    await release(page);
    await page.locator('[data-sensitive] mark', { hasText: 'arnaque' }).waitFor();
    await page.getByText(fr('validation.sensitiveWords')).waitFor();
    expect(page.url()).toMatch(/\/discover\/share$/);
    await expect.poll(() => statuses(page)).toEqual(['done', 'done']);
    await shot(page, 'fr-6-sensitive-word', true);

    // Released: under review in my posts, the draft gone.
    await content(page).fill(CONTENT);
    await release(page);
    await page.waitForURL(/\/discover\/myShare$/);
    const row = page.locator('[data-share-id]', { hasText: `lot ${TAG}` });
    await row.waitFor();
    state.shareId = (await row.getAttribute('data-share-id')) ?? '';
    await row.locator(`[data-share-status="${SHARE_STATUS.reviewing}"]`, { hasText: fr('feed.status.reviewing') }).waitFor();
    await shot(page, 'fr-7-my-share-reviewing');
    const saved = await detail(login.Authorization, state.shareId);
    expect(saved.code).toBe(200);
    expect(saved.customData.content).toBe(CONTENT);
    expect(saved.customData.imgList).toHaveLength(2);
    expect(saved.customData.hashtags).toEqual(['pagnes']);
    expect(String(saved.customData.listing?.serviceId)).toBe(listingId);
    expect(saved.customData.status).toBe(SHARE_STATUS.reviewing);

    await page.goto(`${suite.server().origin}/discover/share`);
    await content(page).waitFor();
    expect(await content(page).inputValue()).toBe('');
    expect(await tiles(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the post (back to review, said so) and deletes it after a confirmation', async () => {
    expect(state.shareId).toMatch(/^sh\d+$/);
    const { context, page, errors, login } = await open('seller', '/discover/myShare');
    const row = page.locator(`[data-share-id="${state.shareId}"]`);
    await row.locator(`[data-share-status="${SHARE_STATUS.reviewing}"]`).waitFor();
    // Approved by the operator while the list is open: the author's queue event turns the badge, a
    // toast says it. Approved only once the queue is subscribed: an event before it is not for
    // this page (the list read the state itself).
    await expect.poll(() => openSockets(page), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(500); // the SUBSCRIBE reaches the broker
    await approveSharesOverApi(suite.server().origin, [state.shareId]);
    await row.locator(`[data-share-status="${SHARE_STATUS.published}"]`, { hasText: fr('feed.status.published') }).waitFor({ timeout: 20_000 });
    await page.getByText(fr('discover.mine.toast.published')).waitFor();
    await shot(page, 'fr-8-approved-live');
    await row.locator('[data-action=edit-post]').click();
    await page.waitForURL(/\/discover\/share\?shareId=/);
    await page.locator('[data-edit-note]', { hasText: fr('discover.compose.editNote') }).waitFor();
    await expect.poll(() => content(page).inputValue()).toBe(CONTENT);
    await expect.poll(() => statuses(page)).toEqual(['done', 'done']);
    await shot(page, 'fr-9-edit');
    await content(page).fill(EDITED);
    await release(page);
    await page.waitForURL(/\/discover\/myShare$/);
    await row.getByText(EDITED).waitFor();
    await row.locator(`[data-share-status="${SHARE_STATUS.reviewing}"]`).waitFor();
    expect((await detail(login.Authorization, state.shareId)).customData.content).toBe(EDITED);

    // Delete: asked first; "no" keeps it, "yes" removes it here and on the server.
    await row.locator('[data-action=delete-post]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fr('discover.mine.deleteConfirm')).waitFor();
    await shot(page, 'fr-10-delete-confirm');
    await dialog.locator('.mkt-btn-ghost').click();
    await row.waitFor();
    await row.locator('[data-action=delete-post]').click();
    await dialog.locator('.mkt-btn:not(.mkt-btn-ghost)').click();
    await row.waitFor({ state: 'detached' });
    expect((await detail(login.Authorization, state.shareId)).code).not.toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('removes a favourite post from my collection by a swipe', async () => {
    const origin = suite.server().origin;
    const { context, page, errors, login } = await open('buyer', '/index');
    // A seeded published post, favourited as the post screen does (favoriteShare).
    const feed = await apiCall<SearchReply<SharePost>>(origin, ENDPOINTS.searchShares.path, { tab: 'recommended', page: { index: 1, size: 10 } }, login.Authorization);
    const post = feed.customData.resultList.find((p) => p.isMine === 0 && p.isFavorite === 0);
    if (!post) throw new Error('no seeded post to favourite');
    expect((await apiCall(origin, ENDPOINTS.favoriteShare.path, { shareId: post.shareId, favorite: 1 }, login.Authorization)).code).toBe(200);

    await page.goto(`${origin}/discover/myCollection`);
    const row = page.locator('.mkt-swipe', { has: page.locator(`[data-share-id="${post.shareId}"]`) });
    await row.waitFor();
    await shot(page, 'fr-11-collection');
    const box = await row.boundingBox();
    if (!box) throw new Error('the row to swipe is not on screen');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 180, y, { steps: 8 });
    await page.mouse.up();
    await shot(page, 'fr-12-swiped');
    await row.locator('.mkt-swipe-act').click();
    await row.waitFor({ state: 'detached' });
    await page.getByText(fr('errors.deleteSuccess')).first().waitFor();
    await shot(page, 'fr-13-collection-after');
    const saved = await apiCall<SearchReply<SharePost>>(origin, ENDPOINTS.getShareFavorites.path, { page: { index: 1, size: 50 } }, login.Authorization);
    expect(saved.customData.resultList.map((p) => p.shareId)).not.toContain(post.shareId);
    expect(errors).toEqual([]);
    await context.close();
  });
});
