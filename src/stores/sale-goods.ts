// Goods-for-sale cart of a visitor (spec §8 names a "sale-goods store" cleared on 4029/4030/4033;
// spec §2 /saleGoods shopingcar). Persisted so the cart survives a reload, like on Jiji. A signed-in
// user's cart is the server's (cart_lines): on login the app sends these lines to mergeCart and
// clears them (goods-context decisions "The cart").
import { computed, type ReadableAtom } from 'nanostores';
import { TRADE } from '../contract/constants.js';
import { hasFields, isFiniteNumber, isRecord, isString } from './guards.js';
import { jsonCodec, persistentAtom, type PersistentAtom } from './persistent-atom.js';
import type { PrefixedStorage } from './storage.js';

/** One cart line: a goods item (spec §3 "Goods item"), who sells it, and how many. */
export interface CartLine {
  unusedItemId: string;
  title: string;
  imgPath: string;
  /** Unit price when added (the cart screen shows the server's current one once signed in). */
  price: number;
  /** The currency's flag as the details showed it ("F CFA"). */
  priceFlag: string;
  sellerId: string;
  sellerName: string;
  /** Pieces in stock when added: the line never asks more. */
  stock: number;
  quantity: number;
}

export type CartItem = Omit<CartLine, 'quantity'>;

export interface SaleGoodsStore {
  lines: PersistentAtom<CartLine[]>;
  /** Total number of pieces (badge). */
  count: ReadableAtom<number>;
  /** Adds `quantity` of an item, merging with an existing line; bounded by stock and TRADE.lineNumberMax. */
  add(item: CartItem, quantity?: number): void;
  /** Sets the quantity of a line (bounded likewise); 0 or less removes it. */
  setQuantity(unusedItemId: string, quantity: number): void;
  remove(unusedItemId: string): void;
  clear(): void;
}

/** The most one line may ask: the stock, and never more than TRADE.lineNumberMax (constants.ts). */
export const lineMax = (stock: number): number => Math.max(0, Math.min(Math.floor(stock), TRADE.lineNumberMax));

/** A wanted quantity within 0..lineMax(stock) (a non-number is 0). */
export const boundQuantity = (wanted: number, stock: number): number =>
  Number.isFinite(wanted) ? Math.max(0, Math.min(Math.floor(wanted), lineMax(stock))) : 0;

/**
 * `lines` with `quantity` more of `item`: an existing line adds up (bounded), a new line goes last
 * unless the cart already has TRADE.cartLinesMax lines. A bound of 0 (sold out) changes nothing.
 */
export function addLine(lines: readonly CartLine[], item: CartItem, quantity: number): CartLine[] {
  const existing = lines.find((l) => l.unusedItemId === item.unusedItemId);
  if (existing) {
    const q = boundQuantity(existing.quantity + Math.max(0, Math.floor(quantity)), item.stock);
    return q > 0 ? lines.map((l) => (l === existing ? { ...item, quantity: q } : l)) : [...lines];
  }
  const q = boundQuantity(quantity, item.stock);
  if (q <= 0 || lines.length >= TRADE.cartLinesMax) return [...lines];
  return [...lines, { ...item, quantity: q }];
}

const isLine = (v: unknown): boolean =>
  isRecord(v) &&
  hasFields(v, {
    unusedItemId: isString,
    title: isString,
    imgPath: isString,
    price: isFiniteNumber,
    priceFlag: isString,
    sellerId: isString,
    sellerName: isString,
    stock: isFiniteNumber,
    quantity: (q) => isFiniteNumber(q) && q > 0,
  });

const isLines = (v: unknown): v is CartLine[] => Array.isArray(v) && v.every(isLine);

export function createSaleGoodsStore(storage: PrefixedStorage): SaleGoodsStore {
  const lines = persistentAtom<CartLine[]>(storage, 'saleGoods', [], jsonCodec(isLines));

  const setQuantity = (id: string, quantity: number) => {
    const current = lines.get();
    const line = current.find((l) => l.unusedItemId === id);
    if (!line) return;
    const q = boundQuantity(quantity, line.stock);
    lines.set(q > 0 ? current.map((l) => (l === line ? { ...l, quantity: q } : l)) : current.filter((l) => l !== line));
  };

  return {
    lines,
    count: computed(lines, (ls) => ls.reduce((sum, l) => sum + l.quantity, 0)),
    add: (item, quantity = 1) => lines.set(addLine(lines.get(), item, quantity)),
    setQuantity,
    remove: (id) => lines.set(lines.get().filter((l) => l.unusedItemId !== id)),
    clear: () => lines.set([]),
  };
}

/**
 * The visitor's cart among an app's stores: screens reach it through this, so the store's key (a
 * module key, kept for spec §8's "sale-goods store") is named only here and in app-stores.ts.
 */
export const visitorCartOf = (stores: { readonly saleGoods: SaleGoodsStore }): SaleGoodsStore => stores.saleGoods;
