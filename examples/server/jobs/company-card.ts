// A company as job seekers see it (companyInfo, the job details' side panel; spec §6 "enterprise"
// accounts): the card the enterprise account wrote (migration 024 companies), its industry and
// size names in the reader's language, whether its enterprise authentication passed, and how
// many jobs it has published now.
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { CompanyCard, CompanyInfo } from '../../../src/contract/types/jobs.js';
import { moduleById } from '../../../src/modules/index.js';
import { nameSql } from '../catalogue/names.js';
import type { Queryable } from '../db/database.js';
import { publicListing } from '../listings/public-listing.js';

export interface CompanyRow {
  user_id: string;
  ent_name: string;
  industry_id: number | null;
  size_id: number;
  address: string;
  introduction: string;
  logo_path: string;
  mobile_code: string;
  phone: string;
  mail: string;
  website: string;
}

/** The recruitment module's key (listings.module_key), from its id: no key is written here. */
export const jobModuleKey = (): string => moduleById(MODULE_ID.recruitment)!.key;

export const COMPANY_COLUMNS = 'c.user_id, c.ent_name, c.industry_id, c.size_id, c.address, c.introduction, c.logo_path, c.mobile_code, c.phone, c.mail, c.website';

export const companyInfoOf = (r: CompanyRow): CompanyInfo => ({
  entName: r.ent_name, industryId: r.industry_id ?? 0, sizeId: r.size_id, address: r.address, introduction: r.introduction,
  logoPath: r.logo_path, mobileCode: r.mobile_code, phone: r.phone, mail: r.mail, website: r.website,
});

/** The card of `userId`'s company, or null when the account has none. */
export async function companyCard(q: Queryable, userId: string, language: string): Promise<CompanyCard | null> {
  const [r] = await q.query<CompanyRow & { user_mq: string; industry_name: string | null; size_name: string | null; authenticated: boolean; job_count: number }>(
    `select ${COMPANY_COLUMNS}, u.user_mq,
       (select ${nameSql('t.names', 2)} from tags t where t.id = c.industry_id) as industry_name,
       (select ${nameSql('k.names', 2)} from job_lookups k where k.kind = 'companySize' and k.id = c.size_id) as size_name,
       exists (select 1 from authentications a where a.user_id = c.user_id and a.kind = 'enterprise' and a.status = 'passed') as authenticated,
       (select count(*) from listings l where l.user_id = c.user_id and l.module_key = $3 and ${publicListing('l')})::int as job_count
     from companies c join users u on u.id = c.user_id
     where c.user_id = $1`,
    [userId, language, jobModuleKey()],
  );
  if (!r) return null;
  return {
    ...companyInfoOf(r), userId: r.user_id, userMq: r.user_mq, industryName: r.industry_name ?? '', sizeName: r.size_name ?? '',
    authenticated: r.authenticated, jobCount: Number(r.job_count),
  };
}
