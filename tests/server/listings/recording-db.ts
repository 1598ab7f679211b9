// A database that hands every list query (`from listings l`) to `record` before running it, so a
// plan test can EXPLAIN exactly what the list handler sent (list-scale, top-boost, job filter plans).
import type { Database, SqlParam } from '../../../examples/server/db/database.js';

export interface RecordedQuery {
  sql: string;
  params: readonly SqlParam[];
}

export function recordingListQueries(db: Database, record: (q: RecordedQuery) => void): Database {
  return {
    ...db,
    query: (sql, params) => {
      if (/\bfrom listings l\b/.test(sql)) record({ sql, params: params ?? [] });
      return db.query(sql, params);
    },
  };
}
