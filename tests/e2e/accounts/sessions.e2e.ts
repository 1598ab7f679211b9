// Issue 6 "Sign-up and log-in" 2 and 5, and the lock of the user centre, as users would, against
// the real server: locking logs out and the next login asks to confirm the server's message (code
// 4036) before unlocking; logging out in one tab logs out the other tabs of the browser; QR login
// between two browsers (one shows the code, a logged-in one confirms it).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { languageContext } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext, type SeedUser } from '../harness/session.js';

const suite = marketSuite();
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const SECURITY = '/usercenter/userSetting/accountAndSecurity';

const storedUserId = (page: Page) => page.evaluate(() => localStorage.getItem('mkt:web:userId') ?? '');

async function fillPhoneLogin(page: Page, who: SeedUser) {
  await page.goto(`${suite.server().origin}/login`);
  await page.getByLabel(fr('form.phone'), { exact: true }).fill(SEED_USERS[who].phone);
  await page.getByLabel(fr('form.password'), { exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('checkbox', { name: fr('form.agree') }).check();
  await page.getByRole('button', { name: fr('account.login'), exact: true }).click();
}

describe('sessions (issue 6)', () => {
  it('locking logs out; logging in again asks to confirm (4036), then unlocks', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, suite.server().origin, 'personal');
    const page = await context.newPage();
    await page.goto(`${suite.server().origin}${SECURITY}/lockAccount`);
    await page.getByRole('button', { name: fr('security.lockButton') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fr('security.lockConfirm')).waitFor();
    await dialog.getByRole('button', { name: fr('dialog.confirm') }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => storedUserId(page)).toBe('');

    // The login check answers 4036 with the server's message; cancel keeps the user out.
    await fillPhoneLogin(page, 'personal');
    await page.getByRole('dialog').getByText(fr('errors.accountLockedConfirm')).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: fr('dialog.cancel') }).click();
    expect(page.url()).toMatch(/\/login$/);
    expect(await storedUserId(page)).toBe('');
    await page.getByRole('button', { name: fr('account.login'), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: fr('dialog.confirm') }).click();
    await page.waitForURL(/\/index\?random=\d+/);
    expect(await storedUserId(page)).toBe(SEED_USERS.personal.id);

    // Unlocked: a second login goes straight through, without the dialog.
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mkt:')).forEach((k) => localStorage.removeItem(k)));
    await fillPhoneLogin(page, 'personal');
    await page.waitForURL(/\/index\?random=\d+/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('QR login: a logged-in phone reads the code, the other browser shows "scanned", and logs in only on confirm', async () => {
    const desk = await languageContext(suite.browser(), 'fr');
    const deskPage = await desk.newPage();
    await deskPage.goto(`${suite.server().origin}/login`);
    await deskPage.getByRole('tab', { name: fr('account.byQr') }).click();
    const printed = deskPage.locator('.mkt-qr-code code');
    await printed.waitFor();
    const code = (await printed.textContent())?.trim() ?? '';
    // Short enough to type: two groups of five (the server ignores case and spaces).
    expect(code).toMatch(/^[0-9A-Z]{5} [0-9A-Z]{5}$/);

    const phone = await languageContext(suite.browser(), 'fr');
    await loginContext(phone, suite.server().origin, 'member');
    const phonePage = await phone.newPage();
    await phonePage.goto(`${suite.server().origin}/usercenter/userInfo`);
    await phonePage.locator('[data-entry=scanLogin]').click();
    const sheet = phonePage.getByRole('dialog');
    const field = sheet.getByLabel(fr('usercenter.qr.codeLabel'), { exact: true });
    // A code nobody shows is refused under the field with the spec's "QR code expired".
    await field.fill('not-a-real-code');
    await sheet.getByRole('button', { name: fr('usercenter.qr.continue') }).click();
    await sheet.getByText(fr('errors.qrExpired')).waitFor();

    await field.fill(code.toLowerCase());
    await sheet.getByRole('button', { name: fr('usercenter.qr.continue') }).click();
    await sheet.getByText(fr('usercenter.qr.confirmTitle')).first().waitFor();
    // Scanned, not confirmed: the other browser says so and is still logged out.
    await deskPage.getByText(fr('account.qrScanned')).waitFor();
    expect(await storedUserId(deskPage)).toBe('');
    await phonePage.screenshot({ path: 'tests/e2e/.artifacts/qr-confirm-phone.png' });

    await sheet.getByRole('button', { name: fr('usercenter.qr.confirm') }).click();
    await phonePage.getByText(fr('usercenter.qr.done')).waitFor();
    await deskPage.waitForURL(/\/index\?random=\d+/);
    expect(await storedUserId(deskPage)).toBe(SEED_USERS.member.id);
    // The phone stays logged in.
    expect(await storedUserId(phonePage)).toBe(SEED_USERS.member.id);
    await desk.close();
    await phone.close();
  });

  it('an expired QR code says so and a rescan shows a new code', async () => {
    const desk = await languageContext(suite.browser(), 'fr');
    const page = await desk.newPage();
    // The browser's clock only: the page stops at expireTime by itself (the server agrees later).
    await page.clock.install();
    await page.goto(`${suite.server().origin}/login`);
    await page.getByRole('tab', { name: fr('account.byQr') }).click();
    const printed = page.locator('.mkt-qr-code code');
    await printed.waitFor();
    const first = await printed.textContent();
    await page.clock.fastForward('03:00');
    await page.getByRole('alert').getByText(fr('errors.qrExpired')).waitFor();
    expect(await printed.count()).toBe(0);
    await page.getByRole('button', { name: fr('account.qrRescan') }).click();
    await printed.waitFor();
    expect(await printed.textContent()).not.toBe(first);
    await desk.close();
  });
});

