// Numbers of the user centre in one table (spec §9: page size 15, documents 5 MB; the rest are
// ours). Authentication reviews have no timer: an operator decides them in the console.
import { PAGE_SIZE } from '../../../src/contract/constants.js';
import type { RateRule } from '../accounts/limits.js';

const MINUTE = 60_000;

export const USERCENTER_LIMITS = {
  /** Account log, help problem lists (spec §9 "Page size 15 for ... mine"). */
  pageSize: PAGE_SIZE,
} as const;

export const USERCENTER_RATES = {
  /** Wrong old passwords on change password (as failed logins: 5 per 10 minutes). */
  passwordFail: { limit: 5, windowMs: 10 * MINUTE },
  /** Feedback messages of one user. */
  feedbackUser: { limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;
