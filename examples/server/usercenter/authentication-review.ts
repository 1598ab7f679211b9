// An operator's decision on an authentication submission (console reviewAuthentication; spec §9
// "Enterprise review within 24 hours"; the one place authentications.status leaves 'review').
// States only move forward for one submission: review → passed | rejected; a decided submission is
// refused (4422 errors.authenticationState), and so is one replaced since the operator opened it
// (its submission time differs), so nobody passes papers they did not see. Passing enterprise
// needs a passed personal authentication (spec §6 "enterprise ... needs personal authentication").
// A passed enterprise authentication makes the account an enterprise account under the
// authenticated company name (spec §9 "account types personal, enterprise (accountType 2)"; spec §1:
// the user centre and listings show that name), in the caller's transaction with the decision.
import { CODE } from '../../../src/contract/codes.js';
import { CONSOLE_ERRORS, REVIEW_REASON_MAX } from '../../../src/contract/console-api.js';
import { ACCOUNT_TYPE } from '../../../src/contract/statuses.js';
import type { AuthenticationForm } from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import type { AuthenticationKind, ReviewStatus } from './authentication-store.js';

export type AuthenticationDecision = 'pass' | 'reject';

export interface DecisionRequest {
  userId: string;
  kind: AuthenticationKind;
  decision: AuthenticationDecision;
  /** Required (1..REVIEW_REASON_MAX) on reject, ignored on pass. */
  reason: string;
  /** ISO time of the submission the operator looked at. */
  submittedAt: string;
  operatorId: string;
  now: number;
}

export interface DecisionResult {
  from: ReviewStatus;
  to: ReviewStatus;
  /** The account became an enterprise account (enterprise passed). */
  accountType: number | null;
}

const TO: Readonly<Record<AuthenticationDecision, ReviewStatus>> = { pass: 'passed', reject: 'rejected' };

/** The rejection reason, trimmed; refused (4422, path `reason`) when empty or too long. */
function rejectionReason(raw: string): string {
  const reason = raw.split('\u0000').join('').trim();
  if (reason.length >= 1 && reason.length <= REVIEW_REASON_MAX) return reason;
  throw new ReplyError(CODE.VALIDATION, MSG.reviewReason, { issues: [{ path: 'reason', key: MSG.reviewReason }] }, { max: REVIEW_REASON_MAX });
}

interface LockedRow {
  status: ReviewStatus;
  form: AuthenticationForm;
  submitted_at: Date | string;
}

/** Applies the decision inside the caller's transaction `q` (which also writes the audit row). */
export async function decideAuthentication(q: Queryable, r: DecisionRequest): Promise<DecisionResult> {
  const reason = r.decision === 'reject' ? rejectionReason(r.reason) : '';
  const [row] = await q.query<LockedRow>(
    'select status, form, submitted_at from authentications where user_id = $1 and kind = $2 for update',
    [r.userId, r.kind],
  );
  if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_ERRORS.authenticationNotFound);
  if (row.status !== 'review' || new Date(row.submitted_at).getTime() !== Date.parse(r.submittedAt)) {
    throw new ReplyError(CODE.VALIDATION, CONSOLE_ERRORS.authenticationState);
  }
  if (r.kind === 'enterprise' && r.decision === 'pass') {
    // Locked too: a personal authentication cannot change under this decision.
    const [personal] = await q.query<{ status: ReviewStatus }>(
      "select status from authentications where user_id = $1 and kind = 'personal' for update",
      [r.userId],
    );
    if (personal?.status !== 'passed') throw new ReplyError(CODE.VALIDATION, CONSOLE_ERRORS.personalNotPassed);
  }
  const to = TO[r.decision];
  await q.query(
    `update authentications set status = $3, reason = $4, reviewer_id = $5::bigint, reviewed_at = $6
     where user_id = $1 and kind = $2`,
    [r.userId, r.kind, to, reason, r.operatorId, new Date(r.now)],
  );
  let accountType: number | null = null;
  if (to === 'passed' && row.form.type === 'enterprise') {
    await q.query('update users set account_type = $2, ent_name = $3 where id = $1', [r.userId, ACCOUNT_TYPE.enterprise, row.form.companyName]);
    accountType = ACCOUNT_TYPE.enterprise;
  }
  return { from: row.status, to, accountType };
}
