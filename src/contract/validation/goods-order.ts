// Goods trade requests (spec §2 /saleGoods shopingcar, fillorder, shippingaddress, filladdresss;
// usercenter/order ibuy, isale, details; §4 trade order states; §5 free inputs bounded, phones by
// the shared rule). The app's forms and the reference server run these same schemas. A request
// names WHAT is bought and how many, never what it costs: the checkout schemas refuse any field
// they do not declare (a price, a total), so a tampered request is a 4422, not a silent strip.
// What needs the database (the address or order is the caller's, the country is enabled and the
// city is of that country, the goods can be ordered, the courier is needed for a delivery) is the
// server's (examples/server/goods).
import * as v from 'valibot';
import { INT4_MAX, TRADE } from '../constants.js';
import { TRADE_ORDER_PREFIX, TRADE_ORDER_STATE } from '../statuses.js';
import type {
  ChangePriceRequest, CheckoutGroup, CloseTradeRequest, DisputeRequest, SaveAddressRequest, ShipRequest, TradeOrderListRequest,
} from '../types/goods-order.js';
import { yesNoSchema } from './choices.js';
import { formObject } from './form-object.js';
import { pageSchema, serviceIdSchema } from './listing-fields.js';
import { countryIdSchema } from './lookups.js';
import { MSG } from './messages.js';
import { optionalCouponIdSchema } from './payment.js';
import { phoneCodeRule, requiredPhoneSchema } from './phone.js';
import { entriesFor } from './publish-base.js';
import { freeInputSchema, mobileCodeSchema, requiredTextSchema } from './text.js';

/** Plain text: no markup (orders show remarks and reasons as typed, never as HTML). */
const HTML_TAG = /<\s*\/?\s*[a-z!]/i;
const isPlain = (s: string): boolean => !HTML_TAG.test(s);

/** Optional plain text of at most `max` characters ('' when absent). */
export const optionalPlain = (max: number) =>
  v.optional(v.pipe(v.string(MSG.checkWarning), v.maxLength(max, MSG.maxLength), v.check(isPlain, MSG.checkWarning)), '');

/** Required plain text of at most `max` characters. */
export const requiredPlain = (max: number) =>
  v.pipe(
    v.string(MSG.pleaseInput),
    v.check((s) => s.trim() !== '', MSG.pleaseInput),
    v.maxLength(max, MSG.maxLength),
    v.check(isPlain, MSG.checkWarning),
  );

/**
 * Like formObject, but a key it does not declare is refused (MSG.checkWarning on that key): the
 * checkout's requests must not carry a price the server might be tempted to read.
 */
export function strictFormObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), MSG.checkWarning),
    v.transform((input: Record<string, unknown>) => {
      const filled: Record<string, unknown> = { ...input };
      for (const key of Object.keys(entries)) if (!(key in filled)) filled[key] = undefined;
      return filled;
    }),
    v.strictObject(entries, MSG.checkWarning),
  );
}

/** An address id (shipping_addresses.id: letters, digits, dashes). */
export const addressIdSchema = v.pipe(v.string(MSG.checkWarning), v.regex(/^[A-Za-z0-9-]{1,64}$/, MSG.checkWarning));

/** An optional address id: absent, null and '' mean none. */
export const optionalAddressIdSchema = v.pipe(
  v.nullish(v.union([v.literal(''), addressIdSchema], MSG.checkWarning)),
  v.transform((x) => (x === '' || x === null || x === undefined ? undefined : x)),
);

/** A user id as the server hands them out (users.id: letters, digits, dashes, underscores). */
export const userIdSchema = v.pipe(v.string(MSG.checkWarning), v.regex(/^[\w-]{1,64}$/, MSG.checkWarning));

/** A goods order number: the 'go' prefix, then letters and digits (the payments' numbering). */
export const TRADE_ORDER_NO_PATTERN = new RegExp(`^${TRADE_ORDER_PREFIX}[0-9A-Za-z]{4,40}$`);
export const tradeOrderNoSchema = v.pipe(v.string(MSG.checkWarning), v.regex(TRADE_ORDER_NO_PATTERN, MSG.checkWarning));

/** A picked id (a city): a whole positive number the database can hold. */
export const idChoice = v.pipe(v.number(MSG.choose), v.integer(MSG.choose), v.minValue(1, MSG.choose), v.maxValue(INT4_MAX, MSG.choose));

/** Pieces of one item: whole, `min` to TRADE.lineNumberMax (the message says the maximum). */
const pieces = (min: 0 | 1) =>
  v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(min, MSG.checkWarning), v.maxValue(TRADE.lineNumberMax, MSG.quantityMax));

// ——— Addresses (shippingaddress, filladdresss) ———

/** filladdresss: every field bounded (spec §5), the phone valid for the area code picked beside it. */
export const saveAddressSchema = v.pipe(
  formObject(
    entriesFor<SaveAddressRequest>()({
      addressId: optionalAddressIdSchema,
      name: requiredPlain(TRADE.nameMax),
      // Known and enabled code (countries): the server's check, like the company form's.
      mobileCode: mobileCodeSchema,
      phone: requiredPhoneSchema,
      areaId: countryIdSchema,
      cityId: idChoice,
      district: requiredTextSchema,
      street: freeInputSchema,
      landmark: requiredTextSchema,
      isDefault: v.optional(yesNoSchema, 0),
    }),
  ),
  phoneCodeRule(),
);

