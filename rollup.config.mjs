// Rollup builds (issue 2, DESIGN.md §1–2).
//
//   npm run build        the app compiled to Preact (react/react-dom aliased to preact/compat) into
//                        dist/app, plus the image/envelope worker as its own classic-script chunk.
//   npm run build:react  the same source against real react-dom 19 into dist/react, only so that
//                        `npm run size:report` can put the two side by side.
//
// Embedding (issue 4): dist/app also holds embed.html (the iframe page) and inline.js (the module
// the SDK's inline mode imports; a fixed name), and the SDK is built into dist/sdk (the npm entries
// and the loader script) and copied to dist/app/sdk, so the server's static folder serves
// <server>/sdk/loader.js and <server>/sdk/index.js without extra routes.
//
// Every screen group (src/screens/<group>/) becomes one lazily loaded chunk; the route table
// imports them with dynamic import(), so nothing of a screen is loaded before its route is opened.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import { localeParts } from './locales/parts.mjs';

const target = process.env.TARGET === 'react' ? 'react' : 'preact';
const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));

/** react -> preact/compat, and wouter's CommonJS shim -> the native hook (see src/vendor). */
const preactAliases = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
const shimAlias = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: here('./src/vendor/use-sync-external-store.ts'),
};

/**
 * Transpile-only TypeScript, file by file, for every build: `npm run typecheck` (the first step of
 * `npm test`) checks the types of the whole program once; a type-checked program per build (seven
 * of them) cost most of the build's two minutes. `isolatedModules` in tsconfig.json keeps every
 * file transpilable alone. Resolves the `.js` specifiers of our sources to their `.ts` files, as tsc's Bundler mode does.
 */
export const tsTranspile = () => ({
  name: 'ts-transpile',
  async resolveId(source, importer) {
    if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null;
    const base = source.slice(0, -3);
    return (
      (await this.resolve(base + '.ts', importer, { skipSelf: true })) ??
      (await this.resolve(base + '.tsx', importer, { skipSelf: true })) ??
      null
    );
  },
  transform(code, id) {
    if (!/\.tsx?$/.test(id)) return null;
    const out = ts.transpileModule(code, {
      fileName: id,
      compilerOptions: {
        target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, sourceMap: true, isolatedModules: true,
        jsx: ts.JsxEmit.ReactJSX, jsxImportSource: 'react', resolveJsonModule: true,
      },
    });
    return { code: out.outputText, map: out.sourceMapText };
  },
});

// DEV=1 (a watch build for looking at screens): no minification, so rebuilds take seconds.
// Never used for dist/ or the budgets.
const dev = process.env.DEV === '1';

const plugins = (extra = []) => [
  alias({ entries: target === 'preact' ? [...preactAliases, shimAlias] : [shimAlias] }),
  // 'mkt-locale:<lang>:first|rest': the two parts of each locale (locales/parts.mjs).
  localeParts(),
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __APP_VERSION__: JSON.stringify(pkg.version),
    },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  json({ preferConst: true }),
  tsTranspile(),
  ...(dev ? [] : [terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } })]),
  ...extra,
];

/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset (the server answers with them,
 * @fastify/static preCompressed): phones on slow, expensive data get ~70% fewer bytes, and no
 * request pays for compression. Maps are left alone (developer tools only).
 */
const precompress = () => ({
  name: 'precompress',
  writeBundle(options, bundle) {
    const dir = options.dir ?? (options.file ? options.file.replace(/[\\/][^\\/]+$/, '') : null);
    if (!dir) return;
    for (const name of Object.keys(bundle)) {
      if (!/\.(js|mjs|css|html|json|svg)$/.test(name)) continue;
      const file = join(dir, name);
      const bytes = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    }
  },
});

/** Empties the output folder once per build, so stale hashed chunks never ship or get measured. */
const cleaned = new Set();
const clean = (dir) => ({
  name: 'clean',
  buildStart() {
    if (cleaned.has(dir)) return;
    cleaned.add(dir);
    // A DEV watch build shares its folder with a separately built worker: keep what is there,
    // except the precompressed copies of an earlier production build, which the server would
    // prefer to the new files (a stale index.html.br loads the old app).
    if (dev) {
      if (existsSync(dir)) for (const f of readdirSync(dir)) if (/\.(br|gz)$/.test(f)) rmSync(join(dir, f), { force: true });
      return;
    }
    rmSync(dir, { recursive: true, force: true });
  },
});

