// The buyer's side of goods trade (spec §2 /saleGoods shippingaddress, filladdresss, shopingcar,
// fillorder): addresses, cart and checkout. The order moves are trade-orders.ts.
import type { HandlerTable } from '../http/handler.js';
import { ADDRESS_HANDLERS } from './addresses.js';
import { CART_HANDLERS } from './cart.js';
import { CHECKOUT_HANDLERS } from './checkout.js';

export const GOODS_BUY_HANDLERS: HandlerTable = {
  getAddressList: ADDRESS_HANDLERS.getAddressList as HandlerTable['getAddressList'],
  saveAddress: ADDRESS_HANDLERS.saveAddress as HandlerTable['saveAddress'],
  deleteAddress: ADDRESS_HANDLERS.deleteAddress as HandlerTable['deleteAddress'],
  getCart: CART_HANDLERS.getCart as HandlerTable['getCart'],
  setCartLine: CART_HANDLERS.setCartLine as HandlerTable['setCartLine'],
  removeCartLines: CART_HANDLERS.removeCartLines as HandlerTable['removeCartLines'],
  mergeCart: CART_HANDLERS.mergeCart as HandlerTable['mergeCart'],
  quoteCheckout: CHECKOUT_HANDLERS.quoteCheckout as HandlerTable['quoteCheckout'],
  checkout: CHECKOUT_HANDLERS.checkout as HandlerTable['checkout'],
};
