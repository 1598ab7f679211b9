// Follows as users would make them (spec §2 /common focus, myFocus, myFans; §8 "Already followed"),
// in French at 360×740 against the real server and its seed: the buyer, following nobody, is led
// to the people to follow and follows a seller there (the enterprise shows its enterprise name,
// spec §1); following someone already followed elsewhere shows "Déjà suivi" and marks the row;
// unfollowing in myFocus asks first and the row leaves for good; a fan is followed back in myFans;
// the mine card's counts lead to both lists; axe finds no WCAG 2 A/AA violation in the three lists.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { apiCall } from '../console/publish-over-api.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginOverApi, type LoggedIn, type SeedUser } from '../harness/session.js';
import { openAs } from '../harness/open-as.js';

const suite = marketSuite();
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const SHOTS = process.env.FOLLOW_SHOTS ?? '/tmp/shots-follow';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const U = SEED_USERS;
const row = (page: Page, who: SeedUser) => page.locator(`[data-user-id="${U[who].id}"]`);

const open = (who: SeedUser, path: string) => openAs(suite.browser(), suite.server().origin, who, path);

async function follow(token: string, focusUserId: string, focus: 0 | 1 = 1): Promise<void> {
  const reply = await apiCall(suite.server().origin, ENDPOINTS.focusUser.path, { focusUserId, focus }, token);
  expect(reply.code).toBe(200);
}

const state = { buyer: null as LoggedIn | null };

