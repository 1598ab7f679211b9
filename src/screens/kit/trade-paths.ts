// The cart and order screens of a module that trades (spec §2 /saleGoods: shopingcar, fillorder,
// shippingaddress, filladdresss). Built from the module's route base, so no screen names a module.
export interface TradePaths {
  cart: string;
  fillOrder: string;
  addresses: string;
  addressForm: string;
}

export const tradePaths = (m: { readonly key: string }): TradePaths => ({
  cart: `/${m.key}/shopingcar`,
  fillOrder: `/${m.key}/fillorder`,
  addresses: `/${m.key}/shippingaddress`,
  addressForm: `/${m.key}/filladdresss`,
});

/** Where the buyer's orders are listed (spec §2 usercenter/order ibuy). */
export const BUYER_ORDERS_PATH = '/usercenter/order/ibuy';

/** fillorder for one item bought at once ("Buy now"): fillorder?item=…&number=… */
export const buyNowHref = (paths: TradePaths, unusedItemId: string, number: number): string =>
  `${paths.fillOrder}?item=${encodeURIComponent(unusedItemId)}&number=${number}`;

/** fillorder for cart lines: fillorder?lines=id1,id2 (the numbers are the cart's). */
export const cartCheckoutHref = (paths: TradePaths, ids: readonly string[]): string =>
  `${paths.fillOrder}?lines=${ids.map(encodeURIComponent).join(',')}`;
