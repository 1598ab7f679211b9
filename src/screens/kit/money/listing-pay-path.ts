// The address of paying for one listing (spec §2 "Common" /common/publishPay?serviceId=…&moduleId=…
// [&type=republish|refresh]&from=…; spec §7 payment, republishPayment, refreshPayment): its publish
// (a listing kept as not paid, status 0), publishing it again without a chance, or a refresh
// beyond the free one. One builder for every way there (publish management's actions, the
// not-paid panel), so the pay screen (pay/publish-pay.tsx) reads what they all write. `from` is
// where "continue" leads after paying (purchase-origin.ts).
import { encodeStrict } from './purchase-origin.js';

export type ListingPayKind = 'publish' | 'republish' | 'refresh';

export function listingPayPath(moduleId: number, serviceId: string, kind: ListingPayKind, from: string): string {
  const query = [`serviceId=${encodeStrict(serviceId)}`, `moduleId=${moduleId}`];
  // The publish is the pay screen's default: its links stay as they were before the other kinds.
  if (kind !== 'publish') query.push(`type=${kind}`);
  if (from) query.push(`from=${encodeStrict(from)}`);
  return `/common/publishPay?${query.join('&')}`;
}
