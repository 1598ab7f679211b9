// Air express (spec §2 /sea: order, details, form, adresslist, transitadress, productinfo, pay,
// addadress, privacy). No call is shown in spec §7: every path is ours. The sender's and receiver's
// addresses are the address book's (endpoints/goods-orders.ts getAddressList, saveAddress); the
// price is paid like any payment order (endpoints/payment.ts orderListPayment with the parcel's
// paymentOrderNo, or its supplement's).
import { endpoint } from '../endpoint.js';
import type { Empty, SearchReply } from '../types/common.js';
import type {
  CancelParcelRequest, Parcel, ParcelCategory, ParcelListRequest, ParcelQuote, ParcelQuoteRequest, ParcelRef, ParcelRequest, Warehouse,
} from '../types/air-express.js';

const mine = { origin: 'ours', auth: true } as const;
const open = { origin: 'ours' } as const;

export const AIR_EXPRESS_ENDPOINTS = {
  /** productinfo: the kinds of goods, the forbidden ones flagged (public: the same for everyone). */
  getParcelCategories: endpoint<Empty, ParcelCategory[]>()('/airExpress/v1/parcel/getCategories', open),
  /** transitadress: the warehouses with their hours, phone and routes (public). */
  getWarehouses: endpoint<Empty, Warehouse[]>()('/airExpress/v1/parcel/getWarehouses', open),
  /** The price of a parcel of this weight and size on this route (public: nothing is kept). */
  quoteParcel: endpoint<ParcelQuoteRequest, ParcelQuote>()('/airExpress/v1/parcel/quote', open),
  /**
   * form's submit: the parcel (state to be paid) with its payment order (prefix 'ao', kind
   * 'express') at the server's price, in one transaction. The addresses are copied into it.
   */
  createParcel: endpoint<ParcelRequest, Parcel>()('/airExpress/v1/parcel/create', mine),
  /** order: the caller's parcels, newest first. */
  getParcelList: endpoint<ParcelListRequest, SearchReply<Parcel>>()('/airExpress/v1/parcel/getList', { ...mine, list: true }),
  /** details: one of the caller's parcels, with its tracking. */
  getParcel: endpoint<ParcelRef, Parcel>()('/airExpress/v1/parcel/get', mine),
  /** Before drop-off only: a parcel to be paid closes (its payment order cancelled), a paid one is refunded. */
  cancelParcel: endpoint<CancelParcelRequest, Parcel>()('/airExpress/v1/parcel/cancel', mine),
} as const;
