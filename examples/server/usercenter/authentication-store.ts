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
export async function authenticationLevel(db: Queryable, userId: string, now: number): Promise<number> {
  const done = (await readAuthentications(db, userId)).filter((r) => passed(r, now)).map((r) => r.kind);
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
 * Spec §9 "account types personal, enterprise (accountType 2)": once both reviews have passed, the
 * account becomes an enterprise account under the authenticated company name, which the user
 * centre shows instead of the nickname (spec §1) and listings show as the publisher. The reference
 * server has no reviewer, so this is settled when the account is next read (loadUserInfo,
 * getAuthentication); one statement, a no-op when nothing changed.
 */
export async function settleEnterpriseReview(db: Queryable, userId: string, now: number): Promise<void> {
  await db.query(
    `update users u set account_type = 2, ent_name = e.form->>'companyName'
     from authentications e, authentications p
     where u.id = $1 and e.user_id = u.id and e.kind = 'enterprise' and e.reviewed_at <= $2
       and p.user_id = u.id and p.kind = 'personal' and p.reviewed_at <= $2
       and (u.account_type <> 2 or u.ent_name <> e.form->>'companyName')`,
    [userId, new Date(now)],
  );
}
