// The cart and order chunk of a trading module (spec §2 /saleGoods: shopingcar, fillorder,
// shippingaddress, filladdresss; identities.ts group 'sale-goods'). Which screen is the route's kind.
import { MODULES } from '../../modules/registry.js';
import type { ModuleKey } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { modulePath } from '../../modules/identities.js';
import { tradePaths } from '../kit/trade-paths.js';
import { AddressFormScreen } from './address-form-screen.js';
import { AddressListScreen } from './address-list-screen.js';
import { CartScreen } from './cart-screen.js';
import { FillOrderScreen } from './fill-order-screen.js';
import { goodsAddressBook } from './pick-mode.js';
import { useSaleGoodsStyle } from './sale-goods-styles.js';

export default function SaleGoodsScreen({ route, query }: ScreenProps) {
  useSaleGoodsStyle();
  const module = MODULES[route.module as ModuleKey];
  if (!module) return null;
  const paths = tradePaths(module);
  switch (route.kind) {
    case 'fillorder': return <FillOrderScreen module={module} paths={paths} query={query} />;
    case 'shippingaddress': return <AddressListScreen book={goodsAddressBook(paths)} query={query} />;
    case 'filladdresss': return <AddressFormScreen book={goodsAddressBook(paths)} query={query} />;
    default: return <CartScreen paths={paths} listPath={modulePath(module, 'list')} />;
  }
}
