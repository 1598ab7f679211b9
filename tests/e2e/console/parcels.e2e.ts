// The console's parcels in Chromium against the built server (examples/console/pages/parcel-*.tsx):
// the seeded buyer sends a parcel over the app's API (AIR_EXPRESS createParcel, declared 2 kg) and
// pays it in the payments sandbox; the seeded warehouse operator finds it by number, receives it
// HEAVIER (3.2 kg: the live chargeable weight and the supplement are shown before the receipt, then
// what it did); the departure is refused while the supplement is unpaid (the server's refusal
// shown); the sender pays the supplement over the API; then every tracking step one by one to
// delivered, each with its place. Last, the sender's own parcel page (/sea/details, French,
// 360×740) shows the delivered timeline and the re-quote. Screens at 1280×800 and 360×740, in
// English and French, in CONSOLE_SHOTS (console-page.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';
import { parcelQuote } from '../../../src/contract/parcel-price.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PARCEL_STATE, PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { City } from '../../../src/contract/types/lookups.js';
import type { Parcel, ParcelCategory, Warehouse } from '../../../src/contract/types/air-express.js';
import type { ShippingAddress } from '../../../src/contract/types/goods-order.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginContext, loginOverApi, type LoggedIn } from '../harness/session.js';
import { frMoney } from '../payments/money-page.js';
import { consoleDesk, consoleShot } from './console-page.js';
import { apiOk } from './pay-over-api.js';

/** The seeded warehouse operator (examples/server/console/operators.ts), the seed users' password. */
const WAREHOUSE_OPERATOR = 'warehouse';
const DECLARED = { weightG: 2000, lengthCm: 30, widthCm: 20, heightCm: 15 };
const MEASURED = { ...DECLARED, weightG: 3200 };
const DECLARED_VALUE = 80_000;
const TRACK = [
  ['Departed', 'Aéroport de Canton Baiyun'],
  ['Arrived', 'Aéroport Félix-Houphouët-Boigny, Abidjan'],
  ['In customs', 'Douane de l’aéroport, Port-Bouët'],
  ['Out for delivery', 'Cocody'],
  ['Delivered', 'Cocody, Riviera 3'],
] as const;

const s = fileSuite(() => startMarketServer());
const enMoney = (n: number) => `${new Intl.NumberFormat('en-US').format(n)} FCFA`;

const shot = consoleShot;

/** Desktop, then phone, then back to desktop. */
async function bothSizes(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Pays payment order `orderNo` as `who` with mobile money: the order call, then the tester's approval on the sandbox's hosted page. */
async function payInSandbox(origin: string, who: LoggedIn, orderNo: string): Promise<void> {
  const made = await apiOk<PaymentReply>(origin, ENDPOINTS.orderListPayment.path, { orderNos: [orderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: '/common/payConfirmReal' }, who.Authorization);
  if (!made.payUrl) throw new Error(`no pay page for ${orderNo}: ${JSON.stringify(made)}`);
  const tap = await fetch(made.payUrl, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ operator: 'orange', phone: '0701020304', decision: 'approve' }).toString(), redirect: 'manual',
  });
  expect(tap.status).toBe(303);
}

/** The buyer's parcel from Guangzhou to Abidjan, declared 2 kg, paid: its number once it waits for drop-off. */
async function paidParcel(origin: string, buyer: LoggedIn): Promise<{ parcel: Parcel; warehouse: Warehouse }> {
  const call = <T>(path: string, body: unknown) => apiOk<T>(origin, path, body, buyer.Authorization);
  const cities = await call<City[]>(ENDPOINTS.getCityByPid.path, { pid: 'CIV' });
  const address = (name: string, phone: string, district: string, landmark: string) => call<ShippingAddress>(ENDPOINTS.saveAddress.path, {
    name, mobileCode: '225', phone, areaId: 'CIV', cityId: Number(cities[0]!.id), district, street: '', landmark,
  });
  const sender = await address('Yao Konan', '0700000005', 'Plateau', 'Immeuble Alpha 2000');
  const receiver = await address('Awa Kouassi', '0701020304', 'Cocody', 'Derrière la pharmacie Sococé');
  const warehouses = await call<Warehouse[]>(ENDPOINTS.getWarehouses.path, {});
  const warehouse = warehouses.find((w) => w.warehouseId === 'guangzhou')!;
  const category = (await call<ParcelCategory[]>(ENDPOINTS.getParcelCategories.path, {})).find((c) => !c.forbidden)!;
  const made = await call<Parcel>(ENDPOINTS.createParcel.path, {
    senderAddressId: sender.addressId, receiverAddressId: receiver.addressId, warehouseId: warehouse.warehouseId, ...DECLARED,
    goods: { name: 'Chaussures et pagnes wax', categoryId: category.categoryId, quantity: 6, declaredValue: DECLARED_VALUE },
    remark: 'Fragile : deux boîtes à chaussures', agreed: true,
  });
  await payInSandbox(origin, buyer, made.paymentOrderNo);
  await expect.poll(async () => (await call<Parcel>(ENDPOINTS.getParcel.path, { parcelNo: made.parcelNo })).state, { timeout: 30_000 }).toBe(PARCEL_STATE.toDropOff);
  return { parcel: made, warehouse };
}

