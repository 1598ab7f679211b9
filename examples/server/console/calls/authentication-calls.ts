// Personal and enterprise authentication review (spec §2 auth: personal, authEnt; §9 "Enterprise
// review within 24 hours"). authQueue lists the submissions waiting for a decision, oldest first,
// with who sent them and everything they sent (the form, and its uploads as console links:
// ../authentication-files.ts); reviewAuthentication passes or rejects one
// (usercenter/authentication-review.ts) and records the decision in the audit log, in one
// transaction with it and with what a passed enterprise authentication changes in the account.
import {
  consoleFileUrl, consoleSchemas, type AuthenticationFile, type AuthenticationItem, type ConsolePage,
} from '../../../../src/contract/console-api.js';
import type { AuthenticationForm } from '../../../../src/contract/types/usercenter.js';
import { parseInput } from '../../http/input.js';
import { attachmentsOf } from '../../usercenter/authentication.js';
import { decideAuthentication } from '../../usercenter/authentication-review.js';
import { AUDIT_OF, type ReviewStatus } from '../../usercenter/authentication-store.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';

interface QueueRow {
  user_id: string;
  kind: 'personal' | 'enterprise';
  form: AuthenticationForm | string;
  submitted_at: Date | string;
  pet_name: string | null;
  mobile_code: string | null;
  phone: string | null;
  area_id: string | null;
  account_type: number | null;
  personal_status: ReviewStatus | null;
}

const filesOf = (form: AuthenticationForm): AuthenticationFile[] =>
  attachmentsOf(form).map((a) => ({ field: a.field, path: a.path, url: consoleFileUrl(a.path), picture: a.picture === true }));

function itemOf(r: QueueRow): AuthenticationItem {
  const form = typeof r.form === 'string' ? (JSON.parse(r.form) as AuthenticationForm) : r.form;
  return {
    userId: r.user_id,
    kind: r.kind,
    user: { nickname: r.pet_name ?? '', mobileCode: r.mobile_code ?? '', phone: r.phone ?? '', areaId: r.area_id ?? '', accountType: r.account_type ?? 0 },
    form,
    files: filesOf(form),
    personalStatus: r.kind === 'enterprise' ? (r.personal_status ?? 'none') : null,
    submittedAt: new Date(r.submitted_at).toISOString(),
  };
}

/** 'review' written into the statement, so it matches the partial index of migration 016. */
const WAITING = "a.status = 'review' and ($3::text = '' or a.kind = $3::text)";

const authQueue: ConsoleHandler<'authQueue'> = async (raw, ctx): Promise<ConsolePage<AuthenticationItem>> => {
  const { pageNum, pageSize, kind } = parseInput(consoleSchemas.authQueue, raw);
  const rows = await ctx.db.query<QueueRow>(
    `select a.user_id, a.kind, a.form, a.submitted_at, u.pet_name, u.mobile_code, u.phone, u.area_id, u.account_type,
       p.status as personal_status
     from authentications a
     left join users u on u.id = a.user_id
     left join authentications p on p.user_id = a.user_id and p.kind = 'personal'
     where ${WAITING}
     order by a.submitted_at, a.user_id, a.kind
     limit $1 offset $2`,
    [pageSize, (pageNum - 1) * pageSize, kind],
  );
  const [count] = await ctx.db.query<{ n: number | string }>(
    `select count(*) as n from authentications a where a.status = 'review' and ($1::text = '' or a.kind = $1::text)`,
    [kind],
  );
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf) };
};

const reviewAuthentication: ConsoleHandler<'reviewAuthentication'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  // The reason is bounded by its own schema rule (REVIEW_REASON_MAX), longer than parseInput's default.
  const input = parseInput(consoleSchemas.reviewAuthentication, raw, { ownText: ['reason'] });
  return ctx.db.transaction(async (tx) => {
    const result = await decideAuthentication(tx, { ...input, operatorId: operator.operatorId, now: ctx.now });
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: `authentication.${input.decision}`,
      target: `authentication:${input.userId}:${input.kind}`,
      detail: {
        from: result.from, to: result.to, submittedAt: input.submittedAt,
        ...(result.to === 'rejected' ? { reason: input.reason } : {}),
        ...(result.accountType !== null ? { accountType: result.accountType } : {}),
      },
    }, ctx.now);
    return { userId: input.userId, kind: input.kind, status: AUDIT_OF[result.to], accountType: result.accountType };
  });
};

export const AUTHENTICATION_CALLS = { authQueue, reviewAuthentication };
