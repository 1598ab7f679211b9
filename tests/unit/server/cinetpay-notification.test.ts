// @vitest-environment node
// CinetPay's notification signature (notification.ts): the x-token over the sixteen fields in the
// documented order, checked against a vector computed independently with
//   printf '%s' '<the concatenation>' | openssl dgst -sha256 -hmac '<secret>'
// (CinetPay's pages give no vector), and every forgery refused: wrong token, a changed amount,
// another site, a missing field, a token of another length, characters moved between fields.
// node:crypto's timingSafeEqual is wrapped by a spy to show the comparison goes through it.
import { describe, expect, it, vi } from 'vitest';

const spied = vi.hoisted(() => ({ calls: [] as [number, number][] }));
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof import('node:crypto')>();
  return {
    ...actual,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      spied.calls.push([a.byteLength, b.byteLength]);
      return actual.timingSafeEqual(a, b);
    },
  };
});

const { NOTIFICATION_FIELDS, notificationToken, parseNotificationForm, signedData, tokensMatch, verifyCinetPayNotification } = await import('../../../examples/server/payments/cinetpay/notification.js');
const { createCinetPay } = await import('../../../examples/server/payments/cinetpay/adapter.js');

const SECRET = 'sk-test-cinetpay-vector';
const SITE = '445160';
const FIELDS: Record<string, string> = {
  cpm_site_id: SITE,
  cpm_trans_id: 'ORD-20261126-0001',
  cpm_trans_date: '2026-11-26 10:15:00',
  cpm_amount: '1500',
  cpm_currency: 'XOF',
  signature: '5f2b7c9d1e0a',
  payment_method: 'OM',
  cel_phone_num: '0700000000',
  cpm_phone_prefixe: '225',
  cpm_language: 'fr',
  cpm_version: 'V4',
  cpm_payment_config: 'SINGLE',
  cpm_page_action: 'PAYMENT',
  cpm_custom: 'ORD-20261126-0001',
  cpm_designation: 'Abonnement VIP 1 mois',
  cpm_error_message: 'SUCCES',
};
const VECTOR = 'd246d3a83491d7f98bff3f7920b8b167e9501f81b49bf45a8312ee7f56841507';
const account = { siteId: SITE, secretKey: SECRET };
const verify = (fields: Record<string, string>, token: string | null = VECTOR) =>
  verifyCinetPayNotification(fields, token === null ? {} : { 'x-token': token }, account);

describe('x-token', () => {
  it('concatenates the sixteen fields in the documented order', () => {
    expect(NOTIFICATION_FIELDS).toEqual([
      'cpm_site_id', 'cpm_trans_id', 'cpm_trans_date', 'cpm_amount', 'cpm_currency', 'signature', 'payment_method', 'cel_phone_num',
      'cpm_phone_prefixe', 'cpm_language', 'cpm_version', 'cpm_payment_config', 'cpm_page_action', 'cpm_custom', 'cpm_designation', 'cpm_error_message',
    ]);
    expect(signedData(FIELDS)).toBe('445160ORD-20261126-00012026-11-26 10:15:001500XOF5f2b7c9d1e0aOM0700000000225frV4SINGLEPAYMENTORD-20261126-0001Abonnement VIP 1 moisSUCCES');
  });

  it('is HMAC-SHA256 with the secret key, lower-case hex (the openssl vector)', () => {
    expect(notificationToken(FIELDS, SECRET)).toBe(VECTOR);
    // The order of the object's keys does not matter, only the documented order does.
    expect(notificationToken(Object.fromEntries(Object.entries(FIELDS).reverse()), SECRET)).toBe(VECTOR);
  });
});

