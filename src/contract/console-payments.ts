// The operator console's money pages (issue "Payments", operator console: orders and payments with
// the provider's events, confirm or reject a remittance, refund, coupons and exchange-code batches,
// products and prices): their calls, who may make each, their inputs as valibot schemas and their
// replies. Spread into console-api.ts (CONSOLE_CALLS, consoleSchemas, ConsoleReplies), which
// imports this file; so this file imports nothing of console-api.ts (no cycle, type-only included).
//
// Who: the 'cashier' role handles the money of orders (search, remittances, refunds, coupons,
// codes); products and prices are read by cashiers and admins, changed by admins only (a price is
// a business decision, a refund a support one). Amounts are whole francs CFA (XOF has no minor
// unit); amounts that a payer may pay online are multiples of 5 (CinetPay's rule,
// examples/server/payments/cinetpay/protocol.ts).
import * as v from 'valibot';
import { ORDER_NO_PATTERN } from './validation/money-reads.js';
import { MSG } from './validation/messages.js';
import type { SearchReply } from './types/common.js';

/** The roles of the money pages (OPERATOR_ROLES in console-api.ts lists them with the others). */
const CASHIERS = ['cashier', 'admin'] as const;
const ADMINS = ['admin'] as const;

/** The money calls' part of the role table (console-api.ts CONSOLE_CALLS). */
export const CONSOLE_PAYMENT_CALLS = {
  orderSearch: CASHIERS,
  orderDetail: CASHIERS,
  remittanceQueue: CASHIERS,
  decideRemittance: CASHIERS,
  refundOrder: CASHIERS,
  productList: CASHIERS,
  updateProduct: ADMINS,
  issueCoupon: CASHIERS,
  createExchangeBatch: CASHIERS,
  exchangeBatches: CASHIERS,
} as const;

/** Console message keys the money calls answer with (locales/console/*.json "errors"). */
export const CONSOLE_PAYMENT_ERRORS = {
  orderNotFound: 'errors.orderNotFound',
  /** decideRemittance: no proof waiting (decided by another operator meanwhile, or none sent). */
  remittanceState: 'errors.remittanceState',
  /** refundOrder: no money was received for this order (nothing accepted, no confirmed proof). */
  refundNothingPaid: 'errors.refundNothingPaid',
  /** refundOrder: more than what is left to refund ({{max}}). */
  refundTooMuch: 'errors.refundTooMuch',
  /** refundOrder through the provider of an order paid by bank or offline, or with no accepted online attempt. */
  refundManualOnly: 'errors.refundManualOnly',
  /** The provider has no refund by API (CinetPay: its back-office): record a manual refund with its reference. */
  refundProviderUnsupported: 'errors.refundProviderUnsupported',
  /** The provider could not be reached or refused: nothing recorded. */
  refundProviderFailed: 'errors.refundProviderFailed',
  productNotFound: 'errors.productNotFound',
  /** updateProduct: a price a payer could not pay online (1–99 francs, or not a multiple of 5). */
  priceRule: 'errors.priceRule',
  userNotFound: 'errors.userNotFound',
  /** issueCoupon by phone: several accounts have this number in different countries: type the country code. */
  phoneAmbiguous: 'errors.phoneAmbiguous',
  /** createExchangeBatch: the commodity is not a package of posting chances. */
  notChances: 'errors.notChances',
} as const;

/** Longest refund reason and rejection reason (as a review reason). */
export const MONEY_REASON_MAX = 500;
/** Longest manual refund reference (a bank transfer number, a CinetPay back-office id). */
export const REFUND_REFERENCE_MAX = 100;
/** Largest amount any money field takes (XOF; orders are int4, and no product costs this much). */
export const MONEY_MAX = 10_000_000;
/** CinetPay takes multiples of 5 and at least 100 (payments/limits.ts minOnlineAmount, amountStep). */
export const MONEY_STEP = 5;
export const MIN_ONLINE_PRICE = 100;
/** Codes per exchange batch. */
export const EXCHANGE_BATCH_MAX = 1000;
export const BATCH_LABEL_MAX = 100;
export const COUPON_NAME_MAX = 60;
/** Longest validity of a coupon or a batch (ten years). */
export const MONEY_DAYS_MAX = 3650;

