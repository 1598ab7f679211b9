// The operator console in a browser page: the development operator's login (README "The operator
// console"), as the console e2e files start.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';

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
