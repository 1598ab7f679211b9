// Builds a fixture page (tests/e2e/fixtures/<name>/page-entry.tsx: REAL app components mounted
// by fixtures/mount-fixture.tsx) with the app's own Rollup plugins and aliases — Preact for React,
// the locale parts, TypeScript — plus its index.html, into `out`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { rollup, type Plugin } from 'rollup';
import { tsTranspile } from '../../../rollup.config.mjs';
import { localeParts } from '../../../locales/parts.mjs';
import { preactAliases } from '../../aliases.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The plugins of a browser bundle of our TypeScript (transpiled file by file; `npm run typecheck` checks types). */
export const fixturePlugins = (): Plugin[] => [
  alias({ entries: preactAliases }),
  localeParts(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  json({ preferConst: true }),
  tsTranspile(),
];

/** `entry` (a path from the repository root) as /page-entry.js with its lazy chunks, and /index.html. */
export async function buildFixturePage(entry: string, out: string): Promise<void> {
  const bundle = await rollup({ input: join(root, entry), plugins: fixturePlugins() });
  await bundle.write({ dir: out, format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' });
  await bundle.close();
  writeFileSync(join(out, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>body{margin:0}</style></head><body><div id="app"></div><script type="module" src="/page-entry.js"></script></body></html>');
}

/** The worker (classic script) as the app ships it, to `file`. */
export async function buildWorker(file: string): Promise<void> {
  const worker = await rollup({ input: join(root, 'src/worker/worker-entry.ts'), plugins: fixturePlugins() });
  await worker.write({ file, format: 'iife' });
  await worker.close();
}
