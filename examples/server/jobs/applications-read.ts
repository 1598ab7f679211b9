// Applications as their applicant (userCenter/myDeliver) and the recruiter (recruit/resumeManage)
// read them (spec §3 "Jobs and CVs": sent, viewed, invited to interview, not retained): the job's
// title in the reader's language (else its original), employer, salary and place, the applicant
// as the CV sent names them. Newest first; pages like the listing lists.
import * as v from 'valibot';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { Application, ApplicationState } from '../../../src/contract/types/jobs.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { optionalServiceIdSchema, pageSchema, pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { SqlParams } from '../listings/sql.js';
import { requireUser } from '../usercenter/caller.js';

export const APPLICATION_PAGE_SIZE = 15;

export interface ApplicationRow {
  id: string;
  listing_id: string;
  resume_id: string;
  applicant_id: string;
  recruiter_id: string;
  state: number;
  note: string;
  title: string;
  ent_name: string;
  avatar_path: string;
  salary_min: string | null;
  salary_max: string | null;
  price_flag: string;
  billing_cycle_name: string;
  country_names: string;
  city_name: string;
  applicant_name: string;
  applicant_avatar: string;
  applicant_mq: string;
  position_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  total_count?: number;
}

const named = (alias: string, lang: string) => `coalesce(${alias}.names->>${lang}, ${alias}.names->>'en', '')`;

/** SELECT of applications `a` with their job and people; the caller adds WHERE and ORDER. */
export function applicationSelect(p: SqlParams, language: LanguageCode): string {
  const lang = `${p.add(language)}::text`;
  return `select a.id::text as id, a.listing_id::text as listing_id, a.resume_id, a.applicant_id, a.recruiter_id, a.state, a.note,
      coalesce((select t.title from listing_texts t where t.listing_id = l.id and t.language = ${lang}),
               (select t.title from listing_texts t where t.listing_id = l.id and t.language = l.original_language), '') as title,
      coalesce(nullif(co.ent_name, ''), nullif(ru.ent_name, ''), ru.pet_name) as ent_name,
      coalesce(nullif(co.logo_path, ''), ru.avatar_path) as avatar_path,
      l.attrs->>'salaryMin' as salary_min, l.attrs->>'salaryMax' as salary_max, coalesce(mu.flag, '') as price_flag,
      ${named('bc', lang)} as billing_cycle_name,
      coalesce((select string_agg(${named('c', lang)}, ', ' order by c.sort) from countries c where c.id = any(l.area_ids)), '') as country_names,
      coalesce(${named('ci', lang)}, '') as city_name,
      coalesce(a.resume_snapshot->>'real_name', au.pet_name) as applicant_name, au.avatar_path as applicant_avatar, au.user_mq as applicant_mq,
      ${named('pos', lang)} as position_name, a.created_at, a.updated_at
    from job_applications a
    join listings l on l.id = a.listing_id
    join users ru on ru.id = a.recruiter_id
    join users au on au.id = a.applicant_id
    left join companies co on co.user_id = a.recruiter_id
    left join money_units mu on mu.id = l.money_unit_id
    left join billing_cycles bc on bc.id = l.billing_cycle_id
    left join cities ci on ci.id = l.city_id
    left join tags pos on pos.id = l.tag_id`;
}

const iso = (t: Date | string): string => new Date(t).toISOString();

export function applicationReply(r: ApplicationRow): Application {
  return {
    applicationId: r.id,
    recruitingInfoId: r.listing_id,
    recruitingResumeId: r.resume_id,
    state: r.state as ApplicationState,
    note: r.note,
    title: r.title,
    entName: r.ent_name,
    avatarPath: r.avatar_path,
    salaryMin: Number(r.salary_min ?? 0) || 0,
    salaryMax: Number(r.salary_max ?? 0) || 0,
    priceFlag: r.price_flag,
    billingCycleName: r.billing_cycle_name,
    countryCityName: [r.country_names, r.city_name].filter((s) => s !== '').join(' · '),
    applicantName: r.applicant_name,
    applicantAvatar: r.applicant_avatar,
    applicantUserId: r.applicant_id,
    applicantUserMq: r.applicant_mq,
    positionName: r.position_name,
    createTime: iso(r.created_at),
    updateTime: iso(r.updated_at),
  };
}

/** One application by id (any party: the caller checks who may see it). */
export async function applicationById(db: Queryable, id: string, language: LanguageCode): Promise<ApplicationRow | undefined> {
  const p = new SqlParams();
  const [row] = await db.query<ApplicationRow>(`${applicationSelect(p, language)} where a.id = ${p.add(id)}::bigint`, p.values);
  return row;
}

async function page(db: Queryable, language: LanguageCode, where: (p: SqlParams) => string, pageIndex: ReturnType<typeof pageWindow>): Promise<SearchReply<Application>> {
  const p = new SqlParams();
  const select = applicationSelect(p, language);
  const condition = where(p);
  const filterValues = [...p.values];
  const rows = await db.query<ApplicationRow>(
    `select q.*, count(*) over () as total_count from (${select} where ${condition}) q
     order by q.created_at desc, q.id desc limit ${p.add(pageIndex.size)}::int offset ${p.add(pageIndex.offset)}::int`,
    p.values,
  );
  const [counted] = rows.length === 0 && pageIndex.offset > 0
    ? await db.query<{ n: number }>(`select count(*)::int as n from (${select} where ${condition}) q`, filterValues)
    : [{ n: Number(rows[0]?.total_count ?? 0) }];
  return { totalCount: Number(counted?.n ?? 0), resultList: rows.map(applicationReply) };
}

const pageOnlySchema = formObject({ page: pageSchema });

export const getMyDeliver: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(pageOnlySchema, input);
  return okReply(await page(ctx.db, ctx.language, (p) => `a.applicant_id = ${p.add(me)}`, pageWindow(req.page, APPLICATION_PAGE_SIZE)));
};

const stateFilterSchema = v.pipe(
  // Types first: Number() of an object runs the sender's valueOf (input.ts scalarText says why not).
  v.custom<number | string | null | undefined>(
    (x) => x === undefined || x === null || x === '' || ((typeof x === 'number' || (typeof x === 'string' && /^\d$/.test(x))) && [1, 2, 3, 4, 5].includes(Number(x))),
    MSG.checkWarning,
  ),
  v.transform((x) => (x === undefined || x === null || x === '' ? null : Number(x))),
);

const receivedSchema = formObject({ page: pageSchema, recruitingInfoId: optionalServiceIdSchema, state: stateFilterSchema });

export const getReceivedResumes: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(receivedSchema, input);
  const where = (p: SqlParams) => [
    `a.recruiter_id = ${p.add(me)}`,
    ...(req.recruitingInfoId !== null ? [`a.listing_id = ${p.add(req.recruitingInfoId)}::bigint`] : []),
    ...(req.state !== null ? [`a.state = ${p.add(req.state)}::int`] : []),
  ].join(' and ');
  return okReply(await page(ctx.db, ctx.language, where, pageWindow(req.page, APPLICATION_PAGE_SIZE)));
};
