// The number on the cart icon (spec §2 shopingcar; goods-context "The cart"): a visitor's pieces in
// the local store, a signed-in user's lines on the server (read when the header shows).
import { useStore } from '@nanostores/react';
import { useServices } from '../../app/use-shell.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import { cartVersion } from './cart-version.js';
import { useCall } from './use-call.js';
import { visitorCartOf } from '../../stores/sale-goods.js';

export function useCartCount(): number {
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const local = useStore(visitorCartOf(stores).count);
  const version = useStore(cartVersion);
  const call = useCall(GOODS_ORDER_ENDPOINTS.getCart, userId ? {} : null, `cart|${userId}|${version}`);
  if (!userId) return local;
  return call.state.status === 'ok' ? call.state.data.lines.reduce((n, l) => n + l.number, 0) : 0;
}
