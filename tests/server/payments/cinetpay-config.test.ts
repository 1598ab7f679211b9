// Payments configuration (config.ts `payments`) and how the reference server serves and uses the
// CinetPay sandbox: the four CINETPAY_* variables all together or none; none = the sandbox in
// development, nothing in production; the sandbox reachable from the payer's phone in development
// (not only from this machine) and absent in production; startPayments gives the handlers the real
// adapter, talking to the server's own sandbox over HTTP, end to end to a signed notification.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../examples/server/config.js';
import { startPayments, selfUrl } from '../../../examples/server/payments/cinetpay/start.js';
import { PAYMENTS_NOTIFY_PATH } from '../../../examples/server/payments/cinetpay/notification.js';
import { bootServer } from '../boot.js';
import { TEST_DATABASES } from '../databases.js';
import { configuredServers } from '../harness.js';
import { formFields, startMerchant, submitCheckout } from './cinetpay-rig.js';

const dir = mkdtempSync(join(tmpdir(), 'mkt-payments-'));
const env = (more: Record<string, string>) => ({ DATA_DIR: dir, APP_DIR: join(dir, 'no-app'), ...more });
const REAL: Record<string, string> = {
  CINETPAY_API_URL: 'https://api-checkout.cinetpay.com/',
  CINETPAY_SITE_ID: '445160',
  CINETPAY_API_KEY: '12912847765bc0db748fdd44.40081707',
  CINETPAY_SECRET_KEY: 's3cret',
  // Required with real CinetPay (config.ts publicOrigin: where CinetPay posts its notifications).
  PUBLIC_ORIGIN: 'https://market.example',
};
const CINETPAY_KEYS = ['CINETPAY_API_URL', 'CINETPAY_SITE_ID', 'CINETPAY_API_KEY', 'CINETPAY_SECRET_KEY'];