describe('follows (French, 360×740)', () => {
  it('someone who follows nobody is led to the people to follow, and follows a seller there', async () => {
    const origin = suite.server().origin;
    // The seed has the buyer follow the seller and the enterprise: unfollowed first (as from another device).
    state.buyer = await loginOverApi(origin, 'buyer', 'e2e-buyer-api');
    await follow(state.buyer.Authorization, U.seller.id, 0);
    await follow(state.buyer.Authorization, U.enterprise.id, 0);

    const { context, page, errors } = await open('buyer', '/common/myFocus');
    await page.getByRole('heading', { name: fr('follow.titles.myFocus') }).waitFor();
    await page.getByText(fr('follow.emptyFocus')).waitFor();
    await shot(page, 'fr-1-my-focus-empty');
    await page.getByRole('link', { name: fr('follow.findPeople') }).click();
    await page.waitForURL(/\/common\/focus$/);

    // The people with published posts: the enterprise by its enterprise name (spec §1).
    await page.getByRole('heading', { name: fr('follow.titles.focus') }).waitFor();
    await row(page, 'seller').getByText(U.seller.petName).waitFor();
    await row(page, 'enterprise').getByText(U.enterprise.entName).waitFor();
    expect(await row(page, 'enterprise').getByText(U.enterprise.petName, { exact: true }).count()).toBe(0);
    // The seller's three published posts (the seed's), counted.
    await row(page, 'seller').getByText(fr('follow.postCount', { n: 3 })).waitFor();
    await shot(page, 'fr-2-focus');

    await row(page, 'seller').getByRole('button', { name: new RegExp(`^${fr('follow.follow')}`) }).click();
    const followed = row(page, 'seller').getByRole('button', { name: new RegExp(`^${fr('follow.following')}`) });
    await followed.waitFor();
    expect(await followed.isDisabled()).toBe(true);
    // The seller's fans, as the server counts them after the follow (the seed's one, and the buyer).
    await row(page, 'seller').getByText(fr('follow.fanCount', { n: 2 })).waitFor();
    await shot(page, 'fr-3-focus-followed');

    // The row opens the person's page.
    await row(page, 'enterprise').getByRole('link').click();
    await page.waitForURL(new RegExp(`/discover/otherShare\\?userId=${U.enterprise.id}$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows "Déjà suivi" when the person was followed meanwhile, and marks the row', async () => {
    const { context, page, errors } = await open('buyer', '/common/focus');
    const button = row(page, 'enterprise').getByRole('button', { name: new RegExp(`^${fr('follow.follow')}`) });
    await button.waitFor();
    // Followed from another device while this list was open.
    await follow(state.buyer!.Authorization, U.enterprise.id);
    await button.click();
    await page.getByRole('status').getByText(fr('validation.alreadyFollowed')).waitFor();
    await row(page, 'enterprise').getByRole('button', { name: new RegExp(`^${fr('follow.following')}`) }).waitFor();
    await shot(page, 'fr-3-already-followed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('unfollows in myFocus after a confirm; the row leaves for good', async () => {
    const { context, page, errors } = await open('buyer', '/common/myFocus');
    await page.getByRole('heading', { name: fr('follow.titles.myFocus') }).waitFor();
    await row(page, 'seller').waitFor();
    await row(page, 'enterprise').waitFor();
    await shot(page, 'fr-4-my-focus');

    // Cancelled first: nothing changes.
    await row(page, 'seller').getByRole('button', { name: new RegExp(`^${fr('follow.unfollow')}`) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fr('follow.unfollowConfirm', { name: U.seller.petName })).waitFor();
    await shot(page, 'fr-5-unfollow-confirm');
    await dialog.getByRole('button', { name: fr('dialog.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'seller').waitFor();

    await row(page, 'seller').getByRole('button', { name: new RegExp(`^${fr('follow.unfollow')}`) }).click();
    await dialog.getByRole('button', { name: fr('dialog.confirm') }).click();
    await row(page, 'seller').waitFor({ state: 'detached' });
    await page.reload();
    await row(page, 'enterprise').waitFor();
    expect(await row(page, 'seller').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a fan back in myFans; the mine card counts lead to both lists', async () => {
    const origin = suite.server().origin;
    // Two fans: the enterprise (already followed back) and Awa (not yet).
    await follow((await loginOverApi(origin, 'enterprise', 'e2e-enterprise-fan')).Authorization, U.buyer.id);
    await follow((await loginOverApi(origin, 'personal', 'e2e-personal-fan')).Authorization, U.buyer.id);

    const { context, page, errors } = await open('buyer', '/usercenter/userInfo');
    const fans = page.locator('[data-count=fans]');
    await expect.poll(() => fans.textContent()).toBe(`2 ${fr('follow.fansNum')}`);
    await expect.poll(() => page.locator('[data-count=focus]').textContent()).toBe(`1 ${fr('follow.focusNum')}`);
    await shot(page, 'fr-6-mine-counts');
    await fans.click();
    await page.waitForURL(/\/common\/myFans$/);
    await page.getByRole('heading', { name: fr('follow.titles.myFans') }).waitFor();
    await row(page, 'enterprise').getByRole('button', { name: new RegExp(`^${fr('follow.following')}`) }).waitFor();
    await row(page, 'personal').getByRole('button', { name: new RegExp(`^${fr('follow.followBack')}`) }).click();
    await row(page, 'personal').getByRole('button', { name: new RegExp(`^${fr('follow.following')}`) }).waitFor();
    await shot(page, 'fr-7-my-fans');

    await page.goto(`${origin}/usercenter/userInfo`);
    await expect.poll(() => page.locator('[data-count=focus]').textContent()).toBe(`2 ${fr('follow.focusNum')}`);
    await page.locator('[data-count=focus]').click();
    await page.waitForURL(/\/common\/myFocus$/);
    await row(page, 'personal').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the three lists have no WCAG 2 A/AA violation (axe)', async () => {
    // The member follows people and has fans in the seed: rows, buttons and counts are all there.
    const { context, page } = await open('member', '/common/myFocus');
    const found: string[] = [];
    for (const path of ['/common/myFocus', '/common/myFans', '/common/focus']) {
      await page.goto(suite.server().origin + path);
      await page.locator('.mkt-fl-row, .mkt-fl-empty').first().waitFor();
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      for (const v of result.violations) found.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
    expect(found).toEqual([]);
    await context.close();
  }, 180_000);
});
