// The CinetPay adapter (DESIGN §8: one adapter per real provider, speaking its actual protocol):
// hosted checkout (POST {api}/v2/payment → payment_url), status check (POST {api}/v2/payment/check),
// the x-token notification signature (notification.ts). Protocol facts and their sources are in
// protocol.ts and notification.ts. CINETPAY_API_URL names the API (https://api-checkout.cinetpay.com
// for the real one); the reference server's sandbox (sandbox.ts) answers the same calls and is the
// default, through this same adapter over HTTP.
//
// Every answer is checked field by field before use; anything else is a PaymentProviderError:
// 'unavailable' (network, timeout, 5xx, 429, an answer of the wrong shape: "Network busy"),
// 'credentials' (609, 613…: our configuration is wrong) or 'rejected' ("Payment failed").
//
// Refunds: CinetPay's checkout API has no refund call (its pages are initialisation, notification,
// verification, return, HMAC and the code table; 660 REFUNDED / 661 REFUNDING_IN_PROCESS appear only
// as statuses). Money goes back through the merchant back-office, or as a payout with the separate
// Transfer API (https://docs.cinetpay.com/api/1.0-en/transfert/utilisation: a token from
// client.cinetpay.com/v1/auth/login with the apikey and an API *password*, the payer's number added
// to the merchant's contacts, a funded transfer balance), none of which this configuration holds.
// refund() therefore says so (ok: false, reason 'unsupported') instead of pretending.
import { CODE, CHECK_PATH, CREDENTIAL_CODES, DESCRIPTION_UNSAFE, INIT_PATH, TRANSACTION_ID, UNAVAILABLE_CODES, amountProblem } from './protocol.js';
import { verifyCinetPayNotification } from './notification.js';
import { PaymentProviderError, type CheckedPayment, type CreatePayment, type CreatedPayment, type PaymentProvider, type ProviderStatus } from '../provider.js';

