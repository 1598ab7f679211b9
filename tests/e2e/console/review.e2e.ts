// The operator console in Chromium against the built server (examples/console, examples/server/console):
// a user submits two listings through the app's real publish call; the development operator logs
// in at /console, approves one (it then appears in the public list) and rejects the other with a
// reason (the publisher reads it in getMineDetail); the audit log shows both; language switch and
// logout. Screenshots at 1280×800 and 360×740 go to $CONSOLE_SHOTS (default /tmp/console-shots).
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';
import { MODULES } from '../../../src/modules/index.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginOverApi } from '../harness/session.js';
import { consoleShot } from './console-page.js';
import { apiCall, submitHouse } from './publish-over-api.js';

// The development default: machine translation through the server's LibreTranslate sandbox, so an
// approval goes through 1 "in translation" to 7 within a moment (publish-manage.e2e.ts runs
// without it: approval publishes at once).
const s = fileSuite(() => startMarketServer());
const suite = { server: s.env, browser: s.browser };

describe('operator console: review queue', () => {
  it('approves one submitted listing and rejects another with a reason', async () => {
    const { origin } = suite.server();
    const member = await loginOverApi(origin, 'member');
    const stamp = Date.now().toString(36);
    const approveTitle = `Villa zqconsole${stamp} approuvée`;
    const rejectTitle = `Maison zqconsole${stamp} refusée`;
    const approveId = await submitHouse(origin, member.Authorization, member.userId, approveTitle);
    const rejectId = await submitHouse(origin, member.Authorization, member.userId, rejectTitle);

    const context = await suite.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const csp: string[] = [];
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) csp.push(m.text()); });

    const res = await page.goto(`${origin}/console`);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByLabel('Username').waitFor();
    await consoleShot(page, 'login-1280', false);
    await page.getByLabel('Username').fill('operator');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    await page.getByLabel('Password').fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    // The queue, oldest first; the two new listings are in it.
    await page.getByRole('heading', { name: 'Review queue' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/review');
    const row = (title: string) => page.getByRole('button', { name: new RegExp(title) });
    await row(approveTitle).click();
    await page.getByRole('heading', { name: approveTitle, level: 2 }).waitFor();
    await expect.poll(() => page.locator('.pictures img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect.poll(() => page.locator('.html strong').textContent()).toBe('jardin');
    await consoleShot(page, 'review-1280', false);

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: `Approved: ${approveTitle}` }).waitFor();
    await expect.poll(() => row(approveTitle).count()).toBe(0);

    // Visitors see it now: published (7), and the module's public list finds it.
    const publicIds = async () => {
      const list = await apiCall<SearchReply<{ rentingHouseId: string }>>(origin, MODULES.house.endpoints.search.path, { page: { index: 1, size: 10 }, keyWords: `zqconsole${stamp}` });
      expect(list.code).toBe(200);
      return list.customData.resultList.map((r) => String(r.rentingHouseId));
    };
    const approvedStatus = async () =>
      (await apiCall<{ status: number }>(origin, MODULES.house.endpoints.mineDetail!.path, { serviceId: approveId }, member.Authorization)).customData.status;
    await expect.poll(approvedStatus).toBe(7);
    // Machine translated meanwhile (the sandbox marks its text): the English version exists.
    const english = await apiCall<{ title: string }>(origin, MODULES.house.endpoints.mineDetail!.path, { serviceId: approveId, languageId: 'en' }, member.Authorization);
    expect(english.customData.title).toBe(`[en] ${approveTitle}`);
    await expect.poll(publicIds).toEqual([approveId]);

    // Reject the other: a reason is required.
    await row(rejectTitle).click();
    await page.getByRole('heading', { name: rejectTitle, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Reject…' }).click();
    await page.getByRole('button', { name: 'Reject with this reason' }).click();
    await page.getByText('Write a reason of 1 to 500 characters.').waitFor();
    const reason = 'Les photos ne montrent pas le logement proposé.';
    await page.getByLabel('Reason the publisher will see').fill(reason);
    await consoleShot(page, 'reject-1280', false);
    await page.getByRole('button', { name: 'Reject with this reason' }).click();
    await page.getByRole('status').filter({ hasText: `Rejected: ${rejectTitle}` }).waitFor();
    await expect.poll(() => row(rejectTitle).count()).toBe(0);

    const mine = await apiCall<{ status: number; reviewReason: string }>(origin, MODULES.house.endpoints.mineDetail!.path, { serviceId: rejectId }, member.Authorization);
    expect(mine.customData).toMatchObject({ status: 6, reviewReason: reason });

    // The audit log: both decisions, newest first, with the operator's name.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const firstRows = page.locator('tbody tr');
    await expect.poll(() => firstRows.nth(0).textContent()).toContain(`listing:${rejectId}`);
    expect(await firstRows.nth(0).textContent()).toContain('Rejected');
    expect(await firstRows.nth(1).textContent()).toContain(`listing:${approveId}`);
    expect(await firstRows.nth(1).textContent()).toContain('operator');
    await consoleShot(page, 'audit-1280', false);

    // Language switch: the console's own texts in French, kept across a reload.
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('heading', { name: "Journal d'audit" }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'File de modération' }).click();
    await page.getByRole('heading', { name: 'File de modération' }).waitFor();
    await consoleShot(page, 'queue-fr-1280', false);

    // Logout ends the session: the login page, and the API refuses the old cookie.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByLabel('Identifiant').waitFor();
    const me = await page.evaluate(async () => (await fetch('/console/api/me', { method: 'POST', headers: { 'x-console': '1' }, body: '{}' })).json() as Promise<{ code: number }>);
    expect(me.code).toBe(4001);

    expect(errors).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });

  it('is usable on a narrow screen (360×740): list, then one listing with a way back', async () => {
    const { origin } = suite.server();
    const member = await loginOverApi(origin, 'member');
    const title = `Studio zqnarrow${Date.now().toString(36)}`;
    await submitHouse(origin, member.Authorization, member.userId, title);
    const context = await suite.browser().newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, locale: 'en-US' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin}/console/review`);
    await page.getByLabel('Username').fill('operator');
    await page.getByLabel('Password').fill(SEED_PASSWORD);
    await consoleShot(page, 'login-360', false);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Review queue' }).waitFor();
    await consoleShot(page, 'queue-360', false);
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await consoleShot(page, 'detail-360', false);
    await page.getByRole('button', { name: /Back to the list/ }).click();
    await page.getByRole('button', { name: new RegExp(title) }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
