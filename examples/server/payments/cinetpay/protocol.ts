// CinetPay's checkout protocol as data, shared by the adapter (adapter.ts) and the sandbox
// (sandbox.ts) so both speak it the same way (DESIGN §8). Sources, read 2026-11:
//   - payment init   https://docs.cinetpay.com/api/1.0-en/checkout/initialisation
//     POST {api}/v2/payment, JSON: apikey, site_id, transaction_id, amount ("must be a multiple of
//     5"), currency (XOF, XAF, CDF, GNF, USD), description (no # / $ _ & "for better operation"),
//     notify_url, return_url, channels (ALL, MOBILE_MONEY, CREDIT_CARD, WALLET), lang (fr, en),
//     metadata, customer_* (customer_id, customer_name, customer_surname, customer_email,
//     customer_phone_number…). Answer {code: "201", message: "CREATED", description,
//     data: {payment_token, payment_url}, api_response_id}.
//   - minimum amount https://cinetpay.com/developer/api/paiement "Le montant doit être un multiple
//     de 5, le montant minimum par devise étant de 100 XAF ou XOF".
//   - check          https://docs.cinetpay.com/api/1.0-fr/checkout/verification
//     POST {api}/v2/payment/check, JSON: apikey, site_id, transaction_id (or token). Answer
//     {code: "00", message: "SUCCES", data: {amount: "100", currency, status: "ACCEPTED",
//     payment_method: "OM", description, metadata, operator_id, payment_date,
//     fund_availability_date}, api_response_id}; a failure {code: "627", message:
//     "TRANSACTION_CANCEL", data: {…, status: "REFUSED"}}.
//   - notification   https://docs.cinetpay.com/api/1.0-en/checkout/notification and
//     https://docs.cinetpay.com/api/1.0-en/checkout/hmac (notification.ts).
//   - return         https://docs.cinetpay.com/api/1.0-en/checkout/retour: the browser comes back
//     to return_url with a POST of `token` and `transaction_id` (form fields) when the customer
//     taps the back button; "no processing in your database should be done on the return url".
//   - codes: the docs' code table, as SDKs copy it (600 PAYMENT_FAILED … 664 FRAUD_DETECTED,
//     608 MINIMUM_REQUIRED_FIELDS "a required parameter is missing … or its value is not valid",
//     609 AUTH_NOT_FOUND, 613 ERROR_SITE_ID_NOTVALID, 624 "apikey incorrect…", 429 TOO_MANY_REQUEST).

export const INIT_PATH = '/v2/payment';
export const CHECK_PATH = '/v2/payment/check';

export const CHANNELS = ['ALL', 'MOBILE_MONEY', 'CREDIT_CARD', 'WALLET'] as const;
export const LANGS = ['fr', 'en'] as const;

/** XOF rules (sources above): whole francs, at least 100, a multiple of 5. */
export const MIN_AMOUNT_XOF = 100;
export const AMOUNT_STEP_XOF = 5;

export const amountProblem = (amount: unknown): string | null => {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return 'amount must be a whole number of francs';
  if (amount < MIN_AMOUNT_XOF) return `amount must be at least ${MIN_AMOUNT_XOF} XOF`;
  if (amount % AMOUNT_STEP_XOF !== 0) return `amount must be a multiple of ${AMOUNT_STEP_XOF}`;
  return null;
};

/**
 * transaction_id: unique per attempt. The docs advise against # / $ _ & in values; letters,
 * digits and dashes are always safe (our ids are made of them).
 */
export const TRANSACTION_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The characters CinetPay's docs ask to keep out of `description`. */
export const DESCRIPTION_UNSAFE = /[#/$_&]/g;

/** Codes of the answers (strings on the wire). */
export const CODE = {
  success: '00',
  created: '201',
  paymentFailed: '600',
  insufficientBalance: '602',
  minimumRequiredFields: '608',
  authNotFound: '609',
  currencyNotValid: '612',
  siteIdNotValid: '613',
  languageNotValid: '615',
  waitingCustomerToValidate: '623',
  transactionCancel: '627',
  amountTooLow: '641',
  waitingCustomerPayment: '662',
  tooManyRequests: '429',
} as const;

/** Our key or site id is wrong, or the account cannot take payments: the operators must act. */
export const CREDENTIAL_CODES: ReadonlySet<string> = new Set(['601', '609', '613', '624', '625', '800', '403']);
/** The provider or an operator is unavailable for now: worth another try later. */
export const UNAVAILABLE_CODES: ReadonlySet<string> = new Set(['429', '603', '621', '622', '626', '628', '629', '804']);

/** data.status of a check (and what a notification's cpm_error_message says), mapped to ours. */
export type WireStatus = 'ACCEPTED' | 'REFUSED' | 'WAITING_FOR_CUSTOMER';

/**
 * The payer's operators in Ivory Coast (+225, 10-digit numbers), with CinetPay's payment_method
 * code. Prefixes from https://docs.cinetpay.com/api/1.0-en/airtime/annexe (Orange OM 07, Moov
 * FLOOZ 01, MTN MOMO 05); Wave takes any number (its code WAVECI is the one CinetPay reports for
 * Wave Côte d'Ivoire; not on that page).
 */
export const OPERATORS = [
  { id: 'orange', name: 'Orange Money', method: 'OM', prefix: '07', colour: '#ff7900' },
  { id: 'mtn', name: 'MTN MoMo', method: 'MOMO', prefix: '05', colour: '#ffcc00' },
  { id: 'moov', name: 'Moov Money', method: 'FLOOZ', prefix: '01', colour: '#0066b3' },
  { id: 'wave', name: 'Wave', method: 'WAVECI', prefix: '', colour: '#1dc3f0' },
] as const;

export type Operator = (typeof OPERATORS)[number];
export const PHONE_PREFIX_CI = '225';
export const PHONE_DIGITS_CI = /^\d{10}$/;
