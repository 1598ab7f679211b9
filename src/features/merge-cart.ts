// On login, a visitor's cart joins the account's (goods-context "The cart": "on login the app
// calls mergeCart with the visitor's lines (quantities add, bounded by stock and lineNumberMax)
// and clears the local lines"). The local lines are cleared only once the server has them: a
// failed call keeps them for the next login. Imported by the login chunk only, never the first paint.
import type { ApiClient } from '../api/index.js';
import { GOODS_ORDER_ENDPOINTS } from '../contract/endpoints/goods-orders.js';
import { bumpCart } from '../screens/kit/cart-version.js';
import type { SaleGoodsStore } from '../stores/sale-goods.js';

export async function mergeLocalCart(api: Pick<ApiClient, 'call'>, cart: Pick<SaleGoodsStore, 'lines' | 'clear'>): Promise<boolean> {
  const lines = cart.lines.get();
  if (lines.length === 0) return true;
  const reply = await api.call(
    GOODS_ORDER_ENDPOINTS.mergeCart,
    { lines: lines.map((l) => ({ unusedItemId: l.unusedItemId, number: l.quantity })) },
    // A merge the server refuses (goods gone since) is not worth an alert on the way in.
    { silent: true },
  );
  if (reply.code !== 200) return false;
  cart.clear();
  // A cart count already on screen reads the merged cart.
  bumpCart();
  return true;
}
