// Issue 6 "User centre": account security and authentication as users would use them, against the
// real server and its seeded database, in Chromium at 360×740. Two devices of the 'seller' seed user
// (device management signs one out, and that device is logged out on its next call); the account
// log lists the logins; personal authentication goes "in review"; enterprise authentication asks
// for personal first; a wrong current password is refused in French under its field, and the new
// password is the one that logs in. The password change runs last: the other tests log in with the
// seed password.
import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest } from '../../../src/contract/envelope.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import { testMeta } from '../../server/harness.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext, loginOverApi, type SeedUser } from '../harness/session.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const SECURITY = '/usercenter/userSetting/accountAndSecurity';
const suite = marketSuite();
const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * A second device of the same user: the harness's login always uses one device id per user (and a
 * login ends the earlier session of the same device), so this one logs in as another phone.
 */
async function loginAsOtherDevice(context: BrowserContext, who: SeedUser): Promise<void> {
  const user = SEED_USERS[who];
  const password = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');
  const meta = testMeta({ deviceId: `e2e-${who}-iphone`, platform: { container: 'browser', userAgent: IPHONE_UA, screen: '390x844', appVersion: 'e2e' } });
  const res = await fetch(suite.server().origin + ENDPOINTS.login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(encodeRequest({ metaData: meta, customData: { type: 'mobile', loginData: { mobileCode: user.mobileCode, phone: user.phone, password } } })),
  });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok || decoded.value.code !== 200) throw new Error(`login failed: ${JSON.stringify(decoded)}`);
  const login = decoded.value.customData as { userId: string; Authorization: string; refreshToken: string };
  await context.addInitScript(([p, l]) => {
    if (localStorage.getItem('e2e:seeded') !== null || localStorage.getItem(`${p}userId`) !== null) return;
    localStorage.setItem('e2e:seeded', '1');
    localStorage.setItem(`${p}userId`, String(l.userId));
    localStorage.setItem(`${p}authorization`, l.Authorization);
    localStorage.setItem(`${p}refreshToken`, l.refreshToken);
  }, [storagePrefix('web'), login] as const);
}

