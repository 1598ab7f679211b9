// The recruitment seed's rows that are no listings (migration 024): the job lookups, and the
// employers who publish the seed jobs — enterprise accounts (accountType 2) with an active
// enterprise membership (spec §6 "Publishing recruitment requires a membership") and a company
// card each. Runs before the listings, which name these accounts as their publishers.
import { userQueueName } from '../accounts/seed-users.js';
import type { Queryable } from '../db/database.js';
import { countryOfCity, mobileCodeOf } from './data/places.js';
import { JOB_LOOKUP_ROWS } from './data/job-lookups.js';
import { tagId } from './data/tags.js';
import { insertRows } from './insert-rows.js';
import { jobAndRecruitSeed } from './listings/job-and-recruit.js';
import { EMPLOYERS, introductionOf, type EmployerSeed } from './listings/job-employers.js';
import { phonesFor } from './listings/common.js';
import { avatarImage } from './picture-paths.js';

const DAY_MS = 86_400_000;
/** member_levels id of the enterprise membership (migration 017). */
const ENTERPRISE_LEVEL = 3;

/** The job lookups alone (test fixtures without the rest of the seed need them to publish jobs). */
export async function insertJobLookups(q: Queryable): Promise<void> {
  await insertRows(q, 'job_lookups', { kind: 'text', id: 'int', names: 'jsonb', sort: 'int', extra: 'jsonb' },
    JOB_LOOKUP_ROWS.map((r) => ({ kind: r.kind, id: r.id, names: r.names, sort: r.id, extra: r.extra })));
}

/** The country of the company's phone (spec §5 area codes): its own, else the city's (Dakar +221, Accra +233, the rest +225). */
const phoneAreaOf = (x: EmployerSeed): string => x.phoneArea ?? countryOfCity(x.city);

export async function insertJobSeed(q: Queryable, now: number): Promise<void> {
  await insertJobLookups(q);
  const accounts = EMPLOYERS.filter((x) => x.userId.startsWith('u-job-'));
  await insertRows(
    q, 'users',
    { id: 'text', mail: 'text', pet_name: 'text', ent_name: 'text', account_type: 'int', avatar_path: 'text', area_id: 'text', language: 'text',
      member_level_id: 'int', is_member: 'boolean', expiry_time: 'timestamptz', release_area_num: 'int', user_mq: 'text', created_at: 'timestamptz' },
    accounts.map((x, i) => ({
      id: x.userId, mail: `recrutement@${x.key}.example.test`, pet_name: x.entName, ent_name: x.entName, account_type: 2,
      avatar_path: avatarImage(i + 4), area_id: countryOfCity(x.city), language: x.language, member_level_id: ENTERPRISE_LEVEL,
      is_member: true, expiry_time: new Date(now + 365 * DAY_MS).toISOString(), release_area_num: 999, user_mq: userQueueName(x.userId),
      created_at: new Date(now).toISOString(),
    })),
  );
  await insertRows(
    q, 'companies',
    { user_id: 'text', ent_name: 'text', industry_id: 'int', size_id: 'int', address: 'text', introduction: 'text', logo_path: 'text', mobile_code: 'text', phone: 'text', mail: 'text', website: 'text' },
    EMPLOYERS.map((x, i) => ({
      user_id: x.userId, ent_name: x.entName, industry_id: tagId(jobAndRecruitSeed.key, x.industry), size_id: x.sizeId, address: x.address,
      introduction: introductionOf(x), logo_path: '', mobile_code: mobileCodeOf(phoneAreaOf(x)), phone: phonesFor(phoneAreaOf(x), i * 13, 1)[0]!,
      mail: `recrutement@${x.key}.example.test`, website: x.website,
    })),
  );
}
