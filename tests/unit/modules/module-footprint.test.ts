// A module's footprint (DESIGN.md §3 "modules are data"): the source files that name a listing
// module must be its descriptor, the module list, the seed, the contract and locales, so adding a
// module is a checklist (README "How to add a module") and not a hunt through screens and servers.
//
// What "names a module" means, precisely. Each .ts/.tsx file under src/, examples/, sdk/ and
// bridge/ is parsed with the TypeScript compiler (comments and prose never count, so
// "/article/list" in a doc comment or an example path is fine) and a module key K counts when
//   - a string literal or a template literal without substitutions is exactly K
//     ('carRental', "carRental", `carRental`: a key used as a value, a union member or an index), or
//   - an identifier is K in a property position: an object-literal or interface key (`carRental:`,
//     shorthand `{ carRental }`) or a member access (`X.carRental`: a lookup in a keyed table).
// Route paths ('/carRental/v1/...', '/land/list') are not keys and do not count; the contract's
// endpoint paths are allowed anyway, and app paths are generated from the identities.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '../../../src/modules/identities.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED = ['src', 'examples', 'sdk', 'bridge'];

/** kebab-case file name of a key: carRental -> car-rental (src/modules/car-rental.ts, seed/listings/car-rental.ts). */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Files any module may appear in, each for a reason a new module cannot avoid:
 *  - src/modules/identities.ts: the one list where each key is written (first-paint facts).
 *  - the descriptor files src/modules/<key>.ts (business names housekeep: spec §9 history quirk).
 *  - the module's seed file examples/server/seed/listings/<key>.ts: its tags, labels, menu tile,
 *    picture colour, listings and sample publish payload (the seed's tables over modules and the
 *    tests' payloads are derived from it).
 *  - the contract: the spec's calls, types and schemas per module (endpoints, listing-endpoints,
 *    types, validation/publish) and spec §3 module ids (constants MODULE_ID). The contract is
 *    shared by app and server and imports nothing from src/modules (DESIGN.md §3), so a module's
 *    calls are written there and the descriptor points at them.
 *  - the seed's picture drawing (examples/server/seed/images.ts): advert banners and avatars borrow
 *    a module's colour (a look, not module data; each module's own colour is in its seed file).
 *  - bridge/jump-routes.ts: the bridge is a separate package that imports nothing from src/; its
 *    id -> route base table is checked against the identities by tests/unit/bridge/jump-routes.test.ts.
 * Locales are JSON (locales/*.json), not scanned.
 */
const SHARED: readonly RegExp[] = [
  /^src\/modules\/identities\.ts$/,
  /^src\/contract\/(endpoints|listing-endpoints|constants)\.ts$/,
  /^src\/contract\/endpoints\/[\w-]+\.ts$/,
  /^src\/contract\/types\/[\w-]+\.ts$/,
  /^src\/contract\/validation\/publish\.ts$/,
  /^examples\/server\/seed\/images\.ts$/,
  // The seed's discover posts show the seeded listings' pictures (a look, not module data).
  /^examples\/server\/seed\/insert-discover\.ts$/,
  /^bridge\/jump-routes\.ts$/,
];

/**
 * Features of one module that spec §2 gives to it alone (not tables over modules):
 *  - saleGoods: its cart and order screens' store (named after it), the home page's goods strip,
 *    and the server's goods-only call searchGoodsWithoutAd (spec §7);
 *  - article: the home page's news block (spec §2 /index);
 *  - land: the webview demo page (examples/webview) opens one module's list to show the bridge;
 *  - land and house: the seed's home strips (data1, data2) and the price, size and bedroom range
 *    presets of their list screens (examples/server/seed/data/home.ts).
 */
const OWN: Readonly<Record<string, readonly RegExp[]>> = {
  saleGoods: [
    /^src\/stores\/(sale-goods|app-stores)\.ts$/, /^src\/features\/logout\.ts$/, /^src\/screens\/home\/goods-list\.tsx$/,
    /^examples\/server\/listings\/index\.ts$/,
  ],
  article: [/^src\/screens\/home\/article-block\.tsx$/],
  land: [/^examples\/webview\/page-side\.ts$/, /^examples\/server\/seed\/data\/home\.ts$/],
  house: [/^examples\/server\/seed\/data\/home\.ts$/],
};

/** Each module's own files: its descriptor and its seed. */
const OWN_FILES = new Set(MODULE_KEYS.flatMap((k) => [`src/modules/${kebab(k)}.ts`, `examples/server/seed/listings/${kebab(k)}.ts`]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const isPropertyName = (n: ts.Node): boolean => {
  const p = n.parent;
  return (
    (ts.isPropertyAssignment(p) && p.name === n) ||
    (ts.isPropertySignature(p) && p.name === n) ||
    ts.isShorthandPropertyAssignment(p) ||
    (ts.isPropertyAccessExpression(p) && p.name === n)
  );
};

/** The module keys a file names (see the header for what counts). */
function keysNamedIn(text: string, file: string, keys: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (n: ts.Node): void => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && keys.has(n.text)) found.add(n.text);
    else if (ts.isIdentifier(n) && keys.has(n.text) && isPropertyName(n)) found.add(n.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('module footprint', () => {
  const keys = new Set<string>(MODULE_KEYS);

  it('recognises a key as a literal, an object key or a member, and not in comments or paths', () => {
    const named = (text: string) => [...keysNamedIn(text, 'x.ts', keys)];
    expect(named(`const a = 'carRental';`)).toEqual(['carRental']);
    expect(named('const a = { land: 1 };')).toEqual(['land']);
    expect(named('const a = T.house;')).toEqual(['house']);
    expect(named('interface I { visa: number }')).toEqual(['visa']);
    expect(named('// carRental: 3, \'land\'\nconst p = \'/land/list\'; const land = 1; f(land);')).toEqual([]);
  });

  it('names each module only in its descriptor, the module list, the contract, the seed and locales', () => {
    const offending: string[] = [];
    for (const file of SCANNED.flatMap((d) => sourceFiles(join(ROOT, d)))) {
      const rel = relative(ROOT, file).split('\\').join('/');
      if (OWN_FILES.has(rel) || SHARED.some((r) => r.test(rel))) continue;
      for (const key of keysNamedIn(readFileSync(file, 'utf8'), rel, keys)) {
        if (!(OWN[key] ?? []).some((r) => r.test(rel))) offending.push(`${rel}: ${key}`);
      }
    }
    expect(offending, `files that name a module outside its footprint:\n${offending.join('\n')}`).toEqual([]);
  });
});
