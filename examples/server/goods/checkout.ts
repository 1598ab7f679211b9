// fillorder: quoteCheckout and checkout (goods-context decisions). checkout makes, in ONE
// transaction: one trade order per seller (number prefix 'go', state 1 to be paid online, 2 to be
// shipped for cash on delivery), its lines at the server's prices, the delivery address copied,
// a 'created' event each; the stock taken (stock.ts, conditional: one of many concurrent buyers of
// the last piece gets it, the others a 4422 stockShort and nothing kept); the ordered lines out of
// the cart; and ONE payment order (orders kind 'goods', prefix 'co') for the online groups, with
// the coupon bound to it (payments/coupons.ts). A coupon covering everything pays it at once
// (payments/deliver.ts, as a free order): its orders move to be shipped in the same transaction.
import { randomBytes, randomInt } from 'node:crypto';
import { TRADE_ORDER_PREFIX, TRADE_ORDER_STATE, PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { CheckoutReply } from '../../../src/contract/types/goods-order.js';
import { checkoutSchema } from '../../../src/contract/validation/goods-order.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { bindCoupon } from '../payments/coupons.js';
import { deliverOrder } from '../payments/deliver.js';
import { logPaymentEvent } from '../payments/events.js';
import { PAYMENT_LIMITS } from '../payments/limits.js';
import { roundedAmounts } from './payment-amounts.js';
import { newOrderNo } from '../payments/order-number.js';
import { paymentTimesOf } from '../payments/payment-times.js';
import { requireUser } from '../usercenter/caller.js';
import { issueError } from './cart.js';
import { notifyTradeMove } from './notify.js';
import { priceCheckout, type PricedCheckout, type PricedGroup } from './quote.js';
import { publicDataChanged } from '../listings/write.js';
import { takeStockLeft } from './stock.js';
import { logTradeEvent } from './trade-events.js';

/**
 * A goods order number: 'go' + UTC date + random digits, like the payments' (order-number.ts).
 * Air-express parcels are numbered the same way with their own prefix (express/create.ts).
 */
export function newTradeOrderNo(now: number, prefix: string = TRADE_ORDER_PREFIX): string {
  const date = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  let digits = '';
  while (digits.length < PAYMENT_LIMITS.orderNoDigits) digits += String(randomInt(0, 10));
  return `${prefix}${date}${digits}`;
}

/** The payment order's title in each language: what it pays for (bills and the pay page show it). */
function paymentTitles(priced: PricedCheckout): Record<'cn' | 'en' | 'fr', string> {
  const first = priced.groups.find((g) => g.payMode === 'online')?.lines[0]?.goods.title ?? '';
  const more = priced.groups.filter((g) => g.payMode === 'online').reduce((n, g) => n + g.lines.length, 0) - 1;
  const tail = `${first}${more > 0 ? ` +${more}` : ''}`;
  return { cn: `商品订单 · ${tail}`, en: `Goods order · ${tail}`, fr: `Commande d’articles · ${tail}` };
}

interface Made {
  orderNos: string[];
  paymentOrderNo: string | undefined;
  /** Paid at once by a coupon covering everything. */
  paidNow: boolean;
  /** A piece ordered was the last: the goods page (its stock, "Add to cart") changes for visitors. */
  soldOut: boolean;
}

/** The payment order of the online groups (its amounts as the quote said), before the trade orders that reference it. */
async function createPaymentOrder(tx: Queryable, ctx: RequestContext, userId: string, priced: PricedCheckout, now: number): Promise<{ orderNo: string; amount: number }> {
  const orderNo = newOrderNo('co', now);
  const listAmount = priced.quote.onlineAmount;
  const couponId = priced.couponId;
  // bindCoupon answers the coupon's part (discountFor); the rounding to the provider's step is ours.
  const couponPart = couponId === undefined ? 0 : await bindCoupon(tx, { couponId, userId, orderNo, listAmount, now });
  const amounts = roundedAmounts(listAmount, couponPart);
  await tx.query(
    `insert into orders (order_no, prefix, user_id, kind, titles, quantity, valid_days, list_amount, discount, amount, coupon_id, pay_type,
       return_path, created_at, expires_at)
     values ($1, 'co', $2, 'goods', $3::jsonb, 1, 0, $4, $5, $6, $7, $8, '', $9, $10)`,
    [orderNo, userId, JSON.stringify(paymentTitles(priced)), listAmount, amounts.discount, amounts.amount, couponId ?? null,
      PAYMENT_METHOD.mobileMoney, new Date(now), new Date(now + paymentTimesOf(ctx.services).onlineOrderMs)],
  );
  return { orderNo, amount: amounts.amount };
}

async function insertTradeOrder(
  tx: Queryable, g: PricedGroup, o: { orderNo: string; checkoutId: string; buyerId: string; paymentOrderNo: string | null; payBy: Date | null; address: string | null; now: number },
): Promise<void> {
  const state = g.payMode === 'online' ? TRADE_ORDER_STATE.toBePaid : TRADE_ORDER_STATE.toBeShipped;
  await tx.query(
    `insert into trade_orders (order_no, checkout_id, buyer_id, seller_id, state, pay_mode, delivery, payment_order_no, goods_amount, delivery_fee,
       total, address, remark, pay_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $15)`,
    [o.orderNo, o.checkoutId, o.buyerId, g.sellerId, state, g.payMode, g.delivery, o.paymentOrderNo, g.goodsAmount, g.deliveryFee, g.total,
      g.delivery === 'delivery' ? o.address : null, g.remark, o.payBy, new Date(o.now)],
  );
  for (const l of g.lines) {
    await tx.query(
      'insert into trade_order_lines (order_no, listing_id, title, img_path, price, number) values ($1, $2::bigint, $3, $4, $5, $6)',
      [o.orderNo, l.goods.listingId, l.goods.title, l.goods.imgPath, l.goods.price ?? 0, l.number],
    );
  }
  await logTradeEvent(tx, o.orderNo, 'created', 'buyer', o.now);
}

async function makeCheckout(tx: Queryable, ctx: RequestContext, buyerId: string, priced: PricedCheckout, now: number): Promise<Made> {
  // Stock first, in listing order (two checkouts of the same items lock them in the same order).
  const takes = priced.groups.flatMap((g, i) => g.lines.map((l, j) => ({ id: l.goods.listingId, number: l.number, path: `groups.${i}.lines.${j}.number` })));
  let soldOut = false;
  for (const t of [...takes].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))) {
    const left = await takeStockLeft(tx, t.id, t.number);
    if (left === null) throw issueError(t.path, 'stockShort');
    if (left === 0) soldOut = true;
  }
  const online = priced.groups.some((g) => g.payMode === 'online');
  const payment = online ? await createPaymentOrder(tx, ctx, buyerId, priced, now) : null;
  const [expiry] = payment ? await tx.query<{ expires_at: Date }>('select expires_at from orders where order_no = $1', [payment.orderNo]) : [];
  const checkoutId = `ck-${randomBytes(8).toString('hex')}`;
  const { address } = priced;
  const snapshot = address === null ? null : JSON.stringify({
    name: address.name, mobileCode: address.mobileCode, phone: address.phone, areaId: address.areaId, cityId: address.cityId,
    cityName: address.cityName ?? '', district: address.district, street: address.street, landmark: address.landmark,
  });
  const orderNos: string[] = [];
  for (const g of priced.groups) {
    const orderNo = newTradeOrderNo(now);
    const isOnline = g.payMode === 'online';
    await insertTradeOrder(tx, g, {
      orderNo, checkoutId, buyerId, paymentOrderNo: isOnline && payment ? payment.orderNo : null,
      payBy: isOnline && expiry ? new Date(expiry.expires_at) : null, address: snapshot, now,
    });
    orderNos.push(orderNo);
  }
  await tx.query('delete from cart_lines where user_id = $1 and listing_id = any($2::bigint[])', [buyerId, takes.map((t) => t.id)]);
  let paidNow = false;
  if (payment && payment.amount === 0) {
    await logPaymentEvent(tx, payment.orderNo, null, 'free', { listAmount: priced.quote.onlineAmount, discount: priced.quote.onlineAmount });
    paidNow = (await deliverOrder(tx, payment.orderNo, { kind: 'free' }, now)).outcome === 'delivered';
  }
  return { orderNos, paymentOrderNo: payment?.orderNo, paidNow, soldOut };
}

