// Public entry of the route table (DESIGN.md §2).
export { ROUTES, REDIRECTS, findRoute, resolvePath, normalizePath } from './route-table.js';
export type { Resolution } from './route-table.js';
export { MODULE_ROUTE_SETS } from './module-routes.js';
export type { RouteEntry, RouteGuard, ScreenProps } from './route-types.js';
