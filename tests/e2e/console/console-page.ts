// The operator console in a browser page: the development operator's login (README "The operator
// console"), as the console e2e files start.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';
import { watchErrors } from '../harness/browser.js';

export async function logInToConsole(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/console`);
  await page.getByLabel('Username').fill('operator');
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Review queue' }).waitFor();
}

/** Where the console e2e files leave their screenshots (1280×800 and 360×740 looks at each page). */
export const CONSOLE_SHOTS = process.env.CONSOLE_SHOTS ?? '/tmp/console-shots';

export async function consoleShot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(CONSOLE_SHOTS, { recursive: true });
  await page.screenshot({ path: `${CONSOLE_SHOTS}/${name}.png`, fullPage });
}

/** An operator's desk: a 1280×800 English browser context and its page; `errors` collects script errors. */
export async function consoleDesk(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  page.setDefaultTimeout(15_000);
  return { context, page, errors };
}

/** On the Operators page (an admin's): a new account with `role`, confirmed by the page. */
export async function createOperatorInConsole(page: Page, username: string, role: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.locator('form select[name="role"]').selectOption(role);
  await page.getByLabel('First password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('status').filter({ hasText: `${username} can now log in.` }).waitFor();
}
