// Air-express parcels as their sender follows them, in Chromium, French, on a 360×740 phone against
// the real server (spec §2 /sea order, details; statuses.ts PARCEL_STATE, PARCEL_TRACKING). The
// seeded buyer (+225 0700000005) has a departed and a delivered parcel (seed/insert-express.ts): the
// list shows each under its tab, the details show the timeline with the places of the done steps. A
// parcel made over the API (createParcel) and paid in the CinetPay sandbox is received and moved on
// by the warehouse over the console's HTTP API while its details are open: the page follows live
// (queue event 'parcel') with a toast. A parcel to be paid is cancelled from its details. The user
// centre leads to the list. Every screen is photographed.
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';
import { CONSOLE_API_BASE, CONSOLE_COOKIE, CONSOLE_CSRF_HEADER, CONSOLE_CSRF_VALUE } from '../../../src/contract/console-api.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../../src/contract/endpoints/air-express.js';
import { GOODS_ORDER_ENDPOINTS } from '../../../src/contract/endpoints/goods-orders.js';
import { LOOKUP_ENDPOINTS } from '../../../src/contract/endpoints/lookups.js';
import { PAYMENT_ENDPOINTS } from '../../../src/contract/endpoints/payment.js';
import { PARCEL_STATE, PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { Parcel, ParcelCategory, ParcelRequest } from '../../../src/contract/types/air-express.js';
import type { ShippingAddress } from '../../../src/contract/types/goods-order.js';
import type { City } from '../../../src/contract/types/lookups.js';
import type { PaymentReply } from '../../../src/contract/types/payment.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { frMoney } from '../payments/money-page.js';
import { loginContext, loginOverApi, type LoggedIn } from '../harness/session.js';
import { openSockets, watchSockets } from '../harness/sockets.js';
import { shooter } from '../harness/shots.js';

const suite = (() => {
  const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));
  return { server: s.env, browser: s.browser };
})();
const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);
/** The seeded parcels of u-buyer (examples/server/seed/insert-express.ts). */
const DEPARTED = 'ae2026010900000000001';
const DELIVERED = 'ae2025122200000000002';
const DEPARTED_PLACE = 'Aéroport international de Canton-Baiyun';

const shot = shooter('parcel-tracking');

/** The app scrolls inside its own box, so a part further down is brought into view first. */
async function shotAt(page: Page, selector: string, name: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await shot(page, name);
}

