// Ordered SQL migrations, shared by PGlite and PostgreSQL.
import { INIT } from './001-init.js';
import { CORE } from './002-core.js';
import { CATALOGUE } from './003-catalogue.js';
import { ACCOUNTS } from './004-accounts.js';
import { SEARCH_COLUMNS } from './005-search-columns.js';
import { USERCENTER } from './006-usercenter.js';
import { LOGIN_SAFETY } from './007-login-safety.js';
import { LIST_INDEXES } from './008-list-indexes.js';
import { COVERING_LIST_INDEXES } from './009-covering-list-indexes.js';
import { MODULE_TEXTS } from './010-module-texts.js';
import { LISTING_SEARCH } from './011-listing-search.js';
import { SENSITIVE_WORDS } from './012-sensitive-words.js';
import { LISTING_LIFECYCLE } from './013-listing-lifecycle.js';
import { TRANSLATION_JOBS } from './015-translation-jobs.js';
import { OPERATORS } from './014-operators.js';
import { AUTHENTICATION_REVIEW } from './016-authentication-review.js';
import { PAYMENTS } from './017-payments.js';
import { ORDER_REMOVAL } from './018-order-removal.js';
import { PRIVATE_UPLOADS } from './019-private-uploads.js';
import { CHAT } from './020-chat.js';
import { CUSTOMER_SERVICE } from './021-customer-service.js';
import { MODERATION } from './022-moderation.js';
import { CHAT_TRANSLATION } from './023-chat-translation.js';
import { JOBS } from './024-jobs.js';
import { JOB_PHONE_CODES } from './025-job-phone-codes.js';
import { JOB_SEARCH } from './026-job-search.js';
import { GOODS_TRADE } from './027-goods-trade.js';
import { AIR_EXPRESS } from './028-air-express.js';
import { DISCOVER } from './029-discover.js';
import { SAVED_SEARCHES } from './030-saved-searches.js';
import { CONTACT_EVENTS } from './031-contact-events.js';
import { LISTING_REPORTS } from './032-listing-reports.js';

export interface Migration {
  id: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [INIT, CORE, CATALOGUE, ACCOUNTS, SEARCH_COLUMNS, USERCENTER, LOGIN_SAFETY, LIST_INDEXES, COVERING_LIST_INDEXES, MODULE_TEXTS, LISTING_SEARCH, SENSITIVE_WORDS, LISTING_LIFECYCLE, OPERATORS, TRANSLATION_JOBS, AUTHENTICATION_REVIEW, PAYMENTS, ORDER_REMOVAL, PRIVATE_UPLOADS, CHAT, CUSTOMER_SERVICE, MODERATION, CHAT_TRANSLATION, JOBS, JOB_PHONE_CODES, JOB_SEARCH, GOODS_TRADE, AIR_EXPRESS, DISCOVER, SAVED_SEARCHES, CONTACT_EVENTS, LISTING_REPORTS];
