// The public address of an app route (a shared job, spec §2 "Ad link jumping"): the marketplace's
// own standalone page, which answers every route (DESIGN.md §1 mode 1). The page's address is no
// such link when the app is embedded: inline (memory location) it is the partner's page, which
// does not open the route; in an iframe (hash location) it is the iframe's embed page.
import type { LocationMode } from '../app/context.js';
import { normalizeBase } from '../app/location.js';

export interface PublicSite {
  /** The marketplace server (origin and path prefix; '' = this page's origin): AppServices.site. */
  apiBase: string;
  location: LocationMode;
}

/**
 * `route`: an app path with its query ('/x/jobWanted/jobDetails?recruitingInfoId=1'). `pageHref`:
 * this page's address, which a relative or empty apiBase is read against. Without `site` (a shell
 * built by hand) the page is taken for the standalone one.
 */
export function publicAppUrl(route: string, site: PublicSite | undefined, pageHref: string): string {
  const path = route.startsWith('/') ? route : `/${route}`;
  // Standalone (path location): this page is the marketplace's own, under its router base.
  if (!site) return `${new URL(pageHref).origin}${path}`;
  if (site.location.kind === 'path') return `${new URL(pageHref).origin}${normalizeBase(site.location.base)}${path}`;
  const server = new URL(site.apiBase || '/', pageHref);
  return `${server.origin}${server.pathname.replace(/\/+$/, '')}${path}`;
}
