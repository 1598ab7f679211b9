// Order numbers (spec §4 prefixes co, mo, iko, ao): prefix + UTC date + random digits, e.g.
// co20261126 4829301756 (written without the space). The digits come from the CSPRNG so a number
// cannot be guessed from another one (they travel in return URLs); the primary key keeps them
// unique and the caller retries on the rare collision.
import { randomInt } from 'node:crypto';
import type { OrderPrefix } from '../../../src/contract/statuses.js';
import { PAYMENT_LIMITS } from './limits.js';

export function newOrderNo(prefix: OrderPrefix, now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  let digits = '';
  while (digits.length < PAYMENT_LIMITS.orderNoDigits) digits += String(randomInt(0, 10));
  return `${prefix}${date}${digits}`;
}

/** A provider transaction id for one attempt at paying `orderNo` (CinetPay: letters, digits, dashes). */
export function newTransactionId(orderNo: string): string {
  let digits = '';
  while (digits.length < 6) digits += String(randomInt(0, 10));
  return `${orderNo}-${digits}`;
}
