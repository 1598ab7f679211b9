// The seam between our orders and whoever moves the money (issue brief "a payment provider
// interface": create → PENDING with a redirect URL or "approve on your phone"; status check;
// webhook; refund). Two implementations speak CinetPay's protocol: the real adapter
// (cinetpay/adapter.ts, configured by CINETPAY_API_URL and keys) and the reference server's
// sandbox (cinetpay/sandbox.ts), which is the default. Orders never trust a notification alone:
// delivery needs a verified notification AND a `check` that says ACCEPTED with the order's amount
// and currency (payments/deliver.ts).

/** What the provider reports about one transaction (CinetPay: ACCEPTED, REFUSED, WAITING_FOR_CUSTOMER…). */
export type ProviderStatus = 'accepted' | 'refused' | 'pending' | 'cancelled' | 'unknown';

export interface CreatePayment {
  /** Our transaction id: unique per attempt, idempotency key at the provider. */
  transactionId: string;
  /** Whole francs CFA (XOF has no minor unit). */
  amount: number;
  currency: 'XOF';
  description: string;
  /** Where the provider POSTs its notification (our webhook). */
  notifyUrl: string;
  /** Where the user's browser comes back (spec §2 /common/payConfirmReal|Virtual); never marks paid. */
  returnUrl: string;
  /** CinetPay `channels`: ALL, MOBILE_MONEY, CREDIT_CARD, WALLET. */
  channels: 'ALL' | 'MOBILE_MONEY' | 'CREDIT_CARD' | 'WALLET';
  /** Customer fields the hosted page pre-fills (CinetPay customer_*; optional). */
  customer?: { id?: string; name?: string; phone?: string; email?: string };
  /** 'fr' or 'en' (CinetPay `lang`). */
  lang: 'fr' | 'en';
}

export interface CreatedPayment {
  /** Hosted checkout page to send the browser to. */
  paymentUrl: string;
  /** Provider's token for this attempt. */
  paymentToken: string;
}

export interface CheckedPayment {
  status: ProviderStatus;
  /** As the provider reports them: compared with the order before anything is delivered. */
  amount: number;
  currency: string;
  /** Operator / method the payer used (OM, MOMO, FLOOZ, WAVE, VISAM…), when known. */
  paymentMethod?: string;
  operatorId?: string;
  /** Raw provider answer, kept in payment_events for the console. */
  raw: unknown;
}

/** A notification (webhook) after its signature was checked. */
export interface VerifiedNotification {
  transactionId: string;
  siteId: string;
  /** The notified fields, kept in payment_events. */
  fields: Record<string, string>;
}

export type NotificationResult =
  | { ok: true; notification: VerifiedNotification }
  | { ok: false; reason: 'signature' | 'site' | 'fields' };

export interface PaymentProvider {
  /** Label for logs and the console ("cinetpay", "sandbox (cinetpay protocol)"). */
  readonly label: string;
  create(payment: CreatePayment): Promise<CreatedPayment>;
  check(transactionId: string): Promise<CheckedPayment>;
  /**
   * Verifies a notification from its raw form fields and headers (CinetPay: `x-token` =
   * HMAC-SHA256 of the concatenated cpm_* fields with the secret key, compared in constant time).
   */
  verifyNotification(fields: Record<string, string>, headers: Record<string, string | string[] | undefined>): NotificationResult;
  /**
   * Returns money to the payer (console action). ok: false with a `reason` when the provider has
   * no way to do it by API (CinetPay's checkout API has none: cinetpay/adapter.ts).
   */
  refund(transactionId: string, amount: number, reason: string): Promise<{ ok: boolean; reference?: string; reason?: string; raw: unknown }>;
}

/**
 * Why a provider call failed, for the caller to pick what the user reads (spec §8 texts):
 * - 'unavailable': no usable answer (network, timeout, 5xx, 429, an answer of the wrong shape);
 *   worth retrying later: "Network busy".
 * - 'rejected': the provider refused this request (a field, the amount, a reused transaction id,
 *   an unknown transaction): "Payment failed".
 * - 'credentials': the provider refused our site id or key, a configuration fault for the
 *   operators to fix (logged loudly); the user still reads "Payment failed".
 */
export type PaymentErrorKind = 'unavailable' | 'rejected' | 'credentials';

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    /** The provider's own code ("608", "609"…), when it gave one. */
    readonly providerCode: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }

  get retryable(): boolean {
    return this.kind === 'unavailable';
  }

  /** Locale key of the message the user reads (locales/en.json errors.*). */
  get messageKey(): 'errors.networkBusy' | 'errors.paymentFailed' {
    return this.kind === 'unavailable' ? 'errors.networkBusy' : 'errors.paymentFailed';
  }
}
