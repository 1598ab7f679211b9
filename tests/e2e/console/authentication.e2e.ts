// Personal authentication from the user's phone to the operator console and back, against the built
// server (examples/server/console/calls/authentication-calls.ts, examples/console/pages/
// authentication-page.tsx, src/screens/user-auth): a French user at 360×740 submits the form with
// a document; the development operator opens it in the console (the document downloads through the
// console's own route), rejects it with a long French reason; the user reads the reason (which
// wraps inside the screen), corrects the pre-filled form and sends it again; the operator passes
// it; the user sees "passed". Screenshots go to $CONSOLE_SHOTS (default /tmp/console-shots).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginContext } from '../harness/session.js';
import { logInToConsole } from './console-page.js';

const SHOTS = process.env.CONSOLE_SHOTS ?? '/tmp/console-shots';
const s = fileSuite(() => startMarketServer());
const suite = { server: s.env, browser: s.browser };
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the phone's screen. */
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const REASON = 'La photo de la pièce d’identité est floue et le numéro du passeport ne correspond pas à celui saisi dans le formulaire : '
  + 'envoyez un scan lisible des deux pages principales, en couleur, et vérifiez le numéro (par exemple CI-PA-0000000000000000000000000000000000).';

describe('authentication review: user and operator', () => {
  it('submitted on the phone, rejected with a reason in the console, corrected, passed', async () => {
    const { origin } = suite.server();
    const user = await languageContext(suite.browser(), 'fr');
    await loginContext(user, origin, 'seller');
    const phone = await user.newPage();
    const phoneErrors = watchErrors(phone);
    await phone.goto(`${origin}/usercenter/auth/personal`);
    await phone.getByLabel(fr('auth.realName')).fill('Yao Kouadio');
    await phone.getByLabel(fr('auth.papersType')).selectOption({ label: fr('auth.papers.passport') });
    await phone.getByLabel(fr('auth.papersNumber')).fill('CI-PA-123456');
    await phone.getByLabel(fr('auth.address')).fill('Rue des Jardins, Cocody, Abidjan');
    await phone.locator('input[data-field=attachment]').setInputFiles({ name: 'passeport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await phone.getByText('passeport.pdf').waitFor();
    await phone.getByRole('button', { name: fr('form.submit') }).click();
    await phone.locator('[data-state=review]').getByText(fr('auth.inReview'), { exact: true }).waitFor();

    // The operator: the submission waits in the console's queue with its document.
    const desk = await suite.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', acceptDownloads: true });
    const console_ = await desk.newPage();
    const deskErrors = watchErrors(console_);
    await logInToConsole(console_, origin);
    await console_.getByRole('link', { name: 'Authentication' }).click();
    await console_.getByRole('heading', { name: 'Authentication' }).waitFor();
    // The seeded enterprise submission (u-personal): its papers picture shows through the console's
    // route, and the personal authentication it needs is still in review.
    await console_.getByRole('button', { name: 'Enterprise', exact: true }).click();
    await console_.getByRole('button', { name: /Awa Couture SARL/ }).click();
    await console_.getByRole('heading', { name: 'Awa Couture SARL', level: 2 }).waitFor();
    await console_.locator('[data-personal=review]').waitFor();
    const picture = console_.locator('.pictures img');
    expect(await picture.getAttribute('src')).toBe('/console/files/seed/review-company-papers.png');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(console_, 'auth-enterprise-1280');
    // Passing it first is refused with the server's explanation.
    await console_.getByRole('button', { name: 'Pass', exact: true }).click();
    await console_.getByRole('status').filter({ hasText: 'Pass the personal authentication of this user first' }).waitFor();
    await console_.getByRole('heading', { name: 'Awa Couture SARL', level: 2 }).waitFor();

    await console_.getByRole('button', { name: 'Personal', exact: true }).click();
    const row = console_.getByRole('button', { name: /Yao Kouadio/ });
    await row.click();
    await console_.getByRole('heading', { name: 'Yao Kouadio', level: 2 }).waitFor();
    await console_.getByText('CI-PA-123456').waitFor();
    await console_.getByText('Passport').waitFor();
    const link = console_.getByRole('link', { name: 'Download Supporting document (pdf)' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/console\/files\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    // The download is the user's file; the app's own /uploads path still serves no document.
    const download = await Promise.all([console_.waitForEvent('download'), link.click()]).then(([d]) => d);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const fetched = await console_.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, start: (await res.text()).slice(0, 8) };
    }, href!);
    expect(fetched).toEqual({ status: 200, start: '%PDF-1.4' });
    expect((await fetch(`${origin}${href!.replace('/console/files/', '/uploads/')}`)).status).toBe(404);
    expect((await fetch(`${origin}${href!}`)).status).toBe(401);
    await shot(console_, 'auth-detail-1280');

    // Reject: a reason is required, then sent.
    await console_.getByRole('button', { name: 'Reject…' }).click();
    await console_.getByRole('button', { name: 'Reject with this reason' }).click();
    await console_.getByText('Write a reason of 1 to 500 characters.').waitFor();
    await console_.getByLabel('Reason the user will see').fill(REASON);
    await console_.getByRole('button', { name: 'Reject with this reason' }).click();
    await console_.getByRole('status').filter({ hasText: 'Rejected: Yao Kouadio' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The user reads the decision and its reason, on a 360 px screen.
    await phone.reload();
    const failed = phone.locator('[data-state=failed]');
    await failed.getByText(fr('auth.failed'), { exact: true }).waitFor();
    const reason = phone.locator('[data-reason]');
    await reason.getByText(REASON).waitFor();
    await reason.getByText(fr('auth.reason')).waitFor();
    expect(await widest(phone)).toBeLessThanOrEqual(360);
    const box = await reason.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await shot(phone, 'auth-rejected-360-fr');

    // Corrected: the form comes back with what was sent.
    await phone.getByRole('button', { name: fr('auth.resubmit') }).click();
    const number = phone.getByLabel(fr('auth.papersNumber'));
    await expect.poll(() => number.inputValue()).toBe('CI-PA-123456');
    expect(await phone.getByLabel(fr('auth.realName')).inputValue()).toBe('Yao Kouadio');
    expect(await phone.getByLabel(fr('auth.address')).inputValue()).toBe('Rue des Jardins, Cocody, Abidjan');
    await phone.locator('[data-file=attachment]').waitFor();
    await phone.locator('[data-reason]').getByText(REASON).waitFor();
    expect(await widest(phone)).toBeLessThanOrEqual(360);
    await shot(phone, 'auth-resubmit-form-360-fr');
    await number.fill('CI-PA-654321');
    await phone.getByRole('button', { name: fr('form.submit') }).click();
    await phone.locator('[data-state=review]').getByText(fr('auth.inReview'), { exact: true }).waitFor();
    expect(await phone.locator('[data-reason]').count()).toBe(0);

    // The operator passes the corrected one.
    await console_.getByRole('button', { name: 'Refresh' }).click();
    await row.click();
    await console_.getByText('CI-PA-654321').waitFor();
    await console_.getByRole('button', { name: 'Pass', exact: true }).click();
    await console_.getByRole('status').filter({ hasText: 'Passed: Yao Kouadio' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The user sees "passed", here and on the user centre's entry.
    await phone.reload();
    await phone.locator('[data-state=passed]').getByText(fr('auth.passed'), { exact: true }).waitFor();
    expect(await phone.getByRole('button', { name: fr('auth.resubmit') }).count()).toBe(0);
    expect(await widest(phone)).toBeLessThanOrEqual(360);
    await shot(phone, 'auth-passed-360-fr');
    await phone.goto(`${origin}/usercenter/userInfo`);
    await phone.locator('[data-entry=personalAuth]').getByText(fr('usercenter.auth.passed')).waitFor();

    // Both decisions are in the audit log.
    await console_.getByRole('link', { name: 'Audit log' }).click();
    const rows = console_.locator('tbody tr');
    await expect.poll(() => rows.nth(0).textContent()).toContain('authentication:u-seller:personal');
    expect(await rows.nth(0).textContent()).toContain('Authentication passed');
    expect(await rows.nth(1).textContent()).toContain('Authentication rejected');

    expect(phoneErrors).toEqual([]);
    expect(deskErrors).toEqual([]);
    await user.close();
    await desk.close();
  });

  it('a refused enterprise form shows its owner the papers picture again, through a signed URL only', async () => {
    const { origin } = suite.server();
    // The operator rejects the seeded enterprise submission of u-personal (Awa Couture SARL).
    const desk = await suite.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const console_ = await desk.newPage();
    await logInToConsole(console_, origin);
    await console_.getByRole('link', { name: 'Authentication' }).click();
    await console_.getByRole('button', { name: 'Enterprise', exact: true }).click();
    await console_.getByRole('button', { name: /Awa Couture SARL/ }).click();
    await console_.getByRole('button', { name: 'Reject…' }).click();
    await console_.getByLabel('Reason the user will see').fill('Le registre du commerce est illisible.');
    await console_.getByRole('button', { name: 'Reject with this reason' }).click();
    await console_.getByRole('status').filter({ hasText: 'Rejected' }).waitFor();
    await desk.close();

    const user = await languageContext(suite.browser(), 'fr');
    await loginContext(user, origin, 'personal');
    const phone = await user.newPage();
    const errors = watchErrors(phone);
    await phone.goto(`${origin}/usercenter/auth/authEnt`);
    await phone.getByRole('button', { name: fr('auth.resubmit') }).click();
    const picture = phone.locator('.mkt-up-pics img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = (await picture.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/private-files\/seed\/review-company-papers\.png\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
    // The picture's path is a name, not an address: nothing answers it, and the URL is nothing without its signature.
    expect((await fetch(`${origin}/uploads/seed/review-company-papers.png`)).status).toBe(404);
    expect((await fetch(new URL(src, origin).href.split('?')[0]!)).status).toBe(404);
    // The document sent with it opens for its owner the same way (a download of the signed URL).
    const document = phone.locator('[data-file="attachment"] [data-action="open-document"]');
    const href = (await document.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/private-files\/.+\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
    const opened = await phone.request.get(new URL(href, origin).href);
    expect([opened.status(), opened.headers()['content-disposition'] ?? '']).toEqual([200, expect.stringMatching(/^attachment;/)]);
    expect(await widest(phone)).toBeLessThanOrEqual(360);
    await picture.scrollIntoViewIfNeeded();
    await shot(phone, 'auth-enterprise-resubmit-picture-360-fr');
    expect(errors).toEqual([]);
    await user.close();
  });
});
