// A CinetPay stand-in served by the reference server (DESIGN §8: the default, so `npm start` can
// pay end to end), speaking CinetPay's checkout protocol (protocol.ts, notification.ts):
//   POST /dev/cinetpay/v2/payment        init: same fields, same codes (sandbox-ledger.ts)
//   POST /dev/cinetpay/v2/payment/check  check: by transaction_id or token
//   GET  /dev/cinetpay/checkout/:token   the hosted page (checkout-page.ts)
//   POST /dev/cinetpay/checkout/:token   the tester's decision; then a signed, form-encoded
//                                        notification (x-token) to notify_url
// The server talks to it through the real adapter (start.ts), with a site id and keys generated
// for this process (SANDBOX_ACCOUNT), so the adapter's every check runs for real.
//
// Magic values, to exercise the money rules on demand (like a card sandbox's test numbers):
//   - the payer's number, by its last two digits (sandbox-ledger.ts PHONE_ENDINGS): …11 notified
//     twice, …22 notified late (lateMs), …33 never notified, …44 "approve on your phone"
//     (WAITING_FOR_CUSTOMER notified, ACCEPTED lateMs later and notified again), …55 notification
//     signed with a wrong key, …66 refused for insufficient balance (602). Any other number: one
//     notification at once.
//   - a description containing "sandbox:busy" is answered 429 TOO_MANY_REQUEST, "sandbox:down" 500,
//     as the translation sandbox does: the "Network busy" path.
//   - a payment nobody decides within expiryMs (15 minutes) is refused (627 TRANSACTION_CANCEL),
//     and its page says it expired.
//
// Who reaches it: unlike the loopback-only development routes (http/dev-routes.ts), the hosted page
// must open on the phone that runs the app, so app.ts registers the sandbox whenever the
// configuration picked it (config.ts `payments: 'sandbox'`): development only, never production,
// whatever the host. The API calls need the process's generated key; the page needs its 48-character
// token, as CinetPay's own payment links do.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notificationToken } from './notification.js';
import { CHECK_PATH, INIT_PATH } from './protocol.js';
import { checkoutPolicy, renderCheckout, renderOutcome, renderUnknown, type CheckoutError, type Outcome } from './checkout-page.js';
import {
  approveOnPhone, checkPayment, createLedger, decide, expire, generateAccount, initPayment, notificationFields,
  type Behaviour, type SandboxAccount, type SandboxTransaction,
} from './sandbox-ledger.js';

export const SANDBOX_CINETPAY_PATH = '/dev/cinetpay';
const CHECKOUT_PATH = `${SANDBOX_CINETPAY_PATH}/checkout`;

/** This process's sandbox site id and keys: made at start, known only to this server. */
export const SANDBOX_ACCOUNT: SandboxAccount = generateAccount();

export interface CinetPaySandboxOptions {
  account?: SandboxAccount;
  /** How late a "late" notification (…22) comes, and how long "approve on your phone" (…44) takes. */
  lateMs?: number;
  /** An open payment expires after this long. */
  expiryMs?: number;
  now?: () => number;
  /** Sends the notifications. */
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

export type { SandboxAccount } from './sandbox-ledger.js';

function parseBody(body: unknown, contentType: string | undefined): unknown {
  if (typeof body !== 'string') return body;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

const formOf = (body: unknown): Record<string, string> =>
  typeof body === 'string' && body.length <= 4096 ? Object.fromEntries(new URLSearchParams(body)) : {};

const outcomeOf = (tx: SandboxTransaction): Outcome =>
  tx.state === 'accepted' ? 'accepted' : tx.state === 'waiting' ? 'waiting' : tx.expired ? 'expired' : 'refused';

export function registerCinetPaySandbox(scope: FastifyInstance, o: CinetPaySandboxOptions = {}): void {
  const account = o.account ?? SANDBOX_ACCOUNT;
  const lateMs = o.lateMs ?? 5_000;
  const expiryMs = o.expiryMs ?? 15 * 60_000;
  const now = o.now ?? Date.now;
  const send = o.fetch ?? fetch;
  const log = o.log ?? ((line: string) => scope.log.warn(line));
  const ledger = createLedger();
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  scope.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  });

