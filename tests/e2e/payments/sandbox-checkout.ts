// Paying with mobile money as a user in Ivory Coast would, against the CinetPay sandbox of the built
// server (examples/server/payments/cinetpay/sandbox.ts: the hosted page where the tester picks the
// operator and approves): the pay panel makes the order (the server's amount is checked), then the
// hosted page, then back to the app's return page. For the e2e files that pay once on their way.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { frMoney } from './money-page.js';

/** On a pay panel (mobile money, the default method): Pay, the order the server made for `amount`, then off to the hosted page. */
export async function payOnPanel(page: Page, amount: number): Promise<void> {
  await page.locator('[data-action=pay]').click();
  const made = page.locator('[data-pay-panel=created]');
  await made.waitFor();
  expect(await made.locator('[data-amount]').getAttribute('data-amount')).toBe(String(amount));
  await made.getByText(frMoney(amount)).first().waitFor();
  await made.locator('[data-action=go-pay]').click();
}

/**
 * On the sandbox's hosted page: Orange Money, a number, approve; then back to the app's return page
 * (spec §2 "Common": payConfirmVirtual for services, payConfirmReal for goods).
 */
export async function approveAtCheckout(page: Page, returnPage: 'payConfirmVirtual' | 'payConfirmReal' = 'payConfirmVirtual'): Promise<void> {
  await page.waitForURL(/\/dev\/cinetpay\/checkout\//);
  await page.getByLabel('Orange Money').check();
  await page.getByLabel('Numéro de téléphone').fill('0701020304');
  await page.getByRole('button', { name: 'Valider le paiement' }).click();
  await page.getByText('Paiement accepté').waitFor();
  await page.getByRole('button', { name: 'Retour chez le marchand' }).click();
  await page.waitForURL(new RegExp(`/common/${returnPage}\\?`));
}
