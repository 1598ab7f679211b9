// getJobLookups (spec §3 "Jobs and CVs": work experience, degrees, CV statuses, position types,
// salary rate options 0 to 10, company sizes; the industries with their positions): one reply
// with every list the job and CV forms and filters pick from, names in the caller's language.
// It reads no caller, so the reply cache keeps it for everyone like the other lookups (it is in
// the catalogue's table: cache/cache-policy.ts).
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { IdName } from '../../../src/contract/types/common.js';
import type { JobLookups, SalaryRate } from '../../../src/contract/types/jobs.js';
import { moduleById } from '../../../src/modules/index.js';
import { nameSql } from '../catalogue/names.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { emptySchema, parseInput } from '../http/input.js';

interface LookupRow {
  kind: string;
  id: number;
  name: string;
  extra: Record<string, unknown>;
}

interface TagRow {
  id: number;
  parent_id: number | null;
  name: string;
}

const numberOrNull = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

function salaryRate(r: LookupRow): SalaryRate {
  return {
    id: r.id, name: r.name,
    salaryMin: numberOrNull(r.extra.salaryMin), salaryMax: numberOrNull(r.extra.salaryMax),
    moneyUnitId: numberOrNull(r.extra.moneyUnitId) ?? 0, billingCycleId: numberOrNull(r.extra.billingCycleId) ?? 0,
  };
}

/** The recruitment module's tags as industries (first level) with their positions (second level). */
async function industries(q: Queryable, language: string): Promise<JobLookups['industries']> {
  const key = moduleById(MODULE_ID.recruitment)!.key;
  const tags = await q.query<TagRow>(
    `select id, parent_id, ${nameSql('names', 2)} as name from tags where module_key = $1 order by sort, id`, [key, language]);
  return tags
    .filter((t) => t.parent_id === null)
    .map((t) => ({ id: t.id, name: t.name, children: tags.filter((c) => c.parent_id === t.id).map((c) => ({ id: c.id, name: c.name })) }));
}

export async function jobLookups(q: Queryable, language: string): Promise<JobLookups> {
  const rows = await q.query<LookupRow>(
    `select kind, id, ${nameSql('names', 1)} as name, extra from job_lookups order by kind, sort, id`, [language]);
  const of = (kind: string): IdName[] => rows.filter((r) => r.kind === kind).map((r) => ({ id: r.id, name: r.name }));
  return {
    industries: await industries(q, language),
    workExperiences: of('workExp'),
    degrees: of('degree'),
    jobStatuses: of('jobStatus'),
    positionTypes: of('positionType'),
    salaryRates: rows.filter((r) => r.kind === 'salaryRate').map(salaryRate),
    companySizes: of('companySize'),
  };
}

const getJobLookups: Handler = async (input, ctx) => {
  parseInput(emptySchema, input);
  return okReply(await jobLookups(ctx.db, ctx.language));
};

export const JOB_LOOKUP_HANDLERS: HandlerTable = {
  getJobLookups: getJobLookups as HandlerTable['getJobLookups'],
};