/** deleteAddress. */
export const addressRefSchema = formObject({ addressId: addressIdSchema });

// ——— Cart (shopingcar) ———

/** setCartLine: 0 removes the line. */
export const setCartLineSchema = formObject({ unusedItemId: serviceIdSchema, number: pieces(0) });

/** removeCartLines: 1 to TRADE.cartLinesMax ids, deduplicated. */
export const removeCartLinesSchema = formObject({
  unusedItemIds: v.pipe(
    v.array(serviceIdSchema, MSG.checkWarning),
    v.check((ids) => ids.length >= 1 && ids.length <= TRADE.cartLinesMax, MSG.checkWarning),
    v.transform((ids) => [...new Set(ids)]),
  ),
});

const lineSchema = strictFormObject({ unusedItemId: serviceIdSchema, number: pieces(1) });

/** mergeCart: the visitor's lines (at most a full cart; the server bounds the sums by stock). */
export const mergeCartSchema = formObject({
  lines: v.pipe(v.array(lineSchema, MSG.checkWarning), v.maxLength(TRADE.cartLinesMax, MSG.exceed)),
});

// ——— Checkout (fillorder) ———

const uniqueBy = <T>(items: readonly T[], key: (t: T) => string): boolean => new Set(items.map(key)).size === items.length;

const groupSchema = strictFormObject(
  entriesFor<CheckoutGroup>()({
    sellerId: userIdSchema,
    lines: v.pipe(
      v.array(lineSchema, MSG.checkWarning),
      v.check((ls) => ls.length >= 1 && ls.length <= TRADE.cartLinesMax, MSG.checkWarning),
      v.check((ls) => uniqueBy(ls, (l) => l.unusedItemId), MSG.checkWarning),
    ),
    delivery: v.picklist(['delivery', 'pickup'], MSG.choose),
    payMode: v.picklist(['online', 'onDelivery'], MSG.choose),
    remark: optionalPlain(TRADE.remarkMax),
  }),
);

/**
 * quoteCheckout and checkout: one group per seller, each with its lines (an item in one group
 * only). Unknown fields anywhere (a price, a total) are refused. That the address is needed (a
 * delivered group) and the coupon usable are the server's.
 */
export const checkoutSchema = strictFormObject({
  groups: v.pipe(
    v.array(groupSchema, MSG.checkWarning),
    v.check((gs) => gs.length >= 1 && gs.length <= TRADE.cartLinesMax, MSG.checkWarning),
    v.check((gs) => uniqueBy(gs, (g) => g.sellerId), MSG.checkWarning),
    // An item in two groups (a repeat inside one group is that group's issue).
    v.check((gs) => uniqueBy(gs.flatMap((g) => [...new Set(g.lines.map((l) => l.unusedItemId))]), (id) => id), MSG.checkWarning),
  ),
  addressId: optionalAddressIdSchema,
  couponId: optionalCouponIdSchema,
});

// ——— Trade orders (usercenter/order ibuy, isale, details; the moves of contract/trade-moves.ts) ———

/** getTradeOrder, confirmReceipt, extendReceipt. */
export const tradeOrderRefSchema = formObject({ orderNo: tradeOrderNoSchema });

/** changePrice (seller, to be paid): the new total, whole francs, > 0. */
export const changePriceSchema = formObject(
  entriesFor<ChangePriceRequest>()({
    orderNo: tradeOrderNoSchema,
    total: v.pipe(v.number(MSG.numberPositive), v.integer(MSG.numberPositive), v.minValue(1, MSG.numberPositive), v.maxValue(INT4_MAX, MSG.numberPositive)),
  }),
);

/** ship: courier and tracking number; required for a delivery, '' allowed for a pickup (the server's check). */
export const shipSchema = formObject(
  entriesFor<ShipRequest>()({
    orderNo: tradeOrderNoSchema,
    courier: optionalPlain(TRADE.courierMax),
    trackingNo: optionalPlain(TRADE.trackingNoMax),
  }),
);

/** cancel (buyer) and close (seller): the reason may be ''. */
export const closeTradeSchema = formObject(
  entriesFor<CloseTradeRequest>()({ orderNo: tradeOrderNoSchema, reason: optionalPlain(TRADE.remarkMax) }),
);

/** openDispute: the reason is required. */
export const disputeSchema = formObject(
  entriesFor<DisputeRequest>()({ orderNo: tradeOrderNoSchema, reason: requiredPlain(TRADE.remarkMax) }),
);

const TRADE_STATES: readonly number[] = Object.values(TRADE_ORDER_STATE);

/** getTradeOrderList: ibuy ('buy') or isale ('sale'), an optional state, the page. */
export const tradeOrderListSchema = formObject(
  entriesFor<TradeOrderListRequest>()({
    side: v.picklist(['buy', 'sale'], MSG.checkWarning),
    state: v.optional(v.pipe(v.number(MSG.checkWarning), v.check((n) => TRADE_STATES.includes(n), MSG.checkWarning))),
    page: pageSchema,
  }),
);

/** ship's cross-field rule, for the server once it knows the order's delivery. */
export const courierProblem = (delivery: 'delivery' | 'pickup', req: { courier: string; trackingNo: string }) =>
  delivery === 'pickup' ? null : req.courier.trim() === '' ? 'courier' : req.trackingNo.trim() === '' ? 'trackingNo' : null;
