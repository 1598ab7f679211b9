// Goods trade (spec §2 /saleGoods shopingcar, fillorder, shippingaddress, filladdresss;
// usercenter/order ibuy and isale; §4 "Trade order states by wording: to be paid, to be shipped,
// shipped, completed, closed. Extra delivery actions: extend delivery time, change price"). No call
// is shown in spec §7: every shape is ours. Amounts are whole francs CFA computed by the server: a
// request names WHAT is bought and how many, never what it costs.
import type { AreaId, LookupId, PageRequest, ServiceId, UserId } from './common.js';

// ——— Shipping addresses (shippingaddress, filladdresss) ———

/**
 * An address of the caller's address book. Addresses in Abidjan are told by landmarks ("behind the
 * Sococé pharmacy"), so the landmark is asked for, not a postcode.
 */
export interface ShippingAddress {
  addressId: string;
  /** Who receives the parcel. */
  name: string;
  /** Area code of the phone (an enabled country's mobileCode, spec §5 phone rule). */
  mobileCode: string;
  phone: string;
  areaId: AreaId;
  cityId: LookupId;
  /** The city's name in the caller's language (answers only). */
  cityName?: string;
  /** Commune / quarter, e.g. "Cocody". */
  district: string;
  /** Street, building, door; may be ''. */
  street: string;
  /** The landmark the courier looks for. */
  landmark: string;
  isDefault: 0 | 1;
}

/** Add (no addressId) or edit one of one's own addresses. The first address is the default. */
export type SaveAddressRequest = Omit<ShippingAddress, 'addressId' | 'cityName'> & { addressId?: string };

export interface AddressRef {
  addressId: string;
}

// ——— Cart (shopingcar) ———

/** Why a cart line cannot be ordered as it is. */
export type CartLineIssue =
  /** Sold out (stock 0) or no longer published. */
  | 'soldOut'
  | 'unavailable'
  /** Fewer in stock than the line asks: `stock` says how many. */
  | 'stockShort'
  /** One's own goods. */
  | 'ownGoods';

/** A cart line as the server has it, with the goods as they are now. */
export interface CartLine {
  unusedItemId: ServiceId;
  number: number;
  title: string;
  imgPath: string;
  /** The unit price now (FCFA). */
  price: number;
  /** The unit price when the line was added; differs from price when the seller changed it. */
  addedPrice: number;
  priceFlag: string;
  /** Pieces in stock now. */
  stock: number;
  sellerId: UserId;
  /** The seller's shown name (entName for enterprises, else petName). */
  sellerName: string;
  /** null: can be ordered as it is. */
  issue: CartLineIssue | null;
  addedAt: string;
}

export interface Cart {
  lines: CartLine[];
}

/** Set the quantity of a line (adds it when absent; 0 removes it). The cart as it now is. */
export interface SetCartLineRequest {
  unusedItemId: ServiceId;
  number: number;
}

export interface RemoveCartLinesRequest {
  unusedItemIds: ServiceId[];
}

/** A visitor's cart, merged into the account's on login (quantities add up, bounded by stock). */
export interface MergeCartRequest {
  lines: { unusedItemId: ServiceId; number: number }[];
}

// ——— Checkout (fillorder) ———

/** How the parcel reaches the buyer: the seller sends it (delivery fee) or the buyer collects it. */
export type DeliveryMethod = 'delivery' | 'pickup';
/** Paid online before shipping (the payments flow), or in cash when the goods are handed over. */
export type TradePayMode = 'online' | 'onDelivery';

/** What the buyer asks of one seller. */
export interface CheckoutGroup {
  sellerId: UserId;
  lines: { unusedItemId: ServiceId; number: number }[];
  delivery: DeliveryMethod;
  payMode: TradePayMode;
  /** Message to the seller, ≤ 200 characters; may be ''. */
  remark: string;
}

export interface CheckoutRequest {
  groups: CheckoutGroup[];
  /** Needed when a group is delivered. */
  addressId?: string;
  /** One of the caller's usable coupons, on the online part. */
  couponId?: string;
}

/** One seller's part as the server prices it (quote and order). */
export interface CheckoutQuoteGroup {
  sellerId: UserId;
  sellerName: string;
  /** Sum of unit price × number. */
  goodsAmount: number;
  /** 0 for pickup. */
  deliveryFee: number;
  /** What the seller allows for these goods. */
  deliveryMethods: DeliveryMethod[];
  payModes: TradePayMode[];
  total: number;
}

