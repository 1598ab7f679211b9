// Discover posts in the operator console, in Chromium against the built server
// (examples/console/pages/share-review-*.tsx, report-share.tsx, reports-page.tsx): posts, a comment
// and a report made by SQL in the server's data folder before it starts (tests/server/console/
// share-fixtures.ts). A reviewer opens "Posts review": the oldest post first, with its author, the
// sensitive word marked, hashtags, pictures and linked listing; approves it at desktop width, then
// on a 360×740 phone rejects the next one with a reason, and the queue is empty. A moderator keeps
// the post reports, reads the reported post (pictures as thumbnails), hides it with a reason; the
// decided report shows the post hidden with that reason; a reported comment is read under its
// post and removed, still shown to the moderator, marked. Screens at 1280×800 and 360×740, in
// English and French (screenshots in CONSOLE_SHOTS).
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SEED_PASSWORD, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { openDatabase } from '../../../examples/server/db/database.js';
import { migrate } from '../../../examples/server/db/migrate.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import { addOperator } from '../../server/console/console-client.js';
import { insertComment, insertShare, insertShareReport } from '../../server/console/share-fixtures.js';
import { fileSuite } from '../harness/file-suite.js';
import { serveDataDir } from '../harness/market-server.js';
import { consoleDesk, consoleShot } from './console-page.js';

const MIN = 60_000;
const FIRST = 'Arrivage de pagnes wax à Treichville, prix de gros, pas une arnaque : venez voir !';
const SECOND = 'Je vends mon téléphone Tecno, écran cassé, photos floues, contactez-moi';
const REPORTED = 'Promotion spéciale sur des sacs de marque, paiement avant livraison uniquement';
const REPORT_NOTE = 'Sacs contrefaits vendus comme originaux';
const COMMENTED = 'Nos services de comptabilité pour les PME, premier rendez-vous offert';
const COMMENT = 'Arnaqueurs ! Ne leur donnez jamais votre argent, ce sont des voleurs';
const COMMENT_NOTE = 'Insultes contre une entreprise';

/** The seeded template's copy, with the posts and the report written in before the server opens it. */
async function startWithPosts() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-e2e-'));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(db);
  await db.query("insert into sensitive_words (language, word) values ('fr', 'arnaque') on conflict do nothing");
  // Real pictures of the seed (its listings' uploads), so the thumbnails show something.
  const pictures = (await db.query<{ path: string }>(
    "select distinct i->>'imgPath' as path from listings l, jsonb_array_elements(l.images) i where i->>'imgPath' like '/%' order by 1 limit 3",
  )).map((r) => r.path);
  const [listing] = await db.query<{ id: string }>('select id::text as id from listings where user_id = $1 and status = 7 and not deleted order by id limit 1', [SEED_USERS.enterprise.id]);
  const now = Date.now();
  await insertShare(db, { userId: SEED_USERS.enterprise.id, content: FIRST, hashtags: ['wax', 'abidjan'], pictures: pictures.slice(0, 2), listingId: listing?.id ?? null, submittedAt: new Date(now - 30 * MIN) });
  await insertShare(db, { userId: SEED_USERS.personal.id, content: SECOND, hashtags: ['tecno'], submittedAt: new Date(now - 20 * MIN) });
  const reported = await insertShare(db, {
    userId: SEED_USERS.seller.id, content: REPORTED, hashtags: ['mode'], pictures, status: SHARE_STATUS.published, submittedAt: new Date(now - 3 * 60 * MIN), releasedAt: new Date(now - 3 * 60 * MIN),
  });
  await insertShareReport(db, { reporterId: SEED_USERS.member.id, reportedUserId: SEED_USERS.seller.id, shareId: reported, reason: 'fraud', note: REPORT_NOTE, createdAt: new Date(now - 10 * MIN) });
  const commented = await insertShare(db, {
    userId: SEED_USERS.enterprise.id, content: COMMENTED, hashtags: ['business'], status: SHARE_STATUS.published, submittedAt: new Date(now - 5 * 60 * MIN), releasedAt: new Date(now - 5 * 60 * MIN),
  });
  const comment = await insertComment(db, commented, SEED_USERS.buyer.id, COMMENT);
  await insertShareReport(db, { reporterId: SEED_USERS.enterprise.id, reportedUserId: SEED_USERS.buyer.id, shareId: commented, commentId: comment, reason: 'harassment', note: COMMENT_NOTE, createdAt: new Date(now - 5 * MIN) });
  await addOperator(db, 'posts-reviewer', SEED_PASSWORD, 'reviewer');
  await addOperator(db, 'posts-moderator', SEED_PASSWORD, 'moderator');
  await db.close();
  return serveDataDir(dataDir, { TRANSLATE_URL: 'none' });
}