const PAGE_MAX = 10_000;
const int = (min: number, max: number) =>
  v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(min, MSG.checkWarning), v.maxValue(max, MSG.checkWarning));
const page = v.optional(int(1, PAGE_MAX), 1);
const pageSize = v.optional(int(1, 100), 20);

/** Whole francs, a multiple of 5, within [min, MONEY_MAX]. */
const money = (min: number) => v.pipe(int(min, MONEY_MAX), v.check((n) => n % MONEY_STEP === 0, MSG.checkWarning));

const noControl = (s: string) => !/\p{Cc}/u.test(s);
/** One line of visible text, 1..max after trimming. */
const line = (max: number, empty = MSG.pleaseInput) =>
  v.pipe(v.string(MSG.pleaseInput), v.check(noControl, MSG.checkWarning), v.trim(), v.nonEmpty(empty), v.maxLength(max, MSG.inputLimit));
/** An optional search criterion: '' when absent. */
const criterion = (max: number, pattern: RegExp) =>
  v.optional(v.pipe(v.string(MSG.checkWarning), v.trim(), v.maxLength(max, MSG.inputLimit), v.check((s) => s === '' || pattern.test(s), MSG.checkWarning)), '');

const orderNo = v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(ORDER_NO_PATTERN, MSG.checkWarning));
const USER_ID = /^[^\p{Cc}]{1,64}$/u;
/** A phone as typed: digits, with or without its country code and +, spaces, dots and dashes. */
const PHONE = /^\+?[0-9][0-9 .-]{2,22}$/;
const reason = v.pipe(v.string(MSG.reviewReason), v.check((s) => !s.includes('\u0000'), MSG.reviewReason), v.trim(), v.maxLength(MONEY_REASON_MAX, MSG.reviewReason));

