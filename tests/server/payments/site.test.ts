// Where payers come back to and where the provider reaches us (payments/site.ts; spec §2 "Payment
// return addresses are /common/payConfirmReal and /common/payConfirmVirtual on the product's own
// origin"): PUBLIC_ORIGIN in production, this machine in development; never another origin.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../examples/server/config.js';
import { checkReturnUrl, paymentSiteOf, returnUrlFor } from '../../../examples/server/payments/site.js';

const address = { address: '127.0.0.1', family: 'IPv4', port: 8080 };

describe('payment site', () => {
  it('production: the configured origin only, notified there, paths come back there', () => {
    const site = paymentSiteOf({ publicOrigin: 'https://market.example' }, address)!;
    expect(site).toEqual({ notifyUrl: 'https://market.example/payments/cinetpay/notify', returnOrigins: ['https://market.example'], defaultOrigin: 'https://market.example' });
    const fromPath = checkReturnUrl('/common/payConfirmReal?from=house', site);
    expect(returnUrlFor(fromPath, 'co1')).toBe('https://market.example/common/payConfirmReal?from=house&orderNo=co1');
    expect(checkReturnUrl('https://market.example/common/payConfirmVirtual', site).origin).toBe('https://market.example');
    for (const bad of ['http://localhost:8080/common/payConfirmVirtual', 'https://market.example.evil/common/payConfirmVirtual', 'https://evil.example/common/payConfirmVirtual']) {
      expect(() => checkReturnUrl(bad, site)).toThrow();
    }
  });

  it('development: this machine (any loopback port) notified over loopback', () => {
    const site = paymentSiteOf({ publicOrigin: undefined }, address)!;
    expect(site.notifyUrl).toBe('http://127.0.0.1:8080/payments/cinetpay/notify');
    expect(checkReturnUrl('http://localhost:5173/common/payConfirmVirtual', site).origin).toBe('http://localhost:5173');
    expect(checkReturnUrl('/common/payConfirmVirtual', site).origin).toBe('http://localhost:8080');
    expect(() => checkReturnUrl('http://10.0.0.2:8080/common/payConfirmVirtual', site)).toThrow();
  });

  it('PUBLIC_ORIGIN must be an origin, and is required with real CinetPay', () => {
    const base = { DATA_DIR: '/tmp/mkt-site-test' };
    expect(readConfig({ ...base, PUBLIC_ORIGIN: 'https://market.example/' }).publicOrigin).toBe('https://market.example');
    expect(() => readConfig({ ...base, PUBLIC_ORIGIN: 'https://market.example/shop' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readConfig({ ...base, PUBLIC_ORIGIN: 'ftp://market.example' })).toThrow(/PUBLIC_ORIGIN/);
    const cinetpay = { CINETPAY_API_URL: 'https://api-checkout.cinetpay.com', CINETPAY_SITE_ID: '1', CINETPAY_API_KEY: 'k', CINETPAY_SECRET_KEY: 's' };
    expect(() => readConfig({ ...base, ...cinetpay })).toThrow(/PUBLIC_ORIGIN is required/);
    expect(readConfig({ ...base, ...cinetpay, PUBLIC_ORIGIN: 'https://market.example' }).publicOrigin).toBe('https://market.example');
  });
});
