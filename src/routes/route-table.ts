// The route table: every path of spec §2 (tests/fixtures/routes.txt), redirects and lookup. Pure
// data: which screen shows a route is the shell's business (src/app/screens.ts, DESIGN.md §2).
import { APP_REDIRECTS, appRoutes } from './app-routes.js';
import { moduleRedirects, moduleRoutes } from './module-routes.js';
import type { RouteEntry } from './route-types.js';

export const ROUTES: readonly RouteEntry[] = [...appRoutes(), ...moduleRoutes()];

/** Spec §2: "/usercenter redirects to userInfo", each module root to its list, "/" to the home page. */
export const REDIRECTS: Readonly<Record<string, string>> = { ...APP_REDIRECTS, ...moduleRedirects() };

const exact = new Map(ROUTES.map((r) => [r.path, r]));
// Case-insensitive fallback: the home publish button links /common/quickpublish while the route is
// /common/quickPublish (spec §2); both must open the same entry, and so does any other casing.
const folded = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));
const redirects = new Map(Object.entries(REDIRECTS).map(([from, to]) => [from.toLowerCase(), to]));

/** The pathname alone: no query or hash, no trailing slash (except for "/"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed || '/';
}

export function findRoute(path: string): RouteEntry | undefined {
  const p = normalizePath(path);
  return exact.get(p) ?? folded.get(p.toLowerCase());
}

export type Resolution =
  | { kind: 'route'; entry: RouteEntry }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

/** What the shell does with a pathname. Unknown paths go home (spec §2 has no 404 screen). */
export function resolvePath(path: string): Resolution {
  const entry = findRoute(path);
  if (entry) return { kind: 'route', entry };
  const to = redirects.get(normalizePath(path).toLowerCase());
  return to ? { kind: 'redirect', to } : { kind: 'unknown' };
}