describe('account and security (issue 6)', () => {
  it('device management lists both devices and signs the other one out; that device is then logged out', async () => {
    const a = await languageContext(suite.browser(), 'en');
    await loginContext(a, suite.server().origin, 'seller');
    const b = await languageContext(suite.browser(), 'en');
    await loginAsOtherDevice(b, 'seller');
    const pageB = await b.newPage();
    await pageB.goto(`${suite.server().origin}${SECURITY}/accountAndSecurityIndex`);
    // B is logged in: its phone shows masked on the index (asked with its own session).
    await pageB.getByText(/\+225\s07••••••04/).waitFor();

    const pageA = await a.newPage();
    const errors = watchErrors(pageA);
    await pageA.goto(`${suite.server().origin}${SECURITY}/deviceManagement`);
    const rows = pageA.locator('[data-device]');
    await expect.poll(() => rows.count()).toBe(2);
    const current = pageA.locator('[data-device=current]');
    await current.getByText(en('security.thisDevice')).waitFor();
    expect(await current.getByRole('button').count()).toBe(0);
    const other = pageA.locator('[data-device=other]');
    await other.getByText('Safari on iOS').waitFor();
    await pageA.screenshot({ path: `${ARTIFACTS}/security-devices.png` });

    await other.getByRole('button', { name: en('security.signOutLabel', { name: 'Safari on iOS' }) }).click();
    const dialog = pageA.getByRole('dialog');
    await dialog.getByText(en('security.signOutConfirm', { name: 'Safari on iOS' })).waitFor();
    await dialog.getByRole('button', { name: en('dialog.confirm') }).click();
    await pageA.getByText(en('security.signedOut')).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await pageA.locator('[data-device=other]').count()).toBe(0);

    // B's next call is refused (its session ended): the client sends it to the login screen.
    await pageB.reload();
    await pageB.waitForURL(/\/login$/);
    expect(errors).toEqual([]);
    await a.close();
    await b.close();
  });

  it('the account log lists the logins with their device, newest first', async () => {
    const context = await languageContext(suite.browser(), 'en');
    await loginContext(context, suite.server().origin, 'seller');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}${SECURITY}/accountLogs`);
    const logins = page.locator('[data-action=login]');
    // Three logins so far (this one, the iPhone, and the first test's) and the device removal.
    await expect.poll(() => logins.count()).toBeGreaterThanOrEqual(3);
    await logins.first().getByText(en('security.actions.login')).waitFor();
    await page.locator('[data-action=login]', { hasText: 'Safari on iOS' }).first().waitFor();
    await page.locator('[data-action=removeDevice]').getByText(en('security.actions.removeDevice')).waitFor();
    const firstAction = await page.locator('[data-action]').first().getAttribute('data-action');
    expect(firstAction).toBe('login'); // newest first: the login of this test
    await page.screenshot({ path: `${ARTIFACTS}/security-logs.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('personal authentication is submitted and shows "in review"', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, suite.server().origin, 'seller');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}/usercenter/auth/personal`);
    const submit = page.getByRole('button', { name: fr('form.submit') });
    await submit.click();
    // Every required field says what it needs (spec §5 "please input" / "choose").
    // (Counted among the field messages: the papers select's placeholder also reads "choose".)
    const messages = page.locator('.mkt-field-error');
    await expect.poll(() => messages.getByText(fr('validation.pleaseInput'), { exact: true }).count()).toBe(3);
    await expect.poll(() => messages.getByText(fr('validation.choose'), { exact: true }).count()).toBe(2);

    await page.getByLabel(fr('auth.realName')).fill('Yao Kouadio');
    await page.getByLabel(fr('auth.papersType')).selectOption({ label: fr('auth.papers.passport') });
    await page.getByLabel(fr('auth.papersNumber')).fill('CI-123456');
    await page.getByLabel(fr('auth.address')).fill('Rue des Jardins, Cocody, Abidjan');
    // A picture is refused before any upload, with the spec's message.
    await page.locator('input[data-field=attachment]').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await page.getByText(fr('errors.documentType')).waitFor();
    await page.locator('input[data-field=attachment]').setInputFiles({ name: 'piece-identite.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await page.getByText('piece-identite.pdf').waitFor();
    await submit.click();
    await page.getByText(fr('auth.inReview'), { exact: true }).waitFor();
    await page.getByText(fr('auth.submitted')).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/auth-personal-review.png` });

    // Another visit asks the server again and still shows the review, not the form.
    await page.reload();
    await page.getByText(fr('auth.inReview'), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: fr('form.submit') }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('enterprise authentication before personal shows "first personal" and leads to it', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, suite.server().origin, 'member');
    const page = await context.newPage();
    await page.goto(`${suite.server().origin}/usercenter/auth/authEnt`);
    await page.getByText(fr('validation.firstPersonal')).waitFor();
    expect(await page.getByLabel(fr('auth.companyName')).count()).toBe(0);
    await page.getByRole('link', { name: fr('auth.goPersonal') }).click();
    await page.waitForURL(/\/usercenter\/auth\/personal$/);
    await page.getByLabel(fr('auth.realName')).waitFor();
    await context.close();
  });

  it('enterprise authentication is offered once personal authentication was submitted', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, suite.server().origin, 'seller');
    const page = await context.newPage();
    await page.goto(`${suite.server().origin}/usercenter/auth/authEnt`);
    await page.getByLabel(fr('auth.companyName')).waitFor();
    expect(await page.getByText(fr('validation.firstPersonal')).count()).toBe(0);
    await context.close();
  });

  it('change password: a wrong current password is refused in French; the new one logs in', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, suite.server().origin, 'seller');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}${SECURITY}/changePassword`);
    const old = page.getByLabel(fr('form.oldPassword'), { exact: true });
    await old.fill('Wrong-guess-1');
    await page.getByLabel(fr('form.newPassword'), { exact: true }).fill('Nouveau2027');
    await page.getByLabel(fr('form.confirmPassword'), { exact: true }).fill('Nouveau2027');
    await page.getByRole('button', { name: fr('form.save') }).click();
    // Under the current-password field (aria-describedby), in French.
    await expect.poll(async () => {
      const id = await old.getAttribute('aria-describedby');
      return id ? page.locator(`[id="${id}"]`).textContent() : '';
    }).toBe(fr('errors.oldPasswordIncorrect'));
    await page.screenshot({ path: `${ARTIFACTS}/security-password-wrong.png` });

    await old.fill(SEED_PASSWORD);
    await page.getByRole('button', { name: fr('form.save') }).click();
    await page.getByText(fr('security.passwordDone')).waitFor();
    await page.waitForURL(new RegExp(`${SECURITY}/accountAndSecurityIndex$`));

    // The seed password no longer logs in; the new one does, through the login screen.
    await expect(loginOverApi(suite.server().origin, 'seller')).rejects.toThrow(/login as seller failed/);
    const fresh = await languageContext(suite.browser(), 'fr');
    const login = await fresh.newPage();
    await login.goto(`${suite.server().origin}/login`);
    await login.getByLabel(fr('form.phone'), { exact: true }).fill(SEED_USERS.seller.phone);
    await login.getByLabel(fr('form.password'), { exact: true }).fill('Nouveau2027');
    await login.getByRole('checkbox', { name: fr('form.agree') }).check();
    await login.getByRole('button', { name: fr('account.login'), exact: true }).click();
    await login.waitForURL(/\/index\?random=\d+/);
    expect(await login.evaluate(() => localStorage.getItem('mkt:web:userId'))).toBe(SEED_USERS.seller.id);
    expect(errors).toEqual([]);
    await fresh.close();
    await context.close();
  });
});
