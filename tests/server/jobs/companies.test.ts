// Company cards (spec §6 "enterprise" accounts) and the job details' apply panel, on the seeded
// database: the card as seekers read it, an employer's published jobs, the enterprise-only form
// with every field checked (4422 naming the field) and the logo being the caller's own upload,
// and getJobApplyInfo for a visitor, the publisher and a seeker who applied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagId } from '../../../examples/server/seed/data/tags.js';
import { CODE } from '../../../src/contract/codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { CompanyCard, CompanyInfo, JobApplyInfo, JobSummary, MyCompanyReply } from '../../../src/contract/types/jobs.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { openJobs, type JobsFixture } from './setup.js';

const m = MODULES.jobAndRecruit;
type Search = { totalCount: number; resultList: JobSummary[] };
type Issues = { issues: { path: string; key: string }[] };

const form = (over: Partial<Record<keyof CompanyInfo, unknown>> = {}): Record<string, unknown> => ({
  entName: 'Abidjan Services SARL', industryId: tagId(m.key, 'domestic'), sizeId: 2, address: 'Cocody Angré 8e tranche, Abidjan',
  introduction: 'Personnel de maison, chauffeurs et gardiens pour les particuliers.', logoPath: '', mobileCode: '225', phone: '0701020304',
  mail: 'rh@abidjan-services.example.ci', website: 'https://abidjan-services.example.ci', ...over,
});