const quoteCheckout: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(checkoutSchema, input);
  return okReply((await priceCheckout(ctx.db, userId, req, ctx.language, ctx.services.clock())).quote);
};

const checkout: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(checkoutSchema, input);
  const now = ctx.services.clock();
  const { made, priced } = await ctx.db.transaction(async (tx) => {
    const p = await priceCheckout(tx, userId, req, ctx.language, now);
    return { made: await makeCheckout(tx, ctx, userId, p, now), priced: p };
  });
  // The stock shows on the public goods page: a sale of the last piece drops the cached replies
  // (other sales show within the cache's minute; the cart and checkout always read it live).
  if (made.soldOut) await publicDataChanged(ctx);
  // Sellers hear of their orders once committed: cash on delivery at once, online ones when paid
  // (deliver.ts), or now when a coupon paid them whole.
  for (const [i, orderNo] of made.orderNos.entries()) {
    const mode = priced.groups[i]?.payMode;
    // Cash on delivery starts to be shipped: its seller must hear of it now (spec §4 trade states).
    if (mode === 'onDelivery') await notifyTradeMove(ctx, { orderNo, kind: 'ordered' });
    else if (made.paidNow) await notifyTradeMove(ctx, { orderNo, kind: 'paid' });
  }
  const reply: CheckoutReply = {
    orderNos: made.orderNos,
    ...(made.paymentOrderNo !== undefined && !made.paidNow ? { paymentOrderNo: made.paymentOrderNo } : {}),
    quote: priced.quote,
  };
  return okReply(reply);
};

export const CHECKOUT_HANDLERS = { quoteCheckout, checkout };