/**
 * Kit modules with a heavy dependency that only some screens need get a chunk of their own, so
 * the screens that share the kit (the home page) do not download it: html-content pulls in
 * DOMPurify (~42 KB), which only the details pages use.
 */
const OWN_CHUNKS = [
  [/[\\/]src[\\/]screens[\\/]kit[\\/]html-content\.tsx$/, 'screen-html'],
  // The small kit parts the home page and nearly every other screen use (styles, pictures, prices,
  // links, rows, calls) as one chunk: left to Rollup they split into a chunk per set of screens
  // sharing them, each with its own gzip overhead and request on the first paint. Only screen kit
  // modules: a module the entry imports too (language resolution, say) would make this chunk and
  // the entry's import each other, and the inline entry then meets it before it is initialised.
  [/[\\/]src[\\/]screens[\\/]kit[\\/](kit-styles|img|price|links|listing-row|use-call)\.tsx?$/, 'kit-base'],
];

/**
 * One chunk per screen group (src/screens/<group>/... -> screen-<group>) and per locale. The kit
 * (src/screens/kit) and the presentational parts (src/ui), shared by the screens, are left to
 * Rollup, which groups their modules by the screens that use them: the home page loads the row
 * and picture parts, not the pickers, the gallery viewer or the swipe row of the other screens.
 */
const manualChunks = (id, { getModuleInfo }) => {
  const own = OWN_CHUNKS.find(([re]) => re.test(id));
  if (own) return own[1];
  const screen = /[\\/]src[\\/]screens[\\/]([^\\/]+)[\\/]/.exec(id);
  if (screen && screen[1] !== 'kit') return `screen-${screen[1]}`;
  const part = /^\0mkt-locale:(\w+):(\w+)$/.exec(id);
  if (part) return `locale-${part[1]}-${part[2]}`;
  const locale = /[\\/]locales[\\/](\w+)\.json$/.exec(id);
  if (locale) return `locale-${locale[1]}`;
  // The entry (src/standalone.tsx) keeps only the first view's part; the app it starts is the shell.
  if (id === here('./src/standalone-start.tsx') || staticClosure(getModuleInfo, 'src/standalone-start.tsx').has(id)) {
    return staticClosure(getModuleInfo, 'src/standalone.tsx').has(id) ? undefined : 'shell';
  }
  if (staticClosure(getModuleInfo, 'src/screens/home/index.tsx').has(id)) return 'kit-base';
  // The same for the details screens (the module registry, rows, recommended list), their first
  // view's other half (examples/server/first-view/ preloads them).
  // Packages (DOMPurify) stay Rollup's: screens that share this chunk without showing HTML do
  // not download them.
  if (!id.includes('node_modules') && staticClosure(getModuleInfo, 'src/screens/details/index.tsx').has(id)) return 'kit-details';
  return undefined;
};

/**
 * The first paint of /index in three chunks besides its locale part: everything the standalone
 * entry imports statically (the shell: Preact, router, stores, i18n, API client, dialogs) as
 * `shell`, the home screen's folder as `screen-home`, and everything else the home screen imports
 * statically (kit parts, endpoint groups, formatting) as `kit-base`. Left to Rollup they were 22
 * chunks of 0.1–28 KB, and each request costs a phone a round trip: Lighthouse's Slow 4G (150 ms,
 * six HTTP/1.1 connections) spent about four of them before the first paint. The iframe and inline
 * entries share nearly all of the shell; other screens load kit-base, a few KB, with their own.
 * kit-base never imports a screen, and the shell imports neither: no chunk cycle.
 */
const closures = new Map();
function staticClosure(getModuleInfo, from) {
  let seen = closures.get(from);
  if (seen) return seen;
  const start = here(`./${from}`);
  seen = new Set();
  const walk = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const dep of getModuleInfo(id)?.importedIds ?? []) walk(dep);
  };
  walk(start);
  seen.delete(start);
  closures.set(from, seen);
  return seen;
}

