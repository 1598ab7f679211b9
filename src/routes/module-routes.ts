// The listing-module routes (spec §2 "Module routes"), generated from the module identities ×
// their screen kinds instead of ~100 hand-written entries (DESIGN.md §3: modules are data). The
// route table is part of the first paint, so it reads the tiny identities.ts, not
// src/modules/registry.ts (endpoints, fields, filters of every module).
import { genericKindOf, IDENTITY_LIST, modulePath } from '../modules/identities.js';
import type { RouteEntry } from './route-types.js';

/** Route base -> the screen kinds it has (src/modules/identities.ts routeKinds). */
export const MODULE_ROUTE_SETS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  IDENTITY_LIST.map((m) => [m.key, m.routeKinds]),
);

/** Generic screens are one chunk per kind, shared by every module (DESIGN.md §2 screens/). */
const GENERIC_GROUP: Readonly<Record<string, string>> = {
  list: 'list',
  details: 'details',
  mine: 'mine',
  history: 'history',
  collection: 'collection',
  publish: 'publish',
  publishDetails: 'publish-details',
};

export function moduleRoutes(): RouteEntry[] {
  return IDENTITY_LIST.flatMap((m) =>
    m.routeKinds.map((routeKind): RouteEntry => {
      const kind = genericKindOf(m, routeKind);
      return {
        path: `/${m.key}/${routeKind}`,
        group: m.screenGroups?.[routeKind] ?? GENERIC_GROUP[kind] ?? 'sale-goods',
        module: m.key,
        kind,
        // Lists are kept alive so "back" from details returns to the same scroll position.
        keepAlive: kind === 'list' || undefined,
        // Spec §2: module bottom bars only on some screens (identities.ts moduleBarKinds).
        moduleTabBar: m.moduleBarKinds.includes(kind) || undefined,
        // Spec §4: "Before opening any publish route the publish quota is checked".
        guard: kind === 'publish' ? 'publishQuota' : undefined,
      };
    }),
  );
}

/** Each module root redirects to its list (spec §2 "Default redirect of each to its list"). */
export function moduleRedirects(): Record<string, string> {
  return Object.fromEntries(IDENTITY_LIST.map((m) => [`/${m.key}`, modulePath(m, 'list')]));
}
