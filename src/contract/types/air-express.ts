// Air express (spec §2 /sea: order, details, form, adresslist, transitadress, productinfo, pay,
// addadress, privacy; the bridge's jump pageType airExpress). No call is shown in spec §7: every
// shape is ours. A parcel is sent by air from a transit warehouse (Guangzhou, Yiwu, Abidjan) to a
// receiver in another country. The sender and the receiver come from the caller's address book
// (the goods' shipping addresses: one book per person, types/goods-order.ts ShippingAddress).
// Weights are whole grams and sizes whole centimetres, so no float crosses the wire; amounts are
// whole francs CFA computed by the server: a request says WHAT is sent, never what it costs.
import type { ParcelTab } from '../statuses.js';
import type { AreaId, LookupId, PageRequest, UserId } from './common.js';
import type { ShippingAddress } from './goods-order.js';

// ——— What can be sent (productinfo) ———

/** A kind of goods. Forbidden kinds (lithium batteries, liquids, ...) are listed so the form can say why they are refused. */
export interface ParcelCategory {
  categoryId: LookupId;
  /** In the caller's language. */
  name: string;
  forbidden: boolean;
  /** Why forbidden, or what is allowed ("no batteries"); '' when nothing to say. */
  note: string;
}

// ——— Transit warehouses (transitadress) ———

/** A route served from a warehouse: its price per kilogram and its usual transit time. */
export interface ParcelRoute {
  toAreaId: AreaId;
  /** The destination country in the caller's language. */
  toAreaName: string;
  /** FCFA per chargeable kilogram. */
  perKg: number;
  /** The least chargeable weight, grams. */
  minChargeableG: number;
  /** Usual days from departure to delivery. */
  daysMin: number;
  daysMax: number;
}

export interface Warehouse {
  warehouseId: string;
  /** In the caller's language. */
  name: string;
  areaId: AreaId;
  cityName: string;
  /** Street address in the warehouse's own language and the caller's (as shown on the drop-off slip). */
  address: string;
  /** Opening hours as shown, e.g. "Mon–Sat 09:00–18:00". */
  hours: string;
  mobileCode: string;
  phone: string;
  routes: ParcelRoute[];
}

// ——— The parcel as the sender describes it (form, productinfo) ———

/** What is inside: one kind of goods per parcel. */
export interface ParcelGoods {
  name: string;
  categoryId: LookupId;
  /** Pieces, 1 to EXPRESS.quantityMax. */
  quantity: number;
  /** FCFA, for customs and insurance, 1 to EXPRESS.declaredValueMax. */
  declaredValue: number;
}

/** Weight and size, as declared by the sender or as measured at the warehouse. */
export interface ParcelMeasures {
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** An estimate before any address: anyone may ask (the form's price preview, a partner's calculator). */
export interface ParcelQuoteRequest extends ParcelMeasures {
  warehouseId: string;
  toAreaId: AreaId;
  declaredValue: number;
}

/**
 * The server's price. chargeableG = the larger of the actual and the volumetric weight
 * (L × W × H / EXPRESS.volumetricDivisor), rounded up to EXPRESS.weightStepG, at least the route's
 * minimum. freight = chargeable kilograms × perKg; insurance = declared value × EXPRESS.insurancePercent.
 */
export interface ParcelQuote {
  actualG: number;
  volumetricG: number;
  chargeableG: number;
  perKg: number;
  freight: number;
  insurance: number;
  total: number;
  daysMin: number;
  daysMax: number;
  priceFlag: string;
}

/** form's submit. `agreed` must be true: the privacy and carriage agreement (privacy) was accepted. */
export interface ParcelRequest extends ParcelMeasures {
  senderAddressId: string;
  receiverAddressId: string;
  warehouseId: string;
  goods: ParcelGoods;
  /** Note for the warehouse, ≤ EXPRESS.remarkMax; may be ''. */
  remark: string;
  agreed: true;
}

// ——— The parcel (order, details) ———

/** An address as copied into the parcel when it was made: later edits of the book move nothing. */
export type ParcelAddress = Omit<ShippingAddress, 'addressId' | 'isDefault'> & { areaName: string };

/** One step of a parcel's history, oldest first. */
export interface ParcelEvent {
  /**
   * 'created' | 'paid' | 'cancelled' | 'expired' | 'requoted' | 'supplementPaid' | 'refunded' |
   * 'refundDue', or a tracking step (statuses.PARCEL_TRACKING: 'received', 'departed', ...).
   */
  kind: string;
  by: 'sender' | 'operator' | 'system';
  at: string;
  /** Where it happened ("Guangzhou Baiyun airport"), for tracking steps; may be ''. */
  place: string;
  /** requoted: { fromTotal, toTotal, weightG }; refunded: { amount }; cancelled: { reason }. */
  data?: Record<string, string | number>;
}

export type ParcelCloseReason = '' | 'cancelled' | 'expired';

export interface Parcel {
  /** statuses.PARCEL_PREFIX 'ae'. */
  parcelNo: string;
  /** statuses.PARCEL_STATE. */
  state: number;
  senderId: UserId;
  sender: ParcelAddress;
  receiver: ParcelAddress;
  warehouse: Pick<Warehouse, 'warehouseId' | 'name' | 'cityName' | 'address' | 'hours' | 'mobileCode' | 'phone'>;
  goods: ParcelGoods & { categoryName: string };
  declared: ParcelMeasures;
  /** Measured at the warehouse on receipt; null before. */
  measured: ParcelMeasures | null;
  /** The price in force: the declared one, then the measured one once received. */
  quote: ParcelQuote;
  /** What the sender has paid so far (FCFA, less any refund). */
  paidAmount: number;
  /** The payment order of the price (prefix 'ao', kind 'express'). */
  paymentOrderNo: string;
  /**
   * The measured parcel costs more than what was paid: the difference is a second payment order,
   * to be paid before the parcel departs. null when none was needed.
   */
  supplement: { paymentOrderNo: string; amount: number; paid: boolean } | null;
  remark: string;
  /** ISO: a parcel to be paid closes itself then; '' once paid. */
  payBy: string;
  closeReason: ParcelCloseReason;
  createTime: string;
  events: ParcelEvent[];
}

export interface ParcelListRequest extends PageRequest {
  /** One of the order screen's tabs (statuses.PARCEL_TABS); absent = every parcel. */
  tab?: ParcelTab;
}

export interface ParcelRef {
  parcelNo: string;
}

/** Sender: cancel before drop-off (a paid parcel's price goes back). */
export interface CancelParcelRequest extends ParcelRef {
  reason: string;
}

/**
 * On the sender's queue (statuses.PARCEL_EVENT) whenever the parcel moves (paid, received,
 * re-quoted, a tracking step, closed): an open parcel screen reloads it and the app toasts.
 */
export interface ParcelStateEvent {
  parcelNo: string;
  state: number;
  kind: string;
  goodsName: string;
}
