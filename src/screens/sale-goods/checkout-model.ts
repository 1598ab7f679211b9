// fillorder's request (spec §2 fillorder; goods-context "One trade order per seller"): the lines
// grouped by seller with each seller's delivery method, pay mode and message, the address and the
// coupon. The request names what is bought and how many, never a price: the amounts on screen are
// the server's quote. Pure, so it is unit-tested.
import type {
  CheckoutQuote, CheckoutRequest, DeliveryMethod, TradePayMode,
} from '../../contract/types/goods-order.js';
import type { CartLine } from '../../contract/types/goods-order.js';
import { groupBySeller, type SellerGroup } from './cart-model.js';

export interface SellerChoice {
  delivery: DeliveryMethod;
  payMode: TradePayMode;
  remark: string;
}

export type Choices = Readonly<Record<string, SellerChoice>>;

/** Before the first quote says what each seller allows: delivery, paid online. */
export const FIRST_CHOICE: SellerChoice = { delivery: 'delivery', payMode: 'online', remark: '' };

export const choiceOf = (choices: Choices, sellerId: string): SellerChoice => choices[sellerId] ?? FIRST_CHOICE;

export function checkoutRequest(groups: readonly SellerGroup[], choices: Choices, addressId: string, couponId: string): CheckoutRequest {
  return {
    groups: groups.map((g) => {
      const c = choiceOf(choices, g.sellerId);
      return {
        sellerId: g.sellerId,
        lines: g.lines.map((l) => ({ unusedItemId: l.unusedItemId, number: l.number })),
        delivery: c.delivery,
        payMode: c.payMode,
        remark: c.remark.trim(),
      };
    }),
    ...(addressId ? { addressId } : {}),
    ...(couponId ? { couponId } : {}),
  };
}

/** The same request without the messages: what the quote depends on (a typed message asks nothing). */
export const quoteKeyOf = (req: CheckoutRequest): string =>
  JSON.stringify({ ...req, groups: req.groups.map((g) => ({ ...g, remark: '' })) });

/**
 * The choices brought in line with what the quote says each seller allows (a seller without
 * delivery: pickup; cash on delivery only where every line allows it). Unchanged choices are
 * returned as the same object, so the caller knows whether to ask again.
 */
export function fitChoices(groups: readonly SellerGroup[], choices: Choices, quote: CheckoutQuote): Choices {
  let changed = false;
  const next: Record<string, SellerChoice> = { ...choices };
  for (const g of groups) {
    const q = quote.groups.find((x) => x.sellerId === g.sellerId);
    if (!q) continue;
    const c = choiceOf(choices, g.sellerId);
    const delivery = q.deliveryMethods.includes(c.delivery) ? c.delivery : (q.deliveryMethods[0] ?? c.delivery);
    const payMode = q.payModes.includes(c.payMode) ? c.payMode : (q.payModes[0] ?? c.payMode);
    if (delivery !== c.delivery || payMode !== c.payMode || !choices[g.sellerId]) {
      next[g.sellerId] = { ...c, delivery, payMode };
      changed = true;
    }
  }
  return changed ? next : choices;
}

/** A delivered group needs an address. */
export const needsAddress = (groups: readonly SellerGroup[], choices: Choices): boolean =>
  groups.some((g) => choiceOf(choices, g.sellerId).delivery === 'delivery');

export const groupLines = (lines: readonly CartLine[]): SellerGroup[] => groupBySeller(lines);

/** Per-line problems of a 4422 reply (issues [{path:'groups.0.lines.1.number', key}]) → item id → key. */
export function lineIssues(req: CheckoutRequest, issues: readonly { path?: string; key?: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const i of issues) {
    const m = /^groups\.(\d+)\.lines\.(\d+)/.exec(i.path ?? '');
    if (!m) continue;
    const line = req.groups[Number(m[1])]?.lines[Number(m[2])];
    if (line && i.key) found[line.unusedItemId] = i.key;
  }
  return found;
}

/**
 * The choices after the server refused one (4422 at groups.N.delivery / groups.N.payMode): a seller
 * who does not deliver is picked up from, cash on delivery not allowed is paid online. Only those
 * two steps, so a refusal can never make the screen ask forever. Same object when nothing changed.
 */
export function fallbackChoices(groups: readonly { sellerId: string }[], choices: Choices, issues: readonly { path?: string }[]): Choices {
  const next: Record<string, SellerChoice> = { ...choices };
  let changed = false;
  for (const i of issues) {
    const m = /^groups\.(\d+)\.(delivery|payMode)$/.exec(i.path ?? '');
    const g = m ? groups[Number(m[1])] : undefined;
    if (!m || !g) continue;
    const c = next[g.sellerId] ?? FIRST_CHOICE;
    if (m[2] === 'delivery' && c.delivery === 'delivery') next[g.sellerId] = { ...c, delivery: 'pickup' };
    else if (m[2] === 'payMode' && c.payMode === 'onDelivery') next[g.sellerId] = { ...c, payMode: 'online' };
    else continue;
    changed = true;
  }
  return changed ? next : choices;
}
