// Every console call's handler, keyed by the names of the role table (src/contract/console-api.ts
// CONSOLE_CALLS): the `satisfies` keeps the two in step, so a call cannot be added on one side only.
import type { ConsoleHandlers } from './console-context.js';
import { AUDIT_CALLS } from './calls/audit-calls.js';
import { LISTING_SEARCH_CALLS } from './calls/listing-search-calls.js';
import { REVIEW_CALLS } from './calls/review-calls.js';
import { SESSION_CALLS } from './calls/session-calls.js';
import { TRANSLATION_CALLS } from './calls/translation-calls.js';
import { WORD_CALLS } from './calls/word-calls.js';

export const CONSOLE_HANDLERS = { ...SESSION_CALLS, ...REVIEW_CALLS, ...AUDIT_CALLS, ...TRANSLATION_CALLS, ...WORD_CALLS, ...LISTING_SEARCH_CALLS } satisfies ConsoleHandlers;
