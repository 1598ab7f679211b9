// Positional parameters for SQL built from several fragments: every value goes through add(),
// which returns its $n. Only constant SQL text is ever concatenated (issue 3: always parameterized).
import type { SqlParam } from '../db/database.js';

export class SqlParams {
  readonly values: SqlParam[] = [];

  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A copy holding the same values (count query before the page query adds its own). */
  snapshot(): SqlParam[] {
    return [...this.values];
  }

  /** A copy that goes on numbering after these values: one WHERE shared by several queries. */
  fork(): SqlParams {
    const copy = new SqlParams();
    copy.values.push(...this.values);
    return copy;
  }
}
