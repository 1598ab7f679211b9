// The console's money pages in Chromium against the built server (examples/console/pages/
// remittances-page.tsx, orders-page.tsx, coupons-page.tsx, products-page.tsx): a user buys a
// package of posting chances by bank transfer and sends a picture of the receipt through the
// app's own calls; the admin makes a cashier account; the cashier lands on the transfer proofs,
// sees the picture and confirms it — the user's assets show the chances —; finds the order, reads
// its journal and records a partial refund by hand; gives the user a coupon by phone; makes a
// batch of exchange codes (shown once, copied, downloaded as .csv) of which the user redeems one;
// reads the prices the admin may change. Every page is looked at at 1280×800 and 360×740
// (screenshots in CONSOLE_SHOTS).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { ExchangeCodeReply, Order } from '../../../src/contract/types/payment.js';
import type { Coupon } from '../../../src/contract/types/usercenter.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginOverApi } from '../harness/session.js';
import { consoleDesk, consoleShot, createOperatorInConsole, logInToConsole } from './console-page.js';
import { apiOk, bankPurchaseWithProof, chancesLeft } from './pay-over-api.js';
import type { Page } from 'playwright-core';

const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));

/** Both looks of a page: desktop, then phone, then back to desktop. */
async function bothSizes(page: Page, name: string): Promise<void> {
  await consoleShot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await consoleShot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('operator console: money pages', () => {
  it('a cashier confirms a bank transfer, refunds, gives a coupon and codes; prices for admins', async () => {
    const { origin } = s.env();
    const seller = await loginOverApi(origin, 'seller');
    const before = await chancesLeft(origin, seller.Authorization);
    const orderNo = await bankPurchaseWithProof(origin, seller.Authorization, 1, 'Virement BICICI réf. 88412');

    // The admin makes a cashier account.
    const stamp = Date.now().toString(36);
    const cashierName = `caisse-${stamp}`;
    const password = 'caisse-mot-de-passe';
    const { context: adminContext, page: admin, errors: adminErrors } = await consoleDesk(s.browser());
    await logInToConsole(admin, origin);
    await admin.getByRole('link', { name: 'Operators' }).click();
    await admin.getByRole('heading', { name: 'Operators' }).waitFor();
    await createOperatorInConsole(admin, cashierName, 'cashier', password);

    // The cashier lands on the proofs waiting.
    const { context, page, errors } = await consoleDesk(s.browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto(`${origin}/console`);
    await page.getByLabel('Username').fill(cashierName);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Transfer proofs', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/remittances');
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Transfer proofs', 'Orders', 'Goods orders', 'Coupons & codes', 'Products & prices', 'Listing search']);

    await page.getByRole('button', { name: new RegExp(orderNo) }).click();
    await page.getByRole('heading', { name: '5 posting chances', level: 2 }).waitFor();
    await page.getByText('The order asks for 1,000 FCFA.').waitFor();
    const proof = page.getByRole('img', { name: 'Transfer proof sent by the payer' });
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByText('Virement BICICI réf. 88412').waitFor();
    await bothSizes(page, 'remittances');
    await page.getByRole('button', { name: 'Confirm payment received' }).click();
    await page.getByRole('status').filter({ hasText: `Confirmed: order ${orderNo} is paid and delivered.` }).waitFor();
    await page.getByText('No proof is waiting.').waitFor();

    // The user has the chances; the order is paid.
    expect(await chancesLeft(origin, seller.Authorization)).toBe(before + 5);
    expect((await apiOk<Order>(origin, ENDPOINTS.getOrderDetail.path, { orderNo }, seller.Authorization)).state).toBe(2);

    // The order, its journal, a partial refund recorded by hand.
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByLabel('Order number').fill(orderNo);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Orders found: 1').waitFor();
    await page.getByRole('button', { name: new RegExp(orderNo) }).click();
    await page.getByRole('heading', { name: '5 posting chances', level: 2 }).waitFor();
    const journal = page.locator('ol.journal');
    await expect.poll(() => journal.locator('li strong').allTextContents())
      .toEqual(['Transfer proof sent', 'Proof confirmed by an operator', 'Paid and delivered']);
    await journal.locator('li').first().getByText('Raw record').click();
    await expect.poll(() => journal.locator('li').first().locator('pre').textContent()).toContain('Virement BICICI réf. 88412');
    await page.getByText('A refund takes nothing back').waitFor();
    await page.getByLabel('Amount (FCFA)').fill('400');
    await page.getByLabel('Reference of the refund').fill('VIR-RETOUR-5521');
    await page.getByLabel('Reason (kept in the journal)').fill('Le client a payé 400 FCFA de frais bancaires en trop');
    await page.getByRole('button', { name: 'Refund…' }).click();
    await page.getByText(`Record that 400 FCFA was paid back to ${SEED_USERS.seller.petName}?`).waitFor();
    await page.getByRole('button', { name: 'Yes, refund' }).click();
    await page.getByRole('status').filter({ hasText: 'Refund of 400 FCFA recorded (400 FCFA refunded in all).' }).waitFor();
    await page.getByText('Left to refund: 600 FCFA.').waitFor();
    await expect.poll(() => journal.locator('li strong').last().textContent()).toBe('Refund recorded');
    await bothSizes(page, 'orders');
    // The split view scrolls inside its pane: the journal and the refund form, looked at too.
    await page.getByRole('heading', { name: 'Refund', exact: true }).scrollIntoViewIfNeeded();
    await consoleShot(page, 'orders-refund-1280', false);
    await journal.scrollIntoViewIfNeeded();
    await consoleShot(page, 'orders-journal-1280', false);

    // A coupon to the user, by phone with the country code.
    await nav.getByRole('link', { name: 'Coupons & codes' }).click();
    await page.getByRole('heading', { name: 'Give a coupon' }).waitFor();
    await page.getByLabel(/^Phone number/).fill(`+${SEED_USERS.seller.mobileCode} ${SEED_USERS.seller.phone}`);
    const couponForm = page.locator('form', { has: page.getByRole('heading', { name: 'Give a coupon' }) });
    await couponForm.getByLabel('Amount (FCFA)').fill('502');
    await couponForm.getByLabel('Valid for (days)').fill('30');
    await couponForm.getByRole('button', { name: 'Give the coupon' }).click();
    await couponForm.getByRole('alert').filter({ hasText: 'Whole francs, a multiple of 5.' }).waitFor();
    await couponForm.getByLabel('Amount (FCFA)').fill('500');
    await couponForm.getByRole('button', { name: 'Give the coupon' }).click();
    await couponForm.getByRole('status').filter({ hasText: `Coupon of 500 FCFA given to ${SEED_USERS.seller.petName}` }).waitFor();
    const coupons = await apiOk<SearchReply<Coupon>>(origin, ENDPOINTS.getCouponList.path, { type: 1, page: { index: 1, size: 15 } }, seller.Authorization);
    expect(coupons.resultList.map((c) => c.amount)).toContain(500);

    // A batch of codes, shown once: copied, downloaded, and one redeemed by the user.
    const batchForm = page.locator('form', { has: page.getByRole('heading', { name: 'New batch of exchange codes' }) });
    await batchForm.getByLabel('Batch label').fill(`Salon Abidjan ${stamp}`);
    await batchForm.getByLabel('Number of codes').fill('3');
    await batchForm.getByRole('button', { name: 'Create the codes' }).click();
    await page.getByRole('heading', { name: `New codes for “Salon Abidjan ${stamp}”: 3` }).waitFor();
    await page.getByText('These codes are shown only now').waitFor();
    const codes = (await page.getByLabel('The new codes, one a line').inputValue()).split('\n');
    expect(codes).toHaveLength(3);
    await page.getByRole('button', { name: 'Copy the codes' }).click();
    await page.getByRole('status').filter({ hasText: 'Codes copied.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download .csv' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^codes-\d+-Salon-Abidjan-[a-z0-9]+\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    for (const c of codes) expect(csv).toContain(`${c},`);
    await bothSizes(page, 'coupons-codes');
    const redeemed = await apiOk<ExchangeCodeReply>(origin, ENDPOINTS.exchangeCode.path, { code: codes[1] }, seller.Authorization);
    expect(redeemed).toMatchObject({ kind: 'chances', quantity: 5 });
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const batchRow = page.getByRole('row').filter({ hasText: `Salon Abidjan ${stamp}` });
    await expect.poll(() => batchRow.getByRole('cell').nth(2).textContent()).toBe('1 of 3');
    await bothSizes(page, 'coupons');

    // Prices: the cashier reads them; the admin changes one.
    await nav.getByRole('link', { name: 'Products & prices' }).click();
    await page.getByText('Your role may read the prices but not change them.').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    await bothSizes(page, 'products-cashier');
    await admin.getByRole('link', { name: 'Products & prices' }).click();
    const price = admin.getByLabel('Price of 20 posting chances', { exact: true });
    await price.fill('3602');
    await admin.getByRole('row').filter({ has: price }).getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('alert').filter({ hasText: '0 (free) or at least 100 FCFA, a multiple of 5.' }).waitFor();
    await price.fill('3600');
    await admin.getByRole('row').filter({ has: price }).getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('status').filter({ hasText: '20 posting chances saved.' }).waitFor();
    await bothSizes(admin, 'products-admin');

    expect(errors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await context.close();
    await adminContext.close();
  });
});
