// The feed, a post and another user's page as people use them (spec §2 /discover findPage, posts,
// otherShare), in French at 360×740 against the real server and its seed: the tabs (recommended
// pages in as one scrolls; following: a visitor is asked to log in, someone who follows nobody is
// led to people to follow; nearby country), a hashtag narrowing the feed; on a post released and
// approved for this file: kudos toggled and counted by the server, favourite, comments (reply,
// a sensitive word refused, delete one's own), a report, share out through the copy fallback and
// through navigator.share; then the author's page, followed from there.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { SharePost, ShareProfile } from '../../../src/contract/types/discover.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext, loginOverApi, type LoggedIn } from '../harness/session.js';
import { approveSharesOverApi, releaseShareOverApi } from './share-over-api.js';

const suite = marketSuite();
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const SHOTS = process.env.FEED_SHOTS ?? '/tmp/shots-feed';
const shot = async (page: Page, name: string, fullPage = false) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};
const TAG = `feed${String(Date.now()).slice(-6)}`;
const state = { shareId: '', seller: null as LoggedIn | null, viewer: null as LoggedIn | null };

const origin = () => suite.server().origin;
const detail = async (token: string) => {
  const r = await apiCall<SharePost>(origin(), ENDPOINTS.getShareDetail.path, { shareId: state.shareId }, token);
  if (r.code !== 200) throw new Error(`getShareDetail ${r.code}`);
  return r.customData;
};
const card = (page: Page) => page.locator(`article[data-share-id="${state.shareId}"]`);

