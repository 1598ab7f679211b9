// The standalone page's router location (DESIGN.md §1): the browser
// path. The embedding entries' sources (memory, hash) live in any-location.ts: the standalone
// page's first paint carries only what it uses (the initial-JS budget, .size-limit.mjs). The entry
// that creates the instance picks the source (InstanceOptions.locate).
import { navigate as browserNavigate, useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import type { LocationSource } from './context.js';

export type { LocationSource, ShellLocation } from './context.js';

/** "/", "" -> ""; "shop/" -> "/shop". */
export function normalizeBase(base = ''): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed && !trimmed.startsWith('/') ? `/${trimmed}` : trimmed;
}

/** The browser path under the mode's base (a path mode's; other modes have none). */
export const pathLocation: LocationSource = (mode) => {
  const base = normalizeBase(mode.kind === 'path' ? mode.base : '');
  return {
    hook: useBrowserLocation,
    searchHook: useBrowserSearch,
    base,
    navigate: (to, o) => browserNavigate(base + to, o),
  };
};
