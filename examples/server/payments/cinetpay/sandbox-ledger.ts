// The CinetPay sandbox's transactions and its answers to the two API calls, as CinetPay gives them
// (protocol.ts): POST /v2/payment and POST /v2/payment/check. No HTTP here (sandbox.ts) and no
// HTML (checkout-page.ts): plain functions over a ledger, so the rules read in one place.
//
// Kept in memory, not in a table: the sandbox stands in for CinetPay's own servers, whose records
// are not ours to keep; a restart losing unpaid test payments is what an expired payment link
// looks like to the order (check answers "unknown transaction", the order expires). It also keeps
// the sandbox out of the migrations. One process only: several workers (WORKERS > 1) would each hold
// part of the ledger, so config.ts does not pick the sandbox there.
//
// Where CinetPay's docs name no answer, the sandbox picks one and says so: a reused
// transaction_id and an unknown one are refused with 608 (its meaning includes "the value of a
// parameter is not valid").
import { randomBytes } from 'node:crypto';
import { CHANNELS, CODE, LANGS, OPERATORS, PHONE_DIGITS_CI, PHONE_PREFIX_CI, TRANSACTION_ID, amountProblem, type Operator, type WireStatus } from './protocol.js';

export interface SandboxAccount {
  siteId: string;
  apiKey: string;
  secretKey: string;
}

/**
 * What a tester's phone number makes the sandbox do after Approve, by its last two digits (like a
 * card sandbox's magic numbers): misbehaviour the order code must survive, on demand.
 */
export const PHONE_ENDINGS = {
  /** The notification is sent twice. */
  '11': 'twice',
  /** The notification is sent late (lateMs after the decision). */
  '22': 'late',
  /** No notification at all: only a check tells. */
  '33': 'never',
  /** "Approve on your phone": WAITING_FOR_CUSTOMER (notified), then ACCEPTED lateMs later (notified again). */
  '44': 'phone',
  /** The notification's x-token is made with another key: the webhook must refuse it. */
  '55': 'forged',
  /** Not enough money on the wallet: refused with 602 INSUFFICIENT_BALANCE. */
  '66': 'insufficient',
} as const;

export type Behaviour = (typeof PHONE_ENDINGS)[keyof typeof PHONE_ENDINGS] | 'normal';

export const behaviourOf = (phone: string): Behaviour =>
  (PHONE_ENDINGS as Readonly<Record<string, Behaviour>>)[phone.slice(-2)] ?? 'normal';

type State = 'open' | 'waiting' | 'accepted' | 'refused';

export interface SandboxTransaction {
  token: string;
  transactionId: string;
  amount: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  channels: string;
  lang: 'fr' | 'en';
  metadata: string;
  customerPhone: string;
  createdAt: number;
  state: State;
  /** The check's code and message for the current state (protocol.ts CODE). */
  code: string;
  message: string;
  operator?: Operator;
  phone?: string;
  decidedAt?: number;
  /** Refused because nobody decided in time (the page says "expired"). */
  expired?: boolean;
  /** CinetPay's own "signature" field of the notification: a token of the transaction. */
  signature: string;
}

export interface Ledger {
  byToken: Map<string, SandboxTransaction>;
  byId: Map<string, SandboxTransaction>;
}

export const createLedger = (): Ledger => ({ byToken: new Map(), byId: new Map() });

export interface WireAnswer {
  status: number;
  body: Record<string, unknown>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const responseId = (now: number) => `${Math.floor(now / 1000)}.${String(now % 1000).padStart(4, '0')}`;
const refuse = (code: string, message: string, description: string, now: number): WireAnswer =>
  ({ status: 400, body: { code, message, description, api_response_id: responseId(now) } });

/** A fresh site id and keys for this process's sandbox (they never leave the server). */
export const generateAccount = (): SandboxAccount => ({
  siteId: String(100_000 + (randomBytes(4).readUInt32BE() % 900_000)),
  apiKey: `${hex(12)}.${hex(4)}`,
  secretKey: hex(16),
});

/** "2026-11-26 10:00:00" (UTC, which is Abidjan's time), as the notification's cpm_trans_date. */
export const wireDate = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

const text = (x: unknown): string | undefined => (typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : undefined);
const isHttpUrl = (x: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(x).protocol);
  } catch {
    return false;
  }
};

