// The global envelope codes of spec §8 and what the client does with each — as data, so the
// API client (src/api) is one small interpreter of this table and the server shares the numbers.

export const CODE = {
  OK: 200,
  /** Success-like codes that pass through to the caller (spec §8). 4036 on the login check asks for confirmation. */
  LOGIN_CONFIRM: 4036,
  PASS_4012: 4012,
  PASS_4007: 4007,
  GO_ERROR_PAGE: 4010,
  NOT_LOGGED_IN: 4001,
  TOKEN_EXPIRED: 4006,
  /** Network failure or missing body (spec §8). */
  SYSTEM_ERROR: 5002,
  /** Ours (spec §8 names none): the request envelope could not be read. */
  BAD_ENVELOPE: 4400,
  /** Ours: a field failed validation (spec §5 rule; `message` holds the rule's message key). */
  VALIDATION: 4422,
  /** Ours: too many requests (rate limit on send-code and login). */
  RATE_LIMITED: 4429,
  /**
   * Ours: the caller's package does not allow it (spec §6 "Publishing recruitment requires a
   * membership"; "Insufficient rights: prompt to buy a membership"): the screen confirms
   * errors.authorityInsufficient and leads to the membership centre.
   */
  MEMBERSHIP_REQUIRED: 4402,
  /** Ours: the caller may not touch that resource (ownership check). */
  FORBIDDEN: 4403,
  /** Ours: no such resource (or an endpoint the reference server does not serve yet). */
  NOT_FOUND: 4404,
  /** Ours: an upload that is too large or of a refused type. */
  BAD_FILE: 4415,
  /**
   * Ours: the payment provider refused the payment or could not be reached (message "Payment
   * failed" or "Network busy", spec §8); the order stays payable and a new attempt may follow.
   */
  PAYMENT_PROVIDER: 4502,
  /** Ours: the machine translation provider is busy or down (the text stays in its original; try again later). */
  TRANSLATE_UNAVAILABLE: 4503,
  /**
   * The account is suspended by the moderators (ours, on spec §8's 4030: the app confirms the
   * message and logs out): its login, token renewal and calls that need a login are refused.
   */
  ACCOUNT_SUSPENDED: 4030,
  /** Ours: a server bug (never user input); the fuzz test fails if any reply carries it. */
  INTERNAL: 5000,
} as const;

export type CodeAction =
  | { kind: 'pass' }
  | { kind: 'navigate'; to: string }
  | { kind: 'alert' }
  | { kind: 'regenerate' }
  /** Confirm without cancel, then clear user, sale-goods, publish and chat stores and storage, go to /login. */
  | { kind: 'logout' }
  | { kind: 'toast' };

const PASS: CodeAction = { kind: 'pass' };
const ALERT: CodeAction = { kind: 'alert' };
const LOGOUT: CodeAction = { kind: 'logout' };
const HOME: CodeAction = { kind: 'navigate', to: '/index' };

/** Spec §8 "Global envelope codes". Any code not listed here: toast the message. */
export const CODE_ACTIONS: Readonly<Record<number, CodeAction>> = {
  200: PASS,
  4036: PASS,
  4012: PASS,
  4007: PASS,
  4010: { kind: 'navigate', to: '/common/error' },
  4022: ALERT,
  4026: ALERT,
  5001: ALERT,
  4024: ALERT,
  4002: ALERT,
  4001: { kind: 'navigate', to: '/login' },
  4006: { kind: 'regenerate' },
  4003: HOME,
  4034: HOME,
  4028: HOME,
  4029: LOGOUT,
  4030: LOGOUT,
  4033: LOGOUT,
};

export const DEFAULT_ACTION: CodeAction = { kind: 'toast' };

export const actionFor = (code: number): CodeAction => CODE_ACTIONS[code] ?? DEFAULT_ACTION;
