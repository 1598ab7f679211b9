// Numbers of the money core in one table (spec §4 payment methods; the rest are ours and said why).
// onlineOrderMs, expiryGraceMs and reconcilePollMs are defaults: operators may set them
// (PAYMENT_ORDER_SECONDS, PAYMENT_EXPIRY_GRACE_SECONDS, PAYMENT_RECONCILE_SECONDS; payment-times.ts),
// so the code reads them from services.paymentTimes, not from here.
import type { RateRule } from '../accounts/limits.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const PAYMENT_LIMITS = {
  /**
   * A waiting order paid online (methods 1, 2, 3, 7) fails after this: a hosted checkout or a
   * mobile-money approval takes minutes, and the price and coupon held by the order must not stay
   * reserved for days.
   */
  onlineOrderMs: 30 * MINUTE,
  /** Bank transfer and offline (methods 4, 8): the transfer and its proof take days. */
  offlineOrderMs: 7 * DAY,
  /**
   * An expired online order with an attempt still pending at the provider is failed only this
   * long after its expiry (the payer may have approved at the last minute; the job asks first).
   */
  expiryGraceMs: 15 * MINUTE,
  /** The reconciliation job's poll (payments/reconcile.ts). */
  reconcilePollMs: 30_000,
  /** First re-check of a pending attempt after its creation (the payer is still on the hosted page). */
  firstCheckMs: MINUTE,
  /** Later re-checks back off, doubling, up to this. */
  maxCheckGapMs: 30 * MINUTE,
  /** getPaymentResult asks the provider about a pending attempt at most this often. */
  resultCheckGapMs: 5_000,
  /** A verified notification is answered within this even if the provider's check is slow. */
  notifyAnswerMs: 8_000,
  /**
   * The smallest amount a provider takes, and its step (CinetPay: at least 100 XOF, a multiple of
   * 5; payments/cinetpay/protocol.ts). A coupon never brings a paid amount below it: the payer
   * pays at least this, or nothing when the coupon covers the whole price.
   */
  minOnlineAmount: 100,
  amountStep: 5,
  /** Random digits after the prefix and the date of an order number (10^10 per day and prefix). */
  orderNoDigits: 10,
  /** Orders per page of getOrderList (spec §9 page size 15 for mine lists). */
  orderPageSize: 15,
} as const;

export const PAYMENT_RATES = {
  /** Exchange-code attempts of one user (a code has 12+ characters: guessing takes forever). */
  exchangeUser: { limit: 10, windowMs: 60 * MINUTE },
  /** Exchange-code attempts from one address (several accounts behind one guesser). */
  exchangeIp: { limit: 30, windowMs: 60 * MINUTE },
  /** Orders a user may create (each reserves a price and maybe a coupon, and calls the provider). */
  ordersUser: { limit: 30, windowMs: 10 * MINUTE },
  /**
   * Refused (unverified) notifications journaled per source address (webhook.ts). The journal is
   * for the console (a wrong key shows up as the provider's own notifications refused); beyond
   * this they are still refused, just no longer written, so a flood of forged posts cannot fill
   * payment_events. Verified notifications are never counted nor limited.
   */
  forgedIp: { limit: 20, windowMs: 10 * MINUTE },
  /** The same, all addresses together: many addresses (IPv6) cannot fill the table either. */
  forgedAll: { limit: 200, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
