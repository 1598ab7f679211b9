// Where a purchase started (issue "after paying, the user lands back where the purchase started"):
// every entry to the money screens may carry ?from=<app path> (the mine screen's "buy package",
// the publish quota dialog, publish management's "pay"); the screens pass it along, and the pay
// screen puts it in the return address the provider sends the payer back to
// (/common/payConfirmVirtual?from=…&orderNo=…, spec §2 "Common"), so it survives the trip to the
// hosted checkout without any storage. Only a path of the app's own route table is accepted: a
// crafted link cannot send the payer anywhere else.
import { findRoute } from '../../../routes/index.js';
import type { OrderKind } from '../../../contract/types/payment.js';

/** The app path of `raw` when it is one of ours (a known route, optional query), else ''. */
export function safeFrom(raw: string | null | undefined): string {
  const text = (raw ?? '').trim();
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\') || text.includes('#') || text.length > 300) return '';
  const path = text.split('?', 1)[0]!;
  return findRoute(path) ? text : '';
}

/**
 * encodeURIComponent plus the five characters it leaves (!'()*): the server accepts a return
 * query of plain characters only (payments/site.ts SAFE_QUERY).
 */
export const encodeStrict = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `href` with `from` added to its query (unchanged when `from` is ''). */
export function withFrom(href: string, from: string): string {
  if (!from) return href;
  return `${href}${href.includes('?') ? '&' : '?'}from=${encodeStrict(from)}`;
}

/**
 * The return pages (spec §2): Virtual for what the marketplace sells itself — memberships,
 * packages, TOP, listing payments — which are granted the moment the payment is confirmed; Real
 * for goods (and parcels) that are shipped afterwards, whose next step is the order, not the
 * purchase's origin. Every order the server makes today is virtual.
 */
export type ReturnPage = 'virtual' | 'real';

export const RETURN_PATH: Readonly<Record<ReturnPage, string>> = {
  virtual: '/common/payConfirmVirtual',
  real: '/common/payConfirmReal',
};

export const returnPageOf = (kind: OrderKind): ReturnPage => (kind === 'express' || kind === 'goods' ? 'real' : 'virtual');

/** The return path of a purchase with its origin (the server appends orderNo). */
export const returnPathOf = (page: ReturnPage, from: string): string => withFrom(RETURN_PATH[page], from);

const LISTING_KINDS: readonly OrderKind[] = ['publish', 'republish', 'refresh'];

/** Where "continue" leads when the purchase did not say where it started. */
export function defaultNextStep(kind: OrderKind, moduleId?: number, serviceId?: string): string {
  if (kind === 'membership') return '/usercenter/menberCenter/index';
  // A listing payment, or TOP of a listing: back to the listings of its module.
  if (moduleId && (LISTING_KINDS.includes(kind) || (kind === 'commodity' && serviceId))) return `/common/publishManage?moduleId=${moduleId}`;
  if (kind === 'express' || kind === 'goods') return '/usercenter/order/ibuy';
  return '/usercenter/myAssets';
}

/** Where the same thing can be bought again (an expired order), keeping the origin. */
export function storeOf(kind: OrderKind, from: string, moduleId?: number): string {
  if (kind === 'membership') return withFrom('/usercenter/menberCenter/index', from);
  if (kind === 'commodity' || !moduleId) return withFrom('/usercenter/valueAddedServices/list', from);
  return `/common/publishManage?moduleId=${moduleId}`;
}