describe('operator console: parcels', () => {
  it('warehouse staff receive a heavier parcel, wait for the supplement, and track it to delivery', { timeout: 240_000 }, async () => {
    const { origin } = s.env();
    const buyer = await loginOverApi(origin, 'buyer', 'e2e-parcels-buyer');
    const { parcel, warehouse } = await paidParcel(origin, buyer);
    const route = warehouse.routes.find((r) => r.toAreaId === 'CIV')!;
    const declaredQuote = parcel.quote;
    expect(declaredQuote.total).toBe(parcelQuote(DECLARED, DECLARED_VALUE, route, '').total);
    const measuredQuote = parcelQuote(MEASURED, DECLARED_VALUE, route, '');
    const supplement = measuredQuote.total - declaredQuote.total;
    expect(supplement).toBeGreaterThan(0);

    const { context, page, errors } = await consoleDesk(s.browser());
    await page.goto(`${origin}/console`);
    await page.getByLabel('Username').fill(WAREHOUSE_OPERATOR);
    await page.getByLabel('Password').fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Warehouse staff land on the parcels; the money and review pages are not theirs.
    await page.getByRole('heading', { name: 'Parcels', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console pages' });
    expect(await nav.getByRole('link', { name: 'Orders', exact: true }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Review queue', exact: true }).count()).toBe(0);
    await page.locator('ul.rows li').first().waitFor();
    await page.locator(`select[name="warehouseId"] option[value="${warehouse.warehouseId}"]`).waitFor({ state: 'attached' });
    await bothSizes(page, 'parcels-list');

    // The filters: the parcels waiting for drop-off at this warehouse — only such rows, this one among them.
    await page.locator('select[name="state"]').selectOption(String(PARCEL_STATE.toDropOff));
    await page.locator('select[name="warehouseId"]').selectOption(warehouse.warehouseId);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: new RegExp(parcel.parcelNo) }).waitFor();
    await expect.poll(async () => new Set(await page.locator('ul.rows li .badge[class*="parcel-"]').allTextContents())).toEqual(new Set(['To drop off']));
    await page.locator('select[name="state"]').selectOption('0');
    await page.locator('select[name="warehouseId"]').selectOption('');

    // Found by its number; the row says what it is and that it is paid.
    await page.getByLabel('Parcel or order number, sender id, phone').fill(parcel.parcelNo);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 parcel', { exact: true }).waitFor();
    const row = page.getByRole('button', { name: new RegExp(parcel.parcelNo) });
    await row.getByText('To drop off').waitFor();
    await row.getByText('Chaussures et pagnes wax').waitFor();
    await row.getByText(`${enMoney(declaredQuote.total)} paid`).waitFor();
    await row.click();

    const detail = page.locator('.parcel-detail');
    await page.getByRole('heading', { name: `Parcel ${parcel.parcelNo}`, level: 2 }).waitFor();
    await detail.getByText('Awa Kouassi · +225 0701020304', { exact: false }).waitFor();
    await detail.getByText('Not measured yet').first().waitFor();
    await bothSizes(page, 'parcels-detail');

    // The receipt: 3.2 kg measured; the would-be price shows before anything is sent.
    const form = page.locator('form.receive-form');
    expect(await form.getByLabel('Place').inputValue()).toBe('Guangzhou');
    await form.getByLabel('Weight (kg)').fill('3.2');
    await form.getByLabel('Length (cm)').fill('30');
    await form.getByLabel('Width (cm)').fill('20');
    await form.getByLabel('Height (cm)').fill('15');
    await form.getByText(`Chargeable weight 3.5 kg (actual 3.2 kg, volumetric 1.5 kg): ${enMoney(measuredQuote.total)}`).waitFor();
    await form.getByText(`The sender will have to pay a supplement of ${enMoney(supplement)}.`).waitFor();
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'parcels-receive-1280', false);
    await form.getByRole('button', { name: 'Receive…' }).click();
    await form.getByText(`Receive parcel ${parcel.parcelNo} at 3.2 kg, 30 × 20 × 15 cm?`).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await form.getByRole('button', { name: 'Yes, receive' }).scrollIntoViewIfNeeded();
    await shot(page, 'parcels-receive-confirm-360', false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Yes, receive' }).click();
    await page.getByRole('status').filter({ hasText: `Parcel ${parcel.parcelNo} received, heavier than declared: a supplement of ${enMoney(supplement)} is to be paid by the sender before departure.` }).waitFor();
    await detail.locator('.detail-head').getByText('Supplement due').waitFor();
    await detail.locator('.detail-head').getByText('Received').waitFor();
    expect(await page.locator('form.receive-form').count()).toBe(0);
    await bothSizes(page, 'parcels-received');

    // Departure refused while the supplement is unpaid: said before, and the server refuses it.
    const unpaidText = 'The supplement of this parcel is not paid yet: it can depart once the sender has paid it.';
    const advance = page.locator('form.advance-form');
    await advance.getByText(unpaidText).waitFor();
    await advance.getByLabel('Place (optional)').fill(TRACK[0][1]);
    await advance.getByRole('button', { name: 'Record: Departed…' }).click();
    await advance.getByRole('button', { name: 'Yes, record' }).click();
    await page.getByRole('alert').filter({ hasText: unpaidText }).waitFor();
    await advance.scrollIntoViewIfNeeded();
    await shot(page, 'parcels-departure-refused-1280', false);
    await detail.locator('.detail-head').getByText('Received').waitFor();

    // The sender pays the supplement; the operator reads the parcel again.
    const after = await apiOk<Parcel>(origin, ENDPOINTS.getParcel.path, { parcelNo: parcel.parcelNo }, buyer.Authorization);
    expect(after.supplement).toMatchObject({ amount: supplement, paid: false });
    await payInSandbox(origin, buyer, after.supplement!.paymentOrderNo);
    await expect.poll(async () => (await apiOk<Parcel>(origin, ENDPOINTS.getParcel.path, { parcelNo: parcel.parcelNo }, buyer.Authorization)).supplement?.paid, { timeout: 30_000 }).toBe(true);
    await detail.locator('.detail-head').getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => detail.locator('.detail-head .badge.supplement-due').count()).toBe(0);
    await detail.locator('.payments').getByText('paid', { exact: true }).waitFor();

    // Then each step, only the next one, to delivered.
    for (const [step, place] of TRACK) {
      await advance.getByLabel('Place (optional)').fill(place);
      await advance.getByRole('button', { name: `Record: ${step}…` }).click();
      await advance.getByText(`Record "${step}" for parcel ${parcel.parcelNo}?`, { exact: false }).waitFor();
      await advance.getByRole('button', { name: 'Yes, record' }).click();
      await page.getByRole('status').filter({ hasText: `Parcel ${parcel.parcelNo}: "${step}" recorded.` }).waitFor();
      // The state badge names the step reached (the steps are named like the states).
      await expect.poll(() => detail.locator('.detail-head .badge').first().textContent()).toBe(step);
    }
    expect(await page.locator('form.advance-form').count()).toBe(0);
    const history = detail.locator('ol.timeline');
    await expect.poll(() => history.locator('li').evaluateAll((li) => li.map((e) => e.getAttribute('data-kind'))))
      .toEqual(['created', 'paid', 'received', 'requoted', 'supplementPaid', 'departed', 'arrived', 'customs', 'outForDelivery', 'delivered']);
    await history.locator('li[data-kind="departed"]').getByText(TRACK[0][1]).waitFor();
    await history.locator('li[data-kind="departed"]').getByText(WAREHOUSE_OPERATOR, { exact: true }).waitFor();
    await history.locator('li[data-kind="requoted"]').getByText(`from: ${enMoney(declaredQuote.total)}`, { exact: false }).waitFor();
    await bothSizes(page, 'parcels-delivered');

    // The same parcel in French, on a phone.
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('heading', { name: `Colis ${parcel.parcelNo}`, level: 2 }).waitFor();
    // The last move's outcome and the names read again in French.
    await page.getByRole('status').filter({ hasText: `Colis ${parcel.parcelNo}\u00a0: «\u00a0Livré\u00a0» enregistré.` }).waitFor();
    await detail.getByText(`${warehouse.name} · `, { exact: false }).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'parcels-delivered-fr-360');
    await page.getByRole('button', { name: /Retour aux colis/ }).click();
    await page.getByRole('heading', { name: 'Colis', level: 1 }).waitFor();
    await shot(page, 'parcels-list-fr-360');
    expect(errors).toEqual([]);
    await context.close();

    // The sender's own page: delivered, with the re-quote in its history.
    const app = await languageContext(s.browser(), 'fr');
    await loginContext(app, origin, 'buyer', 'e2e-parcels-app');
    const phone = await app.newPage();
    const appErrors = watchErrors(phone);
    await phone.goto(`${origin}/sea/details?parcelNo=${parcel.parcelNo}`);
    await phone.getByText(text('fr', 'sea.details.next.delivered')).first().waitFor();
    await phone.getByText(text('fr', 'sea.details.event.requotedFromTo', { from: frMoney(declaredQuote.total), to: frMoney(measuredQuote.total) })).first().waitFor();
    await phone.getByText(TRACK[4][1]).first().waitFor();
    await shot(phone, 'parcels-app-details-fr-360');
    expect(appErrors).toEqual([]);
    await app.close();
  });
});