  /** POSTs the transaction's current notification; failures are logged, not retried. */
  async function notify(tx: SandboxTransaction, forged = false): Promise<void> {
    const fields = notificationFields(tx, account.siteId);
    const token = notificationToken(fields, forged ? `${account.secretKey}-forged` : account.secretKey);
    try {
      const res = await send(tx.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) log(`cinetpay sandbox: notify_url ${tx.notifyUrl} answered ${res.status} for ${tx.transactionId}`);
    } catch (e) {
      log(`cinetpay sandbox: notify_url ${tx.notifyUrl} unreachable for ${tx.transactionId} (${String(e)})`);
    }
  }

  /** What follows a decision, by the number's behaviour (file header). */
  function afterDecision(tx: SandboxTransaction, behaviour: Behaviour): void {
    switch (behaviour) {
      case 'never': return;
      case 'late': return later(lateMs, () => notify(tx));
      case 'twice': return void notify(tx).then(() => notify(tx));
      case 'forged': return void notify(tx, true);
      case 'phone':
        void notify(tx);
        return later(lateMs, async () => { if (approveOnPhone(tx, now())) await notify(tx); });
      default: return void notify(tx);
    }
  }

  scope.post(`${SANDBOX_CINETPAY_PATH}${INIT_PATH}`, async (req, reply) => {
    const body = parseBody(req.body, req.headers['content-type']);
    const description = typeof body === 'object' && body !== null ? String((body as Record<string, unknown>).description ?? '') : '';
    if (description.includes('sandbox:busy')) return reply.code(429).send({ code: '429', message: 'TOO_MANY_REQUEST' });
    if (description.includes('sandbox:down')) return reply.code(500).type('text/plain').send('sandbox: CinetPay is down');
    // payment_url on return_url's origin: return_url is on the product's own origin (spec §2),
    // which is this server as the payer's device reaches it; the request's own Host is how the
    // server calls itself (127.0.0.1), which a phone cannot open.
    const r = initPayment(ledger, account, body, now(), (tx) => `${originOf(tx.returnUrl)}${CHECKOUT_PATH}/${tx.token}`);
    return reply.code(r.status).send(r.body);
  });

  scope.post(`${SANDBOX_CINETPAY_PATH}${CHECK_PATH}`, async (req, reply) => {
    const r = checkPayment(ledger, account, parseBody(req.body, req.headers['content-type']), now(), expiryMs);
    return reply.code(r.status).send(r.body);
  });

  const html = (reply: FastifyReply, tx: SandboxTransaction | undefined, status: number, markup: string) => reply
    .code(status)
    .header('Content-Security-Policy', checkoutPolicy(tx?.returnUrl ?? ''))
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(markup);

  scope.get<{ Params: { token: string } }>(`${CHECKOUT_PATH}/:token`, async (req, reply) => {
    const tx = ledger.byToken.get(req.params.token);
    if (!tx) return html(reply, undefined, 404, renderUnknown());
    expire(tx, now(), expiryMs);
    if (tx.state !== 'open') return html(reply, tx, 200, renderOutcome(tx, outcomeOf(tx)));
    return html(reply, tx, 200, renderCheckout(tx, `${CHECKOUT_PATH}/${tx.token}`));
  });

  scope.post<{ Params: { token: string } }>(`${CHECKOUT_PATH}/:token`, async (req, reply) => {
    const tx = ledger.byToken.get(req.params.token);
    if (!tx) return html(reply, undefined, 404, renderUnknown());
    const form = formOf(req.body);
    const d = decide(tx, form, now(), expiryMs);
    if (!d.ok) {
      if (d.error === 'closed') return reply.redirect(`${CHECKOUT_PATH}/${tx.token}`, 303);
      const values = { ...(form.operator ? { operator: form.operator } : {}), phone: form.phone ?? '' };
      return html(reply, tx, 400, renderCheckout(tx, `${CHECKOUT_PATH}/${tx.token}`, d.error as CheckoutError, values));
    }
    afterDecision(tx, d.behaviour);
    // Post/redirect/get: a reload shows the outcome instead of deciding again.
    return reply.redirect(`${CHECKOUT_PATH}/${tx.token}`, 303);
  });
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
