// Numbers of the accounts domain in one table (spec §9: code valid 15 minutes, send-code
// countdown 60 s; the rest are ours: token lifetimes, attempts, QR expiry, rate limits).
const MINUTE = 60_000;

export const ACCOUNT_LIMITS = {
  /** Access token (Authorization) lifetime; after it the route answers 4006 (spec §8). */
  accessTokenMs: 2 * 60 * MINUTE,
  /** Refresh token lifetime; generateToken refuses after it and the client logs out. */
  refreshTokenMs: 30 * 24 * 60 * MINUTE,
  /** last_seen_at is written at most this often per session. */
  lastSeenEveryMs: MINUTE,
  /** Spec §5/§9: a verification code is valid 15 minutes (the French text's 5 is not followed). */
  codeValidityMs: 15 * MINUTE,
  /** Spec §4/§9: the send-code button counts down 60 s; the server refuses a resend sooner. */
  codeResendMs: MINUTE,
  codeDigits: 6,
  /** Verifications allowed per code (check + register each use one); then a new code is needed. */
  codeMaxAttempts: 5,
  /** QR login: the picture must be scanned and confirmed within this time, else rescan (spec §4). */
  qrValidityMs: 2 * MINUTE,
  /**
   * Login proof of work (login-guard.ts): the first challenge past the free failures asks for this
   * many leading zero bits (2^14 SHA-256 on average, a blink on any phone), one more per further
   * failure, up to the maximum (2^18: a few seconds of the app's JS SHA-256 on a cheap Android
   * phone; each guess costs a guesser as much). A challenge must be used within its validity.
   */
  proofBaseBits: 14,
  proofMaxBits: 18,
  proofValidityMs: 5 * MINUTE,
  /** Past the free failures from one address for one account, that address waits this, doubling, up to the maximum. */
  ipAccountDelayMs: 2_000,
  ipAccountDelayMaxMs: 10 * MINUTE,
  /** A refresh token used again later than this after its rotation is a stolen copy (sessions.ts). */
  refreshReuseGraceMs: 30_000,
} as const;

export interface RateRule {
  limit: number;
  windowMs: number;
}

/** Sliding windows kept in the database (table rate_hits), so they hold across server processes. */
export const RATE_RULES = {
  /** Codes sent to one phone or e-mail. */
  sendCodeTarget: { limit: 5, windowMs: 10 * MINUTE },
  /** Codes requested from one IP address. */
  sendCodeIp: { limit: 20, windowMs: 10 * MINUTE },
  /**
   * Failed logins of one account however it is named (phone, e-mail or username), from anywhere:
   * past `limit`, a device that never logged in to it proves work first (never a refusal).
   */
  loginFailAccount: { limit: 5, windowMs: 60 * MINUTE },
  /** Failed logins of one account from one address: past `limit`, that address waits longer each time. */
  loginFailIpAccount: { limit: 5, windowMs: 60 * MINUTE },
  /** Login checks and logins from one IP address (each counts). */
  loginIp: { limit: 40, windowMs: 10 * MINUTE },
  /** validMail and QR pictures from one IP address. */
  probeIp: { limit: 60, windowMs: 10 * MINUTE },
  /** QR codes a phone scans or confirms (typed ones included): a person needs a few. */
  qrPhone: { limit: 20, windowMs: 10 * MINUTE },
  /**
   * Queue credentials of one user: each grant writes to the broker (RabbitMQ's management API). The
   * app asks once per connection, one per browser, and its retries back off to 30 s.
   */
  queueGrant: { limit: 60, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