/**
 * The tab icon, inline: without one every page load asks /favicon.ico, a 404 and a console error
 * on the partner developer's screen, and one more round trip on a slow, paid connection.
 */
const ICON = '<link rel="icon" href="data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="4" fill="#0a7d4f"/><path d="M4 6h8l-1 6H5z" fill="#fff"/><path d="M6 6a2 2 0 0 1 4 0" fill="none" stroke="#fff"/></svg>') + '">';

/**
 * Writes one HTML page per entry: index.html for the standalone page, embed.html for the iframe
 * mode of the SDK. Each loads its hashed entry plus <link rel=modulepreload> for its static
 * imports, so the phone fetches the whole first-paint set in one round trip.
 * Also writes initial.json, the standalone page's first-paint files (read by the size budget):
 * the entry, its static imports, and the /index screen chunk with ITS static imports; and, for the
 * server's head of each page, the locale parts and every screen group's chunks.
 */
function htmlPages({ title, publicPath, pages }) {
  return {
    name: 'html-pages',
    generateBundle(_options, bundle) {
      for (const page of pages) {
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === page.entry);
        if (!entry) throw new Error(`html-pages: no entry chunk '${page.entry}'`);
        const preload = [];
        const walk = (name) => {
          const c = bundle[name];
          if (!c || c.type !== 'chunk' || preload.includes(name)) return;
          preload.push(name);
          c.imports.forEach(walk);
        };
        entry.imports.forEach(walk);
        // The app the standalone entry starts once the first view's picture is painted (a dynamic
        // import, src/standalone.tsx): part of the first paint all the same.
        for (const f of entry.dynamicImports) if (bundle[f]?.name === 'shell') walk(f);
        // The home route's chunk and everything it imports: what /index (the landing page, and
        // where / leads) needs before its first paint. Preloaded on the standalone page, so the
        // browser fetches it while the entry starts rather than one chain step at a time.
        const shell = preload.length;
        const home = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === 'screen-home');
        if (page.initial && home) walk(home.fileName);
        // Low priority (as examples/server/first-view/page-html.ts writes them): the page's
        // picture first. README "Lighthouse": with high-priority modules Lantern charges their
        // whole download to the first paint and to the picture (details LCP 1828 → 1271 ms).
        const links = preload.map((f) => `<link rel="modulepreload" fetchpriority="low" href="${publicPath}${f}">`).join('');
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">` +
          `<meta name="theme-color" content="#0a7d4f"><title>${title}</title>${ICON}${links}` +
          `<script type="module" src="${publicPath}${entry.fileName}"></script></head>` +
          `<body><div id="app"></div><noscript>This marketplace needs JavaScript.</noscript></body></html>`;
        this.emitFile({ type: 'asset', fileName: page.file, source: html });
        if (page.initial) {
          // For the server's per-request head (examples/server/first-view/): each language's locale
          // parts, and each screen group's chunk with what it imports beyond the entry's own set,
          // so a details page can preload its screen instead of the home page's.
          const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
          const locales = {};
          for (const c of chunks) {
            const part = /^locale-(\w+)-(first|rest)$/.exec(c.name);
            if (part) (locales[part[1]] ??= {})[part[2]] = c.fileName;
          }
          const screens = {};
          for (const c of chunks) {
            const group = /^screen-(.+)$/.exec(c.name)?.[1];
            if (!group) continue;
            const closure = [];
            const add = (name) => {
              const d = bundle[name];
              if (!d || d.type !== 'chunk' || closure.includes(name) || preload.slice(0, shell).includes(name)) return;
              closure.push(name);
              d.imports.forEach(add);
            };
            add(c.fileName);
            screens[group] = closure;
          }
          const initial = { publicPath, entry: entry.fileName, imports: preload.slice(0, shell), home: preload.slice(shell), locales, screens };
          this.emitFile({ type: 'asset', fileName: page.initial, source: JSON.stringify(initial, null, 2) });
        }
      }
    },
  };
}

/**
 * Where the standalone page loads its chunks from. Absolute, because index.html is served at every
 * route (/land/details?... must still find /app-xxx.js); PUBLIC_PATH serves the app under a prefix.
 */
const publicPath = process.env.PUBLIC_PATH ?? '/';

