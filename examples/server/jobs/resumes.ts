// The caller's own CV (spec §2 userCenter/editResume, myResume; §3 "CV"; §5 "one CV"): getMyResume
// and updateResume. One per user (resumes.user_id unique): the first save inserts it with its
// "RIR" id (spec §2 "Ad link jumping"), later saves update it. Refused while recruiter mode is on
// (spec §6 "opening it blocks publishing a CV"). The attachment is the caller's own private
// document (uploadFile: pdf/doc/docx, 5 MB, sniffed there) or none.
import { CODE } from '../../../src/contract/codes.js';
import { JOBS } from '../../../src/contract/constants.js';
import type { MyResumeReply, ResumeEdit } from '../../../src/contract/types/jobs.js';
import { resumeEditSchema } from '../../../src/contract/validation/jobs-resume.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { fieldError, parseInput, withoutNul } from '../http/input.js';
import { SqlParams } from '../listings/sql.js';
import { fileUrlSigner } from '../private-files/file-key.js';
import { requireUser } from '../usercenter/caller.js';
import { checkOwnedUploads } from '../usercenter/owned-uploads.js';
import { resumeReply, resumeSelect, type ResumeRow } from './resumes-read.js';
import { knownAreaCode } from './area-code.js';
import { tagProblem } from './resumes-tags.js';

export const RECRUITER_MODE_ON = 'jobs.errors.recruiterModeOn';
const DOCUMENT = /\.(?:pdf|docx?)$/;

/** The caller's CV row (live), or undefined before the first save. */
export async function myResumeRow(db: Queryable, userId: string, ctx: Pick<RequestContext, 'language'>): Promise<ResumeRow | undefined> {
  const params = new SqlParams();
  const [row] = await db.query<ResumeRow>(`${resumeSelect('resumes r', params, ctx.language)} where r.user_id = ${params.add(userId)}`, params.values);
  return row;
}

export async function recruiterModeOf(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ recruiter_mode: boolean }>('select recruiter_mode from users where id = $1', [userId]);
  return row?.recruiter_mode === true;
}

async function ownReply(ctx: RequestContext, row: ResumeRow) {
  const now = ctx.services.clock();
  return resumeReply(row, { contactVisible: true, reason: '' }, now, await fileUrlSigner(ctx.db, now));
}

export const getMyResume: Handler = async (_input, ctx) => {
  const userId = requireUser(ctx);
  const row = await myResumeRow(ctx.db, userId, ctx);
  const reply: MyResumeReply = { resume: row ? await ownReply(ctx, row) : null, recruiterMode: await recruiterModeOf(ctx.db, userId) };
  return okReply(reply);
};

/** Every picked id must exist: a foreign-key failure would be a 5000 for user input. */
type Choices = Pick<ResumeEdit, 'educationId' | 'jobStatusId' | 'positionTypeId' | 'moneyUnitId' | 'billingCycleId' | 'areaId' | 'industryId' | 'positionId'>;

async function checkChoices(db: Queryable, r: Choices): Promise<void> {
  const [row] = await db.query<Record<string, boolean>>(
    `select exists (select 1 from job_lookups where kind = 'degree' and id = $1) as "educationId",
            exists (select 1 from job_lookups where kind = 'jobStatus' and id = $2) as "jobStatusId",
            exists (select 1 from job_lookups where kind = 'positionType' and id = $3) as "positionTypeId",
            exists (select 1 from money_units where id = $4) as "moneyUnitId",
            exists (select 1 from billing_cycles where id = $5) as "billingCycleId",
            exists (select 1 from countries where id = $6 and enabled) as "areaId"`,
    [r.educationId, r.jobStatusId, r.positionTypeId, r.moneyUnitId, r.billingCycleId, r.areaId.trim()],
  );
  const bad = Object.entries(row ?? {}).find(([, ok]) => !ok);
  if (bad) throw fieldError(bad[0], MSG.choose);
  const tag = await tagProblem(db, r.industryId, r.positionId);
  if (tag) throw fieldError(tag, MSG.choose);
}

