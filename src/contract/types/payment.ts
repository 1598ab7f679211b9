// Payment and orders (spec §4 payment state/methods, order prefixes/states; spec §2 payConfirmReal
// and payConfirmVirtual, usercenter/order ibuy, details, remittance, exchangecode). Shapes not shown
// in spec §7; ours. Amounts are whole francs CFA (XOF has no minor unit), always computed by the
// server: a request names WHAT is bought, never what it costs.
import type { PageRequest, ServiceId } from './common.js';
import type { OrderPrefix } from '../statuses.js';

/**
 * Buy one thing (spec §7 payment). Exactly one of:
 * - commodityId: a value-added service; a 'top' package also names the listing (serviceId +
 *   moduleId), a 'chances' package names none;
 * - memberLevelId: a membership level (same level = renew, spec §5 "Cannot purchase membership
 *   lower than current level");
 * - serviceId + moduleId alone: pay the publish of one's own listing in status 0 "not paid".
 */
export interface PaymentRequest {
  commodityId?: number;
  memberLevelId?: number;
  serviceId?: ServiceId;
  moduleId?: number;
  /** statuses.PAYMENT_METHOD. */
  payType: number;
  /** One of the caller's usable coupons (getCouponList type 1). */
  couponId?: string;
  /**
   * Where the browser comes back: /common/payConfirmReal or /common/payConfirmVirtual on the
   * product's own origin (spec §2 "Common"), absolute or as a path, with an optional query of the
   * return page's own; the server appends orderNo. Anything else is refused (no open redirect).
   */
  returnUrl: string;
}

/** Publish again (a taken-down listing, status 3) or refresh (a published one) for a price (spec §4 order actions). */
export interface RepublishPaymentRequest {
  serviceId: ServiceId;
  moduleId: number;
  payType: number;
  couponId?: string;
  returnUrl: string;
}

/**
 * Pay an existing waiting order again (a new attempt, or a change of method). One order per call:
 * more than one is refused (4422 errors.oneOrderAtATime), so one provider transaction always pays
 * exactly one order.
 */
export interface OrderListPaymentRequest {
  orderNos: string[];
  payType: number;
  returnUrl: string;
}

export interface PaymentResultRequest {
  orderNo: string;
}

/** What an order buys (orders.kind). */
/** 'goods': the online part of a goods checkout (types/goods-order.ts), paying one or more trade orders. */
export type OrderKind = 'commodity' | 'membership' | 'publish' | 'republish' | 'refresh' | 'express' | 'goods';

/**
 * Why an order failed or a payment did not go through ('' when nothing failed): expired (spec §8
 * "Order is expired"), declined at the provider (spec §8 "Payment failed"), rejected by an operator
 * (remittance), cancelled by the payer (spec §4 order action "remove": cancelOrder).
 */
export type PaymentFailReason = '' | 'expired' | 'declined' | 'rejected' | 'cancelled';

/** Answer of the paying calls and of getPaymentResult (the return pages poll it, spec §2). */
export interface PaymentReply {
  /** Starts with one of the order prefixes (co, mo, iko, ao). */
  orderNo: string;
  /** The provider's hosted page to send the browser to; absent for bank, offline or zero-amount orders. */
  payUrl?: string;
  /** statuses.PAYMENT_STATE: 0 waiting, 1 success (the order is paid), 2 failed. */
  payState: number;
  /** statuses.ORDER_STATE. */
  orderState: number;
  failReason: PaymentFailReason;
  kind: OrderKind;
  amount: number;
  /** 'FCFA'. */
  priceFlag: string;
  /** statuses.PAYMENT_METHOD of the order. */
  payType: number;
  /** ISO time after which a waiting order fails ("Order is expired"). */
  expiresAt: string;
  /** The listing the order is about (publish, republish, refresh, top), for the next step. */
  serviceId?: ServiceId;
  moduleId?: number;
}

