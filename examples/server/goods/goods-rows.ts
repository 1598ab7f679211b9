// The goods a cart or a checkout names, as they are NOW (goods-context decisions): the seller,
// the price (whole francs CFA: only goods priced in XOF can be ordered), the stock (attrs.number,
// stock.ts) and the delivery settings of the publish form (attrs deliveryFee, pickup,
// cashOnDelivery). Whether a piece can be ordered is decided here once, for the cart's flags and
// the checkout's refusals alike.
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { CartLineIssue, DeliveryMethod, TradePayMode } from '../../../src/contract/types/goods-order.js';
import { SALE_GOODS_MODULE } from '../../../src/modules/sale-goods.js';
import { displayName } from '../chat/parties.js';
import type { Queryable } from '../db/database.js';
import { publicListing } from '../listings/public-listing.js';
import { STOCK_SQL } from './stock.js';

/** The one currency goods are traded in (seed/data/units.ts: XOF, no decimals). */
export const TRADE_CURRENCY = 'XOF';

export interface GoodsNow {
  listingId: string;
  sellerId: string;
  sellerName: string;
  title: string;
  imgPath: string;
  /** Whole francs; null when the goods are not priced in XOF (they cannot be ordered). */
  price: number | null;
  priceFlag: string;
  stock: number;
  /** Published, not deleted, owner not suspended, module saleGoods. */
  orderable: boolean;
  /** null: the seller does not deliver. */
  deliveryFee: number | null;
  pickup: boolean;
  cashOnDelivery: boolean;
}

interface Row {
  id: string;
  user_id: string | null;
  pet_name: string | null;
  ent_name: string | null;
  account_type: number | null;
  title: string;
  img_path: string;
  price: string | number | null;
  unit_code: string | null;
  flag: string | null;
  stock: number;
  open: boolean;
  delivery_fee: string | null;
  pickup: string | null;
  cod: string | null;
}

const WHOLE = /^[0-9]{1,9}$/;

/** The goods of `ids` (missing ids are absent from the map). */
export async function goodsNow(q: Queryable, ids: readonly string[], language: LanguageCode): Promise<Map<string, GoodsNow>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<Row>(
    `select l.id::text as id, l.user_id, u.pet_name, u.ent_name, u.account_type,
        coalesce((select t.title from listing_texts t where t.listing_id = l.id and t.language = $2),
                 (select t.title from listing_texts t where t.listing_id = l.id and t.language = l.original_language), '') as title,
        coalesce((select e->>'imgPath' from jsonb_array_elements(l.images) e order by e->>'sort' limit 1), l.cover_images[1], '') as img_path,
        l.price, mu.code as unit_code, mu.flag, ${STOCK_SQL('l')} as stock,
        (${publicListing('l')} and l.module_key = $3) as open,
        l.attrs->>'deliveryFee' as delivery_fee, l.attrs->>'pickup' as pickup, l.attrs->>'cashOnDelivery' as cod
     from listings l
     left join users u on u.id = l.user_id
     left join money_units mu on mu.id = l.money_unit_id
     where l.id = any($1::bigint[])`,
    [ids, language, SALE_GOODS_MODULE.key],
  );
  const out = new Map<string, GoodsNow>();
  for (const r of rows) {
    const price = r.price === null || r.unit_code !== TRADE_CURRENCY ? null : Math.round(Number(r.price));
    const fee = r.delivery_fee !== null && WHOLE.test(r.delivery_fee) ? Number(r.delivery_fee) : null;
    out.set(r.id, {
      listingId: r.id,
      sellerId: r.user_id ?? '',
      sellerName: displayName({ pet_name: r.pet_name ?? '', ent_name: r.ent_name ?? '', account_type: Number(r.account_type ?? 0) }),
      title: r.title,
      imgPath: r.img_path,
      price,
      priceFlag: r.flag ?? '',
      stock: Number(r.stock),
      orderable: r.open && r.user_id !== null && price !== null && price > 0,
      deliveryFee: fee,
      pickup: r.pickup === '1',
      cashOnDelivery: r.cod === '1',
    });
  }
  return out;
}

/** How the goods reach the buyer: a listing with neither delivery nor pickup set offers pickup only. */
export function deliveryMethodsOf(g: Pick<GoodsNow, 'deliveryFee' | 'pickup'>): DeliveryMethod[] {
  const methods: DeliveryMethod[] = [];
  if (g.deliveryFee !== null) methods.push('delivery');
  if (g.pickup || g.deliveryFee === null) methods.push('pickup');
  return methods;
}

export const payModesOf = (g: Pick<GoodsNow, 'cashOnDelivery'>): TradePayMode[] => (g.cashOnDelivery ? ['online', 'onDelivery'] : ['online']);

/** Why `number` pieces of `g` cannot be ordered by `buyerId`, or null. */
export function issueOf(g: GoodsNow | undefined, number: number, buyerId: string): CartLineIssue | null {
  if (!g || !g.orderable) return 'unavailable';
  if (g.sellerId === buyerId) return 'ownGoods';
  if (g.stock <= 0) return 'soldOut';
  if (g.stock < number) return 'stockShort';
  return null;
}