export interface CinetPayOptions {
  /** CINETPAY_API_URL, e.g. https://api-checkout.cinetpay.com (no trailing /v2). */
  apiUrl: string;
  siteId: string;
  apiKey: string;
  /** Signs the notifications (x-token). */
  secretKey: string;
  /** Label for logs; default "cinetpay <apiUrl>". */
  label?: string;
  fetch?: typeof fetch;
  /** Per request; default 15 s (the payer is waiting on the order screen). */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

const isRecord = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' && x.trim() !== '' ? x : undefined);
const isHttpUrl = (x: string): boolean => {
  try {
    const u = new URL(x);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/** An amount as CinetPay writes it ("100", 100, "100.00") as a number; NaN when it is none. */
const amountOf = (x: unknown): number => {
  if (typeof x === 'number') return x;
  if (typeof x === 'string' && /^\d{1,12}(?:\.\d{1,2})?$/.test(x.trim())) return Number(x.trim());
  return Number.NaN;
};

/**
 * A check answer's status as ours. Accepted needs both the success code and ACCEPTED: any
 * disagreement between the two is not a payment.
 */
function statusOf(code: string, status: string | undefined): ProviderStatus {
  switch (status) {
    case 'ACCEPTED': return code === CODE.success ? 'accepted' : 'unknown';
    case 'REFUSED': return 'refused';
    case 'CANCELED': case 'CANCELLED': return 'cancelled';
    case 'WAITING_FOR_CUSTOMER': case 'WAITING_CUSTOMER_TO_VALIDATE': case 'WAITING_CUSTOMER_PAYMENT': case 'WAITING_CUSTOMER_OTP_CODE': case 'PENDING':
      return 'pending';
    default: return 'unknown';
  }
}

/** The error a refused answer stands for. */
function refusal(what: string, code: string | undefined, message: unknown): PaymentProviderError {
  const why = `${what}: CinetPay answered ${code ?? 'no code'}${typeof message === 'string' ? ` ${message}` : ''}`;
  if (code !== undefined && CREDENTIAL_CODES.has(code)) return new PaymentProviderError('credentials', code, why);
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) return new PaymentProviderError('unavailable', code, why);
  return new PaymentProviderError(code === undefined ? 'unavailable' : 'rejected', code, why);
}

export function createCinetPay(o: CinetPayOptions): PaymentProvider {
  const base = o.apiUrl.replace(/\/+$/, '');
  const doFetch = o.fetch ?? fetch;
  const timeoutMs = o.timeoutMs ?? 15_000;
  const account = { apikey: o.apiKey, site_id: o.siteId };

  /** POSTs JSON; returns the answer's body when it is a JSON object with a string code. */
  async function call(path: string, body: Json): Promise<{ status: number; answer: Json & { code: string } }> {
    const what = `cinetpay ${path}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      text = await res.text();
    } catch (e) {
      const timedOut = controller.signal.aborted;
      throw new PaymentProviderError('unavailable', undefined, `${what}: ${timedOut ? `no answer within ${timeoutMs} ms` : `unreachable (${String(e)})`}`);
    } finally {
      clearTimeout(timer);
    }
    if (res.status >= 500 || res.status === 429) throw new PaymentProviderError('unavailable', String(res.status), `${what}: HTTP ${res.status}`);
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    // CinetPay writes its codes as strings ("00", "201"); a number is read as the same code.
    const code = isRecord(answer) ? answer.code : undefined;
    const codeText = typeof code === 'string' ? code : typeof code === 'number' && Number.isInteger(code) ? String(code) : undefined;
    if (!isRecord(answer) || codeText === undefined) {
      throw new PaymentProviderError('unavailable', undefined, `${what}: HTTP ${res.status} without a CinetPay answer`);
    }
    return { status: res.status, answer: { ...answer, code: codeText } };
  }

  return {
    label: o.label ?? `cinetpay ${base}`,

    async create(p: CreatePayment): Promise<CreatedPayment> {
      // Refused here what CinetPay would refuse (protocol.ts), without a round trip.
      const problem = p.currency !== 'XOF' ? `currency ${String(p.currency)} is not XOF`
        : amountProblem(p.amount)
          ?? (TRANSACTION_ID.test(p.transactionId) ? null : 'transaction id must be 1–64 letters, digits or dashes')
          ?? (isHttpUrl(p.notifyUrl) && isHttpUrl(p.returnUrl) ? null : 'notify and return addresses must be http(s) URLs');
      if (problem) throw new PaymentProviderError('rejected', undefined, `cinetpay create: ${problem}`);
      const description = p.description.replace(DESCRIPTION_UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, 200) || p.transactionId;
      const c = p.customer ?? {};
      const body: Json = {
        ...account,
        transaction_id: p.transactionId,
        amount: p.amount,
        currency: p.currency,
        description,
        notify_url: p.notifyUrl,
        return_url: p.returnUrl,
        channels: p.channels,
        lang: p.lang,
        metadata: p.transactionId,
        ...(c.id ? { customer_id: c.id } : {}),
        ...(c.name ? { customer_name: c.name } : {}),
        ...(c.phone ? { customer_phone_number: c.phone } : {}),
        ...(c.email ? { customer_email: c.email } : {}),
      };
      const { answer } = await call(INIT_PATH, body);
      if (answer.code !== CODE.created) throw refusal('cinetpay create', answer.code, answer.message ?? answer.description);
      const data = isRecord(answer.data) ? answer.data : {};
      const paymentToken = str(data.payment_token);
      const paymentUrl = str(data.payment_url);
      if (!paymentToken || !paymentUrl || !isHttpUrl(paymentUrl)) {
        throw new PaymentProviderError('unavailable', answer.code, 'cinetpay create: 201 without a payment_token and an http(s) payment_url');
      }
      return { paymentToken, paymentUrl };
    },

    async check(transactionId: string): Promise<CheckedPayment> {
      if (!TRANSACTION_ID.test(transactionId)) throw new PaymentProviderError('rejected', undefined, 'cinetpay check: not a transaction id');
      const { answer } = await call(CHECK_PATH, { ...account, transaction_id: transactionId });
      const data = answer.data;
      if (!isRecord(data)) throw refusal('cinetpay check', answer.code, answer.message ?? answer.description);
      const amount = amountOf(data.amount);
      const currency = str(data.currency);
      if (!Number.isFinite(amount) || currency === undefined) {
        throw new PaymentProviderError('unavailable', answer.code, 'cinetpay check: the answer has no readable amount and currency');
      }
      const paymentMethod = str(data.payment_method);
      const operatorId = str(data.operator_id);
      return {
        status: statusOf(answer.code, str(data.status)),
        amount,
        currency,
        ...(paymentMethod ? { paymentMethod } : {}),
        ...(operatorId ? { operatorId } : {}),
        raw: answer,
      };
    },

    verifyNotification: (fields, headers) => verifyCinetPayNotification(fields, headers, { siteId: o.siteId, secretKey: o.secretKey }),

    async refund(transactionId: string, amount: number, reason: string) {
      return {
        ok: false,
        reason: 'unsupported',
        raw: {
          transactionId,
          amount,
          asked: reason,
          why: 'CinetPay has no refund API for checkout payments: refund from the CinetPay back-office, or pay the customer back with the Transfer API (separate API password, not configured).',
        },
      };
    },
  };
}