/** One line of an order (an order buys one thing, quantity times). */
export interface OrderItem {
  /** 'chances' | 'top' | 'refresh' | 'publish' (commodities.kind) or 'membership'. */
  kind: 'chances' | 'top' | 'refresh' | 'publish' | 'membership';
  name: string;
  /** Chances in the package, days of TOP, 1 otherwise. */
  quantity: number;
  /** Days the purchase lasts (chances' validity, TOP days, membership period). */
  validDays: number;
  /** The list price of the line (before the coupon). */
  price: number;
}

/** The proof of a bank or offline payment and the operator's decision (spec §2 order/remittance). */
export interface OrderRemittance {
  status: 'submitted' | 'confirmed' | 'rejected';
  voucherImg: string;
  /** A short-lived URL showing the proof to the payer (voucherImg is a private upload's name, not an address). */
  voucherUrl: string;
  remark: string;
  /** Why an operator rejected it; '' otherwise. */
  reason: string;
  submittedAt: string;
  /** '' until an operator decided. */
  decidedAt: string;
}

/** What became of one attempt at the provider (payments.status; forward only). */
export type AttemptStatus = 'pending' | 'accepted' | 'refused' | 'expired' | 'refunded';

/**
 * One attempt at paying an order online (one per trip to the provider's hosted page), as its payer
 * sees it. reference is our transaction id of the attempt — the merchant reference the provider's
 * receipt carries and the one support looks up; it grants nothing (checks and notifications need
 * our keys). The provider's own tokens and the raw journal stay with operators (the console).
 */
export interface OrderAttempt {
  reference: string;
  /** statuses.PAYMENT_METHOD the attempt was made with (the order's method may have changed since). */
  payType: number;
  /** The operator the provider reported (OM, MOMO, WAVE…); '' when not known. */
  method: string;
  amount: number;
  status: AttemptStatus;
  createTime: string;
}

export interface Order {
  orderNo: string;
  prefix: OrderPrefix;
  kind: OrderKind;
  title: string;
  /** What is paid (listAmount − discount). */
  amount: number;
  /** The list price. */
  listAmount: number;
  /** The coupon's part. */
  discount: number;
  /** 'XOF'. */
  currency: string;
  priceFlag: string;
  /** statuses.ORDER_STATE (TRADE_ORDER_STATE for goods: not served by this call yet). */
  state: number;
  failReason: PaymentFailReason;
  /** statuses.PAYMENT_METHOD. */
  payType: number;
  createTime: string;
  expiresAt: string;
  /** '' until paid. */
  paidAt: string;
  items: OrderItem[];
  coupon: { couponId: string; name: string; amount: number } | null;
  /** Bank and offline orders only; null before a proof is sent. */
  remittance: OrderRemittance | null;
  /** Every attempt at the provider, newest first ([] for bank, offline and zero-amount orders). */
  attempts: OrderAttempt[];
  serviceId?: ServiceId;
  moduleId?: number;
  memberLevelId?: number;
}

export interface OrderListRequest extends PageRequest {
  /**
   * 'buy' (ibuy: what the caller bought) or 'sale' (isale: goods orders the caller sells, spec §2
   * usercenter/order; served empty until goods orders exist).
   */
  side: 'buy' | 'sale';
  /** statuses.ORDER_STATE; absent = every state. */
  state?: number;
}

export interface ExchangeCodeRequest {
  code: string;
}

/** What a redeemed code gave (the exchange-code screen says it). */
export interface ExchangeCodeReply {
  kind: 'chances' | 'coupon';
  /** The commodity's or the coupon's name in the caller's language. */
  name: string;
  /** Posting chances granted, or the coupon's amount in francs. */
  quantity: number;
  /** ISO expiry of what was granted. */
  expiresAt: string;
}

/** Remittance (bank / offline) proof: a picture the caller uploaded (uploadPrivateImg use proof, at most 2 MB). */
export interface RemittanceRequest {
  orderNo: string;
  voucherImg: string;
  remark?: string;
}
