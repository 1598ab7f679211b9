// The console's goods orders in Chromium against the built server (examples/console/pages/
// trade-orders-page.tsx, trade-order-detail.tsx, dispute-form.tsx): goods orders made by SQL in the
// server's data folder before it starts (tests/server/console/trade-fixtures.ts) — a buyer's
// disputed order paid online, an undisputed one —; an operator opens "Goods orders", keeps the open
// disputes, reads the order (lines, address, history, the buyer's reason), decides "refund" (the
// note is required, then a confirmation), and is told the development provider cannot refund by
// API so the money is recorded as due; the payment order's link opens it on the orders page with
// "refund due"; the buyer's own view of the order (the app's call) says closed, refunded. Every
// screen is looked at at 1280×800 and 360×740, in English and French (screenshots in CONSOLE_SHOTS).
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../../examples/server/db/database.js';
import { migrate } from '../../../examples/server/db/migrate.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { TradeOrder } from '../../../src/contract/types/goods-order.js';
import { insertTradeOrder } from '../../server/console/trade-fixtures.js';
import { fileSuite } from '../harness/file-suite.js';
import { serveDataDir } from '../harness/market-server.js';
import { loginOverApi } from '../harness/session.js';
import { consoleDesk, consoleShot, logInToConsole } from './console-page.js';
import { apiOk } from './pay-over-api.js';

const DISPUTED = 'go2030011500000000101';
const QUIET = 'go2030011500000000102';
const HOUR = 3_600_000;

/** The seeded template's copy, with the goods orders written in before the server opens it. */
async function startWithOrders() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkt-e2e-'));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(db);
  const now = Date.now();
  const base = { buyerId: 'u-personal', sellerId: 'u-seller', payMode: 'online' as const, price: 12_000, deliveryFee: 1_000 };
  await insertTradeOrder(db, { ...base, orderNo: QUIET, state: TRADE_ORDER_STATE.shipped, createdAt: new Date(now - 6 * HOUR) });
  await insertTradeOrder(db, {
    ...base, orderNo: DISPUTED, state: TRADE_ORDER_STATE.shipped, dispute: 'open', disputeReason: 'Le carton est arrivé vide, photos envoyées au vendeur', createdAt: new Date(now - 5 * HOUR),
  });
  await db.close();
  return serveDataDir(dataDir, { TRANSLATE_URL: 'none' });
}

const s = fileSuite(startWithOrders);

