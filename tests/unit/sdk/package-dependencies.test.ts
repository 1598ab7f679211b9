// @vitest-environment node
// What a partner's `npm install` of this package pulls (DESIGN.md §1 "What we ship": the app, the SDK
// and the bridge; the reference server is an example). A package that only examples/server imports
// belongs in devDependencies: the repository's own install still gets it, a partner's does not.
// "Server-only" is derived from the imports themselves, so a new server package is caught without
// editing this test.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SHIPPED = ['src', 'sdk', 'bridge'];
const SERVER = ['examples/server'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(m?[jt]sx?)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));

/** 'fastify/types' -> 'fastify', '@fastify/static/x' -> '@fastify/static'; null for our own files. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  // Virtual modules of the build (locales/parts.mjs: 'mkt-locale:<lang>:<part>').
  if (specifier.includes(':')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** Every npm package imported (statically, dynamically or as a type) by the files under `dirs`. */
function importedPackages(dirs: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const ref of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const name = packageOf(ref.fileName);
      if (name) found.add(name);
    }
  }
  return found;
}

/** '@types/pg' -> 'pg', '@types/scope__name' -> '@scope/name': type packages follow their package. */
const runtimeName = (dep: string): string =>
  dep.startsWith('@types/') ? dep.slice('@types/'.length).replace(/^(.+)__/, '@$1/') : dep;

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

describe('package.json dependencies', () => {
  const shipped = importedPackages(SHIPPED);
  const serverOnly = [...importedPackages(SERVER)].filter((name) => !shipped.has(name)).sort();

  it('finds the server-only packages from the imports', () => {
    // Guards the derivation itself: if the scan found nothing, the checks below would pass vacuously.
    expect(serverOnly).toContain('fastify');
    expect(shipped.has('preact') || shipped.has('react')).toBe(true);
  });

  it('keeps server-only packages (and their types) out of dependencies', () => {
    const leaked = Object.keys(pkg.dependencies ?? {}).filter((dep) => serverOnly.includes(runtimeName(dep)));
    expect(leaked).toEqual([]);
  });

  it('lists only packages the shipped code imports as dependencies', () => {
    // The app imports 'react'; the build compiles it to Preact (rollup.config.mjs aliases).
    const used = new Set([...shipped, ...(shipped.has('react') ? ['preact'] : [])]);
    expect(Object.keys(pkg.dependencies ?? {}).filter((dep) => !used.has(runtimeName(dep)))).toEqual([]);
  });

  it('still installs every server-only package for the repository (npm start)', () => {
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
    expect(serverOnly.filter((name) => !declared.has(name))).toEqual([]);
  });
});
