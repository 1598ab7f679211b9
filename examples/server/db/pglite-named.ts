// Named (prepared) statements on PGlite, as the pg driver makes them on PostgreSQL (database.ts):
// PGlite's query() sends every statement unnamed, so PostgreSQL plans it again on each call, and
// in WebAssembly planning was 4.8 of the 10.7 ms a filtered list page took (20,000 listings; the
// same statement PREPAREd ran in 5.9 ms, README "Benchmarks"). PGlite has no API for a named
// statement with values, but it exposes the wire protocol it speaks inside: Parse names the
// statement once per database, and each call is Bind / Describe / Execute / Sync on that name,
// with values serialized and rows parsed by PGlite's own type handlers, exactly as its query()
// does for the unnamed statement.
import type { parse as Parse, PGlite, protocol as Protocol } from '@electric-sql/pglite';

/** PGlite's protocol helpers, passed in so that this file loads nothing (PGlite is imported only when used). */
export interface PgliteProtocol {
  parse: typeof Parse;
  protocol: typeof Protocol;
}

type Messages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

export interface NamedStatements {
  /** Values as database.ts passes them (its SqlParam); PGlite's serializers convert each by its type. */
  query<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
}

/**
 * Runs parameterized statements of `db` as named statements (`nameOf` gives the name of a text).
 * Each call holds PGlite's transaction and query locks, as query() does: no statement of another
 * caller, nor of another caller's transaction, runs between its messages.
 */
export function namedStatements(db: PGlite, nameOf: (sql: string) => string, { parse, protocol }: PgliteProtocol): NamedStatements {
  /** Statements parsed on this database: name → parameter type OIDs (from Describe). */
  const parsed = new Map<string, number[]>();
  const send = async (message: Uint8Array): Promise<Messages> => (await db.execProtocol(message, { syncToFs: false })).messages;

  const prepare = async (name: string, text: string): Promise<number[]> => {
    let types = parsed.get(name);
    if (types === undefined) {
      types = parse.parseDescribeStatementResults(await send(concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ])));
      parsed.set(name, types);
    }
    return types;
  };

  return {
    query: <T>(sql: string, params: readonly unknown[]) =>
      db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          const name = nameOf(sql);
          let types: number[];
          try {
            types = await prepare(name, sql);
          } catch (e) {
            // After an error PostgreSQL skips every message up to Sync: end the failed Parse with one.
            await send(protocol.serialize.sync()).catch(() => undefined);
            throw e;
          }
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serialize = db.serializers[types[i]!];
            return serialize ? serialize(value) : String(value);
          });
          // One exchange: Bind, Describe, Execute and Sync in one buffer, as a client pipelines them.
          const messages = await send(concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]));
          await db.syncToFs();
          return (parse.parseResults(messages, db.parsers)[0]?.rows ?? []) as T[];
        }),
      ),
  };
}
