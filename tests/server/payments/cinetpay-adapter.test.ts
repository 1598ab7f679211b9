// The CinetPay adapter against the CinetPay sandbox over real HTTP (DESIGN §8: tests run the real
// adapter against the sandbox): create → payment_url, check, the hosted page's decisions, the signed
// notifications a small merchant listener receives (once, twice, late, never, waiting then accepted,
// forged), expiry, and every refusal mapped to a coded PaymentProviderError.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCinetPay } from '../../../examples/server/payments/cinetpay/adapter.js';
import { PaymentProviderError, type CreatePayment, type PaymentProvider } from '../../../examples/server/payments/provider.js';
import { generateAccount } from '../../../examples/server/payments/cinetpay/sandbox-ledger.js';
import { formFields, startMerchant, startSandbox, submitCheckout, type Merchant, type SandboxServer } from './cinetpay-rig.js';

const account = generateAccount();
const LATE_MS = 300;
const EXPIRY_MS = 60_000;
let clockShift = 0;
let sandbox: SandboxServer;
let merchant: Merchant;
let provider: PaymentProvider;
let seq = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ account, lateMs: LATE_MS, expiryMs: EXPIRY_MS, now: () => Date.now() + clockShift, log: () => undefined });
  merchant = await startMerchant();
  provider = createCinetPay({ apiUrl: sandbox.apiUrl, ...account, timeoutMs: 5_000 });
});
afterAll(async () => {
  await sandbox?.close();
  await merchant?.close();
});

const payment = (over: Partial<CreatePayment> = {}): CreatePayment => ({
  transactionId: `T-${process.pid}-${++seq}`,
  amount: 1500,
  currency: 'XOF',
  description: 'Abonnement VIP 1 mois',
  notifyUrl: merchant.url,
  returnUrl: `${sandbox.origin}/common/payConfirmReal`,
  channels: 'MOBILE_MONEY',
  lang: 'fr',
  ...over,
});