describe.each(TEST_DATABASES)('companies and apply info ($name)', (target) => {
  let fx: JobsFixture;
  let jobOfEnterprise = '';

  beforeAll(async () => {
    fx = await openJobs(target);
    const [row] = await fx.db.query<{ id: string }>("select id::text as id from listings where user_id = 'u-enterprise' and module_key = $1 order by id limit 1", [m.key]);
    jobOfEnterprise = row!.id;
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('shows a company card in the reader\'s language with its published jobs count', async () => {
    const en = await fx.call<CompanyCard>(ENDPOINTS.getCompanyCard.path, { userId: 'u-job-cacao-ivoire' });
    expect(en.code).toBe(200);
    const [{ n }] = (await fx.db.query<{ n: number }>("select count(*)::int as n from listings where user_id = 'u-job-cacao-ivoire' and status = 7")) as [{ n: number }];
    expect(en.customData).toMatchObject({ entName: 'Cacao Ivoire SA', industryName: 'Agribusiness and cocoa', sizeName: 'Over 1,000 employees', authenticated: false, jobCount: n });
    expect(n).toBeGreaterThan(0);
    const fr = await fx.call<CompanyCard>(ENDPOINTS.getCompanyCard.path, { userId: 'u-job-cacao-ivoire' }, { meta: { language: 'fr' } });
    expect(fr.customData.industryName).toBe('Agro-industrie / Cacao');
    // The seeded enterprise account passed its enterprise authentication.
    expect((await fx.call<CompanyCard>(ENDPOINTS.getCompanyCard.path, { userId: 'u-enterprise' })).customData.authenticated).toBe(true);
    expect((await fx.call(ENDPOINTS.getCompanyCard.path, { userId: 'u-personal' })).code).toBe(CODE.NOT_FOUND);
    expect((await fx.call(ENDPOINTS.getCompanyCard.path, { userId: '' })).code).toBe(CODE.VALIDATION);
  });

  it('lists an employer\'s published jobs as list rows, paged', async () => {
    const first = await fx.call<Search>(ENDPOINTS.searchCompanyJobs.path, { userId: 'u-job-cacao-ivoire', page: { index: 1, size: 2 } });
    expect(first.code).toBe(200);
    expect(first.customData.resultList).toHaveLength(2);
    expect(first.customData.resultList[0]).toMatchObject({ entName: 'Cacao Ivoire SA' });
    expect(Object.keys(first.customData.resultList[0]!).sort()).toEqual([...m.summaryFields].sort());
    const all = await fx.call<Search>(ENDPOINTS.searchCompanyJobs.path, { userId: 'u-job-cacao-ivoire' });
    expect(all.customData.totalCount).toBe(all.customData.resultList.length);
  });

  it('reads and writes the caller\'s own card; only enterprise accounts may write', async () => {
    const mine = await fx.call<MyCompanyReply>(ENDPOINTS.getMyCompanyInfo.path, {}, { as: 'u-enterprise' });
    expect(mine.customData.canEdit).toBe(true);
    expect(mine.customData.company?.entName).toBe('Abidjan Services SARL');
    const saved = await fx.call(ENDPOINTS.updateCompanyInfo.path, form({ entName: 'Abidjan Services', sizeId: 3 }), { as: 'u-enterprise' });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    const card = await fx.call<CompanyCard>(ENDPOINTS.getCompanyCard.path, { userId: 'u-enterprise' });
    expect(card.customData).toMatchObject({ entName: 'Abidjan Services', sizeId: 3, website: 'https://abidjan-services.example.ci', mobileCode: '225', phone: '0701020304' });
    // Another code, with that code's rule (+233: any digits): stored and read back with it.
    const accra = await fx.call(ENDPOINTS.updateCompanyInfo.path, form({ mobileCode: '+233', phone: '244123456' }), { as: 'u-enterprise' });
    expect(accra.code, JSON.stringify(accra)).toBe(200);
    const again = await fx.call<MyCompanyReply>(ENDPOINTS.getMyCompanyInfo.path, {}, { as: 'u-enterprise' });
    expect(again.customData.company).toMatchObject({ mobileCode: '233', phone: '244123456' });

    const personal = await fx.call<MyCompanyReply>(ENDPOINTS.getMyCompanyInfo.path, {}, { as: 'u-personal' });
    expect(personal.customData).toEqual({ company: null, canEdit: false });
    const refused = await fx.call(ENDPOINTS.updateCompanyInfo.path, form(), { as: 'u-personal' });
    expect(refused.code).toBe(CODE.FORBIDDEN);
    expect(refused.message).toBe('Only enterprise accounts can edit a company card');
    expect((await fx.call(ENDPOINTS.updateCompanyInfo.path, form())).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('refuses each bad field with 4422 naming it', async () => {
    await fx.db.query("insert into uploads (user_id, path, mime, bytes) values ('u-member', '/uploads/2024-01/member-logo.png', 'image/png', 100)");
    const bad: [Partial<Record<keyof CompanyInfo, unknown>>, string][] = [
      [{ entName: '' }, 'entName'], [{ entName: 'A' }, 'entName'], [{ entName: 'x'.repeat(121) }, 'entName'],
      [{ sizeId: 9 }, 'sizeId'], [{ sizeId: 'big' }, 'sizeId'],
      [{ industryId: tagId(m.key, 'mason') }, 'industryId'], [{ industryId: tagId('house', 'villa') }, 'industryId'],
      [{ address: 'x'.repeat(251) }, 'address'],
      [{ introduction: 'Trop court' }, 'introduction'], [{ introduction: 'x'.repeat(2001) }, 'introduction'],
      [{ introduction: '<script>alert(1)</script> une introduction assez longue' }, 'introduction'],
      [{ logoPath: '/uploads/2024-01/member-logo.png' }, 'logoPath'], [{ logoPath: 'http://evil.example/x.png' }, 'logoPath'],
      [{ phone: '12345' }, 'phone'], [{ phone: '' }, 'phone'],
      // Spec §5: the rule is the code sent with the phone's; unknown codes are refused.
      [{ phone: '070102030' }, 'phone'], [{ mobileCode: '86', phone: '0701020304' }, 'phone'],
      [{ mobileCode: '999' }, 'mobileCode'], [{ mobileCode: '' }, 'mobileCode'], [{ mobileCode: 'abc' }, 'mobileCode'],
      [{ mail: 'not-an-email' }, 'mail'],
      [{ website: 'javascript:alert(1)' }, 'website'], [{ website: 'ftp://files.example.ci' }, 'website'], [{ website: `https://${'a'.repeat(250)}.ci` }, 'website'],
    ];
    for (const [over, field] of bad) {
      const reply = await fx.call<Issues>(ENDPOINTS.updateCompanyInfo.path, form(over), { as: 'u-enterprise' });
      expect(reply.code, JSON.stringify(over).slice(0, 80)).toBe(CODE.VALIDATION);
      expect(reply.customData.issues[0]!.path, JSON.stringify(over).slice(0, 80)).toBe(field);
    }
    // Optional fields may be empty.
    const empty = await fx.call(ENDPOINTS.updateCompanyInfo.path, form({ address: '', mail: '', website: '', logoPath: '' }), { as: 'u-enterprise' });
    expect(empty.code).toBe(200);
  });

  it('gives a visitor the card alone, the publisher isOwner, a seeker their application', async () => {
    const visitor = await fx.call<JobApplyInfo>(ENDPOINTS.getJobApplyInfo.path, { serviceId: jobOfEnterprise });
    expect(visitor.code).toBe(200);
    expect(visitor.customData).toMatchObject({ application: null, hasResume: false, recruiterMode: false, isOwner: false });
    expect(visitor.customData.company?.userId).toBe('u-enterprise');
    const owner = await fx.call<JobApplyInfo>(ENDPOINTS.getJobApplyInfo.path, { serviceId: jobOfEnterprise }, { as: 'u-enterprise' });
    expect(owner.customData.isOwner).toBe(true);

    // A seeker with a CV who applied (rows written directly: applying is another suite's).
    await fx.db.query(
      `insert into resumes (id, user_id, real_name, gender, birth_date, education_id, job_status_id, position_type_id, years_worked, industry_id,
         position_id, salary_min, salary_max, money_unit_id, billing_cycle_id, self_introduction, work_location, area_id, language)
       values ('RIR99990001', 'u-seller', 'Yao Seller', 1, '1995-04-02', 3, 1, 1, 2, $1, $2, 100000, 150000, 1, 1, 'Sérieux et ponctuel, expérience en vente.', 'Abidjan', 'CIV', 'fr')`,
      [tagId(m.key, 'domestic'), tagId(m.key, 'private-driver')],
    );
    const [app] = await fx.db.query<{ id: string }>(
      `insert into job_applications (listing_id, resume_id, applicant_id, recruiter_id, state, resume_snapshot)
       values ($1::bigint, 'RIR99990001', 'u-seller', 'u-enterprise', 3, '{}') returning id::text as id`,
      [jobOfEnterprise],
    );
    const seeker = await fx.call<JobApplyInfo>(ENDPOINTS.getJobApplyInfo.path, { serviceId: jobOfEnterprise }, { as: 'u-seller' });
    expect(seeker.customData).toMatchObject({ application: { applicationId: app!.id, state: 3 }, hasResume: true, isOwner: false, recruiterMode: false });
    await fx.db.query("update users set recruiter_mode = true where id = 'u-member'");
    const member = await fx.call<JobApplyInfo>(ENDPOINTS.getJobApplyInfo.path, { serviceId: jobOfEnterprise }, { as: 'u-member' });
    expect(member.customData).toMatchObject({ application: null, hasResume: false, recruiterMode: true });
  });

  it('answers 4404 for a job that is not published or not a job, 4422 for a bad id', async () => {
    const [house] = await fx.db.query<{ id: string }>("select id::text as id from listings where module_key = 'house' limit 1");
    expect((await fx.call(ENDPOINTS.getJobApplyInfo.path, { serviceId: house!.id })).code).toBe(CODE.NOT_FOUND);
    await fx.db.query('update listings set status = 5 where id = $1::bigint', [jobOfEnterprise]);
    expect((await fx.call(ENDPOINTS.getJobApplyInfo.path, { serviceId: jobOfEnterprise })).code).toBe(CODE.NOT_FOUND);
    expect((await fx.call(ENDPOINTS.getJobApplyInfo.path, { serviceId: jobOfEnterprise }, { as: 'u-enterprise' })).code).toBe(200);
    expect((await fx.call(ENDPOINTS.getJobApplyInfo.path, { serviceId: 'abc' })).code).toBe(CODE.VALIDATION);
  });
});
