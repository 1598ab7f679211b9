// Size budgets (issue 2), gzip, run by `npm test` after the build.
// Chunk names carry content hashes, so the first-paint set is read from dist/app/initial.json,
// which the build writes (the entry and everything it imports statically, i.e. what the
// standalone page preloads), plus the /index screen chunk and the default (English) locale.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = 'dist/app';
if (!existsSync(`${dir}/initial.json`)) throw new Error('size-limit: run `npm run build` first (dist/app/initial.json is missing)');
const initial = JSON.parse(readFileSync(`${dir}/initial.json`, 'utf8'));
const files = readdirSync(dir);
const chunk = (prefix) => files.filter((f) => f.startsWith(prefix) && f.endsWith('.js')).map((f) => `${dir}/${f}`);

export default [
  {
    name: 'initial JS: app shell + /index route + default locale',
    path: [initial.entry, ...initial.imports].map((f) => `${dir}/${f}`).concat(chunk('screen-home-'), chunk('locale-en-')),
    gzip: true,
    limit: '60 KB',
  },
  { name: 'worker chunk', path: `${dir}/worker.js`, gzip: true, limit: '40 KB' },
  // Issue 4 "SDK" 1: the script every partner page loads up front.
  { name: 'SDK loader script', path: 'dist/sdk/loader.js', gzip: true, limit: '2 KB' },
  // Loaded after the loader (or bundled by npm users): options checks, bridge, both modes.
  { name: 'SDK module', path: 'dist/sdk/index.js', gzip: true, limit: '13 KB' },
];
