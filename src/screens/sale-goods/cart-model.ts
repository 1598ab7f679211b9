// The cart screen's rules (spec §2 shopingcar; issue "grouped by seller, quantities bounded by
// stock, items that changed price or sold out flagged, select / select all"), pure so they are
// unit-tested. Lines are the contract's CartLine: the server's for a signed-in user, the local
// store's made into the same shape for a visitor.
import type { CartLine, CartLineIssue } from '../../contract/types/goods-order.js';
import { lineMax, type CartLine as LocalLine } from '../../stores/sale-goods.js';

export interface SellerGroup {
  sellerId: string;
  sellerName: string;
  lines: CartLine[];
}

/** Lines by seller, sellers and lines in the cart's order. */
export function groupBySeller(lines: readonly CartLine[]): SellerGroup[] {
  const groups = new Map<string, SellerGroup>();
  for (const line of lines) {
    const g = groups.get(line.sellerId) ?? { sellerId: line.sellerId, sellerName: line.sellerName, lines: [] };
    g.lines.push(line);
    groups.set(line.sellerId, g);
  }
  return [...groups.values()];
}

/** Sold out, withdrawn or one's own goods cannot be ordered (greyed, not selectable). */
const BLOCKING: readonly CartLineIssue[] = ['soldOut', 'unavailable', 'ownGoods'];
export const isSelectable = (line: CartLine): boolean => !(line.issue && BLOCKING.includes(line.issue));

/** A visitor's line as the screen reads it; the stock is the one seen when it was added. */
export function fromLocal(line: LocalLine): CartLine {
  const issue: CartLineIssue | null = line.stock < 1 ? 'soldOut' : line.quantity > line.stock ? 'stockShort' : null;
  return {
    unusedItemId: line.unusedItemId, number: line.quantity, title: line.title, imgPath: line.imgPath,
    price: line.price, addedPrice: line.price, priceFlag: line.priceFlag, stock: line.stock,
    sellerId: line.sellerId, sellerName: line.sellerName, issue, addedAt: '',
  };
}

/** The most a line may ask now (stock and TRADE.lineNumberMax). */
export const maxOf = (line: CartLine): number => lineMax(line.stock);

/** Selected ids that are still selectable (a line sold out since is dropped from the selection). */
export function validSelection(lines: readonly CartLine[], selected: ReadonlySet<string>): Set<string> {
  return new Set(lines.filter((l) => selected.has(l.unusedItemId) && isSelectable(l)).map((l) => l.unusedItemId));
}

/** Every selectable id of `lines` selected? (false when none is selectable). */
export function allSelected(lines: readonly CartLine[], selected: ReadonlySet<string>): boolean {
  const ids = lines.filter(isSelectable).map((l) => l.unusedItemId);
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

/** Ticks every selectable line of `lines`, or unticks them all when they already are. */
export function toggleMany(lines: readonly CartLine[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const on = !allSelected(lines, selected);
  for (const l of lines.filter(isSelectable)) {
    if (on) next.add(l.unusedItemId);
    else next.delete(l.unusedItemId);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * The total of the selected lines at today's prices, each bounded by the stock (what checkout
 * would ask). Only an indication: fillorder shows the server's quote.
 */
export function selectedTotal(lines: readonly CartLine[], selected: ReadonlySet<string>): { pieces: number; amount: number } {
  let pieces = 0;
  let amount = 0;
  for (const l of lines) {
    if (!selected.has(l.unusedItemId) || !isSelectable(l)) continue;
    const n = Math.min(l.number, maxOf(l));
    pieces += n;
    amount += n * l.price;
  }
  return { pieces, amount };
}
