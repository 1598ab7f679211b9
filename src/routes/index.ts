// Public entry of the route table (DESIGN.md §2). Its types are imported from route-types.ts,
// which imports nothing: a screen that needs ScreenProps does not load the table.
export { ROUTES, REDIRECTS, findRoute, resolvePath, normalizePath } from './route-table.js';
export type { Resolution } from './route-table.js';
export { MODULE_ROUTE_SETS } from './module-routes.js';