/** Desktop, then phone, then back to desktop. */
async function bothSizes(page: Page, name: string): Promise<void> {
  await consoleShot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await consoleShot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('operator console: goods orders', () => {
  it('an operator finds a disputed goods order and refunds the buyer', async () => {
    const { origin } = s.env();
    const { context, page, errors } = await consoleDesk(s.browser());
    await logInToConsole(page, origin);
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    await nav.getByRole('link', { name: 'Goods orders', exact: true }).click();
    await page.getByRole('heading', { name: 'Goods orders', level: 1 }).waitFor();
    await page.getByText('2 orders').waitFor();

    // The open disputes only.
    await page.locator('select[name="dispute"]').selectOption('open');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 order', { exact: true }).waitFor();
    await expect.poll(() => page.locator('ul.rows li').count()).toBe(1);
    const row = page.getByRole('button', { name: new RegExp(DISPUTED) });
    await row.getByText('Dispute open').waitFor();
    await bothSizes(page, 'trade-list');
    await row.click();

    await page.getByRole('heading', { name: `Goods order ${DISPUTED}`, level: 2 }).waitFor();
    await page.getByText('Le carton est arrivé vide, photos envoyées au vendeur').first().waitFor();
    await page.getByText('Derrière la pharmacie Sococé', { exact: false }).waitFor();
    await page.getByRole('cell', { name: /Téléphone Tecno Spark 10/ }).waitFor();
    const history = page.locator('.trade-detail ol.timeline');
    await expect.poll(() => history.locator('li strong').allTextContents()).toEqual(['Ordered', 'Paid', 'Shipped', 'Dispute opened']);
    await bothSizes(page, 'trade-detail');
    await page.getByRole('heading', { name: 'Decide the dispute' }).scrollIntoViewIfNeeded();
    await consoleShot(page, 'trade-decide-1280', false);

    // A refund needs its note; then a confirmation names the order, the amount and the buyer.
    await page.getByLabel('Refund the buyer (13,000 FCFA)').check();
    await page.getByText('The goods are not put back in stock').waitFor();
    await page.getByRole('button', { name: 'Decide…' }).click();
    await page.getByRole('alert').filter({ hasText: 'Write a note of 1 to 500 characters.' }).waitFor();
    await page.getByLabel('Why the buyer is refunded (kept in the history and the audit log)').fill('Carton vide : photos du livreur et du client concordantes');
    await page.getByRole('button', { name: 'Decide…' }).click();
    await page.getByText(`Close order ${DISPUTED} and pay 13,000 FCFA back to Awa Kouassi?`).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Yes, refund' }).scrollIntoViewIfNeeded();
    await consoleShot(page, 'trade-confirm-360', false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Yes, refund' }).click();
    // The development provider (CinetPay's protocol) has no refund API: recorded as due.
    await page.getByRole('status').filter({ hasText: `Order ${DISPUTED} closed. The provider cannot refund by API: 13,000 FCFA is recorded as due` }).waitFor();
    await page.locator('.trade-detail .detail-head').getByText('Buyer refunded').waitFor();
    await page.locator('.trade-detail .detail-head').getByText('Closed').waitFor();
    await expect.poll(() => history.locator('li strong').allTextContents())
      .toEqual(['Ordered', 'Paid', 'Shipped', 'Dispute opened', 'Dispute decided: buyer refunded', 'Refund to the buyer']);
    await history.getByText('how: due (to refund by hand)', { exact: false }).waitFor();
    await history.getByText('operator', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Decide the dispute' }).count()).toBe(0);
    await bothSizes(page, 'trade-decided');

    // The same page in French, on a phone.
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('heading', { name: `Commande de biens ${DISPUTED}`, level: 2 }).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'trade-decided-fr-360');
    await page.getByRole('button', { name: /Retour aux commandes de biens/ }).click();
    await page.getByRole('heading', { name: 'Commandes de biens', level: 1 }).waitFor();
    await consoleShot(page, 'trade-list-fr-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Langue').selectOption('en');

    // The payment order, on the orders page: its refund is due for a cashier.
    await page.getByRole('heading', { name: 'Goods orders', level: 1 }).waitFor();
    // Decided, it left the open disputes; the decided ones list it.
    await page.getByText('No goods order matches.').waitFor();
    await page.locator('select[name="dispute"]').selectOption('decided');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: new RegExp(DISPUTED) }).getByText('Buyer refunded').waitFor();
    await page.getByRole('button', { name: new RegExp(DISPUTED) }).click();
    const paymentNo = `co${DISPUTED.slice(2)}`;
    await page.getByRole('link', { name: paymentNo }).click();
    await page.getByRole('heading', { name: 'Orders', exact: true, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/orders');
    await page.locator('.order-detail .detail-head').getByText('Refund due').waitFor();
    await expect.poll(() => page.locator('ol.journal li strong').last().textContent()).toBe('Refund due (a goods order closed; the provider could not pay it back)');
    await consoleShot(page, 'trade-payment-1280');

    // The buyer's own view of the order says so too.
    const buyer = await loginOverApi(origin, 'personal');
    const seen = await apiOk<TradeOrder>(origin, ENDPOINTS.getTradeOrder.path, { orderNo: DISPUTED }, buyer.Authorization);
    expect(seen).toMatchObject({ state: TRADE_ORDER_STATE.closed, closeReason: 'refunded', dispute: { status: 'refunded' } });

    expect(errors).toEqual([]);
    await context.close();
  });
});