/** What fillorder shows before the buyer commits: the server's prices, never the app's sums. */
export interface CheckoutQuote {
  groups: CheckoutQuoteGroup[];
  /** Sum of the online groups' totals. */
  onlineAmount: number;
  /** The coupon's part of the online amount (0 without a coupon). */
  discount: number;
  /** What is paid online now. */
  payAmount: number;
  /** Paid in cash on delivery. */
  onDeliveryAmount: number;
  priceFlag: string;
}

/**
 * The orders made (one per seller). paymentOrderNo: the payment order of the online part (kind
 * 'goods'), paid like any order (orderListPayment); absent when everything is paid on delivery or
 * the coupon paid it all.
 */
export interface CheckoutReply {
  orderNos: string[];
  paymentOrderNo?: string;
  quote: CheckoutQuote;
}

// ——— Trade orders (usercenter/order ibuy, isale, details) ———

export interface TradeOrderLine {
  unusedItemId: ServiceId;
  title: string;
  imgPath: string;
  /** The unit price the order was made at. */
  price: number;
  number: number;
}

/** One step of an order's history, oldest first. */
export interface TradeOrderEvent {
  /** What happened (TradeMove or 'created' | 'paid' | 'expired' | 'autoConfirmed' | 'refunded'). */
  kind: string;
  /** 'buyer' | 'seller' | 'operator' | 'system'. */
  by: 'buyer' | 'seller' | 'operator' | 'system';
  at: string;
  /** A price change: { from, to }; shipping: { courier, trackingNo }; a dispute: { reason }. */
  data?: Record<string, string | number>;
}

export type TradeCloseReason = '' | 'buyerCancelled' | 'sellerClosed' | 'expired' | 'refunded';

export interface TradeOrder {
  /** Prefix 'go'. */
  orderNo: string;
  /** statuses.TRADE_ORDER_STATE. */
  state: number;
  /** Which side the caller is on. */
  side: 'buy' | 'sale';
  buyerId: UserId;
  buyerName: string;
  sellerId: UserId;
  sellerName: string;
  lines: TradeOrderLine[];
  goodsAmount: number;
  deliveryFee: number;
  /** What the buyer owes the seller for this order (after a price change). */
  total: number;
  priceFlag: string;
  delivery: DeliveryMethod;
  payMode: TradePayMode;
  /** Copied when ordered: a later edit of the address book does not move a parcel. null for pickup. */
  address: Omit<ShippingAddress, 'addressId' | 'isDefault'> | null;
  remark: string;
  /** The payment order paying it online; '' for on delivery. */
  paymentOrderNo: string;
  courier: string;
  trackingNo: string;
  /** ISO: an order to be paid closes itself then. '' once paid. */
  payBy: string;
  /** ISO: a shipped order completes itself then, unless the buyer disputes. '' before shipping. */
  receiveBy: string;
  /** The buyer may push receiveBy once. */
  extended: boolean;
  closeReason: TradeCloseReason;
  /** A dispute the buyer opened on a shipped order; an operator decides it (refund or release). */
  dispute: { status: 'open' | 'refunded' | 'released'; reason: string; openedAt: string; decidedAt: string } | null;
  createTime: string;
  events: TradeOrderEvent[];
}

export interface TradeOrderListRequest extends PageRequest {
  side: 'buy' | 'sale';
  /** statuses.TRADE_ORDER_STATE; absent = every state. */
  state?: number;
}

export interface TradeOrderRef {
  orderNo: string;
}

/** Seller: change the price of an order to be paid (the new total, > 0). */
export interface ChangePriceRequest extends TradeOrderRef {
  total: number;
}

/** Seller: ship an order to be shipped (pickup: courier and trackingNo may be ''). */
export interface ShipRequest extends TradeOrderRef {
  courier: string;
  trackingNo: string;
}

/** Buyer or seller closing an order, with why (≤ 200 characters, may be ''). */
export interface CloseTradeRequest extends TradeOrderRef {
  reason: string;
}

/** Buyer: the goods did not come or are not as described (shipped orders). */
export interface DisputeRequest extends TradeOrderRef {
  reason: string;
}

/**
 * On the other side's queue (statuses.TRADE_ORDER_EVENT) whenever an order moves: an open order
 * screen updates that order, the app toasts, and the move is also a line in the two people's chat.
 */
export interface TradeOrderStateEvent {
  orderNo: string;
  state: number;
  /** The move that was made (TradeMove or 'paid' | 'expired' | 'autoConfirmed' | 'refunded'). */
  kind: string;
  /** The side the receiver is on. */
  side: 'buy' | 'sale';
  title: string;
}