// OUT_DIR: a development build elsewhere (e.g. a watch build served by a dev server).
const outDir = process.env.OUT_DIR ?? (target === 'react' ? 'dist/react' : 'dist/app');

/** The standalone page, plus (Preact build only) the iframe page and the inline module. */
const embedding = target === 'preact';
const pages = [{ entry: 'app', file: 'index.html', initial: 'initial.json' }].concat(embedding ? [{ entry: 'embed', file: 'embed.html' }] : []);

const app = {
  input: embedding
    ? { app: 'src/standalone.tsx', embed: 'src/embed/iframe-entry.ts', inline: 'src/embed/inline-entry.ts' }
    : { app: 'src/standalone.tsx' },
  // inline.js is imported by name from other origins; its exports are its API.
  preserveEntrySignatures: 'exports-only',
  output: {
    dir: outDir,
    format: 'es',
    sourcemap: true,
    // inline.js keeps a fixed name: the SDK imports <server>/inline.js (the server must serve it
    // with Cache-Control: no-cache, like index.html and worker.js).
    entryFileNames: (chunk) => (chunk.name === 'inline' ? 'inline.js' : '[name]-[hash].js'),
    chunkFileNames: '[name]-[hash].js',
    manualChunks,
    // Without this, rollup may merge shared dependencies (preact, wouter) INTO a screen chunk and
    // import that chunk statically from the entry, which would defeat lazy loading.
    onlyExplicitManualChunks: true,
  },
  plugins: [clean(outDir), ...plugins([htmlPages({ title: 'Marketplace', publicPath, pages })]), ...(dev ? [] : [precompress()])],
  onwarn(w, warn) {
    if (w.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(w.message)) return;
    warn(w);
  },
};

/**
 * The worker is a classic script (IIFE) under a fixed name: the app can then start it from a
 * blob that importScripts() its absolute URL, which works even when the app runs on a host page
 * of another origin (module workers from blobs would need CORS for every import).
 */
const worker = {
  input: 'src/worker/worker-entry.ts',
  output: { file: `${outDir}/worker.js`, format: 'iife', sourcemap: true },
  plugins: [clean(outDir), ...plugins(), ...(dev ? [] : [precompress()])],
};

/**
 * The standalone page's service worker (issue: Beyond the spec, item 4), at a fixed name the
 * server serves no-cache (static-app.ts), so a new build's worker is found at the next visit. Built
 * after `app`: its precache list is that build's index.html, worker.js and first-paint files
 * (initial.json: entry, imports, home and every language's first locale part), and its version is
 * a hash of their contents, so a new build installs new caches and the old ones are deleted.
 */
const swManifest = () => {
  const initial = JSON.parse(readFileSync(join(outDir, 'initial.json'), 'utf8'));
  const names = ['index.html', 'worker.js', initial.entry, ...initial.imports, ...initial.home, ...Object.values(initial.locales).map((l) => l.first)];
  const hash = createHash('sha256');
  for (const n of names) hash.update(n).update(readFileSync(join(outDir, n)));
  return { version: hash.digest('hex').slice(0, 12), publicPath, files: names.map((n) => `${publicPath}${n}`) };
};
const serviceWorker = {
  input: 'src/offline/sw/sw-entry.ts',
  output: { file: `${outDir}/sw.js`, format: 'iife', sourcemap: true },
  plugins: [
    replace({ preventAssignment: true, values: { __SW_MANIFEST__: () => JSON.stringify(swManifest()) } }),
    ...plugins(),
    ...(dev ? [] : [precompress()]),
  ],
};

/**
 * The reference server (examples/server) for `npm start`: its own code and the shared contract are
 * bundled, npm packages stay external (installed by npm install).
 */
const server = {
  input: 'examples/server/main.ts',
  output: { file: 'dist/server/main.js', format: 'es', sourcemap: true },
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  plugins: [
    // The app's geometry and colours the first-view overlay repeats (first-paint-layouts.ts) are
    // its few dependency-free modules under src/ui and src/screens.
    // fold-letters.ts: the word check folds letters as the pickers do (examples/server/words).
    tsTranspile(),
    json({ preferConst: true }),
  ],
};

