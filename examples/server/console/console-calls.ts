// Every console call's handler, keyed by the names of the role table (src/contract/console-api.ts
// CONSOLE_CALLS): the `satisfies` keeps the two in step, so a call cannot be added on one side only.
import type { ConsoleHandlers } from './console-context.js';
import { AUDIT_CALLS } from './calls/audit-calls.js';
import { AUTHENTICATION_CALLS } from './calls/authentication-calls.js';
import { LISTING_SEARCH_CALLS } from './calls/listing-search-calls.js';
import { OPERATOR_CALLS } from './calls/operator-calls.js';
import { REVIEW_CALLS } from './calls/review-calls.js';
import { SESSION_CALLS } from './calls/session-calls.js';
import { TRANSLATION_CALLS } from './calls/translation-calls.js';
import { WORD_CALLS } from './calls/word-calls.js';
import { ORDER_CALLS } from './calls/order-calls.js';
import { REMITTANCE_CALLS } from './calls/remittance-calls.js';
import { REFUND_CALLS } from './calls/refund-calls.js';
import { PRODUCT_CALLS } from './calls/product-calls.js';
import { COUPON_CALLS } from './calls/coupon-calls.js';
import { EXCHANGE_CALLS } from './calls/exchange-calls.js';
import { REPORT_CALLS } from './calls/report-calls.js';
import { REPORT_DECISION_CALLS } from './calls/report-decision-calls.js';
import { HELP_CALLS } from './calls/help-calls.js';
import { HELP_ARTICLE_CALLS } from './calls/help-article-calls.js';
import { SERVICE_READ_CALLS } from './calls/service-read-calls.js';
import { SERVICE_MOVE_CALLS } from './calls/service-move-calls.js';
import { TRADE_ORDER_CALLS } from './calls/trade-order-calls.js';
import { TRADE_DISPUTE_CALLS } from './calls/trade-dispute-calls.js';
import { PARCEL_READ_CALLS } from './calls/parcel-read-calls.js';
import { PARCEL_RECEIVE_CALLS } from './calls/parcel-receive-calls.js';
import { PARCEL_ADVANCE_CALLS } from './calls/parcel-advance-calls.js';
import { SHARE_REVIEW_CALLS } from './calls/share-review-calls.js';

/** The money pages' calls (src/contract/console-payments.ts). */
const MONEY_CALLS = { ...ORDER_CALLS, ...REMITTANCE_CALLS, ...REFUND_CALLS, ...PRODUCT_CALLS, ...COUPON_CALLS, ...EXCHANGE_CALLS };

/** The air-express parcels' calls (src/contract/console-express.ts). */
const PARCEL_CALLS = { ...PARCEL_READ_CALLS, ...PARCEL_RECEIVE_CALLS, ...PARCEL_ADVANCE_CALLS };

export const CONSOLE_HANDLERS = { ...SESSION_CALLS, ...REVIEW_CALLS, ...AUDIT_CALLS, ...TRANSLATION_CALLS, ...WORD_CALLS, ...LISTING_SEARCH_CALLS, ...AUTHENTICATION_CALLS, ...OPERATOR_CALLS, ...MONEY_CALLS, ...REPORT_CALLS, ...REPORT_DECISION_CALLS, ...HELP_CALLS, ...HELP_ARTICLE_CALLS, ...SERVICE_READ_CALLS, ...SERVICE_MOVE_CALLS, ...TRADE_ORDER_CALLS, ...TRADE_DISPUTE_CALLS, ...PARCEL_CALLS, ...SHARE_REVIEW_CALLS } satisfies ConsoleHandlers;
