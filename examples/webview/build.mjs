// Builds the native-shell harness into a folder you can serve as is:
//   node examples/webview/build.mjs [outDir]          (default dist/webview)
//   python3 -m http.server -d dist/webview 5500       then open http://localhost:5500/harness.html
// The pages and the picture are copied; harness.ts (and the bridge it imports) is bundled to
// build/harness.js with transpile-only TypeScript (`npm run typecheck` checks the types).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import ts from 'typescript';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const PAGES = ['harness.html', 'webview.html', 'photo.svg'];

/** Our sources import './x.js' meaning './x.ts' (tsc's Bundler resolution); rollup needs the file. */
const transpile = () => ({
  name: 'transpile-ts',
  async resolveId(source, importer) {
    if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null;
    return (await this.resolve(source.slice(0, -3) + '.ts', importer, { skipSelf: true })) ?? null;
  },
  transform(code, id) {
    if (!id.endsWith('.ts')) return null;
    const out = ts.transpileModule(code, {
      fileName: id,
      compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, sourceMap: true, isolatedModules: true },
    });
    return { code: out.outputText, map: out.sourceMapText };
  },
});

export async function buildHarness(outDir) {
  const bundle = await rollup({
    input: join(HERE, 'harness.ts'),
    plugins: [transpile(), nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] })],
  });
  try {
    await bundle.write({ file: join(outDir, 'build', 'harness.js'), format: 'es', sourcemap: true });
  } finally {
    await bundle.close();
  }
  mkdirSync(outDir, { recursive: true });
  for (const file of PAGES) copyFileSync(join(HERE, file), join(outDir, file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = resolve(process.argv[2] ?? 'dist/webview');
  await buildHarness(outDir);
  console.log(`harness built in ${outDir}: serve that folder and open harness.html?native=android`);
}
