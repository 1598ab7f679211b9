// fillorder's prices (goods-context decisions): what the buyer asks for, priced by the server
// from the goods as they are now (goods-rows.ts), never from the request (checkoutSchema refuses
// any price or total in it). One group per seller: the goods amount, the delivery fee (the highest
// of its lines: one parcel per seller; 0 for pickup), the delivery methods and pay modes every line
// allows. The online groups are paid together: the coupon's part and the rounding down to a sum
// the provider takes are the `discount` (payment-amounts.ts, as the payment order will be).
// Used by quoteCheckout (nothing kept) and by checkout, inside its transaction, so both agree.
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type {
  CheckoutQuote, CheckoutQuoteGroup, CheckoutRequest, DeliveryMethod, ShippingAddress, TradePayMode,
} from '../../../src/contract/types/goods-order.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { fieldError } from '../http/input.js';
import { PAYMENT_LIMITS } from '../payments/limits.js';
import { addressOfUser } from './addresses.js';
import { issueError } from './cart.js';
import { deliveryMethodsOf, goodsNow, issueOf, payModesOf, type GoodsNow } from './goods-rows.js';
import { paymentAmounts } from './payment-amounts.js';

/** One priced line (what trade_order_lines copies). */
export interface PricedLine {
  goods: GoodsNow;
  number: number;
}

export interface PricedGroup extends CheckoutQuoteGroup {
  lines: PricedLine[];
  delivery: DeliveryMethod;
  payMode: TradePayMode;
  remark: string;
}

export interface PricedCheckout {
  quote: CheckoutQuote;
  groups: PricedGroup[];
  address: ShippingAddress | null;
  /** The coupon to bind to the payment order. */
  couponId: string | undefined;
}

const intersect = <T>(lists: readonly (readonly T[])[]): T[] => (lists[0] ?? []).filter((x) => lists.every((l) => l.includes(x)));

const couponUnusable = () => new ReplyError(CODE.VALIDATION, 'errors.couponUnusable', { issues: [{ path: 'couponId', key: 'errors.couponUnusable' }] });

/** The worth of the caller's usable coupon for an online amount of `listAmount`, or 4422 couponId. */
async function couponWorth(q: Queryable, userId: string, couponId: string, listAmount: number, now: number): Promise<number> {
  const [row] = await q.query<{ amount: number }>(
    'select amount from coupons where id = $1 and user_id = $2 and order_no is null and used_at is null and expires_at > $3 and min_amount <= $4',
    [couponId, userId, new Date(now), listAmount],
  );
  if (!row || listAmount === 0) throw couponUnusable();
  return Number(row.amount);
}

/** Prices `req` for `buyerId`, or a coded refusal naming the field (4422 with issues). */
export async function priceCheckout(
  q: Queryable, buyerId: string, req: CheckoutRequest, language: LanguageCode, now: number,
): Promise<PricedCheckout> {
  const ids = req.groups.flatMap((g) => g.lines.map((l) => l.unusedItemId));
  const goods = await goodsNow(q, ids, language);
  let priceFlag = '';
  const groups = req.groups.map((g, i): PricedGroup => {
    const lines = g.lines.map((l, j): PricedLine => {
      const found = goods.get(l.unusedItemId);
      // Sold out reads as short here: fewer pieces than asked, as a concurrent checkout that took
      // the last one is told (stock.ts), so the buyer reads one message for one situation.
      const seen = issueOf(found, l.number, buyerId);
      const issue = seen === 'soldOut' ? 'stockShort' : seen;
      if (issue || !found) throw issueError(`groups.${i}.lines.${j}.${issue === 'stockShort' ? 'number' : 'unusedItemId'}`, issue ?? 'unavailable');
      if (found.sellerId !== g.sellerId) throw fieldError(`groups.${i}.sellerId`, MSG.checkWarning);
      priceFlag = found.priceFlag;
      return { goods: found, number: l.number };
    });
    const deliveryMethods = intersect(lines.map((l) => deliveryMethodsOf(l.goods)));
    const payModes = intersect(lines.map((l) => payModesOf(l.goods)));
    if (!deliveryMethods.includes(g.delivery)) throw fieldError(`groups.${i}.delivery`, MSG.choose);
    if (!payModes.includes(g.payMode)) throw fieldError(`groups.${i}.payMode`, MSG.choose);
    const goodsAmount = lines.reduce((sum, l) => sum + (l.goods.price ?? 0) * l.number, 0);
    const deliveryFee = g.delivery === 'delivery' ? Math.max(...lines.map((l) => l.goods.deliveryFee ?? 0)) : 0;
    return {
      sellerId: g.sellerId, sellerName: lines[0]?.goods.sellerName ?? '', goodsAmount, deliveryFee, deliveryMethods, payModes,
      total: goodsAmount + deliveryFee, lines, delivery: g.delivery, payMode: g.payMode, remark: g.remark.trim(),
    };
  });
  let address: ShippingAddress | null = null;
  if (groups.some((g) => g.delivery === 'delivery')) {
    address = req.addressId === undefined ? null : await addressOfUser(q, buyerId, req.addressId, language);
    if (!address) throw fieldError('addressId', MSG.choose);
  }
  const onlineAmount = groups.filter((g) => g.payMode === 'online').reduce((sum, g) => sum + g.total, 0);
  const onDeliveryAmount = groups.filter((g) => g.payMode === 'onDelivery').reduce((sum, g) => sum + g.total, 0);
  const worth = req.couponId === undefined ? 0 : await couponWorth(q, buyerId, req.couponId, onlineAmount, now);
  const amounts = paymentAmounts(onlineAmount, worth);
  // A sum no provider takes (goods cheaper than the minimum payment) cannot be paid online.
  if (amounts.amount > 0 && amounts.amount < PAYMENT_LIMITS.minOnlineAmount) throw fieldError('groups', 'errors.onlineAmountTooSmall');
  return {
    quote: {
      groups: groups.map(({ sellerId, sellerName, goodsAmount, deliveryFee, deliveryMethods, payModes, total }) =>
        ({ sellerId, sellerName, goodsAmount, deliveryFee, deliveryMethods, payModes, total })),
      onlineAmount, discount: amounts.discount, payAmount: amounts.amount, onDeliveryAmount, priceFlag,
    },
    groups, address, couponId: req.couponId,
  };
}
