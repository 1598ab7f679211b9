// The three clocks of an online order an operator may set (spec §8 "Order is expired": how long a
// payer has, and how soon the server says so): PAYMENT_ORDER_SECONDS, PAYMENT_EXPIRY_GRACE_SECONDS,
// PAYMENT_RECONCILE_SECONDS. config.ts reads them at start; unset = limits.ts's defaults. They
// travel in services.paymentTimes (instance.ts) to the order (pay-handlers.ts) and the
// reconciliation job (reconcile.ts), so two servers in one process (tests) may differ. Seconds, not
// minutes: a test server can let an order expire in seconds without a setting that exists only
// for tests.
import { PAYMENT_LIMITS } from './limits.js';

export interface PaymentTimes {
  /** A waiting order paid online fails after this (limits.ts onlineOrderMs says why). */
  onlineOrderMs: number;
  /** An expired online order with an attempt pending at the provider is failed only this long after. */
  expiryGraceMs: number;
  /** The reconciliation job's poll. */
  reconcilePollMs: number;
}

export const DEFAULT_PAYMENT_TIMES: PaymentTimes = {
  onlineOrderMs: PAYMENT_LIMITS.onlineOrderMs,
  expiryGraceMs: PAYMENT_LIMITS.expiryGraceMs,
  reconcilePollMs: PAYMENT_LIMITS.reconcilePollMs,
};

/** The server's times; a server started without them (some tests) runs on the defaults. */
// (Typed by its one field, not ServerServices: http/handler.ts imports PaymentTimes from here.)
export const paymentTimesOf = (services: { readonly paymentTimes?: PaymentTimes | undefined }): PaymentTimes =>
  services.paymentTimes ?? DEFAULT_PAYMENT_TIMES;

const DAY_S = 86_400;
/**
 * In production an order lives at least this long: approving a mobile-money payment on the phone
 * (USSD prompt, PIN) takes minutes, and a shorter order would fail payers who did nothing wrong.
 */
const PRODUCTION_MIN_ORDER_S = 300;

interface Knob {
  name: string;
  field: keyof PaymentTimes;
  min: number;
  max: number;
  /** Why the upper bound (said in the startup error). */
  why: string;
}

/** Each variable, its bounds, and why (a day at most: the order holds a price and maybe a coupon). */
const KNOBS: readonly Knob[] = [
  { name: 'PAYMENT_ORDER_SECONDS', field: 'onlineOrderMs', min: 1, max: DAY_S, why: 'an online order holds its price and coupon' },
  { name: 'PAYMENT_EXPIRY_GRACE_SECONDS', field: 'expiryGraceMs', min: 0, max: DAY_S, why: 'an expired order waits no longer for a late approval' },
  { name: 'PAYMENT_RECONCILE_SECONDS', field: 'reconcilePollMs', min: 1, max: 3_600, why: 'pending payments are asked about at least hourly' },
];

function readSeconds(env: NodeJS.ProcessEnv, k: Knob, production: boolean): number | undefined {
  const raw = env[k.name]?.trim();
  if (!raw) return undefined;
  const min = production && k.field === 'onlineOrderMs' ? PRODUCTION_MIN_ORDER_S : k.min;
  const n = /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < min || n > k.max) {
    const floor = min === PRODUCTION_MIN_ORDER_S ? ` (at least ${min} with NODE_ENV=production: a mobile-money approval takes minutes)` : '';
    throw new Error(`${k.name} must be a whole number of seconds from ${min} to ${k.max}${floor}; ${k.why}. Got ${JSON.stringify(raw)}`);
  }
  return n * 1_000;
}

/** The times from the environment; a bad value stops the server at start with the variable named. */
export function readPaymentTimes(env: NodeJS.ProcessEnv, production: boolean): PaymentTimes {
  const times = { ...DEFAULT_PAYMENT_TIMES };
  for (const k of KNOBS) {
    const ms = readSeconds(env, k, production);
    if (ms !== undefined) times[k.field] = ms;
  }
  return times;
}
