// Goods-for-sale cart (spec §8 names a "sale-goods store" cleared on 4029/4030/4033; spec §2
// implies a cart screen). Persisted so the cart survives a reload, like on Jiji.
import { computed, type ReadableAtom } from 'nanostores';
import { hasFields, isFiniteNumber, isRecord, isString } from './guards.js';
import { jsonCodec, persistentAtom, type PersistentAtom } from './persistent-atom.js';
import type { PrefixedStorage } from './storage.js';

/** One cart line: a goods item (spec §3 "Goods item") and how many. */
export interface CartLine {
  unusedItemId: string;
  title: string;
  imgPath: string;
  price: number;
  /** ISO currency code or the server's currency flag. */
  currency: string;
  quantity: number;
}

export interface SaleGoodsStore {
  lines: PersistentAtom<CartLine[]>;
  /** Total number of pieces (badge). */
  count: ReadableAtom<number>;
  /** Adds `quantity` of an item, merging with an existing line of the same item. */
  add(item: Omit<CartLine, 'quantity'>, quantity?: number): void;
  /** Sets the quantity of a line; 0 or less removes it. */
  setQuantity(unusedItemId: string, quantity: number): void;
  remove(unusedItemId: string): void;
  clear(): void;
}

const isLine = (v: unknown): boolean =>
  isRecord(v) &&
  hasFields(v, {
    unusedItemId: isString,
    title: isString,
    imgPath: isString,
    price: isFiniteNumber,
    currency: isString,
    quantity: (q) => isFiniteNumber(q) && q > 0,
  });

const isLines = (v: unknown): v is CartLine[] => Array.isArray(v) && v.every(isLine);

const toQuantity = (n: number): number => (Number.isFinite(n) ? Math.floor(n) : 0);

export function createSaleGoodsStore(storage: PrefixedStorage): SaleGoodsStore {
  const lines = persistentAtom<CartLine[]>(storage, 'saleGoods', [], jsonCodec(isLines));

  const setQuantity = (id: string, quantity: number) => {
    const q = toQuantity(quantity);
    const current = lines.get();
    lines.set(
      q > 0
        ? current.map((l) => (l.unusedItemId === id ? { ...l, quantity: q } : l))
        : current.filter((l) => l.unusedItemId !== id),
    );
  };

  return {
    lines,
    count: computed(lines, (ls) => ls.reduce((sum, l) => sum + l.quantity, 0)),
    add(item, quantity = 1) {
      const q = toQuantity(quantity);
      if (q <= 0) return;
      const existing = lines.get().find((l) => l.unusedItemId === item.unusedItemId);
      if (existing) setQuantity(item.unusedItemId, existing.quantity + q);
      else lines.set([...lines.get(), { ...item, quantity: q }]);
    },
    setQuantity,
    remove: (id) => setQuantity(id, 0),
    clear: () => lines.set([]),
  };
}