/** Creates a payment and reads how many notifications the merchant had before it. */
async function created(over: Partial<CreatePayment> = {}) {
  const p = payment(over);
  const c = await provider.create(p);
  return { p, c, before: merchant.received.length };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rejection = async (run: Promise<unknown>): Promise<PaymentProviderError> => {
  const e = await run.then(() => undefined, (x: unknown) => x);
  expect(e).toBeInstanceOf(PaymentProviderError);
  return e as PaymentProviderError;
};

describe('create and check', () => {
  it('create answers a payment_url on return_url\'s origin; check says pending with the amount and currency', async () => {
    const { p, c } = await created();
    expect(c.paymentToken).toMatch(/^[0-9a-f]{48}$/);
    expect(c.paymentUrl).toBe(`${sandbox.origin}/dev/cinetpay/checkout/${c.paymentToken}`);
    const checked = await provider.check(p.transactionId);
    expect(checked).toMatchObject({ status: 'pending', amount: 1500, currency: 'XOF' });
    expect(checked.raw).toMatchObject({ code: '662', message: 'WAITING_CUSTOMER_PAYMENT', data: { status: 'WAITING_FOR_CUSTOMER' } });
  });

  it('refuses a reused transaction_id (608), an unknown transaction, and wrong credentials (609, 613)', async () => {
    const { p } = await created();
    const dup = await rejection(provider.create(p));
    expect([dup.kind, dup.providerCode, dup.messageKey]).toEqual(['rejected', '608', 'errors.paymentFailed']);
    expect((await rejection(provider.check('T-never-created'))).kind).toBe('rejected');
    const badKey = createCinetPay({ apiUrl: sandbox.apiUrl, ...account, apiKey: 'wrong' });
    expect(await rejection(badKey.create(payment()))).toMatchObject({ kind: 'credentials', providerCode: '609', retryable: false });
    const badSite = createCinetPay({ apiUrl: sandbox.apiUrl, ...account, siteId: '999999' });
    expect(await rejection(badSite.check(p.transactionId))).toMatchObject({ kind: 'credentials', providerCode: '613' });
  });

  it('bad amounts and currencies are refused by the adapter before any call, and by the sandbox too', async () => {
    for (const amount of [99, 102, 1500.5, -5, 0]) {
      expect(await rejection(provider.create(payment({ amount })))).toMatchObject({ kind: 'rejected', providerCode: undefined });
    }
    expect((await rejection(provider.create(payment({ currency: 'EUR' as 'XOF' })))).kind).toBe('rejected');
    // The sandbox itself, spoken to directly, answers as CinetPay does.
    const raw = async (body: Record<string, unknown>) => {
      const res = await fetch(`${sandbox.apiUrl}/v2/payment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await res.json()) as { code: string; message: string };
    };
    const base = { apikey: account.apiKey, site_id: account.siteId, transaction_id: `T-raw-${++seq}`, amount: 1000, currency: 'XOF', description: 'x', notify_url: merchant.url, return_url: merchant.url, channels: 'ALL' };
    expect(await raw({ ...base, amount: 95 })).toMatchObject({ code: '641', message: 'ERROR_AMOUNT_TOO_LOW' });
    expect(await raw({ ...base, amount: 1002 })).toMatchObject({ code: '608' });
    expect(await raw({ ...base, amount: 'mille' })).toMatchObject({ code: '608' });
    expect(await raw({ ...base, currency: 'EUR' })).toMatchObject({ code: '612', message: 'ERROR_CURRENCY_NOTVALID' });
    expect(await raw({ ...base, channels: 'CASH' })).toMatchObject({ code: '608' });
    expect(await raw({ ...base, lang: 'de' })).toMatchObject({ code: '615' });
    const { notify_url: _n, ...missing } = base;
    expect(await raw(missing)).toMatchObject({ code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
    const garbage = await fetch(`${sandbox.apiUrl}/v2/payment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"amount": ' });
    expect([garbage.status, ((await garbage.json()) as { code: string }).code]).toEqual([400, '608']);
  });

  it('busy (429), down (500), unreachable and silent providers are "Network busy" (retryable)', async () => {
    for (const description of ['Villa sandbox:busy', 'Villa sandbox:down']) {
      expect(await rejection(provider.create(payment({ description })))).toMatchObject({ kind: 'unavailable', retryable: true, messageKey: 'errors.networkBusy' });
    }
    expect((await rejection(createCinetPay({ apiUrl: 'http://127.0.0.1:1', ...account, timeoutMs: 2_000 }).create(payment()))).kind).toBe('unavailable');
    // A provider that never answers: the adapter gives up after its timeout.
    const silent = await startSilent();
    const started = Date.now();
    const e = await rejection(createCinetPay({ apiUrl: silent.url, ...account, timeoutMs: 300 }).check('T-1'));
    expect(e.kind).toBe('unavailable');
    expect(e.message).toMatch(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
    await silent.close();
  });

  it('never trusts the shape of an answer', async () => {
    const answering = (body: unknown, status = 200) => createCinetPay({
      apiUrl: 'http://cinetpay.test', ...account,
      fetch: (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch,
    });
    expect((await rejection(answering({ code: '201', data: { payment_token: 'x' } }).create(payment()))).kind).toBe('unavailable');
    expect((await rejection(answering({ code: '201', data: { payment_token: 'x', payment_url: 'javascript:alert(1)' } }).create(payment()))).kind).toBe('unavailable');
    expect((await rejection(answering('<html>maintenance</html>').create(payment()))).kind).toBe('unavailable');
    expect((await rejection(answering([1, 2]).check('T-1'))).kind).toBe('unavailable');
    expect((await rejection(answering({ code: '00', data: { amount: 'lots', currency: 'XOF', status: 'ACCEPTED' } }).check('T-1'))).kind).toBe('unavailable');
    // ACCEPTED with a failure code is no payment; a status it does not know is "unknown".
    expect((await answering({ code: '627', data: { amount: '100', currency: 'XOF', status: 'ACCEPTED' } }).check('T-1')).status).toBe('unknown');
    expect((await answering({ code: '00', data: { amount: '100', currency: 'XOF', status: 'MAYBE' } }).check('T-1')).status).toBe('unknown');
    expect(await answering({ code: '00', data: { amount: '100', currency: 'XOF', status: 'ACCEPTED', payment_method: 'OM' } }).check('T-1'))
      .toMatchObject({ status: 'accepted', amount: 100, currency: 'XOF', paymentMethod: 'OM' });
  });

  it('refund says honestly that CinetPay has no refund API', async () => {
    expect(await provider.refund('T-1', 1500, 'duplicate order')).toMatchObject({ ok: false, reason: 'unsupported' });
  });
});

describe('the hosted page and the notifications', () => {
  it('shows the amount and the escaped description under a script-free policy', async () => {
    const { c } = await created({ description: 'Villa <img src=x onerror=alert(1)> "Cocody"', lang: 'en' });
    const res = await fetch(c.paymentUrl);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(csp).toContain(`form-action 'self' ${sandbox.origin}`);
    const html = await res.text();
    expect(html).toContain('1,500 F CFA');
    expect(html).toContain('Approve payment');
    expect(html).toContain('Villa &lt;img src=x onerror=alert(1)&gt; &quot;Cocody&quot;');
    expect(html).not.toMatch(/<img|<script/i);
    for (const name of ['Orange Money', 'MTN MoMo', 'Moov Money', 'Wave']) expect(html).toContain(name);
  });

  it('approve: one signed notification, check ACCEPTED with the amount and currency, the way back POSTs token and transaction_id', async () => {
    const { p, c, before } = await created();
    const res = await submitCheckout(c.paymentUrl, { operator: 'orange', phone: '0701020304', decision: 'approve' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(new URL(c.paymentUrl).pathname);
    const [n] = (await merchant.waitFor(before + 1)).slice(before);
    expect(n!.contentType).toBe('application/x-www-form-urlencoded');
    const fields = formFields(n!);
    expect(fields).toMatchObject({ cpm_site_id: account.siteId, cpm_trans_id: p.transactionId, cpm_amount: '1500', cpm_currency: 'XOF', payment_method: 'OM', cel_phone_num: '0701020304', cpm_phone_prefixe: '225', cpm_error_message: 'SUCCES', cpm_version: 'V4' });
    expect(fields.cpm_trans_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const verified = provider.verifyNotification(fields, n!.headers);
    expect(verified).toMatchObject({ ok: true, notification: { transactionId: p.transactionId, siteId: account.siteId } });
    expect(await provider.check(p.transactionId)).toMatchObject({ status: 'accepted', amount: 1500, currency: 'XOF', paymentMethod: 'OM' });
    const outcome = await (await fetch(c.paymentUrl)).text();
    expect(outcome).toContain('Paiement accepté');
    expect(outcome).toContain(`<form class="card" method="post" action="${p.returnUrl}">`);
    expect(outcome).toContain(`name="token" value="${c.paymentToken}"`);
    expect(outcome).toContain(`name="transaction_id" value="${p.transactionId}"`);
    // Decided once: a second tap changes nothing.
    expect((await submitCheckout(c.paymentUrl, { decision: 'decline' })).status).toBe(303);
    expect((await provider.check(p.transactionId)).status).toBe('accepted');
  });

  it('decline: a signed REFUSED notification and check REFUSED', async () => {
    const { p, c, before } = await created();
    expect((await submitCheckout(c.paymentUrl, { decision: 'decline' })).status).toBe(303);
    const [n] = (await merchant.waitFor(before + 1)).slice(before);
    const fields = formFields(n!);
    expect(fields.cpm_error_message).toBe('TRANSACTION_CANCEL');
    expect(provider.verifyNotification(fields, n!.headers).ok).toBe(true);
    expect(await provider.check(p.transactionId)).toMatchObject({ status: 'refused', raw: { code: '627' } });
    expect(await (await fetch(c.paymentUrl)).text()).toContain('Paiement refusé');
  });

  it('a number ending in 11 is notified twice, identically', async () => {
    const { c, before } = await created();
    await submitCheckout(c.paymentUrl, { operator: 'mtn', phone: '0500000011', decision: 'approve' });
    const [a, b] = (await merchant.waitFor(before + 2)).slice(before);
    expect(a!.body).toBe(b!.body);
    expect(a!.headers['x-token']).toBe(b!.headers['x-token']);
    expect(provider.verifyNotification(formFields(b!), b!.headers).ok).toBe(true);
  });

  it('a number ending in 22 is notified late, 33 never (only a check tells)', async () => {
    const late = await created();
    const decided = Date.now();
    await submitCheckout(late.c.paymentUrl, { operator: 'moov', phone: '0100000022', decision: 'approve' });
    const never = await created();
    await submitCheckout(never.c.paymentUrl, { operator: 'wave', phone: '0900000033', decision: 'approve' });
    const [n] = (await merchant.waitFor(late.before + 1)).slice(late.before);
    expect(n!.at - decided).toBeGreaterThanOrEqual(LATE_MS - 20);
    expect(formFields(n!).cpm_trans_id).toBe(late.p.transactionId);
    await sleep(LATE_MS * 2);
    expect(merchant.received.slice(late.before).map((r) => formFields(r).cpm_trans_id)).not.toContain(never.p.transactionId);
    expect(await provider.check(never.p.transactionId)).toMatchObject({ status: 'accepted', paymentMethod: 'WAVECI' });
  });

  it('a number ending in 44 waits for approval on the phone: WAITING notified, then ACCEPTED', async () => {
    const { p, c, before } = await created();
    await submitCheckout(c.paymentUrl, { operator: 'orange', phone: '0700000044', decision: 'approve' });
    const [first] = (await merchant.waitFor(before + 1)).slice(before);
    expect(formFields(first!).cpm_error_message).toBe('WAITING_CUSTOMER_TO_VALIDATE');
    expect((await provider.check(p.transactionId)).status).toBe('pending');
    expect(await (await fetch(c.paymentUrl)).text()).toContain('Validez le paiement sur votre téléphone');
    const [, second] = (await merchant.waitFor(before + 2)).slice(before);
    expect(formFields(second!).cpm_error_message).toBe('SUCCES');
    expect(provider.verifyNotification(formFields(second!), second!.headers).ok).toBe(true);
    expect((await provider.check(p.transactionId)).status).toBe('accepted');
  });

  it('a number ending in 55 gets a badly signed notification; 66 is refused for insufficient balance', async () => {
    const forged = await created();
    await submitCheckout(forged.c.paymentUrl, { operator: 'orange', phone: '0700000055', decision: 'approve' });
    const [n] = (await merchant.waitFor(forged.before + 1)).slice(forged.before);
    expect(provider.verifyNotification(formFields(n!), n!.headers)).toEqual({ ok: false, reason: 'signature' });
    const poor = await created();
    await submitCheckout(poor.c.paymentUrl, { operator: 'orange', phone: '0700000066', decision: 'approve' });
    const [m] = (await merchant.waitFor(poor.before + 1)).slice(poor.before);
    expect(formFields(m!).cpm_error_message).toBe('INSUFFICIENT_BALANCE');
    expect(await provider.check(poor.p.transactionId)).toMatchObject({ status: 'refused', raw: { code: '602' } });
  });

  it('asks again for a missing operator, a short number or another operator\'s number', async () => {
    const { p, c } = await created({ lang: 'en' });
    const cases: [Record<string, string>, string][] = [
      [{ phone: '0700000000', decision: 'approve' }, 'Choose an operator.'],
      [{ operator: 'orange', phone: '07000', decision: 'approve' }, 'Type a 10-digit number.'],
      [{ operator: 'mtn', phone: '0700000000', decision: 'approve' }, 'This number does not belong to that operator.'],
    ];
    for (const [form, message] of cases) {
      const res = await submitCheckout(c.paymentUrl, form);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect((await provider.check(p.transactionId)).status).toBe('pending');
  });

  it('an undecided payment expires: check REFUSED, the page says so', async () => {
    const { p, c } = await created();
    clockShift = EXPIRY_MS + 1_000;
    try {
      expect(await provider.check(p.transactionId)).toMatchObject({ status: 'refused', raw: { code: '627' } });
      expect(await (await fetch(c.paymentUrl)).text()).toContain('Ce paiement a expiré');
      expect((await submitCheckout(c.paymentUrl, { operator: 'orange', phone: '0701020304', decision: 'approve' })).status).toBe(303);
      expect((await provider.check(p.transactionId)).status).toBe('refused');
    } finally {
      clockShift = 0;
    }
  });

  it('an unknown token is a 404 page', async () => {
    const res = await fetch(`${sandbox.apiUrl}/checkout/${'0'.repeat(48)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

/** An HTTP server that accepts requests and never answers. */
async function startSilent(): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const pending: import('node:http').ServerResponse[] = [];
  const server = createServer((_req, res) => { pending.push(res); });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => { for (const res of pending) res.destroy(); server.closeAllConnections(); server.close(() => r()); }),
  };
}
