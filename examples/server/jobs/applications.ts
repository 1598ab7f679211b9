// Applying to a job and taking the application back (spec §2 jobWanted/jobDetails "apply",
// userCenter/myDeliver; §6 recruiter mode):
// - deliverResume: the caller needs a CV (4422 jobs.errors.noResume) and recruiter mode off
//   (4403 jobs.errors.recruiterModeOn); the job must be published and not the caller's own
//   (4403 jobs.errors.ownJob). One application per job (unique (listing_id, applicant_id)); the CV
//   is copied as it is now, so the recruiter reads what was sent. A double tap (the same apply
//   again within DOUBLE_TAP_MS, still unread) answers the same application; a later second apply
//   is refused (4422 jobs.errors.alreadyApplied).
// - withdrawApplication: the applicant only, from sent, viewed or invited; again = same answer.
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { JOBS } from '../../../src/contract/constants.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { serviceIdSchema } from '../../../src/contract/validation/listing-fields.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { applicationById, applicationReply } from './applications-read.js';
import { RECRUITER_MODE_ON, recruiterModeOf } from './resumes.js';
import { jobModuleKey } from './resumes-tags.js';

export const DOUBLE_TAP_MS = 10_000;

const applySchema = formObject({ recruitingInfoId: serviceIdSchema });
/** An application id (bigserial): digits, as text or a number. */
export const applicationIdSchema = v.pipe(v.union([v.string(), v.number()], MSG.checkWarning), v.transform(String), v.regex(/^[1-9]\d{0,17}$/, MSG.checkWarning));
export const applicationRefSchema = formObject({ applicationId: applicationIdSchema });

const notFound = () => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');

export const deliverResume: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { recruitingInfoId } = parseInput(applySchema, input);
  if (await recruiterModeOf(ctx.db, me)) throw new ReplyError(CODE.FORBIDDEN, RECRUITER_MODE_ON);
  const [resume] = await ctx.db.query<{ id: string }>('select id from resumes where user_id = $1', [me]);
  if (!resume) throw new ReplyError(CODE.VALIDATION, 'jobs.errors.noResume');
  const [job] = await ctx.db.query<{ user_id: string | null }>(
    'select user_id from listings where id = $1::bigint and module_key = $2 and status = $3 and not deleted',
    [recruitingInfoId, jobModuleKey(), PUBLISH_STATUS.published],
  );
  if (!job?.user_id) throw notFound();
  if (job.user_id === me) throw new ReplyError(CODE.FORBIDDEN, 'jobs.errors.ownJob');
  const now = new Date(ctx.services.clock());
  const [made] = await ctx.db.query<{ id: string }>(
    `insert into job_applications (listing_id, resume_id, applicant_id, recruiter_id, resume_snapshot, created_at, updated_at)
     select $1::bigint, r.id, $2, $3, to_jsonb(r) - 'search_doc', $4, $4 from resumes r where r.user_id = $2
     on conflict (listing_id, applicant_id) do nothing
     returning id::text as id`,
    [recruitingInfoId, me, job.user_id, now],
  );
  if (made) {
    const row = await applicationById(ctx.db, made.id, ctx.language);
    if (!row) throw new Error('jobs: a new application is missing');
    return okReply(applicationReply(row));
  }
  // The unique constraint answered: a double tap gets the application it made, anything later is a second apply.
  const [existing] = await ctx.db.query<{ id: string; state: number; created_at: Date | string }>(
    'select id::text as id, state, created_at from job_applications where listing_id = $1::bigint and applicant_id = $2',
    [recruitingInfoId, me],
  );
  const fresh = existing && existing.state === JOBS.application.sent && now.getTime() - new Date(existing.created_at).getTime() < DOUBLE_TAP_MS;
  if (!existing || !fresh) throw new ReplyError(CODE.VALIDATION, 'jobs.errors.alreadyApplied');
  const row = await applicationById(ctx.db, existing.id, ctx.language);
  if (!row) throw notFound();
  return okReply(applicationReply(row));
};

const WITHDRAWABLE: readonly number[] = [JOBS.application.sent, JOBS.application.viewed, JOBS.application.invited];

export const withdrawApplication: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { applicationId } = parseInput(applicationRefSchema, input);
  const before = await applicationById(ctx.db, applicationId, ctx.language);
  if (!before) throw notFound();
  if (before.applicant_id !== me) throw new ReplyError(CODE.FORBIDDEN, 'jobs.errors.notYourApplication');
  if (before.state === JOBS.application.withdrawn) return okReply(applicationReply(before));
  // The state is checked again in the update: a recruiter's answer may land in between.
  const [done] = await ctx.db.query<{ id: string }>(
    'update job_applications set state = $2, updated_at = $3 where id = $1::bigint and state = any($4::int[]) returning id::text as id',
    [applicationId, JOBS.application.withdrawn, new Date(ctx.services.clock()), WITHDRAWABLE],
  );
  if (!done) throw new ReplyError(CODE.VALIDATION, 'jobs.errors.stateMove');
  const after = await applicationById(ctx.db, applicationId, ctx.language);
  if (!after) throw notFound();
  return okReply(applicationReply(after));
};