/** POST /v2/payment. `body` is the decoded JSON (or form) object; anything else is refused. */
export function initPayment(ledger: Ledger, account: SandboxAccount, body: unknown, now: number, checkoutUrl: (t: SandboxTransaction) => string): WireAnswer {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const required = ['apikey', 'site_id', 'transaction_id', 'amount', 'currency', 'description', 'notify_url', 'return_url', 'channels'] as const;
  const missing = required.filter((k) => !text(b[k]));
  if (missing.length) return refuse(CODE.minimumRequiredFields, 'MINIMUM_REQUIRED_FIELDS', `missing: ${missing.join(', ')}`, now);
  if (text(b.apikey) !== account.apiKey) return refuse(CODE.authNotFound, 'AUTH_NOT_FOUND', 'apikey is not valid', now);
  if (text(b.site_id) !== account.siteId) return refuse(CODE.siteIdNotValid, 'ERROR_SITE_ID_NOTVALID', 'site_id is not valid', now);
  const currency = text(b.currency)!;
  if (currency !== 'XOF') return refuse(CODE.currencyNotValid, 'ERROR_CURRENCY_NOTVALID', 'the sandbox takes XOF only', now);
  const rawAmount = b.amount;
  const amount = typeof rawAmount === 'number' ? rawAmount : /^\d{1,12}$/.test(text(rawAmount) ?? '') ? Number(rawAmount) : Number.NaN;
  const amountWrong = amountProblem(amount);
  if (amountWrong) {
    return amount < 100 && Number.isSafeInteger(amount)
      ? refuse(CODE.amountTooLow, 'ERROR_AMOUNT_TOO_LOW', amountWrong, now)
      : refuse(CODE.minimumRequiredFields, 'MINIMUM_REQUIRED_FIELDS', amountWrong, now);
  }
  const transactionId = text(b.transaction_id)!;
  if (!TRANSACTION_ID.test(transactionId)) return refuse(CODE.minimumRequiredFields, 'MINIMUM_REQUIRED_FIELDS', 'transaction_id: letters, digits and dashes only', now);
  if (ledger.byId.has(transactionId)) return refuse(CODE.minimumRequiredFields, 'MINIMUM_REQUIRED_FIELDS', 'transaction_id is already used', now);
  const channels = text(b.channels)!;
  if (!(CHANNELS as readonly string[]).includes(channels)) return refuse(CODE.minimumRequiredFields, 'MINIMUM_REQUIRED_FIELDS', `channels must be one of ${CHANNELS.join(', ')}`, now);
  const lang = text(b.lang) ?? 'fr';
  if (!(LANGS as readonly string[]).includes(lang)) return refuse(CODE.languageNotValid, 'ERROR_LANGUAGE_NOTVALID', 'lang must be fr or en', now);
  const notifyUrl = text(b.notify_url)!;
  const returnUrl = text(b.return_url)!;
  if (!isHttpUrl(notifyUrl) || !isHttpUrl(returnUrl)) return refuse(CODE.minimumRequiredFields, 'MINIMUM_REQUIRED_FIELDS', 'notify_url and return_url must be http(s) URLs', now);
  const tx: SandboxTransaction = {
    token: hex(24),
    transactionId,
    amount,
    currency,
    description: text(b.description)!.slice(0, 500),
    notifyUrl,
    returnUrl,
    channels,
    lang: lang as 'fr' | 'en',
    metadata: (text(b.metadata) ?? '').slice(0, 500),
    customerPhone: (text(b.customer_phone_number) ?? '').replace(/\D/g, '').slice(-10),
    createdAt: now,
    state: 'open',
    code: CODE.waitingCustomerPayment,
    message: 'WAITING_CUSTOMER_PAYMENT',
    signature: hex(20),
  };
  ledger.byId.set(transactionId, tx);
  ledger.byToken.set(tx.token, tx);
  return {
    status: 200,
    body: {
      code: CODE.created,
      message: 'CREATED',
      description: 'Transaction created with success',
      data: { payment_token: tx.token, payment_url: checkoutUrl(tx) },
      api_response_id: responseId(now),
    },
  };
}

/** An open payment nobody decided within `expiryMs` is refused (lazily, when someone looks). */
export function expire(tx: SandboxTransaction, now: number, expiryMs: number): void {
  if (tx.state === 'open' && now - tx.createdAt > expiryMs) {
    Object.assign(tx, { state: 'refused', code: CODE.transactionCancel, message: 'TRANSACTION_CANCEL', decidedAt: tx.createdAt + expiryMs, expired: true });
  }
}

export const wireStatus = (tx: SandboxTransaction): WireStatus =>
  tx.state === 'accepted' ? 'ACCEPTED' : tx.state === 'refused' ? 'REFUSED' : 'WAITING_FOR_CUSTOMER';

