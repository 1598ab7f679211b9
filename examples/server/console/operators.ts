// Operator accounts (migration 014-operators). Passwords as users' (accounts/passwords.ts: scrypt
// of the SHA-256 the client sends); usernames compared in lower case.
import type { Database, Queryable } from '../db/database.js';
import { SEED_PASSWORD_STORED } from '../accounts/seed-users.js';
import type { OperatorRole } from '../../../src/contract/console-api.js';

export interface OperatorRow {
  id: string;
  username: string;
  password_hash: string;
  role: string;
  disabled: boolean;
}

export async function findOperator(q: Queryable, username: string): Promise<OperatorRow | null> {
  const rows = await q.query<OperatorRow>(
    'select id::text as id, username, password_hash, role, disabled from operators where lower(username) = lower($1)',
    [username],
  );
  return rows[0] ?? null;
}

/** A new operator; `passwordStored` is a stored scrypt hash (hashPassword of the client's SHA-256). */
export async function createOperator(q: Queryable, o: { username: string; passwordStored: string; role: OperatorRole | string }): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    'insert into operators (username, password_hash, role) values ($1, $2, $3) returning id::text as id',
    [o.username, o.passwordStored, o.role],
  );
  return row!.id;
}

/** The development operator (README "Operator console"): username `operator`, the seed users' password. */
export const DEV_OPERATOR = { username: 'operator', role: 'admin' } as const;
/** The development warehouse agent (air express's receipts and tracking steps): username `warehouse`, the same password. */
export const DEV_WAREHOUSE_OPERATOR = { username: 'warehouse', role: 'warehouse' } as const;
/** Each with its own seed run: a database made before the warehouse agent existed gets it on its next start. */
const DEV_OPERATORS: readonly { username: string; role: OperatorRole; run: string }[] = [
  { ...DEV_OPERATOR, run: 'dev-operator' },
  { ...DEV_WAREHOUSE_OPERATOR, run: 'dev-operator-warehouse' },
];

/**
 * Outside production, once per database: the `operator` account (admin) and the `warehouse` agent,
 * so a developer can open /console on a fresh start. Each recorded in seed_runs, so an operator who
 * removes or disables one keeps it that way; production never gets them. True when one was created.
 */
export async function seedDevOperator(db: Database, production: boolean): Promise<boolean> {
  if (production) return false;
  return db.transaction(async (tx) => {
    let created = false;
    for (const o of DEV_OPERATORS) {
      const done = await tx.query('select 1 from seed_runs where name = $1', [o.run]);
      if (done.length > 0) continue;
      await tx.query(
        'insert into operators (username, password_hash, role) values ($1, $2, $3) on conflict do nothing',
        [o.username, SEED_PASSWORD_STORED, o.role],
      );
      await tx.query('insert into seed_runs (name) values ($1) on conflict do nothing', [o.run]);
      created = true;
    }
    return created;
  });
}
