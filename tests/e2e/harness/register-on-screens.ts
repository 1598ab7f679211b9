// A new user the way people sign up (spec §2 register): from /login to the register screen, the
// code the server sent read back from its outbox (outbox.ts), password twice, the agreement, then
// the home page. French texts, an Ivorian (+225) phone. Resolves once /index shows.
import type { Page } from 'playwright-core';
import { text } from './locale-text.js';
import { codeSentTo } from './outbox.js';

const fr = (key: string) => text('fr', key);

export const SCREEN_PASSWORD = 'Abidjan2026';

export async function registerOnScreens(page: Page, origin: string, phone: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('link', { name: fr('account.register') }).click();
  await page.getByRole('heading', { name: fr('account.registerTitle') }).waitFor();
  const sentAt = Date.now() - 1000;
  await page.getByLabel(fr('form.phone'), { exact: true }).fill(phone);
  await page.getByRole('button', { name: fr('form.sendCode') }).click();
  const code = await codeSentTo(origin, `+225${phone}`, sentAt);
  await page.getByLabel(fr('form.code'), { exact: true }).fill(code);
  await page.getByLabel(fr('form.newPassword'), { exact: true }).fill(SCREEN_PASSWORD);
  await page.getByLabel(fr('form.confirmPassword'), { exact: true }).fill(SCREEN_PASSWORD);
  await page.getByRole('checkbox', { name: fr('form.agree') }).check();
  await page.getByRole('button', { name: fr('account.register'), exact: true }).click();
  await page.waitForURL(/\/index\?random=\d+/);
}
