// THE endpoint table (spec §7, DESIGN.md §4): every call the app makes, by camelCase name.
// Domain files hold the entries; this file only assembles them. Paths that the spec does not
// show carry their `origin` (endpoint.ts) next to the entry.
import type { AnyEndpoint } from './endpoint.js';
import { ACCOUNT_ENDPOINTS } from './endpoints/account.js';
import { AIR_EXPRESS_ENDPOINTS } from './endpoints/air-express.js';
import { ALERT_ENDPOINTS } from './endpoints/alerts.js';
import { CHAT_ENDPOINTS } from './endpoints/chat.js';
import { CONTACT_ENDPOINTS } from './endpoints/contact.js';
import { COMMON_ENDPOINTS } from './endpoints/commons.js';
import { DISCOVER_ENDPOINTS } from './endpoints/discover.js';
import { GOODS_ORDER_ENDPOINTS } from './endpoints/goods-orders.js';
import { HOME_ENDPOINTS } from './endpoints/home.js';
import { HOUSE_ENDPOINTS } from './endpoints/house.js';
import { JOB_ENDPOINTS, JOB_LISTING_ENDPOINTS } from './endpoints/jobs.js';
import { LAND_ENDPOINTS } from './endpoints/land.js';
import { LISTING_REPORT_ENDPOINTS } from './endpoints/listing-report.js';
import { LOOKUP_ENDPOINTS } from './endpoints/lookups.js';
import { PAYMENT_ENDPOINTS } from './endpoints/payment.js';
import { BUSINESS_ENDPOINTS, HOUSEKEEPING_ENDPOINTS, VISA_ENDPOINTS } from './endpoints/services.js';
import { USERCENTER_ENDPOINTS } from './endpoints/usercenter.js';
import { CAR_RENTAL_ENDPOINTS, CAR_SALES_ENDPOINTS, GOODS_ENDPOINTS, PURCHASE_ENDPOINTS } from './endpoints/vehicles-goods.js';

/** The domain groups, in table order (the tests check no name is defined twice across them). */
export const ENDPOINT_GROUPS = {
  home: HOME_ENDPOINTS,
  land: LAND_ENDPOINTS,
  house: HOUSE_ENDPOINTS,
  housekeeping: HOUSEKEEPING_ENDPOINTS,
  business: BUSINESS_ENDPOINTS,
  visa: VISA_ENDPOINTS,
  carSales: CAR_SALES_ENDPOINTS,
  carRental: CAR_RENTAL_ENDPOINTS,
  goods: GOODS_ENDPOINTS,
  goodsOrders: GOODS_ORDER_ENDPOINTS,
  airExpress: AIR_EXPRESS_ENDPOINTS,
  purchase: PURCHASE_ENDPOINTS,
  recruit: JOB_LISTING_ENDPOINTS,
  jobs: JOB_ENDPOINTS,
  lookups: LOOKUP_ENDPOINTS,
  commons: COMMON_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  chat: CHAT_ENDPOINTS,
  discover: DISCOVER_ENDPOINTS,
  usercenter: USERCENTER_ENDPOINTS,
  payment: PAYMENT_ENDPOINTS,
  contact: CONTACT_ENDPOINTS,
  alerts: ALERT_ENDPOINTS,
  listingReport: LISTING_REPORT_ENDPOINTS,
} as const;

export const ENDPOINTS = {
  ...HOME_ENDPOINTS,
  ...LAND_ENDPOINTS,
  ...HOUSE_ENDPOINTS,
  ...HOUSEKEEPING_ENDPOINTS,
  ...BUSINESS_ENDPOINTS,
  ...VISA_ENDPOINTS,
  ...CAR_SALES_ENDPOINTS,
  ...CAR_RENTAL_ENDPOINTS,
  ...GOODS_ENDPOINTS,
  ...GOODS_ORDER_ENDPOINTS,
  ...AIR_EXPRESS_ENDPOINTS,
  ...PURCHASE_ENDPOINTS,
  ...JOB_LISTING_ENDPOINTS,
  ...JOB_ENDPOINTS,
  ...LOOKUP_ENDPOINTS,
  ...COMMON_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...CHAT_ENDPOINTS,
  ...DISCOVER_ENDPOINTS,
  ...USERCENTER_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
  ...ALERT_ENDPOINTS,
  ...LISTING_REPORT_ENDPOINTS,
} as const satisfies Record<string, AnyEndpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

/** Path -> name, for the server's router and for logs. */
export const ENDPOINT_BY_PATH: ReadonlyMap<string, EndpointName> = new Map(
  (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [ENDPOINTS[name].path, name]),
);
