// One location source per LocationMode, plus a navigate() usable from outside React
// (createApp().navigate, the API client's 4010/4001 redirects).
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigate as browserNavigate, useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import type { LocationMode, NavigateOptions } from './context.js';
import { hashNavigate, useHashPath, useHashSearch } from './hash-location.js';

export interface ShellLocation {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
  /** Path prefix of the app in path mode ('' otherwise). */
  base: string;
  /** Navigates to an app path (relative to base), e.g. "/land/details?serviceId=1". */
  navigate(to: string, options?: NavigateOptions): void;
}

/** "/", "" -> ""; "shop/" -> "/shop". */
export function normalizeBase(base = ''): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed && !trimmed.startsWith('/') ? `/${trimmed}` : trimmed;
}

export function createLocation(mode: LocationMode): ShellLocation {
  switch (mode.kind) {
    case 'memory': {
      const memory = memoryLocation({ path: mode.initial ?? '/' });
      return { hook: memory.hook, searchHook: memory.searchHook, base: '', navigate: (to, o) => memory.navigate(to, o) };
    }
    case 'hash':
      return { hook: useHashPath, searchHook: useHashSearch, base: '', navigate: hashNavigate };
    case 'path': {
      const base = normalizeBase(mode.base);
      return {
        hook: useBrowserLocation,
        searchHook: useBrowserSearch,
        base,
        navigate: (to, o) => browserNavigate(base + to, o),
      };
    }
  }
}
