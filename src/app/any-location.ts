// Every LocationMode's source, for the embedding entries (iframe, inline) and the tests: an
// embedded app keeps its route in memory (or the iframe's hash) so it never fights the host page's
// URL (DESIGN.md §1). Apart from location.ts so the standalone page does not load these.
import { memoryLocation } from 'wouter/memory-location';
import { hashNavigate, useHashPath, useHashSearch } from './hash-location.js';
import { pathLocation, type LocationSource } from './location.js';

export const anyLocation: LocationSource = (mode) => {
  switch (mode.kind) {
    case 'memory': {
      const memory = memoryLocation({ path: mode.initial ?? '/' });
      return { hook: memory.hook, searchHook: memory.searchHook, base: '', navigate: (to, o) => memory.navigate(to, o) };
    }
    case 'hash':
      return { hook: useHashPath, searchHook: useHashSearch, base: '', navigate: hashNavigate };
    case 'path':
      return pathLocation(mode);
  }
};
