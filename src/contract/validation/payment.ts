// Requests of the paying calls (spec §7 payment, republishPayment, refreshPayment, orderListPayment;
// spec §2 usercenter/order details and remittance, exchangecode; spec §4 payment methods). What the
// schemas cannot know (the caller's coupon, the listing's owner, our own origin for returnUrl) is
// the server's (examples/server/payments/). Ids are never coerced from non-scalars.
import * as v from 'valibot';
import { INT4_MAX } from '../constants.js';
import { ORDER_STATE, PAYMENT_METHOD } from '../statuses.js';
import { crossRule, formObject } from './form-object.js';
import { MAX_IDS, moduleIdSchema, optionalServiceIdSchema, pageSchema, serviceIdSchema } from './listing-fields.js';
import { MSG } from './messages.js';
import { orderNoSchema } from './money-reads.js';
import { freeInputSchema } from './text.js';
import { uploadPathSchema } from './usercenter.js';

/** A whole number from a number or a digit string within [min, max], or null. */
function wholeNumber(raw: unknown, min: number, max: number): number | null {
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** An optional id within [min, max]: absent, null, '' and 0 mean none (undefined). */
const optionalId = (min: number, max: number) =>
  v.pipe(
    v.custom<number | string | null | undefined>((x) => x === undefined || x === null || x === '' || x === 0 || wholeNumber(x, min, max) !== null, MSG.choose),
    v.transform((x) => (x === undefined || x === null || x === '' || x === 0 ? undefined : (wholeNumber(x, min, max) as number))),
  );

const PAY_TYPES: readonly number[] = Object.values(PAYMENT_METHOD);

/** statuses.PAYMENT_METHOD (spec §4: 1, 2, 3, 4, 7, 8), from a number or one digit. */
export const payTypeSchema = v.pipe(
  v.custom<number | string>((x) => {
    const n = wholeNumber(x, 0, 9);
    return n !== null && PAY_TYPES.includes(n);
  }, MSG.choose),
  v.transform((x) => wholeNumber(x, 0, 9) as number),
);

/** Longest returnUrl read (our origin + a pay-confirm path + a short query of the page's own). */
export const RETURN_URL_MAX = 500;

/** The return address as sent; where it may point is checked by the server (its own origin). */
export const returnUrlSchema = v.pipe(
  v.string(MSG.checkWarning),
  v.check((s) => s.trim() !== '', MSG.checkWarning),
  v.maxLength(RETURN_URL_MAX, MSG.checkWarning),
);

/** A coupon id (coupons.id: letters, digits, dashes); absent, null and '' mean none. */
export const optionalCouponIdSchema = v.pipe(
  v.nullish(v.union([v.literal(''), v.pipe(v.string(MSG.choose), v.regex(/^[A-Za-z0-9-]{1,64}$/, MSG.choose))], MSG.choose)),
  v.transform((x) => (x === '' || x === null || x === undefined ? undefined : x)),
);

/**
 * payment: exactly one thing to buy (types/payment.ts PaymentRequest): a commodity, a level, or a
 * listing's publish. moduleId comes with serviceId; `byId` is the module table.
 */
export const paymentRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  v.pipe(
    formObject({
      commodityId: optionalId(1, INT4_MAX),
      memberLevelId: optionalId(1, 999),
      serviceId: optionalServiceIdSchema,
      moduleId: v.optional(v.nullable(moduleIdSchema(byId))),
      payType: payTypeSchema,
      couponId: optionalCouponIdSchema,
      returnUrl: returnUrlSchema,
    }),
    crossRule((x) => {
      const commodity = x.commodityId !== undefined;
      const level = x.memberLevelId !== undefined;
      const listing = x.serviceId !== null && x.serviceId !== undefined;
      if (commodity && level) return { field: 'memberLevelId', key: MSG.checkWarning };
      if (level && listing) return { field: 'serviceId', key: MSG.checkWarning };
      if (!commodity && !level && !listing) return { field: 'commodityId', key: MSG.choose };
      if (listing !== (x.moduleId !== undefined && x.moduleId !== null)) return { field: 'moduleId', key: MSG.choose };
      return null;
    }),
  );

/** republishPayment and refreshPayment: one of the caller's listings. */
export const listingPaymentRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({
    serviceId: serviceIdSchema,
    moduleId: moduleIdSchema(byId),
    payType: payTypeSchema,
    couponId: optionalCouponIdSchema,
    returnUrl: returnUrlSchema,
  });

/** orderListPayment: waiting orders of the caller (deduplicated); the server pays one per call. */
export const orderListPaymentRequestSchema = formObject({
  orderNos: v.pipe(
    v.array(orderNoSchema, MSG.checkWarning),
    v.check((nos) => nos.length >= 1 && nos.length <= MAX_IDS, MSG.checkWarning),
    v.transform((nos) => [...new Set(nos)]),
  ),
  payType: payTypeSchema,
  returnUrl: returnUrlSchema,
});

/** getPaymentResult, getOrderDetail. */
export const orderNoRequestSchema = formObject({ orderNo: orderNoSchema });

const ORDER_STATES: readonly number[] = Object.values(ORDER_STATE);

/** getOrderList: the side (ibuy / isale), an optional state and the page. */
export const orderListRequestSchema = formObject({
  side: v.optional(v.picklist(['buy', 'sale'], MSG.checkWarning), 'buy'),
  state: v.pipe(
    v.custom<number | string | null | undefined>((x) => x === undefined || x === null || x === '' || ORDER_STATES.includes(wholeNumber(x, 0, 9) ?? -1), MSG.choose),
    v.transform((x) => (x === undefined || x === null || x === '' ? undefined : (wholeNumber(x, 0, 9) as number))),
  ),
  page: pageSchema,
});

/** submitRemittance: the order, the proof picture (the caller's upload) and an optional remark. */
export const remittanceRequestSchema = formObject({
  orderNo: orderNoSchema,
  voucherImg: uploadPathSchema,
  remark: freeInputSchema,
});

/** Longest code text read before normalizing (a printed code with spaces and dashes). */
export const EXCHANGE_CODE_INPUT_MAX = 64;

/** exchangeCode: the code as typed; required ("please input"). */
export const exchangeCodeRequestSchema = formObject({
  code: v.pipe(
    v.string(MSG.pleaseInput),
    v.check((s) => s.trim() !== '', MSG.pleaseInput),
    v.maxLength(EXCHANGE_CODE_INPUT_MAX, MSG.inputLimit),
  ),
});

/**
 * A code as stored (its SHA-256 is taken of this): trimmed, upper case, spaces and dashes dropped,
 * so "abcd-efgh 1234" and "ABCDEFGH1234" are one code (people copy them from paper and SMS).
 */
export const normalizeExchangeCode = (raw: string): string => raw.trim().toUpperCase().replace(/[\s-]+/g, '');
