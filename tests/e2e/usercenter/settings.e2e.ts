// Issue 6 "User centre": the settings screens as users would use them, against the real server and
// its seeded database, in Chromium at 360×740. Changing the language turns the interface French at
// once, survives a reload and is kept on the account (getUserInfo answers languageId 'fr'); the
// feedback form says the spec's "please input" in French under the text, then sends the text and a
// picture uploaded under module 12 (spec §3) and the server accepts it; logging out in one tab logs
// out the other open tab of the same browser without a reload (features/logout.ts: the cleared user
// id is persisted and other tabs see it through the storage event), and the server refuses the old
// session.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../../examples/server/seed/png.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type Reply } from '../../../src/contract/envelope.js';
import { testMeta } from '../../server/harness.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext, type LoggedIn, type SeedUser } from '../harness/session.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const SETTINGS = '/usercenter/userSetting';
const suite = marketSuite();
const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);

/** One call to the real server with a session, as the app makes it (same device as the login). */
async function callAs(who: SeedUser, login: LoggedIn, path: string, customData: unknown): Promise<Reply> {
  const res = await fetch(suite.server().origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: login.Authorization },
    body: JSON.stringify(encodeRequest({ metaData: testMeta({ userId: login.userId, deviceId: `e2e-${who}` }), customData })),
  });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok) throw new Error(`undecodable reply from ${path}`);
  return decoded.value;
}

/** A real 48×48 PNG (the server sniffs the bytes and writes a WebP sibling). */
function picture(): Buffer {
  const rgb = new Uint8Array(48 * 48 * 3);
  for (let i = 0; i < rgb.length; i += 3) [rgb[i], rgb[i + 1], rgb[i + 2]] = [30, 140 + (i % 90), 90];
  return encodePng(48, 48, rgb);
}

const heading = (page: Page) => page.locator('.mkt-head h1');

describe('settings (issue 6)', () => {
  it('change language: French at once, after a reload, and on the account', async () => {
    const context = await languageContext(suite.browser(), 'en');
    const login = await loginContext(context, suite.server().origin, 'member');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}${SETTINGS}/settingIndex`);
    await expect.poll(() => heading(page).textContent()).toBe(en('settings.title'));
    const languageRow = page.locator('[data-row=language]');
    await languageRow.getByText('English', { exact: true }).waitFor();
    await languageRow.click();
    await page.waitForURL(/\/changeLanguage$/);

    // Radio semantics: one choice per language, named in itself, the current one checked.
    const choices = page.getByRole('radio');
    expect(await choices.count()).toBe(3);
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '中文' }).isChecked()).toBe(false);
    await page.locator('label[data-language=fr]').click();

    // The interface speaks French without a reload; the confirmation too; back on the settings.
    await page.getByText(fr('settings.languageSaved')).waitFor();
    await page.waitForURL(/\/settingIndex$/);
    await expect.poll(() => heading(page).textContent()).toBe(fr('settings.title'));
    await page.locator('[data-row=language]').getByText('Français', { exact: true }).waitFor();
    await page.getByText(fr('settings.feedback'), { exact: true }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/settings-language-fr.png` });

    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe(fr('settings.title'));

    // The account keeps it: the server's own user info says 'fr' (it was 'en' for this seed user).
    const info = await callAs('member', login, ENDPOINTS.getUserInfo.path, {});
    expect(info.code).toBe(200);
    expect((info.customData as { languageId: string }).languageId).toBe('fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('feedback in French: "please input" under the text, then text and a picture are accepted', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, suite.server().origin, 'personal');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}${SETTINGS}/feedback`);
    const content = page.getByLabel(fr('settings.feedbackContent'), { exact: true });
    await content.waitFor();
    const submit = page.getByRole('button', { name: fr('form.submit') });
    await submit.click();
    // Under the text field (aria-describedby names the message first, then the counter).
    await expect.poll(async () => {
      const ids = (await content.getAttribute('aria-describedby'))?.split(' ') ?? [];
      return ids[0] && ids.length === 2 ? page.locator(`[id="${ids[0]}"]`).textContent() : '';
    }).toBe(fr('validation.pleaseInput'));
    expect(await content.getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${ARTIFACTS}/settings-feedback-empty-fr.png` });

    const message = 'La recherche par ville ne trouve pas Yamoussoukro.';
    await content.fill(message);
    await page.getByText(`${message.length}/250`, { exact: true }).waitFor();
    expect(await content.getAttribute('aria-invalid')).toBeNull();

    // The picture goes up under the feedback module (spec §3: 12) and shows in the grid.
    // (Read through a route: Chromium reports no post data for a multipart body with a file.)
    let uploadBody = '';
    await page.route(`**${ENDPOINTS.uploadImg.path}`, async (route) => {
      uploadBody = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await route.continue();
    });
    await page.locator('input[data-field=imgList]').setInputFiles({ name: 'capture.png', mimeType: 'image/png', buffer: picture() });
    await page.getByRole('img', { name: fr('auth.picture', { n: 1 }) }).waitFor();
    expect(uploadBody).toMatch(/name="moduleId"\r\n\r\n12\r\n/);
    await page.getByLabel(fr('settings.feedbackContacts')).fill('yao@example.ci');

    const sent = page.waitForResponse((r) => r.url().endsWith(ENDPOINTS.insertUserFeedback.path));
    await submit.click();
    const reply = decodeReply(await (await sent).text());
    expect(reply.ok && reply.value.code).toBe(200);
    await page.getByText(fr('settings.feedbackSent')).waitFor();
    await page.waitForURL(/\/settingIndex$/);
    expect(await page.locator('[data-form=feedback]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor is asked to log in before giving feedback', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    const page = await context.newPage();
    await page.goto(`${suite.server().origin}${SETTINGS}/feedback`);
    await page.getByText(fr('security.loginNeeded')).waitFor();
    expect(await page.locator('[data-form=feedback]').count()).toBe(0);
    // The settings of a visitor: no "log out".
    await page.goto(`${suite.server().origin}${SETTINGS}/settingIndex`);
    await page.locator('[data-row=language]').waitFor();
    expect(await page.getByRole('button', { name: fr('settings.logout') }).count()).toBe(0);
    await context.close();
  });

  it('log out in one tab: the other open tab is logged out without a reload; the server ends the session', async () => {
    const context = await languageContext(suite.browser(), 'en');
    const login = await loginContext(context, suite.server().origin, 'enterprise');
    const other = await context.newPage();
    await other.goto(`${suite.server().origin}${SETTINGS}/accountAndSecurity/accountAndSecurityIndex`);
    await other.locator('[data-row=password]').waitFor();

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}${SETTINGS}/settingIndex`);
    await page.getByRole('button', { name: en('settings.logout') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en('settings.logoutConfirm')).waitFor();
    await dialog.getByRole('button', { name: en('dialog.confirm') }).click();
    await page.getByText(en('settings.loggedOut')).waitFor();
    await page.waitForURL(/\/index$/);

    // The other tab, untouched since it loaded, now shows the login prompt instead of the rows.
    await other.getByText(en('security.loginNeeded')).waitFor();
    expect(await other.locator('[data-row=password]').count()).toBe(0);
    // The server ended that session: its token no longer works.
    const info = await callAs('enterprise', login, ENDPOINTS.getUserInfo.path, {});
    expect(info.code).not.toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