const s = fileSuite(startWithPosts);

/** Desktop, then phone, then back to desktop. */
async function bothSizes(page: Page, name: string): Promise<void> {
  await consoleShot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await consoleShot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function logInAs(page: Page, origin: string, username: string): Promise<void> {
  await page.goto(`${origin}/console`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Console pages' }).waitFor();
}

describe('operator console: discover posts', () => {
  it('a reviewer approves a post and rejects another with a reason', async () => {
    const { origin } = s.env();
    const { context, page, errors } = await consoleDesk(s.browser());
    await logInAs(page, origin, 'posts-reviewer');
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    // Reports are the moderators'.
    expect(await nav.getByRole('link', { name: 'Reports', exact: true }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Posts review', exact: true }).click();
    await page.getByRole('heading', { name: 'Posts review', level: 1 }).waitFor();
    // The seed may leave posts of its own waiting: counted, and older than these.
    const titles = page.locator('ul.rows li .row-title');
    await titles.filter({ hasText: SECOND }).waitFor();
    const waiting = Number(/^(\d+) waiting$/.exec((await page.locator('.queue-head').getByText(/^\d+ waiting$/).textContent()) ?? '')?.[1]);
    expect(waiting).toBeGreaterThanOrEqual(2);
    // Oldest first: the enterprise's post before the personal one, its sensitive word counted on the row.
    const mine = (await titles.allTextContents()).filter((x) => x === SECOND || x === FIRST);
    expect(mine).toEqual([FIRST, SECOND]);
    const firstRow = page.locator('ul.rows li').filter({ hasText: FIRST.slice(0, 40) });
    await firstRow.getByText('1 flagged').waitFor();
    await bothSizes(page, 'posts-list');

    await firstRow.click();
    const detail = page.locator('article.detail');
    await detail.getByRole('heading', { level: 2, name: /^Post by / }).waitFor();
    await detail.locator('mark.flagged').getByText('arnaque').waitFor();
    await detail.getByText('Sensitive words found: arnaque').waitFor();
    await detail.getByText('#wax').waitFor();
    await expect.poll(() => detail.locator('.share-pictures img').count()).toBe(2);
    await expect.poll(() => detail.locator('.share-pictures img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await detail.getByText('Company').waitFor();
    await bothSizes(page, 'posts-detail');

    await detail.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: /^Post by .+ approved\.$/ }).waitFor();
    await page.getByText(`${waiting - 1} waiting`).waitFor();

    // On a phone: the next post, rejected with a reason — required first.
    await page.setViewportSize({ width: 360, height: 740 });
    await detail.getByText(SECOND).waitFor();
    await detail.getByRole('button', { name: 'Reject…' }).click();
    await detail.getByRole('button', { name: 'Reject with this reason' }).click();
    await detail.getByText('Write a reason of 1 to 500 characters.').waitFor();
    await detail.getByLabel('Reason the author will see').fill('Photos floues : merci de reprendre des photos nettes du téléphone');
    await consoleShot(page, 'posts-reject-360');
    await detail.getByRole('button', { name: 'Reject with this reason' }).click();
    // The phone shows the next post; the list beside it, with the notice, at desktop width.
    await detail.getByText(SECOND).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('status').filter({ hasText: /^Post by .+ rejected\.$/ }).waitFor();
    await page.getByText(`${waiting - 2} waiting`).waitFor();
    expect(await titles.filter({ hasText: SECOND }).count()).toBe(0);
    expect(await titles.filter({ hasText: FIRST.slice(0, 40) }).count()).toBe(0);
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'posts-decided-360');

    // The page in French, on the phone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('heading', { name: 'Modération des publications', level: 1 }).waitFor();
    await page.getByText(`${waiting - 2} en attente`).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'posts-decided-fr-360');
    await page.getByRole('button', { name: /Retour à la liste/ }).click();
    await consoleShot(page, 'posts-list-fr-360');
    await page.getByLabel('Langue').selectOption('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a moderator hides a reported post with a reason', async () => {
    const { origin } = s.env();
    const { context, page, errors } = await consoleDesk(s.browser());
    await logInAs(page, origin, 'posts-moderator');
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    expect(await nav.getByRole('link', { name: 'Posts review', exact: true }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'What was reported' }).getByRole('button', { name: 'Posts' }).click();
    const row = page.getByRole('button', { name: new RegExp(REPORT_NOTE) });
    await row.getByText('Post', { exact: true }).waitFor();
    await expect.poll(() => page.locator('ul.rows li').count()).toBe(1);
    await row.click();

    const detail = page.locator('article.detail');
    await detail.getByRole('heading', { name: 'Reported post' }).waitFor();
    await detail.getByText(REPORTED).waitFor();
    await detail.getByText('Published', { exact: true }).waitFor();
    await expect.poll(() => detail.locator('.share-pictures img').count()).toBeGreaterThan(0);
    // A post report has no conversation, and no comment to remove.
    expect(await detail.getByRole('heading', { name: 'Conversation' }).count()).toBe(0);
    expect(await detail.getByRole('radio', { name: 'Remove the comment' }).count()).toBe(0);
    await bothSizes(page, 'post-report');

    await detail.getByRole('radio', { name: 'Hide the post' }).check();
    await detail.getByLabel('Reason the author of the post will read').fill('Vente de contrefaçons interdite sur la plateforme');
    await page.setViewportSize({ width: 360, height: 740 });
    await detail.getByRole('button', { name: 'Hide the post' }).scrollIntoViewIfNeeded();
    await consoleShot(page, 'post-report-decide-360', false);
    await detail.getByRole('button', { name: 'Hide the post' }).click();
    await page.getByRole('status').filter({ hasText: 'Post hidden.' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Decided: under "Actioned", the post shown hidden with the reason its author reads.
    await page.getByRole('group', { name: 'Report status' }).getByRole('button', { name: 'Actioned' }).click();
    await page.getByRole('button', { name: new RegExp(REPORT_NOTE) }).getByText('Post hidden').waitFor();
    await page.getByRole('button', { name: new RegExp(REPORT_NOTE) }).click();
    await detail.getByText('Hidden', { exact: true }).waitFor();
    await detail.getByText('Reason given to the author: Vente de contrefaçons interdite sur la plateforme').waitFor();
    await bothSizes(page, 'post-report-decided');

    await page.getByLabel('Language').selectOption('fr');
    await detail.getByRole('heading', { name: 'Publication signalée' }).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'post-report-decided-fr-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Langue').selectOption('en');

    // A reported comment: shown above its post; removed, it stays shown to the moderator, marked.
    await page.getByRole('group', { name: 'Report status' }).getByRole('button', { name: 'Open' }).click();
    await page.getByRole('group', { name: 'What was reported' }).getByRole('button', { name: 'Comments' }).click();
    const commentRow = page.getByRole('button', { name: new RegExp(COMMENT_NOTE) });
    await commentRow.getByText('Comment', { exact: true }).waitFor();
    await commentRow.click();
    await detail.getByRole('heading', { name: 'Reported comment' }).waitFor();
    await detail.getByText(COMMENT).waitFor();
    await detail.getByRole('heading', { name: 'The post it was written under' }).waitFor();
    await detail.getByText(COMMENTED).waitFor();
    await detail.getByRole('radio', { name: 'Remove the comment' }).check();
    await detail.getByLabel('Reason of the removal').fill('Propos injurieux');
    await bothSizes(page, 'comment-report');
    await detail.getByRole('button', { name: 'Remove the comment' }).click();
    await page.getByRole('status').filter({ hasText: 'Comment removed.' }).waitFor();
    await page.getByRole('group', { name: 'Report status' }).getByRole('button', { name: 'Actioned' }).click();
    await page.getByRole('button', { name: new RegExp(COMMENT_NOTE) }).click();
    await detail.getByText('Removed', { exact: true }).waitFor();
    // The post itself stays published.
    await detail.getByText('Published', { exact: true }).waitFor();
    await bothSizes(page, 'comment-report-decided');
    expect(errors).toEqual([]);
    await context.close();
  });
});
