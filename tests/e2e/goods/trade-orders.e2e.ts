// Goods orders between two people in Chromium, French, on a 360×740 phone against the real server
// (spec §2 usercenter/order ibuy, isale, details; §4 "Trade order states by wording: to be paid, to
// be shipped, shipped, completed, closed. Extra delivery actions: extend delivery time, change
// price"). Two browser contexts, the buyer's and the seller's; the orders are made through the
// checkout call (the cart and checkout screens are cart-checkout.e2e.ts's). The seller ships with
// a tracking number while the buyer has the order open: it updates live (queue event tradeOrder)
// with a toast; the buyer confirms receipt. A cancel before shipping gives the stock back (the
// goods' details show the number again). A price change before payment reaches the buyer's open
// order. Every state is photographed in French and Chinese.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { GOODS_ORDER_ENDPOINTS } from '../../../src/contract/endpoints/goods-orders.js';
import { LOOKUP_ENDPOINTS } from '../../../src/contract/endpoints/lookups.js';
import { GOODS_ENDPOINTS } from '../../../src/contract/endpoints/vehicles-goods.js';
import type { DetailReply, SearchReply } from '../../../src/contract/types/common.js';
import type { CheckoutGroup, CheckoutQuote, CheckoutReply, ShippingAddress, TradeOrder } from '../../../src/contract/types/goods-order.js';
import type { GoodsDetail } from '../../../src/contract/types/listing-details.js';
import type { GoodsSummary } from '../../../src/contract/types/listing-summaries.js';
import type { City } from '../../../src/contract/types/lookups.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginContext, loginOverApi, type LoggedIn, type SeedUser } from '../harness/session.js';
import { openSockets, watchSockets } from '../harness/sockets.js';
import { shooter } from '../harness/shots.js';

const suite = (() => {
  const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));
  return { server: s.env, browser: s.browser };
})();
const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);
const BUYER: SeedUser = 'personal';
const COURIER = 'Yango Livraison';
const TRACKING = `CI-${Date.now().toString(36).toUpperCase()}`;

const shot = shooter('goods-orders');

