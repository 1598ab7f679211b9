// The console's audit log (migration 014-operators; issue "Publishing": "an audit log of every
// operator action"): one row per action that changes something or opens/ends access (login,
// failed login, logout, refused call, review decision), written in the action's own transaction
// where it has one, so a decision and its record exist together or not at all. Reads (the queue,
// the log itself) are not actions.
import type { AuditEntry, ConsolePage } from '../../../src/contract/console-api.js';
import type { Queryable } from '../db/database.js';

export interface AuditRecord {
  /** Null: a failed login of a name no operator has. */
  operatorId: string | null;
  /** 'login', 'loginFailed', 'logout', 'refused', 'review.approve', 'review.reject', … */
  action: string;
  /** What it was done to: 'listing:123', a call name, a username. */
  target: string;
  detail: Record<string, unknown>;
}

export async function writeAudit(q: Queryable, r: AuditRecord, now: number): Promise<void> {
  await q.query(
    'insert into operator_audit (operator_id, action, target, detail, at) values ($1::bigint, $2, $3, $4::jsonb, $5)',
    [r.operatorId, r.action, r.target, JSON.stringify(r.detail), new Date(now)],
  );
}

interface AuditRow {
  id: string;
  username: string | null;
  action: string;
  target: string;
  detail: Record<string, unknown> | string;
  at: Date | string;
}

/** Newest first. */
export async function readAudit(q: Queryable, pageNum: number, pageSize: number): Promise<ConsolePage<AuditEntry>> {
  const rows = await q.query<AuditRow>(
    `select a.id::text as id, o.username, a.action, a.target, a.detail, a.at
     from operator_audit a left join operators o on o.id = a.operator_id
     order by a.id desc limit $1 offset $2`,
    [pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number | string }>('select count(*) as n from operator_audit');
  return {
    totalCount: Number(count?.n ?? 0),
    resultList: rows.map((r) => ({
      id: r.id,
      operator: r.username,
      action: r.action,
      target: r.target,
      detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as Record<string, unknown>) : r.detail,
      at: new Date(r.at).toISOString(),
    })),
  };
}