/**
 * dist/server/initdb-template.js, and what it makes once written: dist/server/pglite-initdb/,
 * an initialized and migrated embedded database that a first start copies (see that file).
 * Built and run with the server: the same sources and node_modules.
 */
const serverTemplate = {
  input: 'examples/server/db/initdb-template.ts',
  output: { file: 'dist/server/initdb-template.js', format: 'es', sourcemap: true },
  external: server.external,
  plugins: [
    tsTranspile(),
    {
      name: 'run-initdb-template',
      writeBundle(options) {
        execFileSync(process.execPath, [options.file, join(dirname(options.file), 'pglite-initdb')], { stdio: 'inherit' });
      },
    },
  ],
};

/**
 * The SDK (issue 4 "SDK"): the loader script (IIFE, ≤ 2 KB gzip) and the ES module entries
 * (index.js, pure.js). Written to dist/sdk (package.json `exports`) and to dist/app/sdk (served
 * by the marketplace server next to the app). Runs after `app`, whose clean() empties dist/app.
 */
const sdkPlugins = (terserOptions) => [
  tsTranspile(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
  terser({ ecma: 2020, compress: { passes: 2 }, ...terserOptions }),
  precompress(),
];
const sdkDirs = ['dist/sdk', 'dist/app/sdk'];

const sdkLoader = {
  input: 'sdk/loader.ts',
  output: sdkDirs.map((dir) => ({ file: `${dir}/loader.js`, format: 'iife', sourcemap: true })),
  plugins: [clean('dist/sdk'), ...sdkPlugins({ format: { comments: false } })],
};

const sdkModule = {
  input: { index: 'sdk/index.ts', pure: 'sdk/pure.ts' },
  output: sdkDirs.map((dir) => ({ dir, format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' })),
  // Keep the bundler hints on the one runtime import() (the inline app module, by URL).
  plugins: sdkPlugins({ module: true, format: { comments: /webpackIgnore|@vite-ignore/ } }),
};

/**
 * The operator console (examples/console, DESIGN.md §1): a desktop app on the app's stack (Preact
 * through the same aliases, wouter, i18next) built into dist/console, which the reference server
 * serves at /console (examples/server/console/console-pages.ts). Its own entry, chunks (a chunk per
 * page, per console locale), style sheet (a file: its CSP has no inline styles) and index.html;
 * nothing of it is in dist/app, so the app's size budgets never see it.
 */
const CONSOLE_PUBLIC_PATH = '/console/';
const consolePage = () => ({
  name: 'console-page',
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'console');
    if (!entry) throw new Error("console-page: no entry chunk 'console'");
    const css = this.getFileName(this.emitFile({ type: 'asset', name: 'console.css', source: readFileSync(here('./examples/console/console.css'), 'utf8') }));
    const links = entry.imports.map((f) => `<link rel="modulepreload" href="${CONSOLE_PUBLIC_PATH}${f}">`).join('');
    const html = '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width,initial-scale=1">' +
      `<meta name="robots" content="noindex"><title>Console</title>${ICON}` +
      `<link rel="stylesheet" href="${CONSOLE_PUBLIC_PATH}${css}">${links}` +
      `<script type="module" src="${CONSOLE_PUBLIC_PATH}${entry.fileName}"></script></head>` +
      '<body><div id="console"></div><noscript>The console needs JavaScript.</noscript></body></html>';
    this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
  },
});

const consoleApp = {
  input: { console: 'examples/console/main.tsx' },
  output: {
    dir: 'dist/console',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    assetFileNames: '[name]-[hash][extname]',
  },
  plugins: [
    clean('dist/console'),
    ...plugins([consolePage()]),
    ...(dev ? [] : [precompress()]),
  ],
  onwarn: app.onwarn,
};

const all = target === 'react' ? [app] : [worker, app, serviceWorker, sdkLoader, sdkModule, consoleApp, server, serverTemplate];
// ONLY=worker,app: a subset (a watch build of the app alone rebuilds in seconds, not minutes).
const only = process.env.ONLY?.split(',');
const named = { worker, app, serviceWorker, sdkLoader, sdkModule, consoleApp, server, serverTemplate };
export default only ? only.map((n) => named[n] ?? (() => { throw new Error(`ONLY: unknown build ${n}`); })()) : all;
