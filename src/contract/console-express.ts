// The operator console's air-express parcels (issue "Goods orders and air express", operator
// console: "Parcels: receive at the warehouse (weigh and measure, re-quote if different), advance the
// tracking state"): their calls, who may make each, their inputs as valibot schemas and their
// replies. Spread into console-api.ts (CONSOLE_CALLS, consoleSchemas, ConsoleReplies), which imports
// this file; so this file imports nothing of console-api.ts (no cycle, type-only included).
//
// Who: warehouse staff (role 'warehouse') and admins. The states are statuses.PARCEL_STATE, forward
// only: receiving moves a paid parcel (to drop off) to received, with its measured weight and size;
// each tracking step after that is the next one of statuses.PARCEL_TRACKING, never a skip, never
// back. A parcel measured heavier than declared costs more: the difference is a supplement payment
// order the sender pays before departure (departing is refused until it is paid); lighter, the
// difference goes back to the sender (provider refund, or recorded as due for a cashier).
import * as v from 'valibot';
import { LANGUAGES } from './constants.js';
import { EXPRESS } from './express-limits.js';
import { MSG } from './validation/messages.js';
import { PARCEL_STATE, PARCEL_TRACKING, type ParcelTrackingStep } from './statuses.js';
import { PARCEL_NO_PATTERN } from './validation/air-express.js';
import type { MoneyUser } from './console-payments.js';
import type { SearchReply } from './types/common.js';
import type { Parcel, ParcelEvent } from './types/air-express.js';

const WAREHOUSE_STAFF = ['warehouse', 'admin'] as const;

/** The parcels' part of the role table (console-api.ts CONSOLE_CALLS). */
export const CONSOLE_EXPRESS_CALLS = {
  parcelList: WAREHOUSE_STAFF,
  parcelDetail: WAREHOUSE_STAFF,
  receiveParcel: WAREHOUSE_STAFF,
  advanceParcel: WAREHOUSE_STAFF,
} as const;

/** Console message keys the parcel calls answer with (locales/console/*.json "errors"). */
export const CONSOLE_EXPRESS_ERRORS = {
  parcelNotFound: 'errors.parcelNotFound',
  /** receiveParcel on a parcel not waiting for drop-off; advanceParcel to a step that is not the next one. */
  parcelState: 'errors.parcelState',
  /** advanceParcel 'departed' while the supplement of a heavier measure is unpaid. */
  supplementDue: 'errors.supplementDue',
} as const;

/** Where a tracking step happened, as the sender reads it ("Aéroport de Canton"). */
export const PARCEL_PLACE_MAX = 80;

/** The state filter: 0 every state, else statuses.PARCEL_STATE. */
export const PARCEL_STATE_FILTERS = [0, ...Object.values(PARCEL_STATE)] as const;
/** The steps advanceParcel records (received is receiveParcel's, with the measures). */
export const ADVANCE_STEPS = PARCEL_TRACKING.filter((s): s is Exclude<ParcelTrackingStep, 'received'> => s !== 'received');

const PAGE_MAX = 10_000;
const int = (min: number, max: number, key: string = MSG.checkWarning) =>
  v.pipe(v.number(key), v.integer(key), v.minValue(min, key), v.maxValue(max, key));

const parcelNo = v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(PARCEL_NO_PATTERN, MSG.checkWarning));
/** A parcel number, a sender's id or a phone; '' for none. */
const QUERY = /^[^\p{Cc}]{1,64}$/u;
/**
 * The console's language (its i18n language): the warehouse's, the country's and the category's
 * names are read in it. The console server knows no operator language of its own; 'en' when absent.
 */
const language = v.optional(v.picklist(LANGUAGES, MSG.checkWarning), 'en');
const place = v.optional(v.pipe(v.string(MSG.checkWarning), v.trim(), v.maxLength(PARCEL_PLACE_MAX, MSG.maxLength), v.check((s) => !/[<>\p{Cc}]/u.test(s), MSG.checkWarning)), '');

export const consoleExpressSchemas = {
  /** Newest first; `query` matches the parcel number, its payment orders, the sender's id or either phone. */
  parcelList: v.object({
    state: v.optional(v.picklist(PARCEL_STATE_FILTERS, MSG.checkWarning), 0),
    warehouseId: v.optional(v.pipe(v.string(MSG.checkWarning), v.regex(/^$|^[a-z0-9-]{1,40}$/, MSG.checkWarning)), ''),
    query: v.optional(v.pipe(v.string(MSG.checkWarning), v.trim(), v.maxLength(64, MSG.inputLimit), v.check((s) => s === '' || QUERY.test(s), MSG.checkWarning)), ''),
    pageNum: v.optional(int(1, PAGE_MAX), 1),
    pageSize: v.optional(int(1, 100), 20),
    language,
  }),
  parcelDetail: v.object({ parcelNo, language }),
  /** Weighed and measured at the drop-off counter: grams and centimetres, whole. */
  receiveParcel: v.object({
    parcelNo,
    weightG: int(1, EXPRESS.weightMaxG, MSG.parcelWeight),
    lengthCm: int(1, EXPRESS.sideMaxCm, MSG.parcelSide),
    widthCm: int(1, EXPRESS.sideMaxCm, MSG.parcelSide),
    heightCm: int(1, EXPRESS.sideMaxCm, MSG.parcelSide),
    place,
    language,
  }),
  /** The next tracking step (the server refuses any other: no skip, no going back). */
  advanceParcel: v.object({ parcelNo, step: v.picklist(ADVANCE_STEPS, MSG.choose), place, language }),
} as const;

/** One parcel as the console lists it. */
export interface ParcelItem {
  parcelNo: string;
  /** statuses.PARCEL_STATE. */
  state: number;
  sender: MoneyUser;
  warehouseId: string;
  warehouseName: string;
  /** The receiver's country, and its name in the operator's console language (countries.names). */
  toAreaId: string;
  toAreaName: string;
  goodsName: string;
  /** The price in force (FCFA) and what was paid of it. */
  total: number;
  paidAmount: number;
  /** A supplement waiting to be paid (blocks departure). */
  supplementDue: boolean;
  createdAt: string;
}

/** An event with the operator's name when an operator made it. */
export type ParcelEventView = ParcelEvent & { operator?: string };

export interface ParcelDetail {
  parcel: Omit<Parcel, 'events'>;
  sender: MoneyUser;
  /** Oldest first. */
  events: ParcelEventView[];
}

/** What a receipt did with the money: the measured price equals, exceeds (a supplement to pay) or is below what was paid (refunded, or due). */
export type ParcelRequote = 'same' | 'supplement' | 'refunded' | 'refundDue';

/** A warehouse as the list's filter offers it (the console has no other way to learn the warehouses). */
export interface ParcelWarehouseOption {
  warehouseId: string;
  /** In the operator's console language. */
  name: string;
  cityName: string;
}

export interface ConsoleExpressReplies {
  /** The page of parcels, and every warehouse (express_warehouses by sort) for the warehouse filter. */
  parcelList: SearchReply<ParcelItem> & { warehouses: ParcelWarehouseOption[] };
  parcelDetail: ParcelDetail;
  receiveParcel: ParcelDetail & { requote: ParcelRequote; difference: number };
  advanceParcel: ParcelDetail;
}