describe('verifying a notification', () => {
  it('accepts the genuine one (any header case, upper-case hex too) and keeps the signed fields', () => {
    const r = verify({ ...FIELDS, extra: 'ignored' });
    expect(r).toEqual({ ok: true, notification: { transactionId: 'ORD-20261126-0001', siteId: SITE, fields: FIELDS } });
    expect(verifyCinetPayNotification(FIELDS, { 'X-Token': VECTOR.toUpperCase() }, account).ok).toBe(true);
  });

  it('refuses a wrong token, a changed amount or status, another site, a missing field or header', () => {
    expect(verify(FIELDS, notificationToken(FIELDS, 'another-secret'))).toEqual({ ok: false, reason: 'signature' });
    expect(verify({ ...FIELDS, cpm_amount: '15000' })).toEqual({ ok: false, reason: 'signature' });
    expect(verify({ ...FIELDS, cpm_error_message: 'SUCCES ' })).toEqual({ ok: false, reason: 'signature' });
    // Another merchant's genuine notification, correctly signed with their key, is not ours.
    const theirs = { ...FIELDS, cpm_site_id: '999999' };
    expect(verify(theirs, notificationToken(theirs, SECRET))).toEqual({ ok: false, reason: 'site' });
    for (const f of ['cpm_site_id', 'cpm_trans_id', 'cpm_trans_date', 'cpm_amount', 'cpm_currency', 'signature']) {
      const { [f]: _gone, ...rest } = FIELDS;
      expect(verify(rest), f).toEqual({ ok: false, reason: 'fields' });
    }
    expect(verify(FIELDS, null)).toEqual({ ok: false, reason: 'fields' });
    expect(verifyCinetPayNotification(FIELDS, { 'x-token': [VECTOR, VECTOR] }, account)).toEqual({ ok: false, reason: 'fields' });
  });

  it('refuses characters moved between fields, which the bare concatenation cannot see', () => {
    // Same signed string, so the same token, but another transaction / amount: the formats pin the boundaries.
    const shifted = { ...FIELDS, cpm_trans_id: 'ORD-20261126-00012', cpm_trans_date: '026-11-26 10:15:00' };
    expect(signedData(shifted)).toBe(signedData(FIELDS));
    expect(verify(shifted)).toEqual({ ok: false, reason: 'fields' });
    const amount = { ...FIELDS, cpm_amount: '1500X', cpm_currency: 'OF' };
    expect(signedData(amount)).toBe(signedData(FIELDS));
    expect(verify(amount)).toEqual({ ok: false, reason: 'fields' });
  });

  it('compares tokens with timingSafeEqual, and only tokens of the same length', () => {
    spied.calls.length = 0;
    expect(verify(FIELDS).ok).toBe(true);
    expect(spied.calls).toEqual([[64, 64]]);
    spied.calls.length = 0;
    expect(verify(FIELDS, VECTOR.slice(0, 63))).toEqual({ ok: false, reason: 'signature' });
    expect(verify(FIELDS, `${VECTOR}0`)).toEqual({ ok: false, reason: 'signature' });
    expect(verify(FIELDS, 'é'.repeat(64))).toEqual({ ok: false, reason: 'signature' }); // 64 characters, 128 bytes
    expect(spied.calls).toEqual([]);
    expect(tokensMatch('abc', 'abd')).toBe(false);
    expect(spied.calls).toEqual([[3, 3]]);
  });

  it('the adapter verifies with its own site id and secret key', () => {
    const provider = createCinetPay({ apiUrl: 'https://api-checkout.cinetpay.com', siteId: SITE, apiKey: 'k', secretKey: SECRET });
    expect(provider.verifyNotification(FIELDS, { 'x-token': VECTOR }).ok).toBe(true);
    const other = createCinetPay({ apiUrl: 'https://api-checkout.cinetpay.com', siteId: SITE, apiKey: 'k', secretKey: 'rotated' });
    expect(other.verifyNotification(FIELDS, { 'x-token': VECTOR })).toEqual({ ok: false, reason: 'signature' });
  });
});

describe('parseNotificationForm', () => {
  it('reads a form-encoded body as CinetPay posts it (first value of a repeated field wins)', () => {
    const body = new URLSearchParams({ ...FIELDS, cpm_designation: 'Villa & jardin = 100%' }).toString();
    expect(parseNotificationForm(`${body}&cpm_amount=1`)).toEqual({ ...FIELDS, cpm_designation: 'Villa & jardin = 100%' });
    expect(parseNotificationForm(undefined)).toEqual({});
    expect(parseNotificationForm({ cpm_amount: '1' })).toEqual({});
    expect(parseNotificationForm('x'.repeat(20_000))).toEqual({});
  });
});
