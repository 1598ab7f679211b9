// Every domain's handlers in one table (issue 3). A contract endpoint with no handler here
// answers code 4404, so unfinished domains are visible, never silent.
import { ACCOUNT_HANDLERS, ACCOUNT_SESSIONS } from './accounts/index.js';
import { ALERT_HANDLERS } from './alerts/index.js';
import { CATALOGUE_HANDLERS } from './catalogue/index.js';
import { CHAT_HANDLERS } from './chat/index.js';
import { CONTACT_HANDLERS } from './contact/index.js';
import type { SessionResolver } from './http/envelope-route.js';
import type { HandlerTable } from './http/handler.js';
import { LISTING_HANDLERS } from './listings/index.js';
import { MONEY_READ_HANDLERS } from './payments/catalogue/index.js';
import { PAYMENT_HANDLERS } from './payments/index.js';
import { REALTIME_HANDLERS } from './realtime/queue-credentials.js';
import { RESUME_HANDLERS } from './jobs/resumes-handlers.js';
import { APPLY_INFO_HANDLERS } from './jobs/apply-info.js';
import { COMPANY_HANDLERS } from './jobs/companies.js';
import { USERCENTER_HANDLERS } from './usercenter/index.js';
import { TRADE_ORDER_HANDLERS } from './goods/trade-orders.js';
import { GOODS_BUY_HANDLERS } from './goods/index.js';
import { AIR_EXPRESS_HANDLERS } from './express/index.js';
import { DISCOVER_HANDLERS } from './discover/index.js';
import { LISTING_REPORT_HANDLERS } from './reports/index.js';

export const HANDLERS: HandlerTable = { ...CATALOGUE_HANDLERS, ...ACCOUNT_HANDLERS, ...LISTING_HANDLERS, ...USERCENTER_HANDLERS, ...MONEY_READ_HANDLERS, ...PAYMENT_HANDLERS, ...REALTIME_HANDLERS, ...CHAT_HANDLERS, ...RESUME_HANDLERS, ...COMPANY_HANDLERS, ...APPLY_INFO_HANDLERS, ...TRADE_ORDER_HANDLERS, ...GOODS_BUY_HANDLERS, ...AIR_EXPRESS_HANDLERS, ...DISCOVER_HANDLERS, ...LISTING_REPORT_HANDLERS, ...CONTACT_HANDLERS, ...ALERT_HANDLERS };

/** Resolves the Authorization header (accounts domain). */
export const SESSIONS: SessionResolver = ACCOUNT_SESSIONS;
