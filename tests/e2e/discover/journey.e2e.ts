// The Discover journey, the quality bar: in French at 360×740, as new users would, against
// the real server and the real console. A newcomer (A) signs up through the register screen (the
// SMS code from the outbox) and writes a post with two pictures and a hashtag; a reviewer approves
// it in the console; a second newcomer (B) finds it in the feed, gives kudos, comments and follows
// A from the author's page; A sees B among the fans and in the mine card's counts; B reports the
// post; a moderator hides it from the console's reports queue; the post is gone for B, and A reads
// it hidden, with the reason, in myShare; a post with a sensitive word is stopped at release.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import { consoleDesk, logInToConsole } from '../console/console-page.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { registerOnScreens } from '../harness/register-on-screens.js';
import { smallPicture } from '../harness/photos.js';

const suite = marketSuite();
const origin = () => suite.server().origin;
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const SHOTS = process.env.JOURNEY_SHOTS ?? '/tmp/shots-follow/journey';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const STAMP = Date.now().toString(36);
/** A hashtag of this run only (letters and digits, DISCOVER.hashtagPattern). */
const TAG = `Plateau${STAMP}`;
const CONTENT = `Ouverture de ma boutique de pagnes au Plateau (${STAMP}) : venez découvrir les nouveaux modèles !`;
const REPORT_NOTE = `Faux prix, il demande de payer avant ${STAMP}`;
const HIDE_REASON = `Annonce trompeuse signalée ${STAMP}`;
/** A sensitive word of the seeded French list (examples/server/seed/data/sensitive-words.ts). */
const BANNED = 'arnaque';

interface Person {
  context: BrowserContext;
  page: Page;
  errors: string[];
  userId: string;
}

const state = { a: null as Person | null, b: null as Person | null, shareId: '' };
const person = (p: Person | null): Person => {
  if (!p) throw new Error('an earlier step did not finish');
  return p;
};

/** A new user through the register screen, with the code the server sent (spec §2 register). */
async function signUp(phone: string): Promise<Person> {
  const context = await languageContext(suite.browser(), 'fr');
  const page = await context.newPage();
  const errors = watchErrors(page);
  await registerOnScreens(page, origin(), phone);
  const userId = (await page.evaluate(() => localStorage.getItem('mkt:web:userId'))) ?? '';
  expect(userId).toMatch(/.+/);
  return { context, page, errors, userId };
}

/** Scrolls the feed as a thumb would until `target` shows (the infinite list loads pages on the way). */
async function scrollTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 30 && !(await target.isVisible()); i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(300);
  }
  await target.scrollIntoViewIfNeeded();
}

const card = (page: Page) => page.locator(`.mkt-dc-card[data-share-id="${state.shareId}"]`);