describe('payments configuration', () => {
  it('none of the CINETPAY_* variables: the sandbox in development, none in production or with several workers', () => {
    expect(readConfig(env({})).payments).toBe('sandbox');
    expect(readConfig(env({ HOST: '0.0.0.0' })).payments).toBe('sandbox');
    expect(readConfig(env({ NODE_ENV: 'production' })).payments).toBe('none');
    const shared = { DATABASE_URL: 'postgres://x/y', AMQP_URL: 'amqp://x', STOMP_URL: 'ws://x', REDIS_URL: 'redis://x' };
    expect(readConfig(env({ ...shared, WORKERS: '2' })).payments).toBe('none');
    expect(readConfig(env({ CINETPAY_API_URL: 'none' })).payments).toBe('none');
  });

  it('all four: real CinetPay, in development and production', () => {
    const want = { provider: 'cinetpay', apiUrl: 'https://api-checkout.cinetpay.com', siteId: '445160', apiKey: REAL.CINETPAY_API_KEY, secretKey: 's3cret' };
    expect(readConfig(env(REAL)).payments).toEqual(want);
    expect(readConfig(env({ ...REAL, NODE_ENV: 'production' })).payments).toEqual(want);
  });

  it('some but not all: a startup error naming the missing ones', () => {
    for (const gone of CINETPAY_KEYS) {
      const { [gone]: _g, ...rest } = REAL;
      expect(() => readConfig(env(rest)), gone).toThrow(new RegExp(`^CinetPay needs CINETPAY_API_URL, CINETPAY_SITE_ID, CINETPAY_API_KEY, CINETPAY_SECRET_KEY together.*missing: ${gone}$`));
    }
    expect(() => readConfig(env({ CINETPAY_SECRET_KEY: 'only-this', PUBLIC_ORIGIN: REAL.PUBLIC_ORIGIN! }))).toThrow(/missing: CINETPAY_API_URL, CINETPAY_SITE_ID, CINETPAY_API_KEY$/);
  });

  it('refuses an API address that is not http(s), and plain http in production', () => {
    expect(() => readConfig(env({ ...REAL, CINETPAY_API_URL: 'api-checkout.cinetpay.com' }))).toThrow(/CINETPAY_API_URL must be/);
    expect(() => readConfig(env({ ...REAL, CINETPAY_API_URL: 'http://api-checkout.cinetpay.com', NODE_ENV: 'production' }))).toThrow(/https in production/);
    expect(readConfig(env({ ...REAL, CINETPAY_API_URL: 'http://192.168.1.5:9000/cinetpay' })).payments).toMatchObject({ apiUrl: 'http://192.168.1.5:9000/cinetpay' });
    expect(() => readConfig(env({ ...REAL, CINETPAY_API_KEY: 'two words' }))).toThrow(/CINETPAY_API_KEY must not contain spaces/);
  });

  it('the server calls itself on loopback when it listens on a wildcard address', () => {
    const at = (address: string, family = 'IPv4') => selfUrl({ address, family, port: 8080 } as AddressInfo);
    expect([at('0.0.0.0'), at('::', 'IPv6'), at('127.0.0.1'), at('::1', 'IPv6')])
      .toEqual(['http://127.0.0.1:8080', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
    expect(PAYMENTS_NOTIFY_PATH).toBe('/payments/cinetpay/notify');
  });
});

describe('who reaches the sandbox', () => {
  const boot = configuredServers(env({}));
  const init = (app: Awaited<ReturnType<typeof boot>>, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/dev/cinetpay/v2/payment', headers: { 'content-type': 'application/json' }, payload: '{}', remoteAddress });

  it('in development, from this machine and from a phone on the network (the hosted page must open there)', async () => {
    for (const more of [{}, { HOST: '0.0.0.0' }] as Record<string, string>[]) {
      const app = await boot(more);
      for (const from of ['127.0.0.1', '192.168.1.30']) {
        const res = await init(app, from);
        expect(res.statusCode, `${JSON.stringify(more)} from ${from}`).toBe(400);
        expect(res.json()).toMatchObject({ code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
      }
    }
  });

  it('never in production, nor when CINETPAY_API_URL=none', async () => {
    for (const more of [{ NODE_ENV: 'production' }, { CINETPAY_API_URL: 'none' }] as Record<string, string>[]) {
      const app = await boot(more);
      const res = await init(app, '127.0.0.1');
      expect(res.statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/dev/cinetpay/checkout/${'a'.repeat(48)}` })).statusCode).toBe(404);
    }
  });
});

describe('the way back from CinetPay', () => {
  const boot = configuredServers(env({}));

  it('a POST to a return page (token, transaction_id) is sent on to the page with a GET, query kept, nothing read', async () => {
    const app = await boot({});
    const res = await app.inject({
      method: 'POST', url: '/common/payConfirmVirtual?orderNo=MKT123', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=abc&transaction_id=T-1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/common/payConfirmVirtual?orderNo=MKT123');
    expect((await app.inject({ method: 'POST', url: '/common/payConfirmReal', payload: '' })).headers.location).toBe('/common/payConfirmReal');
    const none = await boot({ CINETPAY_API_URL: 'none' });
    expect((await none.inject({ method: 'POST', url: '/common/payConfirmReal', payload: '' })).statusCode).toBe(404);
  });
});

describe('startPayments on a listening server', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => { for (const c of closers.reverse()) await c(); });

  it('gives the handlers the adapter, which pays through the server\'s own sandbox end to end', async () => {
    const db = await TEST_DATABASES[0]!.open();
    closers.push(() => db.close());
    const { app, services, config } = await bootServer({ db, env: {} });
    closers.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(startPayments({ payments: 'none' }, { ...services }, app.server.address())).toBeUndefined();
    const provider = startPayments(config, services, app.server.address())!;
    expect(provider.label).toBe('sandbox (cinetpay protocol)');
    expect(services.payments).toBe(provider);
    const merchant = await startMerchant();
    closers.push(() => merchant.close());
    const origin = selfUrl(app.server.address() as AddressInfo);
    const created = await provider.create({
      transactionId: `T-start-${process.pid}`, amount: 2500, currency: 'XOF', description: 'Boost 7 jours', notifyUrl: merchant.url,
      returnUrl: `${origin}/common/payConfirmReal`, channels: 'ALL', lang: 'fr', customer: { phone: '+2250700000000' },
    });
    expect(created.paymentUrl.startsWith(`${origin}/dev/cinetpay/checkout/`)).toBe(true);
    const page = await fetch(created.paymentUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const html = await page.text();
    expect(html).toMatch(/2\s500 F CFA/u); // fr-FR groups with a narrow no-break space
    expect(html).toContain('value="0700000000"');
    await submitCheckout(created.paymentUrl, { operator: 'orange', phone: '0700000000', decision: 'approve' });
    const [n] = await merchant.waitFor(1);
    expect(provider.verifyNotification(formFields(n!), n!.headers).ok).toBe(true);
    expect(await provider.check(`T-start-${process.pid}`)).toMatchObject({ status: 'accepted', amount: 2500, currency: 'XOF' });
  });
});