async function checkAttachment(db: Queryable, userId: string, path: string): Promise<void> {
  if (path === '') return;
  if (!DOCUMENT.test(path)) throw fieldError('attachment', MSG.choose);
  await checkOwnedUploads(db, userId, [{ field: 'attachment', path }], 'papers');
}

/**
 * The search document: position and industry names in every language (a French reader finds an
 * English CV by "comptable"), the introduction and the work location, as the tokens listing texts
 * get (migration 026 search_doc_of: words without case or accents, Chinese two-character pieces,
 * so "会计" finds "财务会计"). The seed and migration 026 write it with the same expression.
 */
export const resumeSearchDoc = (industry: string, position: string, introduction: string, location: string): string =>
  `search_doc_of(concat_ws(' ', ${industry}.names->>'cn', ${industry}.names->>'en', ${industry}.names->>'fr',
    ${position}.names->>'cn', ${position}.names->>'en', ${position}.names->>'fr', ${introduction}, ${location}))`;

const SAVE_SQL = `
  insert into resumes (id, user_id, real_name, gender, birth_date, mail, phone, education_id, job_status_id, position_type_id,
    years_worked, industry_id, position_id, salary_min, salary_max, money_unit_id, billing_cycle_id, self_introduction,
    work_location, area_id, attachment, attachment_name, is_public, language, search_doc, updated_at, mobile_code)
  select 'RIR' || nextval('resume_number'), $1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
    $21, $22, $23,
    ${resumeSearchDoc('ind', 'pos', '$17::text', '$18::text')},
    $24, $25
  from tags ind, tags pos where ind.id = $11 and pos.id = $12
  on conflict (user_id) do update set real_name = excluded.real_name, gender = excluded.gender, birth_date = excluded.birth_date,
    mail = excluded.mail, phone = excluded.phone, education_id = excluded.education_id, job_status_id = excluded.job_status_id,
    position_type_id = excluded.position_type_id, years_worked = excluded.years_worked, industry_id = excluded.industry_id,
    position_id = excluded.position_id, salary_min = excluded.salary_min, salary_max = excluded.salary_max,
    money_unit_id = excluded.money_unit_id, billing_cycle_id = excluded.billing_cycle_id,
    self_introduction = excluded.self_introduction, work_location = excluded.work_location, area_id = excluded.area_id,
    attachment = excluded.attachment, attachment_name = excluded.attachment_name, is_public = excluded.is_public,
    language = excluded.language, search_doc = excluded.search_doc, updated_at = excluded.updated_at, mobile_code = excluded.mobile_code`;

/** Stored text: trimmed, without NUL or other control characters but line breaks. */
const clean = (s: string): string => withoutNul(s).replace(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();

export const updateResume: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  if (await recruiterModeOf(ctx.db, userId)) throw new ReplyError(CODE.FORBIDDEN, RECRUITER_MODE_ON);
  const now = ctx.services.clock();
  // The phone rule reads the area code sent beside the number (spec §5 shared phone validator).
  const schema = resumeEditSchema({ today: new Date(now) });
  // The introduction is longer than the default field cap by design; its own rule bounds it.
  const r = parseInput(schema, input, { ownText: ['selfIntroduction'] });
  const mobileCode = await knownAreaCode(ctx.db, r.mobileCode);
  await checkChoices(ctx.db, r);
  const attachment = r.attachment.trim();
  await checkAttachment(ctx.db, userId, attachment);
  await ctx.db.query(SAVE_SQL, [
    userId, clean(r.realName), r.gender, r.birthDate, r.mail.trim(), r.phone.trim(), r.educationId, r.jobStatusId, r.positionTypeId,
    Number(r.yearsWorked), r.industryId, r.positionId, Number(r.salaryMin), Number(r.salaryMax), r.moneyUnitId, r.billingCycleId,
    clean(r.selfIntroduction).slice(0, JOBS.introductionMax), clean(r.workLocation), r.areaId.trim(), attachment,
    attachment === '' ? '' : clean(r.attachmentName), r.isPublic === 1, r.languageId, new Date(now), mobileCode,
  ]);
  const row = await myResumeRow(ctx.db, userId, ctx);
  if (!row) throw new Error('jobs: a saved CV is missing');
  return okReply(await ownReply(ctx, row));
};
