// The address book's pick mode (spec §2 shippingaddress from fillorder): ?pick=1&back=<fillorder
// href>. `back` is accepted only when it is this module's fillorder, so a crafted link cannot send
// the buyer elsewhere; the chosen address goes back as ?address=.
import type { TradePaths } from '../kit/trade-paths.js';

export const pickHref = (paths: TradePaths, back: string): string => `${paths.addresses}?pick=1&back=${encodeURIComponent(back)}`;

/** The fillorder href to return to, or '' when `raw` is not one. */
export function safeBack(paths: TradePaths, raw: string | null): string {
  const text = (raw ?? '').trim();
  return text === paths.fillOrder || text.startsWith(`${paths.fillOrder}?`) ? text : '';
}
