// The job seeker / recruiter hub (spec §2 userCenter/userIndex; §6 "Toggling member ability to
// view CVs and publish jobs; opening it blocks publishing a CV or viewing job infos"): counts of
// both sides in one read, and the recruiter-mode switch. Turning the mode on needs a membership
// whose package reads CVs or publishes jobs (member_levels view_cvs / publish_jobs; 4402
// errors.authorityInsufficient otherwise: the app offers the membership centre); turning it off is
// always allowed. An expired membership keeps the switch on but opens no CV (resumes-access.ts
// reads the benefits at each read).
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { JOBS, MODULE_ID } from '../../../src/contract/constants.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { JobHub } from '../../../src/contract/types/jobs.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { levelBenefits } from '../payments/catalogue/member-level.js';
import { requireUser } from '../usercenter/caller.js';
import { jobModuleKey } from './resumes-tags.js';

interface HubRow {
  recruiter_mode: boolean;
  account_type: number;
  has_resume: boolean;
  resume_public: boolean;
  applications: number;
  interviews: number;
  favourites: number;
  history: number;
  jobs: number;
  unviewed: number;
  has_company: boolean;
}

export async function loadHub(ctx: RequestContext, userId: string): Promise<JobHub> {
  const [r] = await ctx.db.query<HubRow>(
    `select u.recruiter_mode, u.account_type,
       exists (select 1 from resumes where user_id = u.id) as has_resume,
       coalesce((select is_public from resumes where user_id = u.id), false) as resume_public,
       (select count(*)::int from job_applications where applicant_id = u.id) as applications,
       (select count(*)::int from job_applications where applicant_id = u.id and state = $3) as interviews,
       (select count(*)::int from favorites f join listings l on l.id = f.listing_id where f.user_id = u.id and l.module_key = $2 and not l.deleted) as favourites,
       (select count(*)::int from history h where h.user_id = u.id and h.module_id = $4) as history,
       (select count(*)::int from listings l where l.user_id = u.id and l.module_key = $2 and l.status = $5 and not l.deleted) as jobs,
       (select count(*)::int from job_applications where recruiter_id = u.id and state = $6) as unviewed,
       exists (select 1 from companies where user_id = u.id) as has_company
     from users u where u.id = $1`,
    [userId, jobModuleKey(), JOBS.application.invited, MODULE_ID.recruitment, PUBLISH_STATUS.published, JOBS.application.sent],
  );
  if (!r) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const level = await levelBenefits(ctx.db, userId, ctx.services.clock());
  return {
    recruiterMode: r.recruiter_mode,
    isMember: level.levelId > 0,
    canViewCvs: level.viewCvs,
    canPublishJobs: level.publishJobs,
    accountType: r.account_type,
    hasResume: r.has_resume,
    resumePublic: r.resume_public,
    applications: r.applications,
    interviews: r.interviews,
    favourites: r.favourites,
    history: r.history,
    jobs: r.jobs,
    unviewed: r.unviewed,
    hasCompany: r.has_company,
  };
}

export const getJobHub: Handler = async (_input, ctx) => okReply(await loadHub(ctx, requireUser(ctx)));

const modeSchema = formObject({ on: v.boolean(MSG.checkWarning) });

export const setRecruiterMode: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { on } = parseInput(modeSchema, input);
  // The switch gives a member's recruiting abilities: a level that has neither cannot turn it on.
  const level = await levelBenefits(ctx.db, me, ctx.services.clock());
  if (on && !level.viewCvs && !level.publishJobs) {
    throw new ReplyError(CODE.MEMBERSHIP_REQUIRED, 'errors.authorityInsufficient');
  }
  await ctx.db.query('update users set recruiter_mode = $2 where id = $1', [me, on]);
  return okReply(await loadHub(ctx, me));
};
