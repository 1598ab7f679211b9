// CVs as recruiters find and open them (spec §2 recruit/recruitList, recruitDetails; §6):
// - searchResumeByTerms: public CVs only, newest first, by keywords (the CV's search document),
//   industry or position (tagId: an industry matches its positions), education, years worked,
//   position type; names masked unless this reader may see contact details (resumes-access.ts);
// - searchResumeDetailById: a public CV, one's own, or one sent to the caller (an application or
//   a chat); anything else is "not found" (4404), like an id that never existed. A recruiter who
//   received an application reads the CV as it was sent (the snapshot), and opening it moves that
//   application from sent to viewed (spec: "sent, viewed, invited to interview, not retained").
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { JOBS } from '../../../src/contract/constants.js';
import type { Resume, ResumeSummary } from '../../../src/contract/types/jobs.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { keywordsSchema, optionalLookupIdSchema, pageSchema, pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { SqlParams } from '../listings/sql.js';
import { fileUrlSigner } from '../private-files/file-key.js';
import { requireUser } from '../usercenter/caller.js';
import { accessFor, receivedResumes, viewerOf } from './resumes-access.js';
import { resumeReply, resumeSelect, resumeSummary, type ResumeRow } from './resumes-read.js';

export const RESUME_PAGE_SIZE = 15;
const RESUME_ID = /^RIR\d{1,18}$/;

const yearsMinSchema = v.pipe(
  v.custom<number | string | null | undefined>(
    (x) => x === undefined || x === null || x === '' || (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= JOBS.yearsWorkedMax)
      || (typeof x === 'string' && /^\d{1,2}$/.test(x.trim()) && Number(x) <= JOBS.yearsWorkedMax),
    MSG.checkWarning,
  ),
  v.transform((x) => (x === undefined || x === null || x === '' ? 0 : Number(x))),
);

const searchSchema = formObject({
  page: pageSchema,
  keyWords: keywordsSchema,
  tagId: optionalLookupIdSchema,
  educationId: optionalLookupIdSchema,
  yearsMin: yearsMinSchema,
  positionTypeId: optionalLookupIdSchema,
});

export const resumeRefSchema = formObject({
  recruitingResumeId: v.pipe(v.string(MSG.checkWarning), v.regex(RESUME_ID, MSG.checkWarning)),
});

export const searchResumeByTerms: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(searchSchema, input, { ownText: ['keyWords'] });
  const page = pageWindow(req.page, RESUME_PAGE_SIZE);
  const p = new SqlParams();
  const select = resumeSelect('resumes r', p, ctx.language);
  const where = ['r.is_public'];
  // Keywords as in the listing lists (migration 026 search_words_query): every word as a word start,
  // Chinese as its pieces; built once per statement (a sub-select), never per row.
  if (req.keyWords !== '') where.push(`r.search_doc @@ (select search_words_query(${p.add(req.keyWords)}::text))`);
  if (req.tagId !== null) {
    const tag = p.add(req.tagId);
    where.push(`(r.industry_id = ${tag}::int or r.position_id = ${tag}::int)`);
  }
  if (req.educationId !== null) where.push(`r.education_id = ${p.add(req.educationId)}::int`);
  if (req.yearsMin > 0) where.push(`r.years_worked >= ${p.add(req.yearsMin)}::int`);
  if (req.positionTypeId !== null) where.push(`r.position_type_id = ${p.add(req.positionTypeId)}::int`);
  const base = `${select} where ${where.join(' and ')}`;
  const filterValues = [...p.values];
  const rows = await ctx.db.query<ResumeRow & { total_count: number }>(
    `select q.*, count(*) over () as total_count from (${base}) q
     order by q.updated_at desc, q.id desc limit ${p.add(page.size)}::int offset ${p.add(page.offset)}::int`,
    p.values,
  );
  // Past the last page the window count has no row to ride on: count alone.
  const [counted] = rows.length === 0 && page.offset > 0
    ? await ctx.db.query<{ n: number }>(`select count(*)::int as n from (${base}) q`, filterValues)
    : [{ n: Number(rows[0]?.total_count ?? 0) }];
  const totalCount = Number(counted?.n ?? 0);
  const now = ctx.services.clock();
  const viewer = await viewerOf(ctx.db, me, now);
  const received = await receivedResumes(ctx.db, me, rows.map((r) => r.id));
  const reply: SearchReply<ResumeSummary> = {
    totalCount,
    resultList: rows.map((r) => resumeSummary(r, accessFor(viewer, r, received.has(r.id)).contactVisible, now)),
  };
  return okReply(reply);
};

const notFound = () => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');

/** The CV as sent in the caller's newest live application of it, marking those applications viewed. */
async function openReceived(ctx: RequestContext, me: string, resumeId: string): Promise<ResumeRow | undefined> {
  const now = new Date(ctx.services.clock());
  return ctx.db.transaction(async (tx) => {
    await tx.query(
      'update job_applications set state = $3, updated_at = $4 where recruiter_id = $1 and resume_id = $2 and state = $5',
      [me, resumeId, JOBS.application.viewed, now, JOBS.application.sent],
    );
    const p = new SqlParams();
    const source = 'job_applications a cross join lateral jsonb_populate_record(null::resumes, a.resume_snapshot) r';
    const [row] = await tx.query<ResumeRow>(
      `${resumeSelect(source, p, ctx.language)} where a.recruiter_id = ${p.add(me)} and a.resume_id = ${p.add(resumeId)}
         and a.state <> ${p.add(JOBS.application.withdrawn)}::int order by a.created_at desc limit 1`,
      p.values,
    );
    return row;
  });
}

export const searchResumeDetailById: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { recruitingResumeId: id } = parseInput(resumeRefSchema, input);
  const now = ctx.services.clock();
  const p = new SqlParams();
  const [live] = await ctx.db.query<ResumeRow>(`${resumeSelect('resumes r', p, ctx.language)} where r.id = ${p.add(id)}`, p.values);
  if (!live) throw notFound();
  const sign = await fileUrlSigner(ctx.db, now);
  const visible = { contactVisible: true, reason: '' } as const;
  if (live.user_id === me) return okReply<Resume>(resumeReply(live, visible, now, sign));
  if ((await receivedResumes(ctx.db, me, [id])).has(id)) {
    const sent = await openReceived(ctx, me, id);
    return okReply<Resume>(resumeReply(sent ?? live, visible, now, sign));
  }
  if (!live.is_public) throw notFound();
  const viewer = await viewerOf(ctx.db, me, now);
  return okReply<Resume>(resumeReply(live, accessFor(viewer, live, false), now, sign));
};