/** The order filters of the order search ('' every order). */
export const ORDER_FILTERS = ['', 'waiting', 'proofWaiting', 'paid', 'failed', 'refundDue', 'refunded'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const PRODUCT_KINDS = ['level', 'commodity'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Coupon names in the three languages; absent: "<amount> FCFA coupon" in each. */
const couponNames = v.optional(v.object({ cn: line(COUPON_NAME_MAX), en: line(COUPON_NAME_MAX), fr: line(COUPON_NAME_MAX) }, MSG.checkWarning));

const couponTerms = {
  amount: money(MONEY_STEP),
  /** The order's list price must be at least this for the coupon to apply (0: any). */
  minAmount: v.optional(int(0, MONEY_MAX), 0),
  validDays: int(1, MONEY_DAYS_MAX),
};

export const consolePaymentSchemas = {
  /** Criteria are optional: none lists every order, newest first. */
  orderSearch: v.object({
    orderNo: criterion(48, ORDER_NO_PATTERN),
    userId: criterion(64, USER_ID),
    phone: criterion(24, PHONE),
    filter: v.optional(v.picklist(ORDER_FILTERS, MSG.checkWarning), ''),
    pageNum: page,
    pageSize,
  }),
  orderDetail: v.object({ orderNo }),
  remittanceQueue: v.object({ pageNum: page, pageSize }),
  /** A rejection needs the reason the payer reads (as reviewListing). */
  decideRemittance: v.pipe(
    v.object({ orderNo, decision: v.picklist(['confirm', 'reject'], MSG.checkWarning), reason: v.optional(reason, '') }),
    v.forward(v.check((i) => i.decision === 'confirm' || i.reason.length > 0, MSG.reviewReason), ['reason']),
  ),
  /**
   * mode 'provider': the provider pays the money back (online payments only); 'manual': the
   * operator already did it elsewhere (provider back-office, bank transfer, cash) and records it
   * with its reference.
   */
  refundOrder: v.pipe(
    v.object({
      orderNo,
      amount: int(1, MONEY_MAX),
      reason: v.pipe(reason, v.nonEmpty(MSG.reviewReason)),
      mode: v.picklist(['provider', 'manual'], MSG.choose),
      reference: v.optional(v.pipe(v.string(MSG.checkWarning), v.check(noControl, MSG.checkWarning), v.trim(), v.maxLength(REFUND_REFERENCE_MAX, MSG.inputLimit)), ''),
    }),
    v.forward(v.check((i) => i.mode === 'provider' || i.reference.length > 0, MSG.pleaseInput), ['reference']),
  ),
  productList: v.object({}),
  /** The price and whether it is sold; orders already made keep their amounts. */
  updateProduct: v.object({
    kind: v.picklist(PRODUCT_KINDS, MSG.checkWarning),
    id: int(1, 2_147_483_647),
    price: v.pipe(int(0, MONEY_MAX), v.check((n) => n % MONEY_STEP === 0, MSG.checkWarning)),
    active: v.boolean(MSG.checkWarning),
  }),
  /** To one user, named by id or by phone (exactly one). */
  issueCoupon: v.pipe(
    v.object({
      userId: criterion(64, USER_ID),
      phone: criterion(24, PHONE),
      ...couponTerms,
      names: couponNames,
    }),
    v.forward(v.check((i) => (i.userId === '') !== (i.phone === ''), MSG.pleaseInput), ['userId']),
  ),
  createExchangeBatch: v.object({
    label: line(BATCH_LABEL_MAX),
    grant: v.variant('kind', [
      v.object({ kind: v.literal('chances'), commodityId: int(1, 2_147_483_647) }),
      v.object({ kind: v.literal('coupon'), ...couponTerms, names: couponNames }),
    ], MSG.choose),
    expiresInDays: int(1, MONEY_DAYS_MAX),
    count: int(1, EXCHANGE_BATCH_MAX),
  }),
  exchangeBatches: v.object({ pageNum: page, pageSize }),
} as const;

export type LocalizedText = { cn: string; en: string; fr: string };

export interface MoneyUser {
  userId: string;
  /** The company name of an enterprise account, else the nickname (spec §3). */
  name: string;
  /** "+225 0700000000", '' when none. */
  phone: string;
}

/** One order as the search lists it. */
export interface OrderSearchItem {
  orderNo: string;
  /** orders.kind: commodity, membership, publish, republish, refresh, express. */
  kind: string;
  /** The title in each language, as sold. */
  titles: Record<string, string>;
  /** What was to be paid (list − coupon), what is refunded so far; XOF. */
  amount: number;
  refundedAmount: number;
  currency: string;
  /** statuses.PAYMENT_METHOD. */
  payType: number;
  /** statuses.ORDER_STATE: 0 failed, 1 waiting for payment, 2 paid. */
  state: number;
  failReason: string;
  /** Money came in that was not (or not fully) kept: an overpaid or not-delivered event, not refunded yet. */
  refundDue: boolean;
  /** The remittance proof's status, '' without one. */
  remittance: '' | 'submitted' | 'confirmed' | 'rejected';
  user: MoneyUser;
  createdAt: string;
  /** '' until paid. */
  paidAt: string;
}

export interface PaymentAttempt {
  transactionId: string;
  provider: string;
  amount: number;
  currency: string;
  /** pending, accepted, refused, expired, refunded. */
  status: string;
  /** Operator / method the payer used (OM, MOMO, WAVE…), '' when unknown. */
  method: string;
  checks: number;
  createdAt: string;
  updatedAt: string;
}

/** One entry of the order's journal (payment_events), raw. */
export interface PaymentEventItem {
  id: string;
  kind: string;
  transactionId: string;
  detail: Record<string, unknown>;
  at: string;
}

export interface RefundItem {
  amount: number;
  mode: 'provider' | 'manual';
  reference: string;
  reason: string;
  operator: string;
  at: string;
}

export interface RemittanceView {
  status: 'submitted' | 'confirmed' | 'rejected';
  /** The proof through the console's own file route (console-api.ts consoleFileUrl). */
  voucherUrl: string;
  remark: string;
  reason: string;
  /** Who decided, '' before a decision. */
  operator: string;
  submittedAt: string;
  decidedAt: string;
}

export interface OrderDetail {
  order: OrderSearchItem & {
    listAmount: number;
    discount: number;
    couponId: string;
    quantity: number;
    validDays: number;
    expiresAt: string;
    deliveredAt: string;
    serviceId: string;
    moduleId: number | null;
    memberLevelId: number | null;
    commodityId: number | null;
  };
  /** Every attempt at the provider, oldest first. */
  attempts: PaymentAttempt[];
  /** The whole journal, oldest first. */
  events: PaymentEventItem[];
  remittance: RemittanceView | null;
  refunds: RefundItem[];
  /** Money received that may still be refunded (0 when none came in or all went back). */
  refundable: number;
  /** An accepted online attempt exists: the provider may be asked to refund it. */
  providerRefund: boolean;
}

/** A proof waiting for a decision. */
export interface RemittanceItem {
  orderNo: string;
  titles: Record<string, string>;
  amount: number;
  currency: string;
  payType: number;
  /** The order's state now (a proof of an order that expired meanwhile is still decided). */
  state: number;
  expiresAt: string;
  user: MoneyUser;
  voucherUrl: string;
  remark: string;
  submittedAt: string;
}

export interface ProductItem {
  kind: ProductKind;
  id: number;
  names: Record<string, string>;
  /** Commodities: chances, top, refresh, publish; levels: personal, enterprise. */
  type: string;
  /** Commodities: the module it is for (null: any); levels: null. */
  moduleId: number | null;
  /** Commodities: the price list it is on (0 everyone, else a membership level); levels: null. */
  memberLevelId: number | null;
  /** Chances in the package, TOP days; levels: listings without a chance. */
  quantity: number;
  validDays: number;
  price: number;
  active: boolean;
}

export interface ProductList {
  levels: ProductItem[];
  commodities: ProductItem[];
}

export type BatchGrantView =
  | { kind: 'chances'; commodityId: number; names: Record<string, string>; quantity: number }
  | { kind: 'coupon'; amount: number; minAmount: number; validDays: number };

export interface ExchangeBatchItem {
  batchId: number;
  label: string;
  grant: BatchGrantView;
  count: number;
  redeemed: number;
  expiresAt: string;
  createdAt: string;
  /** Username of the operator who made it, '' when unknown. */
  createdBy: string;
}

export interface CreatedBatch {
  batchId: number;
  label: string;
  expiresAt: string;
  /** Shown once: only their hashes are kept (payments/exchange-codes.ts). */
  codes: string[];
}

export interface IssuedCoupon {
  couponId: string;
  user: MoneyUser;
  amount: number;
  minAmount: number;
  expiresAt: string;
}

export interface ConsolePaymentReplies {
  orderSearch: SearchReply<OrderSearchItem>;
  orderDetail: OrderDetail;
  remittanceQueue: SearchReply<RemittanceItem>;
  /** outcome (confirm): delivered; notDelivered (paid, what was bought no longer applies: refund due); notWaiting (the order had expired: refund due). */
  decideRemittance: { orderNo: string; status: 'confirmed' | 'rejected'; outcome: 'delivered' | 'notDelivered' | 'notWaiting' | null };
  refundOrder: { orderNo: string; refundedAmount: number; refundable: number; mode: 'provider' | 'manual'; reference: string };
  productList: ProductList;
  updateProduct: ProductItem;
  issueCoupon: IssuedCoupon;
  createExchangeBatch: CreatedBatch;
  exchangeBatches: SearchReply<ExchangeBatchItem>;
}
