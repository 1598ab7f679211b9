// One multi-row insert from an array of objects (jsonb_to_recordset): the seed writes each table
// in a single statement, which keeps seeding fast on PGlite.
import type { Queryable } from '../db/database.js';

/** Inserts rows (objects keyed by column) into `table` in one statement. Table and columns are ours, never input. */
export async function insertRows(q: Queryable, table: string, columns: Record<string, string>, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const spec = names.map((c) => `${c} ${columns[c]}`).join(', ');
  await q.query(
    `insert into ${table} (${names.join(', ')}) select ${names.map((c) => `r.${c}`).join(', ')} from jsonb_to_recordset($1::jsonb) as r(${spec})`,
    [JSON.stringify(rows)],
  );
}