async function ok<T>(path: string, body: unknown, token?: string): Promise<T> {
  const reply = await apiCall<T>(suite.server().origin, path, body, token);
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.message} ${JSON.stringify(reply.customData)}`);
  return reply.customData;
}

/** The warehouse's side over the console's HTTP API (console-express.ts), as the development operator (admin). */
async function consoleSession(): Promise<(call: string, body: unknown) => Promise<unknown>> {
  const origin = suite.server().origin;
  const headers = { 'content-type': 'application/json', origin, [CONSOLE_CSRF_HEADER]: CONSOLE_CSRF_VALUE };
  const login = await fetch(`${origin}${CONSOLE_API_BASE}/login`, {
    method: 'POST', headers,
    body: JSON.stringify({ username: 'operator', password: createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex') }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie.startsWith(`${CONSOLE_COOKIE}=`)).toBe(true);
  return async (call, body) => {
    const res = await fetch(`${origin}${CONSOLE_API_BASE}/${call}`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(body) });
    const reply = (await res.json()) as { code: number; message: string; customData: unknown };
    if (reply.code !== 200) throw new Error(`console ${call}: ${reply.code} ${reply.message}`);
    return reply.customData;
  };
}

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

const state: { buyer?: LoggedIn; phone?: Opened; request?: Omit<ParcelRequest, 'goods'> & { categoryId: number }; live?: Parcel } = {};

const card = (page: Page, parcelNo: string) => page.locator(`a.mkt-parcel[data-parcel-no="${parcelNo}"]`);
const details = (page: Page) => page.locator('.mkt-pdetails');
const noOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** A new parcel of the buyer over the API (the form is app1's e2e): to be paid, Guangzhou → Abidjan. */
async function newParcel(name: string): Promise<Parcel> {
  const r = state.request!;
  const { categoryId, ...rest } = r;
  return ok<Parcel>(AIR_EXPRESS_ENDPOINTS.createParcel.path, { ...rest, goods: { name, categoryId, quantity: 2, declaredValue: 25_000 } }, state.buyer!.Authorization);
}

const parcelOf = (parcelNo: string) => ok<Parcel>(AIR_EXPRESS_ENDPOINTS.getParcel.path, { parcelNo }, state.buyer!.Authorization);

/** The price paid in the CinetPay sandbox (the tester's approval on the hosted page, its redirect not followed). */
async function payInSandbox(paymentOrderNo: string): Promise<void> {
  const pay = await ok<PaymentReply>(PAYMENT_ENDPOINTS.orderListPayment.path, {
    orderNos: [paymentOrderNo], payType: PAYMENT_METHOD.mobileMoney, returnUrl: '/common/payConfirmReal',
  }, state.buyer!.Authorization);
  const tap = await fetch(pay.payUrl!, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ operator: 'orange', phone: '0701020304', decision: 'approve' }).toString(), redirect: 'manual',
  });
  expect(tap.status).toBe(303);
}

describe('air-express parcels as the sender follows them (French, 360×740)', () => {
  it('1. the list: the seeded parcels under their tabs, the empty tab offers to send one', async () => {
    const origin = suite.server().origin;
    state.buyer = await loginOverApi(origin, 'buyer', 'e2e-parcels-api');
    const context = await languageContext(suite.browser(), 'fr');
    await watchSockets(context);
    await loginContext(context, origin, 'buyer', 'e2e-parcels-fr');
    const page = await context.newPage();
    state.phone = { context, page, errors: watchErrors(page) };

    // The user centre leads to the list.
    await page.goto(`${origin}/usercenter/userInfo`);
    expect(await page.locator('[data-entry=parcels]').getAttribute('href')).toBe('/sea/order');
    await shotAt(page, '[data-entry=parcels]', '1-user-centre-fr');
    await page.getByText(fr('usercenter.entries.parcels'), { exact: true }).click();
    await page.waitForURL(/\/sea\/order$/);
    await card(page, DEPARTED).waitFor();
    await card(page, DELIVERED).waitFor();
    await expect.poll(() => card(page, DEPARTED).locator('[data-state]').textContent()).toBe(fr('sea.state.departed'));
    await expect.poll(() => card(page, DELIVERED).locator('[data-state]').textContent()).toBe(fr('sea.state.delivered'));
    await noOverflow(page);
    await shot(page, '1-list-all-fr');

    await page.locator('[data-tab="inTransit"]').click();
    await card(page, DEPARTED).waitFor();
    await expect.poll(() => card(page, DELIVERED).count()).toBe(0);
    await page.locator('[data-tab="delivered"]').click();
    await card(page, DELIVERED).waitFor();
    await expect.poll(() => card(page, DEPARTED).count()).toBe(0);
    await page.locator('[data-tab="toPay"]').click();
    await page.locator('[data-empty="toPay"]').waitFor();
    await page.locator('[data-empty="toPay"] [data-action="send-parcel"]').waitFor();
    await shot(page, '1-list-empty-tab-fr');
    expect(state.phone.errors).toEqual([]);
  });

  it('2. the details of the seeded parcels: the timeline with the places of the done steps', async () => {
    const { page, errors } = state.phone!;
    const origin = suite.server().origin;
    await page.locator('[data-tab="inTransit"]').click();
    await card(page, DEPARTED).click();
    await page.waitForURL(new RegExp(`/sea/details\\?parcelNo=${DEPARTED}$`));
    await details(page).waitFor();
    const steps = page.locator('.mkt-ptrack li');
    await expect.poll(() => steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(['done', 'current', 'future', 'future', 'future', 'future']);
    await expect.poll(() => page.locator('[data-step="departed"] [data-place]').textContent()).toBe(DEPARTED_PLACE);
    expect(await page.locator('[data-step="received"] [data-at]').count()).toBe(1);
    expect(await page.locator('[data-step="arrived"] [data-place]').count()).toBe(0);
    await page.getByText(fr('sea.details.next.departed')).waitFor();
    // Neither cancel nor pay once it has left.
    expect(await page.locator('[data-action="cancel-parcel"], [data-action="pay"]').count()).toBe(0);
    await noOverflow(page);
    await shot(page, '2-departed-fr');
    await shot(page, '2-departed-whole-fr', true);

    await page.goto(`${origin}/sea/details?parcelNo=${DELIVERED}`);
    await details(page).waitFor();
    await expect.poll(() => steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(['done', 'done', 'done', 'done', 'done', 'current']);
    await expect.poll(() => page.locator('[data-step="delivered"] [data-place]').textContent()).toBe('Cocody, Abidjan');
    await expect.poll(() => page.locator('[data-step="customs"] [data-place]').textContent()).toBe('Douane de l’aéroport d’Abidjan');
    await shot(page, '2-delivered-whole-fr', true);

    // Another's parcel, or none: "not found", never a failure.
    await page.goto(`${origin}/sea/details?parcelNo=ae2026010900000009999`);
    await page.locator('[data-outcome="missing"]').getByText(fr('sea.details.notFound')).waitFor();
    await page.goto(`${origin}/sea/details?parcelNo=nonsense`);
    await page.locator('[data-outcome="missing"]').waitFor();
    await shot(page, '2-not-found-fr');
    expect(errors).toEqual([]);
  });

  it('3. a parcel paid, then received and moved on by the warehouse: its open details follow live', async () => {
    const { page, errors } = state.phone!;
    const origin = suite.server().origin;
    const token = state.buyer!.Authorization;
    const cities = await ok<City[]>(LOOKUP_ENDPOINTS.getCityByPid.path, { pid: 'CIV' });
    const address = (name: string, street: string) => ok<ShippingAddress>(GOODS_ORDER_ENDPOINTS.saveAddress.path, {
      name, mobileCode: '225', phone: '0701020304', areaId: 'CIV', cityId: Number(cities[0]!.id),
      district: 'Cocody', street, landmark: 'Derrière la pharmacie Sococé', isDefault: 0,
    }, token);
    const sender = await address('Adjoua Kouamé', 'Rue des Jardins');
    const receiver = await address('Awa Kouassi', 'Boulevard Latrille');
    const categories = await ok<ParcelCategory[]>(AIR_EXPRESS_ENDPOINTS.getParcelCategories.path, {});
    state.request = {
      senderAddressId: sender.addressId, receiverAddressId: receiver.addressId, warehouseId: 'guangzhou',
      weightG: 2400, lengthCm: 30, widthCm: 20, heightCm: 15, remark: '', agreed: true,
      categoryId: Number(categories.find((c) => !c.forbidden)!.categoryId),
    };
    const made = await newParcel('Pagnes wax');
    expect(made.state).toBe(PARCEL_STATE.toBePaid);

    // To be paid: the deadline and the way to pay.
    await page.goto(`${origin}/sea/details?parcelNo=${made.parcelNo}`);
    await details(page).waitFor();
    await page.locator('[data-action="pay"]').waitFor();
    expect(await page.locator('[data-action="pay"]').getAttribute('href')).toBe(`/sea/pay?parcelNo=${made.parcelNo}`);
    await page.locator('[data-action="cancel-parcel"]').waitFor();
    await noOverflow(page);
    await shot(page, '3-to-pay-fr');

    await payInSandbox(made.paymentOrderNo);
    await expect.poll(async () => (await parcelOf(made.parcelNo)).state, { timeout: 15_000 }).toBe(PARCEL_STATE.toDropOff);

    // To drop off: the warehouse and the number to write on the parcel; the queue connected.
    await page.reload();
    await details(page).waitFor();
    await expect.poll(() => details(page).getAttribute('data-state')).toBe(String(PARCEL_STATE.toDropOff));
    await expect.poll(() => page.locator('[data-mark]').textContent()).toBe(made.parcelNo);
    expect(await page.locator('a.mkt-ptel').getAttribute('href')).toMatch(/^tel:\+\d+$/);
    await noOverflow(page);
    await shot(page, '3-to-drop-off-fr', true);
    await expect.poll(() => openSockets(page), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(500); // the SUBSCRIBE reaches the broker
    await page.evaluate(() => void ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));

    const desk = await consoleSession();
    await desk('receiveParcel', { parcelNo: made.parcelNo, weightG: 2400, lengthCm: 30, widthCm: 20, heightCm: 15, place: 'Entrepôt de Canton', language: 'fr' });
    await expect.poll(() => details(page).getAttribute('data-state'), { timeout: 15_000 }).toBe(String(PARCEL_STATE.received));
    await page.getByText(fr('sea.tracking.toast.received', { name: 'Pagnes wax' })).waitFor();
    await expect.poll(() => page.locator('[data-step="received"]').getAttribute('data-status')).toBe('current');
    expect(await page.locator('[data-action="cancel-parcel"]').count()).toBe(0);

    await desk('advanceParcel', { parcelNo: made.parcelNo, step: 'departed', place: DEPARTED_PLACE, language: 'fr' });
    await expect.poll(() => details(page).getAttribute('data-state'), { timeout: 15_000 }).toBe(String(PARCEL_STATE.departed));
    await page.getByText(fr('sea.tracking.toast.departed', { name: 'Pagnes wax' })).waitFor();
    await expect.poll(() => page.locator('[data-step="departed"]').getAttribute('data-status')).toBe('current');
    await expect.poll(() => page.locator('[data-step="departed"] [data-place]').textContent()).toBe(DEPARTED_PLACE);
    await expect.poll(() => page.locator('[data-step="received"]').getAttribute('data-status')).toBe('done');
    // The same page all along: no reload.
    expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true)).toBe(true);
    await shot(page, '3-departed-live-fr');
    await shotAt(page, '[data-measures]', '3-departed-measures-fr');
    await shotAt(page, '.mkt-phistory', '3-departed-history-fr');

    // The list, open meanwhile, follows too: the parcel moves to "in transit".
    await page.goto(`${origin}/sea/order`);
    await card(page, made.parcelNo).waitFor();
    await expect.poll(() => openSockets(page), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(500);
    await desk('advanceParcel', { parcelNo: made.parcelNo, step: 'arrived', place: 'Aéroport Félix-Houphouët-Boigny, Abidjan', language: 'fr' });
    await expect.poll(() => card(page, made.parcelNo).locator('[data-state]').textContent(), { timeout: 15_000 }).toBe(fr('sea.state.arrived'));
    state.live = await parcelOf(made.parcelNo);
    expect(errors).toEqual([]);
  });

  it('3b. measured heavier at the warehouse: the re-quote explained and the difference to pay', async () => {
    const { page, errors } = state.phone!;
    const origin = suite.server().origin;
    const made = await newParcel('Sacs en raphia');
    await payInSandbox(made.paymentOrderNo);
    await expect.poll(async () => (await parcelOf(made.parcelNo)).state, { timeout: 15_000 }).toBe(PARCEL_STATE.toDropOff);
    const desk = await consoleSession();
    await desk('receiveParcel', { parcelNo: made.parcelNo, weightG: 4100, lengthCm: 30, widthCm: 20, heightCm: 15, place: 'Entrepôt de Canton', language: 'fr' });
    const now = await parcelOf(made.parcelNo);
    expect(now.supplement?.paid).toBe(false);
    const due = now.supplement!.amount;
    expect(due).toBeGreaterThan(0);
    await page.goto(`${origin}/sea/details?parcelNo=${made.parcelNo}`);
    const card = page.locator('[data-supplement]');
    await card.waitFor();
    expect(await card.getAttribute('data-supplement')).toBe(String(due));
    expect(await card.locator('[data-action="pay-supplement"]').getAttribute('href')).toBe(`/sea/pay?parcelNo=${made.parcelNo}`);
    await card.getByText(fr('sea.details.payDifference', { amount: frMoney(due) })).waitFor();
    await expect.poll(() => card.locator('[data-from-to]').textContent()).toContain('→');
    await page.locator('[data-event="requoted"]').waitFor();
    await noOverflow(page);
    await shot(page, '3b-supplement-fr');
    await shotAt(page, '[data-supplement] [data-action="pay-supplement"]', '3b-supplement-pay-fr');
    expect(errors).toEqual([]);
  });

  it('4. a parcel to be paid is cancelled from its details: it closes', async () => {
    const { page, errors } = state.phone!;
    const origin = suite.server().origin;
    const made = await newParcel('Chaussures');
    await page.goto(`${origin}/sea/details?parcelNo=${made.parcelNo}`);
    await details(page).waitFor();
    await page.locator('[data-action="cancel-parcel"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(fr('sea.details.cancelTitle')).waitFor();
    await dialog.getByLabel(fr('sea.details.cancelReason')).fill('Envoyé par un ami');
    await shot(page, '4-cancel-dialog-fr');
    await dialog.getByRole('button', { name: fr('sea.details.cancelConfirm') }).click();
    await expect.poll(() => details(page).getAttribute('data-state')).toBe(String(PARCEL_STATE.closed));
    await page.getByText(fr('sea.details.cancelled')).first().waitFor();
    await page.locator('[data-close-reason="cancelled"]').waitFor();
    expect(await page.locator('[data-action="cancel-parcel"], [data-action="pay"]').count()).toBe(0);
    await page.locator('[data-event="cancelled"]').waitFor();
    expect((await parcelOf(made.parcelNo)).state).toBe(PARCEL_STATE.closed);
    await shot(page, '4-cancelled-fr');

    await page.goto(`${origin}/sea/order`);
    await page.locator('[data-tab="closed"]').click();
    await card(page, made.parcelNo).waitFor();
    await shot(page, '4-list-closed-fr');
    expect(errors).toEqual([]);
    await state.phone!.context.close();
  });

  it('5. the same screens in Chinese', async () => {
    const origin = suite.server().origin;
    const context = await languageContext(suite.browser(), 'cn');
    await loginContext(context, origin, 'buyer', 'e2e-parcels-cn');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin}/sea/order`);
    await card(page, DEPARTED).waitFor();
    await noOverflow(page);
    await shot(page, '5-list-cn');
    await page.goto(`${origin}/sea/details?parcelNo=${state.live?.parcelNo ?? DEPARTED}`);
    await details(page).waitFor();
    await noOverflow(page);
    await shot(page, '5-details-whole-cn', true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
