// Size budgets (issue 2), gzip, run by `npm test` after the build.
// Chunk names carry content hashes, so the first-paint set is read from dist/app/initial.json,
// which the build writes (the entry and everything it imports statically, and the /index screen
// chunk with everything IT imports statically: all that the standalone page preloads), plus the
// first-paint part of the default (English) locale (locales/parts.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = 'dist/app';
if (!existsSync(`${dir}/initial.json`)) throw new Error('size-limit: run `npm run build` first (dist/app/initial.json is missing)');
const initial = JSON.parse(readFileSync(`${dir}/initial.json`, 'utf8'));
const files = readdirSync(dir);
const chunk = (prefix) => files.filter((f) => f.startsWith(prefix) && f.endsWith('.js')).map((f) => `${dir}/${f}`);

export default [
  {
    name: 'initial JS: app shell + /index route + default locale',
    path: [initial.entry, ...initial.imports, ...initial.home].map((f) => `${dir}/${f}`).concat(chunk('locale-en-first-')),
    gzip: true,
    // Issue 2: 60 KB. Until 2026-11-23 this entry left out what the /index chunk itself imports
    // (the kit parts, the module registry, the endpoint groups: ~24 KB), so it read ~57 KB while
    // the page needed ~81 KB. Counted honestly since, and brought to ~58 KB the same day: the
    // first-paint part of the locale only, links through module identities instead of the
    // registry, DOMPurify, valibot, the pickers and the dialog hosts out of the first paint.
    // 2026-11-26: 55.1 KB, in five files instead of 24 (rollup.config.mjs manualChunks: shell,
    // screen-home, kit-base): fewer gzip headers, and the inline first reply's reader added.
    limit: '60 KB',
  },
  { name: 'worker chunk', path: `${dir}/worker.js`, gzip: true, limit: '40 KB' },
  // Issue 4 "SDK" 1: the script every partner page loads up front.
  { name: 'SDK loader script', path: 'dist/sdk/loader.js', gzip: true, limit: '2 KB' },
  // Loaded after the loader (or bundled by npm users): options checks, bridge, both modes.
  { name: 'SDK module', path: 'dist/sdk/index.js', gzip: true, limit: '13 KB' },
];