async function ok<T>(path: string, body: unknown, token?: string): Promise<T> {
  const reply = await apiCall<T>(suite.server().origin, path, body, token);
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.message} ${JSON.stringify(reply.customData)}`);
  return reply.customData;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function phoneAs(who: SeedUser, lang: 'fr' | 'cn' = 'fr'): Promise<Opened> {
  const context = await languageContext(suite.browser(), lang);
  await watchSockets(context);
  await loginContext(context, suite.server().origin, who, `e2e-trade-${who}-${lang}`);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Goods the buyer can order: published, FCFA, in stock, of a seed seller who is not the buyer. */
interface Chosen {
  detail: GoodsDetail;
  seller: SeedUser;
  quote: CheckoutQuote['groups'][number];
}

const state: {
  buyer?: LoggedIn; seller?: LoggedIn; goods?: Chosen; addressId?: string;
  buyerFr?: Opened; buyerCn?: Opened; sellerFr?: Opened; sellerCn?: Opened;
  shipped?: string; cancelled?: string; repriced?: string;
} = {};

const seedUserOf = (userId: string): SeedUser | undefined =>
  (Object.keys(SEED_USERS) as SeedUser[]).find((k) => SEED_USERS[k].id === userId);

/** The stock as a signed-in caller reads it (a visitor's details reply may come from the reply cache). */
const stockOf = async (serviceId: string): Promise<number> =>
  (await ok<DetailReply<GoodsDetail>>(GOODS_ENDPOINTS.searchUnusedItemDetailById.path, { serviceId }, state.buyer!.Authorization)).resultMap.number;

async function findGoods(buyer: LoggedIn): Promise<Chosen> {
  for (let index = 1; index <= 4; index += 1) {
    const page = await ok<SearchReply<GoodsSummary>>(GOODS_ENDPOINTS.searchUnusedItemByTerms.path, { page: { index, size: 15 } });
    for (const row of page.resultList) {
      const { resultMap: d } = await ok<DetailReply<GoodsDetail>>(GOODS_ENDPOINTS.searchUnusedItemDetailById.path, { serviceId: row.unusedItemId });
      const seller = seedUserOf(String(d.userId));
      if (!seller || seller === BUYER || d.number < 6) continue;
      const lines = [{ unusedItemId: d.unusedItemId, number: 1 }];
      for (const delivery of ['delivery', 'pickup'] as const) {
        const quote = await apiCall<CheckoutQuote>(suite.server().origin, GOODS_ORDER_ENDPOINTS.quoteCheckout.path, {
          groups: [{ sellerId: String(d.userId), lines, delivery, payMode: 'online', remark: '' }],
          ...(delivery === 'delivery' ? { addressId: state.addressId } : {}),
        }, buyer.Authorization);
        const group = quote.code === 200 ? quote.customData.groups[0] : undefined;
        // Both pay modes: an order paid on delivery goes straight to "to be shipped".
        if (group && group.payModes.includes('onDelivery') && group.payModes.includes('online')) return { detail: d, seller, quote: group };
      }
    }
    if (page.resultList.length < 15) break;
  }
  throw new Error('no seeded goods of another seed user with stock, sold online and on delivery');
}

async function checkout(number: number, payMode: CheckoutGroup['payMode'], remark = ''): Promise<string> {
  const g = state.goods!;
  const delivery = g.quote.deliveryMethods.includes('delivery') ? 'delivery' : 'pickup';
  const reply = await ok<CheckoutReply>(GOODS_ORDER_ENDPOINTS.checkout.path, {
    groups: [{ sellerId: String(g.detail.userId), lines: [{ unusedItemId: g.detail.unusedItemId, number }], delivery, payMode, remark }],
    ...(delivery === 'delivery' ? { addressId: state.addressId } : {}),
  }, state.buyer!.Authorization);
  expect(reply.orderNos).toHaveLength(1);
  return reply.orderNos[0]!;
}

const orderOf = (orderNo: string, token: string) => ok<TradeOrder>(GOODS_ORDER_ENDPOINTS.getTradeOrder.path, { orderNo }, token);
const detailsPath = (orderNo: string) => `/usercenter/order/details?orderNo=${orderNo}`;
const details = (page: Page) => page.locator('.mkt-tdetails');

/** The buyer's details page open with its queue connected (so live changes can reach it). */
async function openLive(o: Opened, orderNo: string): Promise<void> {
  await o.page.goto(`${suite.server().origin}${detailsPath(orderNo)}`);
  await details(o.page).waitFor();
  await expect.poll(() => openSockets(o.page), { timeout: 15_000 }).toBe(1);
  await o.page.waitForTimeout(500); // the SUBSCRIBE reaches the broker
  await o.page.evaluate(() => void ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
}

const samePage = (page: Page) => page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true);

/** The same order in Chinese, for the pictures of every state. */
async function shotCn(o: Opened, orderNo: string, name: string): Promise<void> {
  await o.page.goto(`${suite.server().origin}${detailsPath(orderNo)}`);
  await details(o.page).waitFor();
  await shot(o.page, name, true);
}

describe('goods orders between a buyer and a seller (French, 360×740)', () => {
  it('1. orders are made over the API; ibuy shows them by state, isale for the seller', async () => {
    state.buyer = await loginOverApi(suite.server().origin, BUYER, 'e2e-trade-api-buyer');
    const cities = await ok<City[]>(LOOKUP_ENDPOINTS.getCityByPid.path, { pid: 'CIV' });
    const saved = await ok<ShippingAddress>(GOODS_ORDER_ENDPOINTS.saveAddress.path, {
      name: 'Awa Kouassi', mobileCode: '225', phone: '0701020304', areaId: 'CIV', cityId: Number(cities[0]!.id),
      district: 'Cocody', street: 'Rue des Jardins', landmark: 'Derrière la pharmacie Sococé', isDefault: 1,
    }, state.buyer.Authorization);
    state.addressId = saved.addressId;
    state.goods = await findGoods(state.buyer);
    state.seller = await loginOverApi(suite.server().origin, state.goods.seller, 'e2e-trade-api-seller');
    state.shipped = await checkout(1, 'onDelivery', 'Merci d’appeler avant de livrer.');
    state.repriced = await checkout(1, 'online');

    state.buyerFr = await phoneAs(BUYER);
    state.buyerCn = await phoneAs(BUYER, 'cn');
    state.sellerFr = await phoneAs(state.goods.seller);
    state.sellerCn = await phoneAs(state.goods.seller, 'cn');
    const { page } = state.buyerFr;
    await page.goto(`${suite.server().origin}/usercenter/order/ibuy`);
    // Goods first, on every tab.
    await expect.poll(() => page.locator('[data-kind="goods"]').getAttribute('aria-pressed')).toBe('true');
    const card = (orderNo: string) => page.locator(`article.mkt-torder[data-order="${orderNo}"]`);
    await card(state.shipped).waitFor();
    await card(state.repriced).waitFor();
    await expect.poll(() => card(state.shipped!).getAttribute('data-state')).toBe('2');
    await expect.poll(() => card(state.repriced!).getAttribute('data-state')).toBe('1');
    // An order to be paid online offers pay and cancel; one to be shipped, cancel only.
    expect(await card(state.repriced).locator('[data-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-move')))).toEqual(['cancel', 'pay']);
    expect(await card(state.shipped).locator('[data-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-move')))).toEqual(['cancel']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, '1-ibuy-fr');
    await page.locator('[data-filter="toBeShipped"]').click();
    await card(state.shipped).waitFor();
    await expect.poll(() => card(state.repriced!).count()).toBe(0);
    await shot(page, '1-ibuy-to-ship-fr');

    const cn = state.buyerCn.page;
    await cn.goto(`${suite.server().origin}/usercenter/order/ibuy`);
    await cn.locator(`article.mkt-torder[data-order="${state.shipped}"]`).waitFor();
    await shot(cn, '1-ibuy-cn');

    const seller = state.sellerFr.page;
    await seller.goto(`${suite.server().origin}/usercenter/order/isale`);
    const sold = seller.locator(`article.mkt-torder[data-order="${state.shipped}"]`);
    await sold.waitFor();
    expect(await sold.locator('[data-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-move')))).toEqual(['close', 'ship']);
    await shot(seller, '1-isale-fr');
    await state.sellerCn.page.goto(`${suite.server().origin}/usercenter/order/isale`);
    await state.sellerCn.page.locator(`article.mkt-torder[data-order="${state.shipped}"]`).waitFor();
    await shot(state.sellerCn.page, '1-isale-cn');
  });

  it('2. the seller ships with a tracking number: the buyer’s open order updates live, then the buyer confirms', async () => {
    const orderNo = state.shipped!;
    const buyer = state.buyerFr!;
    await openLive(buyer, orderNo);
    await expect.poll(() => details(buyer.page).getAttribute('data-state')).toBe('2');
    await buyer.page.getByText('Merci d’appeler avant de livrer.').waitFor();
    await shot(buyer.page, '2-to-be-shipped-buyer-fr');
    await shotCn(state.buyerCn!, orderNo, '2-to-be-shipped-buyer-cn');

    const seller = state.sellerFr!.page;
    await seller.goto(`${suite.server().origin}/usercenter/order/isale`);
    const sold = seller.locator(`article.mkt-torder[data-order="${orderNo}"]`);
    await sold.locator('[data-move="ship"]').click();
    const dialog = seller.getByRole('dialog');
    await dialog.getByLabel(fr('tradeOrder.ask.courier')).fill(COURIER);
    await dialog.getByLabel(fr('tradeOrder.ask.trackingNo')).fill(TRACKING);
    await shot(seller, '2-ship-dialog-fr');
    await dialog.getByRole('button', { name: fr('tradeOrder.ask.submit') }).click();
    await expect.poll(() => sold.getAttribute('data-state')).toBe('3');
    await seller.getByText(fr('tradeOrder.moved.ship')).first().waitFor();

    // Live on the buyer's page: the state, the courier and tracking number, a toast.
    await expect.poll(() => details(buyer.page).getAttribute('data-state'), { timeout: 15_000 }).toBe('3');
    await expect.poll(() => buyer.page.locator('[data-tracking]').textContent()).toBe(TRACKING);
    await expect.poll(() => buyer.page.locator('[data-courier]').textContent()).toBe(COURIER);
    const title = (await orderOf(orderNo, state.buyer!.Authorization)).lines[0]!.title;
    await buyer.page.getByText(fr('tradeOrder.toast.ship', { title })).waitFor();
    expect(await samePage(buyer.page)).toBe(true);
    await buyer.page.locator('[data-event="ship"]').waitFor();
    await shot(buyer.page, '2-shipped-buyer-fr', true);
    // Below the first screen: the courier, the tracking number with its copy button, the history.
    await buyer.page.locator('[data-event="ship"]').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await shot(buyer.page, '2-shipped-history-fr');
    await shotCn(state.buyerCn!, orderNo, '2-shipped-buyer-cn');
    await shotCn(state.sellerCn!, orderNo, '2-shipped-seller-cn');

    // Confirm receipt: a yes/no, then completed.
    await buyer.page.locator('[data-move="confirm"]').click();
    await buyer.page.getByRole('dialog').getByRole('button', { name: fr('dialog.confirm') }).click();
    await expect.poll(() => details(buyer.page).getAttribute('data-state')).toBe('4');
    await buyer.page.locator('[data-event="confirm"]').waitFor();
    expect(await buyer.page.locator('[data-move]').count()).toBe(0);
    await shot(buyer.page, '2-completed-buyer-fr', true);
    await shotCn(state.buyerCn!, orderNo, '2-completed-buyer-cn');
    expect((await orderOf(orderNo, state.seller!.Authorization)).state).toBe(4);
  });

  it('3. a cancel before shipping gives the stock back: the goods’ details show the number again', async () => {
    const serviceId = state.goods!.detail.unusedItemId;
    const before = await stockOf(serviceId);
    const orderNo = await checkout(2, 'onDelivery');
    state.cancelled = orderNo;
    expect(await stockOf(serviceId)).toBe(before - 2);

    const buyer = state.buyerFr!;
    await buyer.page.goto(`${suite.server().origin}${detailsPath(orderNo)}`);
    await expect.poll(() => details(buyer.page).getAttribute('data-state')).toBe('2');
    await buyer.page.locator('[data-move="cancel"]').click();
    const dialog = buyer.page.getByRole('dialog');
    await dialog.getByLabel(fr('tradeOrder.ask.reason')).fill('Commandé en double');
    await shot(buyer.page, '3-cancel-dialog-fr');
    await dialog.getByRole('button', { name: fr('tradeOrder.ask.submit') }).click();
    await expect.poll(() => details(buyer.page).getAttribute('data-state')).toBe('5');
    await buyer.page.locator('[data-close-reason="buyerCancelled"]').waitFor();
    await shot(buyer.page, '3-closed-buyer-fr', true);
    await buyer.page.locator('[data-event="cancel"]').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await shot(buyer.page, '3-closed-history-fr');
    await shotCn(state.buyerCn!, orderNo, '3-closed-buyer-cn');
    expect(await stockOf(serviceId)).toBe(before);

    // The goods' details page (what a next buyer reads) shows the stock back.
    await buyer.page.goto(`${suite.server().origin}/saleGoods/details?serviceId=${encodeURIComponent(serviceId)}`);
    await buyer.page.getByText(fr('goodsCart.inStock', { count: before }), { exact: true }).waitFor({ timeout: 15_000 });
    await shot(buyer.page, '3-goods-stock-back-fr');
  });

  it('4. a price change before payment reaches the buyer’s open order', async () => {
    const orderNo = state.repriced!;
    const buyer = state.buyerFr!;
    await openLive(buyer, orderNo);
    await expect.poll(() => details(buyer.page).getAttribute('data-state')).toBe('1');
    await buyer.page.locator('[data-left]').waitFor();
    await shot(buyer.page, '4-to-be-paid-buyer-fr', true);
    await shotCn(state.buyerCn!, orderNo, '4-to-be-paid-buyer-cn');
    const was = Number(await details(buyer.page).locator('dd[data-total]').getAttribute('data-total'));
    const next = Math.max(100, was - 1000);

    const seller = state.sellerFr!.page;
    await seller.goto(`${suite.server().origin}${detailsPath(orderNo)}`);
    await expect.poll(() => details(seller).getAttribute('data-side')).toBe('sale');
    await seller.locator('[data-move="changePrice"]').click();
    const dialog = seller.getByRole('dialog');
    // The shared schema refuses 0 before any call.
    await dialog.getByLabel(fr('tradeOrder.ask.newTotal')).fill('0');
    await dialog.getByRole('button', { name: fr('tradeOrder.ask.submit') }).click();
    await dialog.getByText(fr('validation.numberPositive')).waitFor();
    await dialog.getByLabel(fr('tradeOrder.ask.newTotal')).fill(String(next));
    await shot(seller, '4-change-price-dialog-fr');
    await dialog.getByRole('button', { name: fr('tradeOrder.ask.submit') }).click();
    await expect.poll(() => details(seller).locator('dd[data-total]').getAttribute('data-total')).toBe(String(next));
    await shotCn(state.sellerCn!, orderNo, '4-to-be-paid-seller-cn');

    await expect.poll(() => details(buyer.page).locator('dd[data-total]').getAttribute('data-total'), { timeout: 15_000 }).toBe(String(next));
    expect(await samePage(buyer.page)).toBe(true);
    await buyer.page.locator('[data-event="changePrice"]').waitFor();
    await shot(buyer.page, '4-repriced-buyer-fr', true);
    expect((await orderOf(orderNo, state.buyer!.Authorization)).total).toBe(next);

    for (const o of [state.buyerFr!, state.buyerCn!, state.sellerFr!, state.sellerCn!]) {
      expect(o.errors).toEqual([]);
      await o.context.close();
    }
  });
});