describe('the Discover journey of two newcomers (French, 360×740)', () => {
  it('A signs up and writes a post with two pictures and a hashtag; it waits for review', async () => {
    state.a = await signUp(`07${String(Date.now()).slice(-8)}`);
    const { page } = state.a;
    // From the feed's compose button (spec §2 findPage → share).
    await page.goto(`${origin()}/discover/findPage`);
    await page.getByRole('button', { name: fr('feed.compose') }).click();
    await page.waitForURL(/\/discover\/share/);
    await page.getByLabel(fr('discover.compose.content')).fill(CONTENT);
    const [png, jpeg] = await Promise.all([smallPicture(140, 'png'), smallPicture(20, 'jpeg')]);
    await page.locator('.mkt-pics-file').setInputFiles([
      { name: 'boutique.png', mimeType: 'image/png', buffer: png },
      { name: 'pagnes.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    const hashtag = page.getByLabel(fr('discover.compose.hashtags'), { exact: true }).and(page.locator('input'));
    await hashtag.fill(TAG);
    await hashtag.press('Enter');
    await page.locator(`[data-tag="${TAG}"]`).waitFor();
    // Both pictures compressed and uploaded (spec §2 "Pictures": progress, then done).
    await expect.poll(() => page.locator('.mkt-pics-grid > li[data-status]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))), { timeout: 60_000 })
      .toEqual(['done', 'done']);
    await shot(page, 'a-1-compose');
    await page.locator('[data-action=release]').click();
    await page.waitForURL(/\/discover\/myShare/);
    const row = page.locator('.mkt-dcm-row').filter({ hasText: STAMP });
    await row.locator(`[data-share-status="${SHARE_STATUS.reviewing}"]`).waitFor();
    state.shareId = (await row.getAttribute('data-share-id')) ?? '';
    expect(state.shareId).toMatch(/^sh\d+$/);
    await shot(page, 'a-2-my-share-reviewing');
  }, 120_000);

  it('a reviewer approves it in the console', async () => {
    const { page, errors, context } = await consoleDesk(suite.browser());
    await logInToConsole(page, origin());
    await page.getByRole('link', { name: 'Posts review' }).click();
    await page.getByRole('button', { name: new RegExp(STAMP) }).click();
    await page.getByRole('heading', { name: /^Post by /, level: 2 }).waitFor();
    await page.getByText(`#${TAG}`).first().waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: /approved/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('B signs up, finds the post in the feed, gives kudos and comments', async () => {
    state.b = await signUp(`05${String(Date.now()).slice(-8)}`);
    const { page } = state.b;
    await page.goto(`${origin()}/discover/findPage`);
    await page.locator('.mkt-dc-card').first().waitFor();
    await scrollTo(page, card(page));
    await card(page).getByText(`#${TAG}`).waitFor();
    expect(await card(page).locator('img').count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'b-1-feed');

    await card(page).locator('[data-act=comments]').click();
    await page.waitForURL(new RegExp(`/discover/posts\\?shareId=${state.shareId}`));
    const kudos = page.locator('.mkt-dc-post-main [data-act=kudos]').first();
    await kudos.click();
    await expect.poll(() => kudos.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => kudos.getAttribute('aria-label')).toBe(fr('feed.kudosCount', { count: 1 }));

    const comment = `Très beaux modèles, je passe samedi ! ${STAMP}`;
    await page.getByPlaceholder(fr('feed.comment.placeholder')).fill(comment);
    await page.getByRole('button', { name: fr('feed.comment.send') }).click();
    await page.getByText(comment).waitFor();
    await shot(page, 'b-2-post-commented');
  }, 120_000);

  it('B follows A from the author page; A sees B among the fans and in the counts', async () => {
    const b = person(state.b);
    await b.page.locator('.mkt-dc-post-main .mkt-dc-author').first().click();
    await b.page.waitForURL(new RegExp(`/discover/otherShare\\?userId=${person(state.a).userId}`));
    const follow = b.page.locator('[data-act=follow]');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await b.page.locator('[data-count-of=fans] strong').getByText('1', { exact: true }).waitFor();
    await shot(b.page, 'b-3-other-share-followed');

    const a = person(state.a);
    await a.page.goto(`${origin()}/usercenter/userInfo`);
    const fans = a.page.locator('[data-count=fans]');
    await expect.poll(() => fans.textContent()).toBe(`1 ${fr('follow.fansNum')}`);
    await shot(a.page, 'a-3-mine-counts');
    await fans.click();
    await a.page.waitForURL(/\/common\/myFans$/);
    const fan = a.page.locator(`[data-user-id="${b.userId}"]`);
    await fan.getByRole('button', { name: new RegExp(`^${fr('follow.followBack')}`) }).waitFor();
    await shot(a.page, 'a-4-my-fans');
  });

  it('B reports the post; a moderator hides it from the reports queue', async () => {
    const { page } = person(state.b);
    await page.goto(`${origin()}/discover/posts?shareId=${state.shareId}`);
    await page.locator('[data-act=report-post]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: fr('chat.report.reasons.fraud') }).check();
    await dialog.getByPlaceholder(fr('feed.reportDetails')).fill(REPORT_NOTE);
    await shot(page, 'b-4-report');
    await dialog.getByRole('button', { name: fr('feed.reportSend') }).click();
    await page.getByRole('status').getByText(fr('feed.reportDone')).waitFor();

    const desk = await consoleDesk(suite.browser());
    await logInToConsole(desk.page, origin());
    await desk.page.getByRole('link', { name: 'Reports', exact: true }).click();
    await desk.page.getByRole('button', { name: 'Posts', exact: true }).click();
    await desk.page.getByRole('button', { name: new RegExp(STAMP) }).click();
    await desk.page.getByRole('heading', { name: /^Report against / }).waitFor();
    await desk.page.getByRole('radio', { name: 'Hide the post' }).check();
    await desk.page.getByLabel('Reason the author of the post will read').fill(HIDE_REASON);
    await desk.page.getByRole('button', { name: 'Hide the post' }).click();
    await desk.page.getByRole('status').filter({ hasText: 'Post hidden.' }).waitFor();
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });

  it('the post is gone for B; A reads it hidden, with the reason, in myShare', async () => {
    const b = person(state.b);
    await b.page.goto(`${origin()}/discover/findPage`);
    await b.page.locator('.mkt-dc-card').first().waitFor();
    await scrollTo(b.page, b.page.getByText(fr('list.finished')));
    expect(await card(b.page).count()).toBe(0);
    await b.page.goto(`${origin()}/discover/posts?shareId=${state.shareId}`);
    await b.page.locator('[data-not-found=true]').waitFor();

    const a = person(state.a);
    await a.page.goto(`${origin()}/discover/myShare`);
    const row = a.page.locator(`.mkt-dcm-row[data-share-id="${state.shareId}"]`);
    await row.locator(`[data-share-status="${SHARE_STATUS.hidden}"]`).waitFor();
    await row.locator('[data-share-reason]').getByText(HIDE_REASON, { exact: false }).waitFor();
    await shot(a.page, 'a-5-my-share-hidden');
  });

  it('a post with a sensitive word is stopped at release', async () => {
    const { page, errors } = person(state.a);
    await page.goto(`${origin()}/discover/share`);
    await page.getByLabel(fr('discover.compose.content')).fill(`Attention à cette ${BANNED} au marché d’Adjamé, ne payez jamais d’avance.`);
    await page.locator('[data-action=release]').click();
    await page.getByText(fr('discover.compose.wordsFound', { words: BANNED })).waitFor();
    await shot(page, 'a-6-sensitive-word');
    expect(page.url()).toMatch(/\/discover\/share/);
    expect(errors).toEqual([]);
    expect(person(state.b).errors).toEqual([]);
  });
});
