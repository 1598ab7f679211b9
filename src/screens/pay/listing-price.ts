// The list price of a listing payment (spec §4 "not paid", order actions publish again and
// refresh): the 'publish' or 'refresh' package of the caller's price list, chosen as the server
// chooses it (payments/purchase.ts): the module's own before the general one, the level's own
// before everyone's, then the cheapest. Shown as the list price only; the order's amount is the
// server's.
import type { Commodity, CommodityKind } from '../../contract/types/usercenter.js';

export function listingPackage(list: readonly Commodity[], kind: Extract<CommodityKind, 'publish' | 'refresh'>, moduleId: number): Commodity | undefined {
  return list
    .filter((c) => c.kind === kind && (c.moduleId === 0 || c.moduleId === moduleId))
    .sort((a, b) => Number(b.moduleId === moduleId) - Number(a.moduleId === moduleId) || b.memberLevelId - a.memberLevelId || a.price - b.price || a.commodityId - b.commodityId)[0];
}
