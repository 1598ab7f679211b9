// Stored authentication submissions (table authentications of 006-usercenter) and what they mean.
// The reference server has no reviewer: a submission counts as passed once its reviewed_at is
// reached (USERCENTER_LIMITS.reviewDelayMs after the submission; spec §9 "review within 24 hours").
import { AUDIT_STATUS, AUTHENTICATION } from '../../../src/contract/statuses.js';
import type { AuthenticationForm } from '../../../src/contract/types/usercenter.js';
import type { Queryable } from '../db/database.js';

export type AuthenticationKind = AuthenticationForm['type'];

export interface AuthenticationRow {
  kind: AuthenticationKind;
  form: AuthenticationForm;
  submitted_at: Date | string;
  reviewed_at: Date | string;
}

const ms = (d: Date | string): number => new Date(d).getTime();

export const passed = (row: AuthenticationRow, now: number): boolean => ms(row.reviewed_at) <= now;

export const auditStatus = (row: AuthenticationRow, now: number): number =>
  passed(row, now) ? AUDIT_STATUS.passed : AUDIT_STATUS.inAudit;

export async function readAuthentications(db: Queryable, userId: string): Promise<AuthenticationRow[]> {
  return db.query<AuthenticationRow>('select kind, form, submitted_at, reviewed_at from authentications where user_id = $1', [userId]);
}

/**
 * Spec §4 "Authentication: 0 none, 1 personal, 2 enterprise": the highest passed review; enterprise
 * counts only on top of a passed personal one (spec §6 "enterprise ... needs personal authentication").
 */
export function authenticationLevelOf(rows: readonly AuthenticationRow[], now: number): number {
  const done = rows.filter((r) => passed(r, now)).map((r) => r.kind);
  if (!done.includes('personal')) return AUTHENTICATION.none;
  return done.includes('enterprise') ? AUTHENTICATION.enterprise : AUTHENTICATION.personal;
}

/** Stores a submission (replacing an earlier one of the same kind; the review starts again). */
export async function saveAuthentication(db: Queryable, userId: string, form: AuthenticationForm, now: number, reviewMs: number): Promise<void> {
  await db.query(
    `insert into authentications (user_id, kind, form, submitted_at, reviewed_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id, kind) do update set form = excluded.form, submitted_at = excluded.submitted_at, reviewed_at = excluded.reviewed_at`,
    [userId, form.type, JSON.stringify(form), new Date(now), new Date(now + reviewMs)],
  );
}

/**
 * The caller's authentication level, with what it implies applied to the account. Spec §9 "account
 * types personal, enterprise (accountType 2)": at the enterprise level the account becomes an
 * enterprise account under the authenticated company name, which the user centre shows instead of
 * the nickname (spec §1) and listings show as the publisher. The reference server has no reviewer,
 * so this is settled when the account is next read (loadUserInfo, getAuthentication); the update
 * changes nothing when the account already says so.
 */
export async function settleAuthentication(db: Queryable, userId: string, now: number): Promise<{ level: number; rows: AuthenticationRow[] }> {
  const rows = await readAuthentications(db, userId);
  const level = authenticationLevelOf(rows, now);
  const enterprise = rows.find((r) => r.kind === 'enterprise')?.form;
  if (level === AUTHENTICATION.enterprise && enterprise?.type === 'enterprise') {
    await db.query('update users set account_type = 2, ent_name = $2 where id = $1 and (account_type <> 2 or ent_name <> $2)', [
      userId, enterprise.companyName,
    ]);
  }
  return { level, rows };
}
