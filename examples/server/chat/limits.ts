// Numbers of the chat domain in one table (spec §9 gives page sizes, none of these: they are ours).
import { PAGE_SIZE } from '../../../src/contract/constants.js';
import type { RateRule } from '../accounts/limits.js';

const MINUTE = 60_000;

export const CHAT_LIMITS = {
  /** Conversations and blocked users per page (spec §9: 15 for lists). */
  listPageSize: PAGE_SIZE,
  /** Records per history page when the app names no size. */
  recordsPageSize: 20,
  /** Characters of a text message shown in the chat list's preview. */
  previewMax: 100,
} as const;

/** Sliding windows per user (table rate_hits), so they hold across server instances. */
export const CHAT_RATE_RULES = {
  /** Messages sent: a fast typist sends a few a minute; a script sends hundreds. */
  send: { limit: 30, windowMs: MINUTE },
  /** New conversations started: writing to every seller of the site is spam. */
  newSession: { limit: 30, windowMs: 60 * MINUTE },
  /** Reports filed (each is an operator's time). */
  report: { limit: 10, windowMs: 60 * MINUTE },
  /** Blocks and unblocks. */
  block: { limit: 60, windowMs: 60 * MINUTE },
  /** Machine translations asked for (cache misses only: each is a provider request, spec §9 limits). */
  translate: { limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;
