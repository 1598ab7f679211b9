// The goods buyer's journey in Chromium, in French on a 360×740 phone against the real server
// (spec §2 /saleGoods shopingcar, fillorder, shippingaddress, filladdresss; goods-context
// decisions): a new buyer adds goods of two sellers from their details pages, sees the cart grouped
// by seller, changes a quantity, checks out with a NEW address (country and city pickers, landmark),
// pays the online part in the CinetPay sandbox and ends with two paid orders, one per seller (read
// back over the API: the ibuy screen is the orders helper's). Every screen is also pictured in Chinese.
import { approveAtCheckout } from '../payments/sandbox-checkout.js';
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS } from '../../../src/contract/endpoints/account.js';
import { GOODS_ORDER_ENDPOINTS } from '../../../src/contract/endpoints/goods-orders.js';
import { TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Cart, TradeOrder } from '../../../src/contract/types/goods-order.js';
import { MODULES } from '../../../src/modules/registry.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { codeSentTo } from '../harness/outbox.js';
import type { LoggedIn } from '../harness/session.js';
import { shooter } from '../harness/shots.js';

const suite = (() => {
  const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));
  return { server: s.env, browser: s.browser };
})();
const GOODS = MODULES.saleGoods;
const BASE = `/${GOODS.key}`;
const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);
const PHONE = `05${String(Date.now()).slice(-8)}`;

const shot = shooter('goods');

/** A new buyer signed up over the API (sign-up is tested in accounts/). */
async function registerBuyer(origin: string): Promise<LoggedIn> {
  const since = Date.now() - 1000;
  const sent = await apiCall(origin, ACCOUNT_ENDPOINTS.sendRegisterCode.path, { mobileCode: '225', phone: PHONE });
  if (sent.code !== 200) throw new Error(`sendRegisterCode: ${sent.code} ${sent.message}`);
  const validCode = await codeSentTo(origin, `+225${PHONE}`, since);
  const password = createHash('sha256').update('Abidjan2026', 'utf8').digest('hex');
  const reply = await apiCall<LoggedIn>(origin, ACCOUNT_ENDPOINTS.register.path, { phone: PHONE, mobileCode: '225', areaId: 'CIV', languageId: 'fr', password, validCode });
  if (reply.code !== 200) throw new Error(`register: ${reply.code} ${reply.message}`);
  const c = reply.customData;
  return { userId: String(c.userId), Authorization: c.Authorization, refreshToken: c.refreshToken };
}

