// CinetPay's payment notification (IPN) and its x-token signature.
//
// https://docs.cinetpay.com/api/1.0-en/checkout/hmac (and /1.0-fr/checkout/hmac): CinetPay POSTs
// form fields (application/x-www-form-urlencoded) to notify_url with a header
//   x-token = hash_hmac('SHA256', data, secretKey)   (lower-case hex, 64 characters)
// where data is the concatenation, in this exact order, of:
//   cpm_site_id + cpm_trans_id + cpm_trans_date + cpm_amount + cpm_currency + signature +
//   payment_method + cel_phone_num + cpm_phone_prefixe + cpm_language + cpm_version +
//   cpm_payment_config + cpm_page_action + cpm_custom + cpm_designation + cpm_error_message
// compared with hash_equals (constant time). cpm_trans_date looks like "2000-12-21 19:19:00"
// (French page), cpm_version "V4", cpm_payment_config "SINGLE", cpm_page_action "PAYMENT",
// cpm_custom is the metadata and cpm_designation the description sent at initialisation.
// CinetPay also pings notify_url with a GET (no data) to see that it answers 200.
//
// A notification is only a reason to ask: nothing is delivered before a check (payments/check)
// says ACCEPTED with the order's amount and currency (provider.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationResult } from '../provider.js';

/** Where our webhook listens (the route itself belongs to the orders code, payments/*.ts). */
export const PAYMENTS_NOTIFY_PATH = '/payments/cinetpay/notify';

/** The signed fields, in the order of the documented concatenation. */
export const NOTIFICATION_FIELDS = [
  'cpm_site_id', 'cpm_trans_id', 'cpm_trans_date', 'cpm_amount', 'cpm_currency', 'signature',
  'payment_method', 'cel_phone_num', 'cpm_phone_prefixe', 'cpm_language', 'cpm_version',
  'cpm_payment_config', 'cpm_page_action', 'cpm_custom', 'cpm_designation', 'cpm_error_message',
] as const;

export type NotificationField = (typeof NOTIFICATION_FIELDS)[number];

/**
 * The fields that must be present and well formed. The concatenation has no separators, so
 * characters could be moved between neighbouring fields without changing the token: fixed formats
 * for the first five (our own site id, a transaction id without spaces, a date, digits, three
 * capitals) pin their boundaries, and with them which transaction and which amount were signed.
 * The others are informative (a card payment has no phone number) and count as '' when absent,
 * as PHP's concatenation of a missing $_POST value does.
 */
const FORMATS: Readonly<Partial<Record<NotificationField, RegExp>>> = {
  cpm_trans_id: /^[A-Za-z0-9-]{1,64}$/,
  cpm_trans_date: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/,
  cpm_amount: /^\d{1,12}(?:\.\d{1,2})?$/,
  cpm_currency: /^[A-Z]{3}$/,
  signature: /^\S{1,200}$/,
};

/** The data string of the x-token: the signed fields concatenated in the documented order. */
export const signedData = (fields: Readonly<Record<string, string | undefined>>): string =>
  NOTIFICATION_FIELDS.map((f) => fields[f] ?? '').join('');

/** x-token of a notification: HMAC-SHA256 of signedData with the secret key, lower-case hex. */
export const notificationToken = (fields: Readonly<Record<string, string | undefined>>, secretKey: string): string =>
  createHmac('sha256', secretKey).update(signedData(fields), 'utf8').digest('hex');

/**
 * Constant-time comparison of a received token with the expected one. Lengths are compared first
 * (timingSafeEqual throws on different lengths; the expected length is public: 64 hex digits).
 */
export function tokensMatch(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

const header = (headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | undefined => {
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() !== name) continue;
    return typeof v === 'string' ? v : undefined; // a repeated header is not one token
  }
  return undefined;
};

/** Checks a notification's fields and x-token for the site `siteId` with `secretKey`. */
export function verifyCinetPayNotification(
  fields: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  account: { siteId: string; secretKey: string },
): NotificationResult {
  const token = header(headers, 'x-token');
  const siteId = fields.cpm_site_id;
  if (token === undefined || siteId === undefined) return { ok: false, reason: 'fields' };
  for (const [name, format] of Object.entries(FORMATS)) {
    const value = fields[name];
    if (value === undefined || !format.test(value)) return { ok: false, reason: 'fields' };
  }
  // The site id is public (it is in every payment request); a plain comparison is enough.
  if (siteId !== account.siteId) return { ok: false, reason: 'site' };
  if (!tokensMatch(token, notificationToken(fields, account.secretKey))) return { ok: false, reason: 'signature' };
  const signed: Record<string, string> = {};
  for (const f of NOTIFICATION_FIELDS) if (fields[f] !== undefined) signed[f] = fields[f];
  return { ok: true, notification: { transactionId: fields.cpm_trans_id!, siteId, fields: signed } };
}

/**
 * The raw form body of a notification (the server hands every body over as a string, app.ts) as
 * fields. A field sent twice keeps its first value; an unreadable body gives no fields.
 */
export function parseNotificationForm(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== 'string' || body.length > 16_384) return out;
  for (const [k, v] of new URLSearchParams(body)) if (!(k in out)) out[k] = v;
  return out;
}
