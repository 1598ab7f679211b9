// Operator accounts managed from the console by admins (issue "Publishing": "its own login for
// operator accounts (a role checked server-side on every call)"): list, create with a role and a
// first password, change the role, disable or enable, set a new password. Each change is one
// transaction with its audit row. Sessions read the operator's role and disabled flag on every
// call (operator-sessions.ts), so a demotion or a disable applies to the next call; a new password
// ends the operator's sessions as well. An admin cannot disable or demote themselves, so an
// enabled admin always remains to undo a mistake.
import { CODE } from '../../../../src/contract/codes.js';
import { CONSOLE_ERRORS, consoleSchemas, type ConsolePage, type OperatorItem } from '../../../../src/contract/console-api.js';
import { hashPassword } from '../../accounts/passwords.js';
import type { Queryable } from '../../db/database.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';

interface OperatorListRow {
  id: string;
  username: string;
  role: string;
  disabled: boolean;
  created_at: Date | string;
  last_seen_at: Date | string | null;
}

const SELECT = `select o.id::text as id, o.username, o.role, o.disabled, o.created_at,
  (select max(s.last_seen_at) from operator_sessions s where s.operator_id = o.id) as last_seen_at
  from operators o`;

const iso = (d: Date | string | null): string => (d === null ? '' : new Date(d).toISOString());

const itemOf = (r: OperatorListRow): OperatorItem => ({
  id: r.id, username: r.username, role: r.role, disabled: r.disabled, createdAt: iso(r.created_at), lastSeenAt: iso(r.last_seen_at),
});

async function readOperator(q: Queryable, id: string): Promise<OperatorItem> {
  const [row] = await q.query<OperatorListRow>(`${SELECT} where o.id = $1::bigint`, [id]);
  if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_ERRORS.operatorNotFound);
  return itemOf(row);
}

const fieldRefusal = (path: string, key: string) => new ReplyError(CODE.VALIDATION, key, { issues: [{ path, key }] });

const operatorList: ConsoleHandler<'operatorList'> = async (raw, ctx): Promise<ConsolePage<OperatorItem>> => {
  const { pageNum, pageSize } = parseInput(consoleSchemas.operatorList, raw);
  const [count] = await ctx.db.query<{ n: number }>('select count(*)::int as n from operators');
  const rows = await ctx.db.query<OperatorListRow>(`${SELECT} order by lower(o.username) limit $1 offset $2`, [pageSize, (pageNum - 1) * pageSize]);
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf) };
};

const createOperator: ConsoleHandler<'createOperator'> = async (raw, ctx) => {
  const admin = operatorOf(ctx);
  const input = parseInput(consoleSchemas.createOperator, raw);
  const stored = await hashPassword(input.password.toLowerCase());
  return ctx.db.transaction(async (tx) => {
    // operators_username is unique on lower(username): on conflict covers two admins at once.
    const [row] = await tx.query<{ id: string }>(
      'insert into operators (username, password_hash, role) values ($1, $2, $3) on conflict do nothing returning id::text as id',
      [input.username, stored, input.role],
    );
    if (!row) throw fieldRefusal('username', CONSOLE_ERRORS.operatorDuplicate);
    await writeAudit(tx, { operatorId: admin.operatorId, action: 'operator.create', target: `operator:${row.id}`, detail: { username: input.username, role: input.role } }, ctx.now);
    return readOperator(tx, row.id);
  });
};

const updateOperator: ConsoleHandler<'updateOperator'> = async (raw, ctx) => {
  const admin = operatorOf(ctx);
  const input = parseInput(consoleSchemas.updateOperator, raw);
  if (input.operatorId === admin.operatorId && (input.disabled === true || (input.role !== undefined && input.role !== 'admin'))) {
    throw new ReplyError(CODE.VALIDATION, CONSOLE_ERRORS.selfChange);
  }
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.query<{ role: string; disabled: boolean }>('select role, disabled from operators where id = $1::bigint for update', [input.operatorId]);
    if (!before) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_ERRORS.operatorNotFound);
    const role = input.role ?? before.role;
    const disabled = input.disabled ?? before.disabled;
    await tx.query('update operators set role = $2, disabled = $3 where id = $1::bigint', [input.operatorId, role, disabled]);
    await writeAudit(tx, {
      operatorId: admin.operatorId, action: 'operator.update', target: `operator:${input.operatorId}`,
      detail: { from: { role: before.role, disabled: before.disabled }, to: { role, disabled } },
    }, ctx.now);
    return readOperator(tx, input.operatorId);
  });
};

const resetOperatorPassword: ConsoleHandler<'resetOperatorPassword'> = async (raw, ctx) => {
  const admin = operatorOf(ctx);
  const input = parseInput(consoleSchemas.resetOperatorPassword, raw);
  const stored = await hashPassword(input.password.toLowerCase());
  return ctx.db.transaction(async (tx) => {
    const changed = await tx.query('update operators set password_hash = $2 where id = $1::bigint returning id', [input.operatorId, stored]);
    if (changed.length === 0) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_ERRORS.operatorNotFound);
    // Whoever knew the old password is out; resetting one's own password logs this session out too.
    await tx.query('update operator_sessions set revoked_at = $2 where operator_id = $1::bigint and revoked_at is null', [input.operatorId, new Date(ctx.now)]);
    await writeAudit(tx, { operatorId: admin.operatorId, action: 'operator.password', target: `operator:${input.operatorId}`, detail: {} }, ctx.now);
    return readOperator(tx, input.operatorId);
  });
};

export const OPERATOR_CALLS = { operatorList, createOperator, updateOperator, resetOperatorPassword };