async function phoneOf(login: LoggedIn, lang: 'fr' | 'cn'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await languageContext(suite.browser(), lang);
  await context.addInitScript(([p, l]) => {
    if (localStorage.getItem(`${p}userId`) !== null) return;
    localStorage.setItem(`${p}userId`, l.userId);
    localStorage.setItem(`${p}authorization`, l.Authorization);
    localStorage.setItem(`${p}refreshToken`, l.refreshToken);
  }, [storagePrefix('web'), login] as const);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

interface Found { unusedItemId: string; esInfoId: string; title: string; userId?: string }

/** A seeded goods item found by words of its French title. */
async function goodsNamed(origin: string, words: string): Promise<Found> {
  const reply = await apiCall<SearchReply<Found>>(origin, GOODS.endpoints.search.path, { page: { index: 1, size: 10 }, keyWords: words });
  const hit = reply.customData?.resultList?.[0];
  if (!hit) throw new Error(`no goods for ${words}: ${reply.code} ${reply.message}`);
  return hit;
}

const state = { buyer: null as LoggedIn | null, wax: null as Found | null, cement: null as Found | null };
const detailsHref = (g: Found) => `${BASE}/details?serviceId=${g.unusedItemId}&esInfoId=${g.esInfoId}`;

describe('goods cart and checkout (French, 360×740)', () => {
  it('1. a visitor adds goods to the local cart, logs in to buy: the cart is merged; a second seller\'s goods added', async () => {
    const origin = suite.server().origin;
    state.buyer = await registerBuyer(origin);
    state.wax = await goodsNamed(origin, 'Pagne wax');
    state.cement = await goodsNamed(origin, 'Ciment CPJ');
    const context = await languageContext(suite.browser(), 'fr');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(origin + detailsHref(state.wax));
    const bar = page.locator('.mkt-trade-bar[data-trade=open]');
    await bar.waitFor();
    await shot(page, 'fr-1-details');
    await bar.getByRole('button', { name: fr('goodsCart.addToCart') }).click();
    await page.getByText(fr('goodsCart.added')).first().waitFor();
    await expect.poll(() => page.locator('[data-cart-count]').getAttribute('data-cart-count')).toBe('1');
    expect(await page.evaluate((k) => localStorage.getItem(k), `${storagePrefix('web')}saleGoods`)).toContain(state.wax.unusedItemId);

    // "Buy now" asks a visitor to log in first (spec §4, the favourite's pattern).
    await bar.getByRole('button', { name: fr('goodsCart.buyNow') }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(fr('errors.notLoggedIn'));
    await page.getByRole('dialog').getByRole('button', { name: fr('dialog.confirm') }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel(fr('form.phone'), { exact: true }).fill(PHONE);
    await page.getByLabel(fr('form.password'), { exact: true }).fill('Abidjan2026');
    await page.getByRole('checkbox', { name: fr('form.agree') }).check();
    await page.getByRole('button', { name: fr('account.login'), exact: true }).click();
    await page.waitForURL(/\/index/);
    // The local line went to the server's cart, and left the device.
    await expect.poll(async () => (await apiCall<Cart>(origin, GOODS_ORDER_ENDPOINTS.getCart.path, {}, state.buyer!.Authorization)).customData.lines
      .map((l) => [l.unusedItemId, l.number])).toEqual([[state.wax.unusedItemId, 1]]);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k) ?? '[]', `${storagePrefix('web')}saleGoods`)).toBe('[]');

    await page.goto(origin + detailsHref(state.cement));
    await bar.waitFor();
    await bar.getByRole('button', { name: fr('goodsCart.more') }).click();
    await expect.poll(() => bar.locator('output').innerText()).toBe('2');
    await bar.getByRole('button', { name: fr('goodsCart.addToCart') }).click();
    await expect.poll(() => page.locator('[data-cart-count]').getAttribute('data-cart-count')).toBe('3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('2. the cart is grouped by seller; a quantity changes; every screen pictured in Chinese too', async () => {
    const origin = suite.server().origin;
    const { page, errors, context } = await phoneOf(state.buyer!, 'fr');
    await page.goto(`${origin}${BASE}/shopingcar`);
    const groups = page.locator('.mkt-sg-group');
    await expect.poll(() => groups.count()).toBe(2);
    const waxLine = page.locator(`[data-line="${state.wax!.unusedItemId}"]`);
    await waxLine.waitFor();
    const total = page.locator('[data-total]');
    const before = Number(await total.getAttribute('data-total'));
    await shot(page, 'fr-2-cart');
    await waxLine.getByRole('button', { name: fr('goodsCart.more') }).click();
    await expect.poll(() => waxLine.locator('output').innerText()).toBe('2');
    // The server's cart has it too, and the total grew by one piece of wax.
    const cart = await apiCall<Cart>(origin, GOODS_ORDER_ENDPOINTS.getCart.path, {}, state.buyer!.Authorization);
    expect(cart.customData.lines.find((l) => l.unusedItemId === state.wax!.unusedItemId)?.number).toBe(2);
    const waxPrice = cart.customData.lines.find((l) => l.unusedItemId === state.wax!.unusedItemId)!.price;
    await expect.poll(async () => Number(await total.getAttribute('data-total'))).toBe(before + waxPrice);
    await expect.poll(() => page.getByRole('button', { name: fr('goodsCart.checkout', { count: 2 }) }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    // The same screens in Chinese (pictures only).
    const cn = await phoneOf(state.buyer!, 'cn');
    await cn.page.goto(origin + detailsHref(state.wax!));
    await cn.page.locator('.mkt-trade-bar').waitFor();
    await shot(cn.page, 'cn-1-details');
    await cn.page.goto(`${origin}${BASE}/shopingcar`);
    await cn.page.locator('.mkt-sg-group').first().waitFor();
    await shot(cn.page, 'cn-2-cart');
    await cn.page.goto(`${origin}${BASE}/filladdresss`);
    await cn.page.locator('form').waitFor();
    await shot(cn.page, 'cn-4-address-form');
    await cn.page.goto(`${origin}${BASE}/shippingaddress`);
    await cn.page.locator('[data-action=add-address]').waitFor();
    await shot(cn.page, 'cn-5-addresses-empty');
    expect(cn.errors).toEqual([]);
    await cn.context.close();
  });

  it('3. checkout with a new address, paid in the sandbox: one paid order per seller', async () => {
    const origin = suite.server().origin;
    const { page, errors, context } = await phoneOf(state.buyer!, 'fr');
    await page.goto(`${origin}${BASE}/shopingcar`);
    await page.getByRole('button', { name: fr('goodsCart.checkout', { count: 2 }) }).click();
    await page.waitForURL(/\/fillorder\?/);
    await page.locator('[data-action=add-address]').click();

    // The new address: receiver, phone (shared rule), country and city pickers, district, landmark.
    await page.waitForURL(/\/filladdresss\?/);
    await page.getByLabel(fr('goodsCart.receiver')).fill('Aya Koné');
    await page.getByLabel(fr('form.phone')).fill('0701020304');
    await page.locator('[data-field=areaId] button').click();
    await page.getByRole('dialog').getByRole('searchbox').fill('Ivoire');
    await page.getByRole('dialog').locator('[data-picker-row]').filter({ hasText: 'Ivoire' }).first().click();
    await page.locator('[data-field=cityId] button').click();
    await page.getByRole('dialog').locator('[data-picker-row]').filter({ hasText: 'Abidjan' }).first().click();
    await page.getByLabel(fr('goodsCart.district')).fill('Cocody Angré');
    await page.getByLabel(fr('goodsCart.landmark')).fill('Derrière la pharmacie Sococé');
    await shot(page, 'fr-4-address-form');
    await page.locator('[data-action=save-address]').click();

    // Back on the order with that address; the server's quote for two sellers.
    await page.waitForURL(/\/fillorder\?.*address=/);
    await page.locator('.mkt-sg-address').getByText('Derrière la pharmacie Sococé', { exact: false }).waitFor();
    await expect.poll(() => page.locator('.mkt-sg-group').count()).toBe(2);
    const payAmount = page.locator('[data-pay-amount]');
    await payAmount.waitFor();
    await expect.poll(async () => Number(await payAmount.getAttribute('data-pay-amount'))).toBeGreaterThan(0);
    await shot(page, 'fr-3-fillorder');
    const quoted = Number(await payAmount.getAttribute('data-pay-amount'));
    await page.locator('[data-action=submit-order]').click();

    // The CinetPay sandbox's hosted page, then the app's return page.
    await approveAtCheckout(page, 'payConfirmReal');
    await shot(page, 'fr-6-paid');

    // Two orders, one per seller, paid (to be shipped), for what was quoted.
    await expect.poll(async () => {
      const list = await apiCall<SearchReply<TradeOrder>>(origin, GOODS_ORDER_ENDPOINTS.getTradeOrderList.path, { side: 'buy', page: { index: 1, size: 10 } }, state.buyer!.Authorization);
      return list.customData.resultList.map((o) => o.state);
    }, { timeout: 15_000 }).toEqual([TRADE_ORDER_STATE.toBeShipped, TRADE_ORDER_STATE.toBeShipped]);
    const orders = (await apiCall<SearchReply<TradeOrder>>(origin, GOODS_ORDER_ENDPOINTS.getTradeOrderList.path, { side: 'buy', page: { index: 1, size: 10 } }, state.buyer!.Authorization)).customData.resultList;
    expect(new Set(orders.map((o) => o.sellerId)).size).toBe(2);
    expect(orders.reduce((n, o) => n + o.total, 0)).toBeGreaterThanOrEqual(quoted);
    // The cement's seller delivers (to the new address); the wax is collected (no address copied).
    const delivered = orders.filter((o) => o.delivery === 'delivery');
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((o) => o.address?.landmark === 'Derrière la pharmacie Sococé')).toBe(true);
    expect(orders.filter((o) => o.delivery === 'pickup').every((o) => o.address === null)).toBe(true);
    // The ordered lines left the cart.
    const cart = await apiCall<Cart>(origin, GOODS_ORDER_ENDPOINTS.getCart.path, {}, state.buyer!.Authorization);
    expect(cart.customData.lines).toEqual([]);

    // A real purchase's "Continue" opens the payment order (pay-confirm.tsx); the orders are in ibuy.
    await page.getByText(fr('money.result.doneGoods')).waitFor();
    await page.locator('[data-action=continue]').click();
    await page.waitForURL(/\/usercenter\/order\/details\?orderNo=/);
    await page.goto(`${origin}/usercenter/order/ibuy`);
    await shot(page, 'fr-7-ibuy');

    await page.goto(`${origin}${BASE}/shippingaddress`);
    await page.locator('[data-default="1"]').waitFor();
    await shot(page, 'fr-5-addresses');
    expect(errors).toEqual([]);
    await context.close();
  });
});
