// getJobApplyInfo (job details' side panel; spec §3 "Jobs and CVs", §6 recruiter mode): the
// employer's company card, the viewer's application to this job, whether the viewer has a CV (else
// "apply" leads to editResume), their recruiter mode, and whether they published the job. A
// visitor gets the card alone. The job is a published one, or the viewer's own.
import { formObject } from '../../../src/contract/validation/form-object.js';
import { serviceIdSchema } from '../../../src/contract/validation/listing-fields.js';
import type { ApplicationState, JobApplyInfo } from '../../../src/contract/types/jobs.js';
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { NOT_FOUND } from '../listings/detail.js';
import { publicListing } from '../listings/public-listing.js';
import { companyCard, jobModuleKey } from './company-card.js';

const applyInfoRequest = formObject({ serviceId: serviceIdSchema });

const getJobApplyInfo: Handler = async (input, ctx) => {
  const { serviceId } = parseInput(applyInfoRequest, input);
  const viewer = ctx.user?.userId ?? null;
  const [job] = await ctx.db.query<{ user_id: string | null }>(
    `select l.user_id from listings l
     where l.id = $1::bigint and l.module_key = $2 and not l.deleted and (${publicListing('l')} or l.user_id = $3::text)`,
    [serviceId, jobModuleKey(), viewer],
  );
  if (!job) throw NOT_FOUND();
  const company = job.user_id ? await companyCard(ctx.db, job.user_id, ctx.language) : null;
  const info: JobApplyInfo = { company, application: null, hasResume: false, recruiterMode: false, isOwner: false };
  if (viewer === null) return okReply(info);
  const [mine] = await ctx.db.query<{ id: string; state: number; created_at: Date | string; has_resume: boolean; recruiter_mode: boolean }>(
    `select a.id::text as id, a.state, a.created_at,
       exists (select 1 from resumes r where r.user_id = u.id) as has_resume, u.recruiter_mode
     from users u left join job_applications a on a.listing_id = $2::bigint and a.applicant_id = u.id
     where u.id = $1`,
    [viewer, serviceId],
  );
  return okReply({
    ...info,
    application: mine?.id ? { applicationId: mine.id, state: mine.state as ApplicationState, createTime: new Date(mine.created_at).toISOString() } : null,
    hasResume: mine?.has_resume === true,
    recruiterMode: mine?.recruiter_mode === true,
    isOwner: job.user_id === viewer,
  });
};

export const APPLY_INFO_HANDLERS: HandlerTable = {
  getJobApplyInfo: getJobApplyInfo as HandlerTable['getJobApplyInfo'],
};
