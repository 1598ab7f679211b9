// Every field of every request of the contract, read off the TypeScript types themselves (the
// phantom `__req` of each ENDPOINTS entry, src/contract/endpoint.ts), so the poisoned-field fuzz
// covers a field the day it is declared, with no list to keep in step. Also builds a plausible
// request from the same type, so a poisoned field is reached past the other fields' checks.
import ts from 'typescript';
import { fileURLToPath } from 'node:url';

export type FieldPath = readonly string[];

export interface RequestShape {
  /** Every property path of the request type (arrays contribute their first element, '0'). */
  paths: FieldPath[];
  /** A request with every field filled from its type (literals as declared, strings/numbers sampled). */
  sample: unknown;
}

const ENDPOINTS_FILE = fileURLToPath(new URL('../../src/contract/endpoints.ts', import.meta.url));
const MAX_DEPTH = 5;

/** Reads every endpoint's request type. Takes a few seconds: call once per test file. */
export function readRequestShapes(sampleFor: (name: string, kind: 'string' | 'number') => unknown): Map<string, RequestShape> {
  const program = ts.createProgram([ENDPOINTS_FILE], {
    strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true, skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ENDPOINTS_FILE);
  if (!source) throw new Error(`cannot read ${ENDPOINTS_FILE}`);
  let table: ts.Type | undefined;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === 'ENDPOINTS') table = checker.getTypeAtLocation(d.name);
  });
  if (!table) throw new Error('ENDPOINTS not found');

  const members = (t: ts.Type): ts.Type[] =>
    (t.isUnion() ? t.types : [t]).filter((m) => !(m.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)));
  const isObject = (t: ts.Type) => (t.flags & ts.TypeFlags.Object) !== 0 && !checker.isArrayType(t) && t.getProperties().length > 0;
  const elementOf = (t: ts.Type) => checker.getTypeArguments(t as ts.TypeReference)[0];

  function collect(t: ts.Type, path: FieldPath, out: Map<string, FieldPath>, depth: number): void {
    if (depth > MAX_DEPTH) return;
    for (const m of members(t)) {
      if (checker.isArrayType(m)) {
        const el = elementOf(m);
        const p = [...path, '0'];
        out.set(p.join('.'), p);
        if (el) collect(el, p, out, depth + 1);
      } else if (isObject(m)) {
        for (const prop of m.getProperties()) {
          const p = [...path, prop.name];
          out.set(p.join('.'), p);
          collect(checker.getTypeOfSymbol(prop), p, out, depth + 1);
        }
      }
    }
  }

  function sample(t: ts.Type, name: string, depth: number): unknown {
    const options = members(t);
    // Prefer a declared literal (a type: 'mobile' discriminant), then an object, then anything.
    const m = options.find((o) => o.isLiteral() || (o.flags & ts.TypeFlags.BooleanLiteral) !== 0) ?? options.find(isObject) ?? options[0];
    if (!m || depth > MAX_DEPTH) return undefined;
    if (m.isStringLiteral() || m.isNumberLiteral()) return m.value;
    if (m.flags & ts.TypeFlags.BooleanLiteral) return checker.typeToString(m) === 'true';
    if (m.flags & ts.TypeFlags.StringLike) return sampleFor(name, 'string');
    if (m.flags & ts.TypeFlags.NumberLike) return sampleFor(name, 'number');
    if (m.flags & ts.TypeFlags.BooleanLike) return true;
    if (checker.isArrayType(m)) {
      const el = elementOf(m);
      return el ? [sample(el, name, depth + 1)] : [];
    }
    if (isObject(m)) {
      const o: Record<string, unknown> = {};
      for (const prop of m.getProperties()) o[prop.name] = sample(checker.getTypeOfSymbol(prop), prop.name, depth + 1);
      return o;
    }
    return undefined;
  }

  const shapes = new Map<string, RequestShape>();
  for (const entry of table.getProperties()) {
    const req = checker.getTypeOfSymbol(entry).getProperty('__req');
    if (!req) continue;
    const reqType = checker.getNonNullableType(checker.getTypeOfSymbol(req));
    const out = new Map<string, FieldPath>();
    collect(reqType, [], out, 0);
    shapes.set(entry.name, { paths: [...out.values()], sample: sample(reqType, '', 0) ?? {} });
  }
  return shapes;
}
