// Stored authentication submissions (table authentications: 006-usercenter, review columns of
// 016-authentication-review) and what they mean. One row per user and kind: a submission replaces
// the earlier one and waits for an operator again (console reviewAuthentication, which moves it
// through authentication-review.ts); only passed rows count (spec §4 "Authentication: 0 none,
// 1 personal, 2 enterprise").
import { AUDIT_STATUS, AUTHENTICATION, type AuditStatus } from '../../../src/contract/statuses.js';
import type { AuthenticationForm } from '../../../src/contract/types/usercenter.js';
import type { Queryable } from '../db/database.js';

export type AuthenticationKind = AuthenticationForm['type'];

/** authentications.status: in review until an operator decides; a decision is final for that submission. */
export type ReviewStatus = 'review' | 'passed' | 'rejected';

export interface AuthenticationRow {
  kind: AuthenticationKind;
  form: AuthenticationForm;
  status: ReviewStatus;
  /** Why it was rejected; '' otherwise. */
  reason: string;
  submitted_at: Date | string;
  /** When the operator decided; null while in review. */
  reviewed_at: Date | string | null;
}

/** What the app shows of each state (statuses.AUDIT_STATUS: 4 in audit, 2 passed, 1 failed). */
export const AUDIT_OF: Readonly<Record<ReviewStatus, AuditStatus>> = {
  review: AUDIT_STATUS.inAudit,
  passed: AUDIT_STATUS.passed,
  rejected: AUDIT_STATUS.failed,
};

export async function readAuthentications(db: Queryable, userId: string): Promise<AuthenticationRow[]> {
  return db.query<AuthenticationRow>(
    'select kind, form, status, reason, submitted_at, reviewed_at from authentications where user_id = $1',
    [userId],
  );
}

/**
 * Spec §4 "Authentication: 0 none, 1 personal, 2 enterprise": the highest passed review; enterprise
 * counts only on top of a passed personal one (spec §6 "enterprise ... needs personal authentication").
 */
export function authenticationLevelOf(rows: readonly Pick<AuthenticationRow, 'kind' | 'status'>[]): number {
  const done = rows.filter((r) => r.status === 'passed').map((r) => r.kind);
  if (!done.includes('personal')) return AUTHENTICATION.none;
  return done.includes('enterprise') ? AUTHENTICATION.enterprise : AUTHENTICATION.personal;
}

/** The authentication level of `userId` (userInfo's `authentication`). */
export async function authenticationLevel(db: Queryable, userId: string): Promise<number> {
  return authenticationLevelOf(await db.query<Pick<AuthenticationRow, 'kind' | 'status'>>(
    'select kind, status from authentications where user_id = $1',
    [userId],
  ));
}

/**
 * Stores a submission: a first one, or one replacing a submission in review or rejected, which goes
 * (back) to review with the reason cleared. A passed submission is never replaced — that would
 * take back a level the account already has (and an enterprise account's name) while it waits —
 * so the statement changes nothing then and this returns false. One statement: a submission
 * racing an operator's decision either lands before it (and is what the operator decided, or the
 * decision is refused as stale) or after it.
 */
export async function saveAuthentication(db: Queryable, userId: string, form: AuthenticationForm, now: number): Promise<boolean> {
  const rows = await db.query(
    `insert into authentications (user_id, kind, form, submitted_at, status, reason, reviewer_id, reviewed_at)
     values ($1, $2, $3, $4, 'review', '', null, null)
     on conflict (user_id, kind) do update set form = excluded.form, submitted_at = excluded.submitted_at,
       status = 'review', reason = '', reviewer_id = null, reviewed_at = null
     where authentications.status <> 'passed'
     returning kind`,
    [userId, form.type, JSON.stringify(form), new Date(now)],
  );
  return rows.length > 0;
}
