// Goods trade (spec §2 /saleGoods shopingcar, fillorder, shippingaddress, filladdresss;
// usercenter/order ibuy, isale, details; §4 trade order states and delivery actions). No call is
// shown in spec §7: every path is ours. Every call is the signed-in user's own: the cart of a
// visitor lives in the app (stores/sale-goods.ts) until login merges it (mergeCart).
import { endpoint } from '../endpoint.js';
import type { Empty, SearchReply } from '../types/common.js';
import type {
  AddressRef, Cart, ChangePriceRequest, CheckoutQuote, CheckoutReply, CheckoutRequest, CloseTradeRequest, DisputeRequest,
  MergeCartRequest, RemoveCartLinesRequest, SaveAddressRequest, SetCartLineRequest, ShipRequest, ShippingAddress, TradeOrder,
  TradeOrderListRequest, TradeOrderRef,
} from '../types/goods-order.js';

const mine = { origin: 'ours', auth: true } as const;

export const GOODS_ORDER_ENDPOINTS = {
  /** shippingaddress: the default first, then newest first. */
  getAddressList: endpoint<Empty, ShippingAddress[]>()('/user/v1/address/getAddressList', mine),
  /** filladdresss: add or edit; the address as saved. Setting isDefault 1 clears the old default. */
  saveAddress: endpoint<SaveAddressRequest, ShippingAddress>()('/user/v1/address/saveAddress', mine),
  /** Deleting the default makes the newest remaining address the default. */
  deleteAddress: endpoint<AddressRef, null>()('/user/v1/address/deleteAddress', mine),

  /** shopingcar: the lines with the goods as they are now (price changes and stock flagged). */
  getCart: endpoint<Empty, Cart>()('/unusedItem/v1/cart/getCart', mine),
  setCartLine: endpoint<SetCartLineRequest, Cart>()('/unusedItem/v1/cart/setCartLine', mine),
  removeCartLines: endpoint<RemoveCartLinesRequest, Cart>()('/unusedItem/v1/cart/removeCartLines', mine),
  mergeCart: endpoint<MergeCartRequest, Cart>()('/unusedItem/v1/cart/mergeCart', mine),

  /** fillorder: the server's prices for what the buyer is about to order (nothing is kept). */
  quoteCheckout: endpoint<CheckoutRequest, CheckoutQuote>()('/unusedItem/v1/order/quoteCheckout', mine),
  /**
   * fillorder's submit: one order per seller, the stock taken in the same transaction (refused
   * with 4422 when short), the ordered lines removed from the cart, and one payment order for the
   * online part.
   */
  checkout: endpoint<CheckoutRequest, CheckoutReply>()('/unusedItem/v1/order/checkout', mine),

  /** ibuy (side 'buy') and isale (side 'sale'), newest first. */
  getTradeOrderList: endpoint<TradeOrderListRequest, SearchReply<TradeOrder>>()('/unusedItem/v1/order/getTradeOrderList', { ...mine, list: true }),
  /** The buyer's or the seller's view of one order. */
  getTradeOrder: endpoint<TradeOrderRef, TradeOrder>()('/unusedItem/v1/order/getTradeOrder', mine),

  // The moves (contract/trade-moves.ts); each answers the order as it now stands.
  cancelTradeOrder: endpoint<CloseTradeRequest, TradeOrder>()('/unusedItem/v1/order/cancel', mine),
  confirmReceipt: endpoint<TradeOrderRef, TradeOrder>()('/unusedItem/v1/order/confirmReceipt', mine),
  extendReceipt: endpoint<TradeOrderRef, TradeOrder>()('/unusedItem/v1/order/extendReceipt', mine),
  openDispute: endpoint<DisputeRequest, TradeOrder>()('/unusedItem/v1/order/openDispute', mine),
  changeTradePrice: endpoint<ChangePriceRequest, TradeOrder>()('/unusedItem/v1/order/changePrice', mine),
  shipTradeOrder: endpoint<ShipRequest, TradeOrder>()('/unusedItem/v1/order/ship', mine),
  closeTradeOrder: endpoint<CloseTradeRequest, TradeOrder>()('/unusedItem/v1/order/close', mine),
} as const;