async function open(who: 'enterprise' | null, path: string, init?: (c: BrowserContext) => Promise<void>) {
  const context = await languageContext(suite.browser(), 'fr');
  if (who) await loginContext(context, origin(), who);
  if (init) await init(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(origin() + path);
  return { context, page, errors };
}

describe('discover: the feed, a post, a user page (French, 360×740)', () => {
  it('setup: the seller releases a post with a hashtag and the operator approves it', async () => {
    state.seller = await loginOverApi(origin(), 'seller');
    state.viewer = await loginOverApi(origin(), 'enterprise', 'e2e-feed-api');
    state.shareId = await releaseShareOverApi(origin(), state.seller.Authorization,
      `Vente de pagnes wax au marché de Cocody, arrivage de la semaine. #${TAG}`, [TAG, 'Abidjan']);
    await approveSharesOverApi(origin(), [state.shareId]);
  });

  it('tabs: recommended pages in as one scrolls, a visitor is asked to log in on following, nearby lists', async () => {
    const { context, page, errors } = await open(null, '/discover/findPage');
    const cards = page.locator('.mkt-dc-list article[data-share-id]');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(10);
    await shot(page, 'fr-1-feed');
    // Infinite scroll: the sentinel below the tenth card asks for page 2 (seed 12 + this file's post).
    await cards.nth(9).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(10);
    await page.locator('.mkt-list-foot').filter({ hasText: fr('list.finished') }).waitFor();
    // An enterprise author (accountType 2) is named by its enterprise name (spec §1).
    const ent = SEED_USERS.enterprise;
    expect(ent.entName).toBeTruthy();
    await expect.poll(() => page.locator('.mkt-dc-name').filter({ hasText: ent.entName }).count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: fr('feed.tabs.following') }).click();
    await page.waitForURL(/tab=following/);
    await page.locator('[data-empty=login]').getByText(fr('feed.loginFollowing')).waitFor();
    await shot(page, 'fr-2-following-visitor');

    await page.getByRole('tab', { name: fr('feed.tabs.country') }).click();
    await page.waitForURL(/tab=country/);
    await cards.first().waitFor();
    await shot(page, 'fr-3-country');

    // The floating post button asks a visitor to log in first.
    await page.getByRole('button', { name: fr('feed.compose') }).click();
    await page.getByText(fr('errors.notLoggedIn')).waitFor();
    await page.locator('.mkt-dialog .mkt-btn-ghost').click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('following: someone who follows nobody is led to people to follow; a hashtag narrows the feed', async () => {
    const { context, page, errors } = await open('enterprise', '/discover/findPage?tab=following');
    const empty = page.locator('[data-empty=following]');
    await empty.waitFor();
    await expect.poll(() => empty.getByRole('link', { name: fr('follow.findPeople') }).getAttribute('href')).toBe('/common/focus');
    await shot(page, 'fr-4-following-empty');

    await page.getByRole('tab', { name: fr('feed.tabs.recommended') }).click();
    await card(page).waitFor();
    await card(page).locator(`[data-hashtag="${TAG}"]`).click();
    await page.waitForURL(new RegExp(`hashtag=${TAG}`));
    await page.locator(`[data-hashtag-filter="${TAG}"]`).getByText(fr('feed.hashtag', { tag: TAG })).waitFor();
    await expect.poll(() => page.locator('.mkt-dc-list article[data-share-id]').count()).toBe(1);
    await card(page).waitFor();
    await shot(page, 'fr-5-hashtag');
    await page.getByRole('link', { name: fr('feed.clearHashtag') }).click();
    await page.waitForURL((u) => !u.search.includes('hashtag'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a post: kudos counted by the server, favourite, comments, a report', async () => {
    const viewer = state.viewer!;
    const { context, page, errors } = await open('enterprise', `/discover/posts?shareId=${state.shareId}`);
    await card(page).waitFor();
    await page.getByText(fr('feed.comment.none')).waitFor();
    await shot(page, 'fr-6-post');
    const kudos = card(page).locator('[data-act=kudos]');

    await kudos.click();
    await expect.poll(() => kudos.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await detail(viewer.Authorization)).kudosNum).toBe(1);
    expect((await detail(viewer.Authorization)).isKudos).toBe(1);
    await expect.poll(() => kudos.locator('[data-count]').textContent()).toBe('1');
    await kudos.click();
    await expect.poll(async () => (await detail(viewer.Authorization)).kudosNum).toBe(0);
    await expect.poll(() => kudos.getAttribute('aria-pressed')).toBe('false');
    await kudos.click();
    await expect.poll(async () => (await detail(viewer.Authorization)).kudosNum).toBe(1);

    await card(page).locator('[data-act=favorite]').click();
    await page.locator('.mkt-toast').getByText(fr('feed.favoriteAdded')).waitFor();
    const favs = await apiCall<SearchReply<SharePost>>(origin(), ENDPOINTS.getShareFavorites.path, { page: { index: 1, size: 50 } }, viewer.Authorization);
    expect(favs.customData.resultList.map((p) => p.shareId)).toContain(state.shareId);

    // A comment, then a reply to it ("Répondre à ..."), a sensitive word refused with the message.
    const box = page.getByLabel(fr('feed.comment.label'));
    await box.fill('Très beaux tissus, vous livrez à Yopougon ?');
    await page.getByRole('button', { name: fr('feed.comment.send') }).click();
    const comments = page.locator('.mkt-dc-comment');
    await comments.first().getByText('Très beaux tissus').waitFor();
    await page.getByRole('heading', { name: fr('feed.comment.title', { count: 1 }) }).waitFor();
    await comments.first().locator('[data-act=reply]').click();
    await page.locator('[data-replying]').getByText(fr('feed.comment.replyTo', { name: SEED_USERS.enterprise.entName })).waitFor();
    await box.fill('Et aussi à Marcory ?');
    await page.getByRole('button', { name: fr('feed.comment.send') }).click();
    await comments.first().getByText(fr('feed.comment.replied', { name: SEED_USERS.enterprise.entName })).waitFor();
    await box.fill('Attention c’est une arnaque évidente');
    await page.getByRole('button', { name: fr('feed.comment.send') }).click();
    await page.locator('[data-comment-error]').getByText(fr('validation.sensitiveWords')).waitFor();
    await shot(page, 'fr-7-comments');
    expect(await comments.count()).toBe(2);
    expect((await detail(viewer.Authorization)).commentNum).toBe(2);

    // Deleting one's own comment asks first.
    await comments.first().locator('[data-act=delete]').click();
    await page.getByText(fr('feed.comment.deleteConfirm')).waitFor();
    await page.locator('.mkt-dialog .mkt-btn:not(.mkt-btn-ghost)').click();
    await page.locator('.mkt-toast').getByText(fr('feed.comment.deleted')).waitFor();
    await expect.poll(() => comments.count()).toBe(1);
    expect((await detail(viewer.Authorization)).commentNum).toBe(1);

    // Report the post: a reason is required, then thanks.
    await page.locator('[data-act=report-post]').click();
    const dialog = page.locator('[data-report=share]');
    await dialog.waitFor();
    await dialog.locator('[data-choice=submit]').click();
    await dialog.getByText(fr('validation.choose')).waitFor();
    await dialog.getByLabel(fr('chat.report.reasons.spam')).check();
    await dialog.getByPlaceholder(fr('feed.reportDetails')).fill('Publicité répétée');
    await shot(page, 'fr-8-report');
    await dialog.locator('[data-choice=submit]').click();
    await page.locator('.mkt-toast').getByText(fr('feed.reportDone')).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('share out: the link is copied without a share sheet, navigator.share is used where it exists', async () => {
    // Copy: no Web Share API in this browser (removed by an init script: the browser's API, not ours).
    const noShare = async (c: BrowserContext) => {
      await c.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
      await c.addInitScript(() => { delete (Navigator.prototype as { share?: unknown }).share; });
    };
    const a = await open('enterprise', `/discover/posts?shareId=${state.shareId}`, noShare);
    await card(a.page).locator('[data-act=share]').click();
    await a.page.locator('.mkt-toast').getByText(fr('feed.linkCopied')).waitFor();
    const copied = await a.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${origin()}/discover/posts?shareId=${state.shareId}`);
    expect(a.errors).toEqual([]);
    await a.context.close();

    // The Web Share API, stubbed to record what the page asks it to send.
    const withShare = async (c: BrowserContext) => {
      await c.addInitScript(() => {
        const w = window as unknown as { __shared: ShareData[] };
        w.__shared = [];
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: ShareData) => { w.__shared.push(data); },
        });
      });
    };
    const b = await open('enterprise', '/discover/findPage', withShare);
    await card(b.page).locator('[data-act=share]').click();
    await expect.poll(() => b.page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBe(1);
    const sent = await b.page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]!);
    expect(sent.url).toBe(`${origin()}/discover/posts?shareId=${state.shareId}`);
    expect(sent.text).toContain('Vente de pagnes wax');
    expect(sent.title).toBe(SEED_USERS.seller.petName);
    expect(await b.page.locator('.mkt-toast').count()).toBe(0);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });

  it('the author\'s page: counts, their posts, follow from there; one\'s own page offers myShare', async () => {
    const viewer = state.viewer!;
    const sellerId = SEED_USERS.seller.id;
    const { context, page, errors } = await open('enterprise', `/discover/posts?shareId=${state.shareId}`);
    await card(page).locator('.mkt-dc-author').click();
    await page.waitForURL(new RegExp(`/discover/otherShare\\?userId=${sellerId}`));
    const profile = page.locator(`[data-profile="${sellerId}"]`);
    await profile.waitFor();
    await card(page).waitFor();
    const before = (await apiCall<ShareProfile>(origin(), ENDPOINTS.getShareProfile.path, { userId: sellerId }, viewer.Authorization)).customData;
    expect(before.isFocus).toBe(0);
    await expect.poll(() => profile.locator('[data-count-of=fans] strong').textContent()).toBe(String(before.fansNum));
    await expect.poll(() => profile.locator('[data-count-of=posts] strong').textContent()).toBe(String(before.postNum));
    await shot(page, 'fr-9-other');
    await profile.getByRole('button', { name: fr('follow.follow') }).click();
    await profile.getByRole('button', { name: fr('follow.unfollow') }).waitFor();
    await expect.poll(() => profile.locator('[data-count-of=fans] strong').textContent()).toBe(String(before.fansNum + 1));
    const after = (await apiCall<ShareProfile>(origin(), ENDPOINTS.getShareProfile.path, { userId: sellerId }, viewer.Authorization)).customData;
    expect(after).toMatchObject({ isFocus: 1, fansNum: before.fansNum + 1 });
    await shot(page, 'fr-10-followed');

    // The following tab now lists the seller's post.
    await page.goto(`${origin()}/discover/findPage?tab=following`);
    await card(page).waitFor();

    // One's own page: "edit my posts" instead of the follow button.
    await page.goto(`${origin()}/discover/otherShare?userId=${SEED_USERS.enterprise.id}`);
    await page.getByRole('link', { name: fr('feed.profile.editMine') }).waitFor();
    expect(await page.locator('[data-act=follow]').count()).toBe(0);
    await shot(page, 'fr-11-own-page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the tabs fit on one line in French, Chinese and English', async () => {
    for (const lang of ['fr', 'cn', 'en'] as const) {
      const context = await languageContext(suite.browser(), lang);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${origin()}/discover/findPage`);
      await card(page).waitFor();
      const tabs = page.getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['recommended', 'following', 'country'].map((k) => text(lang, `feed.tabs.${k}`)));
      // One line each: a tab is no taller than the bar's minimum.
      for (const box of await tabs.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) expect(box).toBeLessThanOrEqual(48);
      await shot(page, `${lang}-feed`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a post that does not exist shows the not-found state', async () => {
    const { context, page, errors } = await open(null, '/discover/posts?shareId=sh999999999');
    await page.locator('[data-not-found]').getByText(fr('feed.post.notFound')).waitFor();
    await shot(page, 'fr-12-not-found');
    expect(errors).toEqual([]);
    await context.close();
  });
});