/** POST /v2/payment/check, by transaction_id or token. */
export function checkPayment(ledger: Ledger, account: SandboxAccount, body: unknown, now: number, expiryMs: number): WireAnswer {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const id = text(b.transaction_id);
  const token = text(b.token);
  if (!text(b.apikey) || !text(b.site_id) || (!id && !token)) {
    return refuse(CODE.minimumRequiredFields, 'MINIMUM_REQUIRED_FIELDS', 'apikey, site_id and transaction_id (or token) are required', now);
  }
  if (text(b.apikey) !== account.apiKey) return refuse(CODE.authNotFound, 'AUTH_NOT_FOUND', 'apikey is not valid', now);
  if (text(b.site_id) !== account.siteId) return refuse(CODE.siteIdNotValid, 'ERROR_SITE_ID_NOTVALID', 'site_id is not valid', now);
  const tx = id ? ledger.byId.get(id) : ledger.byToken.get(token!);
  if (!tx) return refuse(CODE.minimumRequiredFields, 'MINIMUM_REQUIRED_FIELDS', 'no such transaction', now);
  expire(tx, now, expiryMs);
  return {
    status: 200,
    body: {
      code: tx.code,
      message: tx.message,
      data: {
        amount: String(tx.amount),
        currency: tx.currency,
        status: wireStatus(tx),
        payment_method: tx.operator?.method ?? '',
        description: tx.description,
        metadata: tx.metadata || null,
        operator_id: tx.state === 'accepted' ? `SBX${tx.signature.slice(0, 12).toUpperCase()}` : null,
        payment_date: tx.state === 'accepted' && tx.decidedAt ? wireDate(tx.decidedAt) : '',
        fund_availability_date: tx.state === 'accepted' && tx.decidedAt ? wireDate(tx.decidedAt + 86_400_000) : '',
      },
      api_response_id: responseId(now),
    },
  };
}

export type Decision = { ok: true; behaviour: Behaviour } | { ok: false; error: 'operator' | 'phone' | 'prefix' | 'closed' };

/**
 * The tester's choice on the hosted page. Approve needs an operator and a 10-digit number of that
 * operator (Wave: any); decline needs nothing. Only an open payment can be decided.
 */
export function decide(tx: SandboxTransaction, form: Readonly<Record<string, string>>, now: number, expiryMs: number): Decision {
  expire(tx, now, expiryMs);
  if (tx.state !== 'open') return { ok: false, error: 'closed' };
  const operator = OPERATORS.find((o) => o.id === form.operator);
  const phone = (form.phone ?? '').replace(/[\s.-]/g, '');
  if (form.decision !== 'approve') {
    Object.assign(tx, { state: 'refused', code: CODE.transactionCancel, message: 'TRANSACTION_CANCEL', decidedAt: now });
    if (operator) tx.operator = operator;
    if (PHONE_DIGITS_CI.test(phone)) tx.phone = phone;
    return { ok: true, behaviour: 'normal' };
  }
  if (!operator) return { ok: false, error: 'operator' };
  if (!PHONE_DIGITS_CI.test(phone)) return { ok: false, error: 'phone' };
  if (operator.prefix && !phone.startsWith(operator.prefix)) return { ok: false, error: 'prefix' };
  const behaviour = behaviourOf(phone);
  Object.assign(tx, { operator, phone, decidedAt: now });
  if (behaviour === 'insufficient') Object.assign(tx, { state: 'refused', code: CODE.insufficientBalance, message: 'INSUFFICIENT_BALANCE' });
  else if (behaviour === 'phone') Object.assign(tx, { state: 'waiting', code: CODE.waitingCustomerToValidate, message: 'WAITING_CUSTOMER_TO_VALIDATE' });
  else Object.assign(tx, { state: 'accepted', code: CODE.success, message: 'SUCCES' });
  return { ok: true, behaviour };
}

/** The payer approved on their phone (behaviour 'phone'): the waiting payment is accepted. */
export function approveOnPhone(tx: SandboxTransaction, now: number): boolean {
  if (tx.state !== 'waiting') return false;
  Object.assign(tx, { state: 'accepted', code: CODE.success, message: 'SUCCES', decidedAt: now });
  return true;
}

/** The notification's form fields for the transaction's current state (notification.ts order). */
export function notificationFields(tx: SandboxTransaction, siteId: string): Record<string, string> {
  return {
    cpm_site_id: siteId,
    cpm_trans_id: tx.transactionId,
    cpm_trans_date: wireDate(tx.createdAt),
    cpm_amount: String(tx.amount),
    cpm_currency: tx.currency,
    signature: tx.signature,
    payment_method: tx.operator?.method ?? '',
    cel_phone_num: tx.phone ?? '',
    cpm_phone_prefixe: tx.phone ? PHONE_PREFIX_CI : '',
    cpm_language: tx.lang,
    cpm_version: 'V4',
    cpm_payment_config: 'SINGLE',
    cpm_page_action: 'PAYMENT',
    cpm_custom: tx.metadata,
    cpm_designation: tx.description,
    cpm_error_message: tx.message,
  };
}
