// The cart the screen shows (goods-context "The cart"): a signed-in user's is the server's
// (getCart / setCartLine / removeCartLines, every change answered with the cart as it now is); a
// visitor's is the app's persistent store. Both read as the contract's CartLine.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import type { Cart, CartLine } from '../../contract/types/goods-order.js';
import type { Reply } from '../../contract/envelope.js';
import { bumpCart } from '../kit/cart-version.js';
import { useCall, type CallState } from '../kit/use-call.js';
import { fromLocal } from './cart-model.js';
import { visitorCartOf } from '../../stores/sale-goods.js';

export interface CartApi {
  state: CallState<CartLine[]>;
  signedIn: boolean;
  /** The id of the line a call runs for ('*' for several), '' when none. */
  busy: string;
  setNumber(id: string, number: number): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  retry(): void;
}

export function useCart(): CartApi {
  const { api, stores } = useServices();
  const userId = useStore(stores.session.userId);
  const local = useStore(visitorCartOf(stores).lines);
  const call = useCall(GOODS_ORDER_ENDPOINTS.getCart, userId ? {} : null, `cart|${userId}`);
  const [busy, setBusy] = useState('');

  if (!userId) {
    return {
      state: { status: 'ok', data: local.map(fromLocal) },
      signedIn: false,
      busy: '',
      setNumber: async (id, n) => visitorCartOf(stores).setQuantity(id, n),
      remove: async (ids) => ids.forEach((id) => visitorCartOf(stores).remove(id)),
      retry: () => undefined,
    };
  }
  const run = async (key: string, send: () => Promise<Reply<Cart>>) => {
    setBusy(key);
    const reply = await send();
    setBusy('');
    if (reply.code !== 200 || !reply.customData) return;
    const lines = reply.customData.lines;
    call.patch(() => ({ lines }));
    bumpCart();
  };
  const state: CallState<CartLine[]> = call.state.status === 'ok' ? { status: 'ok', data: call.state.data.lines } : call.state;
  return {
    state,
    signedIn: true,
    busy,
    setNumber: (id, number) => run(id, () => api.call(GOODS_ORDER_ENDPOINTS.setCartLine, { unusedItemId: id, number })),
    remove: (ids) => run(ids.length === 1 ? ids[0]! : '*', () => api.call(GOODS_ORDER_ENDPOINTS.removeCartLines, { unusedItemIds: [...ids] })),
    retry: call.retry,
  };
}
