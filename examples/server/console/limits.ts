// Numbers of the operator console in one table (ours: the spec has no back office).
const MINUTE = 60_000;

export const CONSOLE_LIMITS = {
  /** A console session ends this long after its login, whatever happens. */
  sessionMs: 12 * 60 * MINUTE,
  /** ... and sooner when nobody used it for this long (an unattended desk). */
  idleMs: 2 * 60 * MINUTE,
  /** last_seen_at is written at most this often per session. */
  lastSeenEveryMs: MINUTE,
} as const;

/**
 * Failed console logins, counted in rate_hits (accounts/rate-limit.ts) so they hold across
 * instances: past the limit, further tries are refused (4429) until the window has moved on. The
 * console is a handful of staff, so a per-name lock-out of minutes costs little and stops guessing.
 */
export const CONSOLE_LOGIN_RULES = {
  perName: { limit: 5, windowMs: 15 * MINUTE },
  perIp: { limit: 20, windowMs: 15 * MINUTE },
} as const;
