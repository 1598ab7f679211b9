// The same aliases as rollup.config.mjs, for vitest: real React must never load in tests
// (wouter's use-sync-external-store shim would pick it up otherwise).
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const preactAliases = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: here('../src/vendor/use-sync-external-store.ts') },
];
