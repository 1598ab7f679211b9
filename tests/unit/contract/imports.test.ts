// The contract is imported by the app AND the Node reference server (DESIGN.md §4): it may import
// only valibot and its own files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/contract');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Specifiers of static imports/re-exports and dynamic imports. */
function specifiers(source: string): string[] {
  const out: string[] = [];
  const re = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3]) as string);
  return out;
}

function offending(file: string, source: string): string[] {
  const where = relative(root, file);
  const bad: string[] = [];
  for (const spec of specifiers(source)) {
    if (spec === 'valibot') continue;
    if (!spec.startsWith('.')) {
      bad.push(`${where}: package ${spec}`);
      continue;
    }
    if (relative(root, resolve(dirname(file), spec)).startsWith('..')) bad.push(`${where}: outside ${spec}`);
    if (!spec.endsWith('.js')) bad.push(`${where}: no .js extension ${spec}`);
  }
  return bad;
}

describe('contract imports', () => {
  const files = walk(root);

  it('finds the contract files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('the scanner sees every kind of import', () => {
    const src = "import * as v from 'valibot';\nexport { a } from './a.js';\nimport './side.js';\nconst m = import('../x.js');\nimport type {\n  B,\n} from '../b.js';";
    expect(specifiers(src).sort()).toEqual(['../b.js', '../x.js', './a.js', './side.js', 'valibot']);
  });

  it('flags a package, a file outside src/contract and a missing extension', () => {
    const fake = join(root, 'types', 'fake.ts');
    const src = "import { x } from 'react';\nimport { y } from '../../api/client.js';\nimport { z } from './common';\nimport { w } from '../envelope.js';";
    expect(offending(fake, src)).toEqual([
      'types/fake.ts: package react',
      'types/fake.ts: outside ../../api/client.js',
      'types/fake.ts: no .js extension ./common',
    ]);
  });

  it('imports only valibot and files inside src/contract, with .js extensions', () => {
    expect(files.flatMap((file) => offending(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
