// Numbers of the contact domain (issue: Beyond the spec; ours, the spec has none).
import type { RateRule } from '../accounts/limits.js';

const MINUTE = 60_000;

/** Sliding windows per viewer (table rate_hits): a buyer taps a few sellers a minute; a script taps hundreds. */
export const CONTACT_RATE_RULES = {
  record: { limit: 60, windowMs: 10 * MINUTE },
  /**
   * Per address, whoever the caller claims to be (a visitor's device id is the client's word):
   * higher, as many phones share one carrier address.
   */
  recordPerAddress: { limit: 600, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
