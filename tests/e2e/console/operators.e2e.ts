// Operator accounts in the console, in Chromium against the built server: the development admin
// creates a translator with a first password; the translator logs in (own browser context) and
// sees only the pages the role allows; the admin disables the account and the translator's next
// step lands on the login form, where the password no longer works. The page is looked at at
// 1280×800 and on a 360×740 phone (screenshots in CONSOLE_SHOTS).
import { describe, expect, it } from 'vitest';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { consoleDesk, consoleShot, createOperatorInConsole, logInToConsole } from './console-page.js';

const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));

describe('operator console: operator accounts', () => {
  it('an admin creates a translator, who sees only their pages; disabled, they are out', async () => {
    const { origin } = s.env();
    const username = `tr-${Date.now().toString(36)}`;
    const password = 'traduction-2026';
    const { context: adminContext, page: admin, errors: adminErrors } = await consoleDesk(s.browser());
    await logInToConsole(admin, origin);
    await admin.getByRole('link', { name: 'Operators' }).click();
    await admin.getByRole('heading', { name: 'Operators' }).waitFor();

    // A short password is refused before anything is sent.
    await admin.getByLabel('Username').fill(username);
    await admin.locator('form select[name="role"]').selectOption('translator');
    await admin.getByLabel('First password').fill('short');
    await admin.getByRole('button', { name: 'Create account' }).click();
    await admin.getByRole('alert').filter({ hasText: 'At least 10 characters' }).waitFor();
    await createOperatorInConsole(admin, username, 'translator', password);
    const row = admin.getByRole('row').filter({ hasText: username });
    await expect.poll(() => row.getByLabel(`Role of ${username}`).inputValue()).toBe('translator');
    await consoleShot(admin, 'operators-1280');
    await admin.setViewportSize({ width: 360, height: 740 });
    await consoleShot(admin, 'operators-360');
    await admin.setViewportSize({ width: 1280, height: 800 });

    // The translator, in a browser of their own.
    const { context: trContext, page: tr } = await consoleDesk(s.browser());
    await tr.goto(`${origin}/console`);
    await tr.getByLabel('Username').fill(username);
    await tr.getByLabel('Password').fill(password);
    await tr.getByRole('button', { name: 'Log in' }).click();
    const nav = tr.getByRole('navigation', { name: 'Console pages' });
    await nav.getByRole('link', { name: 'Translation' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Translation', 'Listing search']);
    // Their queue has loaded (its first call answered) before the admin acts: disabled earlier, that
    // call would already send them to the login form, and there would be nothing to refresh.
    const refresh = tr.getByRole('button', { name: 'Refresh' });
    await refresh.waitFor();

    // Disabled by the admin: the translator's next call ends on the login form.
    await row.getByRole('button', { name: 'Disable' }).click();
    await admin.getByRole('status').filter({ hasText: `${username} updated.` }).waitFor();
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('Disabled');
    await refresh.click();
    await tr.getByRole('button', { name: 'Log in' }).waitFor();
    await tr.getByLabel('Username').fill(username);
    await tr.getByLabel('Password').fill(password);
    await tr.getByRole('button', { name: 'Log in' }).click();
    await tr.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();

    expect(adminErrors).toEqual([]);
    await trContext.close();
    await adminContext.close();
  });
});
