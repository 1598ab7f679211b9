// Whether a goods listing can be bought from its details (goods-context decisions "Stock": only
// published goods priced in FCFA, not one's own, with stock left), and the cart item it makes.
// Pure, so the rules are unit-tested; the server checks the same again at checkout. In the kit:
// the details' buy bar and fillorder's "Buy now" line both read it.
import type { TradeDescriptor } from '../../modules/types.js';
import type { CartItem } from '../../stores/sale-goods.js';

/** A details reply read by field name (details/read.ts Detail). */
type Detail = Readonly<Record<string, unknown>>;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** Why there are no buy buttons (a clear line instead); null: buyable. */
export type TradeBlock = 'soldOut' | 'ownGoods' | 'notFcfa';

export function tradeBlockOf(d: Detail, trade: TradeDescriptor, userId: string): TradeBlock | null {
  if (userId !== '' && str(d.userId) === userId) return 'ownGoods';
  if ((str(d.priceFlag) || str(d.moneyUnitFlag)) !== trade.moneyFlag) return 'notFcfa';
  if ((num(d.number) ?? 0) < 1) return 'soldOut';
  return null;
}

/** The cart item of the listing on screen (seller's shown name: entName for enterprises, else petName). */
export function tradeItemOf(d: Detail, serviceId: string, cover: string): CartItem {
  return {
    unusedItemId: str(d.unusedItemId) || serviceId,
    title: str(d.title),
    imgPath: cover,
    price: num(d.price) ?? 0,
    priceFlag: str(d.priceFlag),
    sellerId: str(d.userId),
    sellerName: str(d.entName) || str(d.petName),
    stock: Math.max(0, Math.floor(num(d.number) ?? 0)),
  };
}

/** The details request of "Buy now"'s item (spec §7 "searchXxxDetailById {serviceId, userId}"). */
export const itemDetailRequest = (serviceId: string, userId: string) => ({ serviceId, ...(userId ? { userId } : {}) });

/** The cart item of a details reply ({resultMap}), or null when it carries none. */
export function itemOfReply(reply: unknown, serviceId: string): CartItem | null {
  const d = typeof reply === 'object' && reply !== null ? (reply as { resultMap?: unknown }).resultMap : undefined;
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return null;
  const detail = d as Detail;
  return tradeItemOf(detail, serviceId, str(detail.coverImg) || str(detail.imgPath));
}
