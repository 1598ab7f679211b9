// Shared set-up of the CV and application tests: the full server on a seeded database (the
// user-centre rig: movable clock, logins, uploads), the recruitment tags and units the CV form
// picks, a published seed job of the enterprise account, and a valid CV payload.
import { MODULE_ID } from '../../../src/contract/constants.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { Reply } from '../../../src/contract/envelope.js';
import type { ResumeEdit } from '../../../src/contract/types/jobs.js';
import { moduleById } from '../../../src/modules/index.js';
import type { TestDatabase } from '../databases.js';
import { openUsercentre, type SeedKey, type UcEnv } from '../usercenter/helpers.js';

export type JobEndpoint = keyof typeof ENDPOINTS;

export interface ResumeRig extends UcEnv {
  token(who: SeedKey): Promise<string>;
  /** Calls an endpoint by name as `who` (null: a visitor). */
  as<T = unknown>(who: SeedKey | null, name: JobEndpoint, body: unknown, language?: 'cn' | 'en' | 'fr'): Promise<Reply<T>>;
  /** A published job of the enterprise account (a seed job). */
  jobId: string;
  /** Industry and one of its positions; another industry's position. */
  tags: { industryId: number; positionId: number; foreignPositionId: number };
  cv(over?: Partial<ResumeEdit>): ResumeEdit;
}

/** The smallest file uploadFile takes as a pdf. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export async function openResumeRig(target: TestDatabase): Promise<ResumeRig> {
  const env = await openUsercentre(target);
  const key = moduleById(MODULE_ID.recruitment)!.key;
  const tokens = new Map<SeedKey, string>();
  const token = async (who: SeedKey) => {
    let t = tokens.get(who);
    if (!t) {
      t = await env.login(who, `dev-${who}`);
      tokens.set(who, t);
    }
    return t;
  };
  const [job] = await env.db.query<{ id: string }>(
    "select id::text as id from listings where module_key = $1 and user_id = 'u-enterprise' and status = 7 and not deleted order by id limit 1", [key]);
  if (!job) throw new Error('resume rig: the seed has no published job of u-enterprise');
  const [tag] = await env.db.query<{ industry: number; position: number; foreign: number }>(
    `select i.id as industry, p.id as position,
       (select p2.id from tags p2 where p2.module_key = $1 and p2.parent_id is not null and p2.parent_id <> i.id order by p2.id limit 1) as foreign
     from tags i join tags p on p.parent_id = i.id where i.module_key = $1 and i.parent_id is null order by i.id, p.id limit 1`, [key]);
  const [units] = await env.db.query<{ money: number; cycle: number }>(
    "select (select id from money_units where code = 'XOF') as money, (select id from billing_cycles order by sort, id limit 1) as cycle");
  const tags = { industryId: tag!.industry, positionId: tag!.position, foreignPositionId: tag!.foreign };
  return {
    ...env,
    token,
    async as<T>(who: SeedKey | null, name: JobEndpoint, body: unknown, language: 'cn' | 'en' | 'fr' = 'en') {
      return env.call<T>(ENDPOINTS[name].path, body, { ...(who ? { token: await token(who) } : {}), language, device: who ? `dev-${who}` : 'visitor' });
    },
    jobId: job.id,
    tags,
    cv: (over = {}) => ({
      realName: 'Aya Kouassi', gender: 2, birthDate: '1995-04-12', mail: 'aya.kouassi@example.test', mobileCode: '225', phone: '0701020304',
      educationId: 5, jobStatusId: 1, positionTypeId: 1, yearsWorked: 4, industryId: tags.industryId, positionId: tags.positionId,
      salaryMin: 150000, salaryMax: 250000, moneyUnitId: units!.money, billingCycleId: units!.cycle,
      selfIntroduction: 'Comptable rigoureuse, quatre ans en cabinet à Abidjan, maîtrise de Sage et du SYSCOHADA.',
      workLocation: 'Abidjan, Cocody', areaId: 'CIV', attachment: '', attachmentName: '', isPublic: 1, languageId: 'fr', ...over,
    }),
  };
}
