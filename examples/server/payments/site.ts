// Where the payment provider reaches us and where payers come back to. The return address must be
// the product's own origin (spec §2 "Payment return addresses are /common/payConfirmReal and
// /common/payConfirmVirtual on the product's own origin"): a returnUrl naming any other origin or
// path is refused, so a payment link can never send a payer to someone else's page (no open
// redirect). Our origin is configured (PUBLIC_ORIGIN), never read from the request's Host header,
// which the caller writes.
import type { AddressInfo } from 'node:net';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { ServerConfig } from '../config.js';
import { fieldError } from '../http/input.js';
import { PAYMENTS_NOTIFY_PATH } from './cinetpay/notification.js';
import { selfUrl } from './cinetpay/start.js';
import type { PaymentSite } from './payment-site.js';

export type { PaymentSite };

/** The pages a payer comes back to (spec §2 "Common"): real goods or virtual services. */
export const RETURN_PATHS = ['/common/payConfirmReal', '/common/payConfirmVirtual'] as const;

const DEV_RETURN_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];

/**
 * The site of a server listening at `address`: PUBLIC_ORIGIN when configured (production, real
 * CinetPay), else this machine (the sandbox notifies over loopback; payers use a loopback origin).
 */
export function paymentSiteOf(config: Pick<ServerConfig, 'publicOrigin'>, address: AddressInfo | string | null): PaymentSite | undefined {
  if (config.publicOrigin) {
    return { notifyUrl: `${config.publicOrigin}${PAYMENTS_NOTIFY_PATH}`, returnOrigins: [config.publicOrigin], defaultOrigin: config.publicOrigin };
  }
  if (typeof address !== 'object' || address === null) return undefined;
  return { notifyUrl: `${selfUrl(address)}${PAYMENTS_NOTIFY_PATH}`, returnOrigins: DEV_RETURN_ORIGINS, defaultOrigin: `http://localhost:${address.port}` };
}

const originAllowed = (origin: string, allowed: readonly string[]): boolean =>
  allowed.some((a) => {
    if (!a.endsWith(':*')) return a === origin;
    const base = a.slice(0, -2);
    return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)));
  });

/** What a query of the return page's own may hold (names and values of plain characters). */
const SAFE_QUERY = /^[A-Za-z0-9_.~%=&/-]*$/;

export interface ReturnTarget {
  /** Origin the payer comes back to (one of the site's). */
  origin: string;
  /** Path and query as stored on the order (orders.return_path), without orderNo. */
  path: string;
}

/**
 * The validated return target of `raw`: an absolute URL on one of our origins (the app running
 * on our origin sends its own, so the payer comes back to the very origin holding their session),
 * or a path, which gets the site's default origin (an app embedded inline on a partner's page sends
 * the path: the partner's origin is never a return address). 4422 returnUrl otherwise. The path
 * must be one of RETURN_PATHS; a query may carry the return page's own plain parameters but never
 * orderNo (the server adds it) and no fragment.
 */
export function checkReturnUrl(raw: string, site: PaymentSite | undefined): ReturnTarget {
  const refuse = () => fieldError('returnUrl', MSG.checkWarning);
  const text = raw.trim();
  const fallback = site?.defaultOrigin ?? 'http://localhost';
  let url: URL;
  try {
    url = text.startsWith('/') && !text.startsWith('//') ? new URL(text, fallback) : new URL(text);
  } catch {
    throw refuse();
  }
  if (!/^https?:$/.test(url.protocol) || url.username !== '' || url.password !== '' || url.hash !== '') throw refuse();
  if (!text.startsWith('/') && !originAllowed(url.origin, site?.returnOrigins ?? DEV_RETURN_ORIGINS)) throw refuse();
  if (!(RETURN_PATHS as readonly string[]).includes(url.pathname)) throw refuse();
  const query = url.search.replace(/^\?/, '');
  if (!SAFE_QUERY.test(query) || url.searchParams.has('orderNo')) throw refuse();
  return { origin: text.startsWith('/') ? fallback : url.origin, path: `${url.pathname}${query ? `?${query}` : ''}` };
}

/** The address given to the provider: the return page with the order to show. */
export function returnUrlFor(target: ReturnTarget, orderNo: string): string {
  const sep = target.path.includes('?') ? '&' : '?';
  return `${target.origin}${target.path}${sep}orderNo=${encodeURIComponent(orderNo)}`;
}
