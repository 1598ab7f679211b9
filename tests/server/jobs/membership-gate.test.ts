// spec §6 "Publishing recruitment requires a membership": a new job by a caller whose membership in
// force does not include publishing jobs (member_levels.publish_jobs, the benefit the member centre
// lists: the enterprise level) is refused with 4402 errors.authorityInsufficient, the quota checks
// say needsMembership (no package helps), and an entitled member's job is saved for review.
// Other modules are untouched. Seeded database, real handlers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityId } from '../../../examples/server/seed/data/places.js';
import { labelIds } from '../../../examples/server/seed/data/labels.js';
import { tagId } from '../../../examples/server/seed/data/tags.js';
import { CYCLE, MONEY_ID } from '../../../examples/server/seed/data/units.js';
import { SEED_BY_KEY } from '../../../examples/server/seed/listings/index.js';
import { CODE } from '../../../src/contract/codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { openJobs, type JobsFixture } from './setup.js';

const m = MODULES.jobAndRecruit;

const jobPayload = (over: Record<string, unknown> = {}) => ({
  areaId: 'CIV', areaIds: ['CIV'], cityId: cityId('Abidjan'), tagId: tagId(m.key, 'cashier'), labelIds: labelIds(m.key, ['meals']),
  location: 'Marcory Zone 4, Abidjan', title: 'Caissière (H/F) – Marcory',
  content: '<p>Supermarché de quartier cherche une caissière sérieuse, horaires de journée, repas offert.</p>',
  contacts: 'Awa', mail: '', tel: '0701020304', fileList: [], originalLanguageId: 'fr',
  ...SEED_BY_KEY[m.key].samplePublish({ moneyUnitId: MONEY_ID.XOF!, sizeUnitId: 1, billingCycleId: CYCLE.month, brandId: 1, energyId: 1, qualityId: 1 }),
  ...over,
});

describe.each(TEST_DATABASES)('recruitment membership gate ($name)', (target) => {
  let fx: JobsFixture;
  const now = Date.now();

  beforeAll(async () => {
    fx = await openJobs(target, now);
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('saves an enterprise member\'s new job for review', async () => {
    const reply = await fx.call<{ serviceId: string; status: number }>(m.endpoints.update!.path, jobPayload(), { as: 'u-enterprise' });
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    expect([PUBLISH_STATUS.onReviewFirst, PUBLISH_STATUS.onReview, PUBLISH_STATUS.inTranslationFirst]).toContain(reply.customData.status);
    const [row] = await fx.db.query<{ attrs: Record<string, unknown>; module_id: number }>('select attrs, module_id from listings where id = $1::bigint', [reply.customData.serviceId]);
    expect(row).toMatchObject({ module_id: m.moduleId, attrs: { workExpId: 2, degreeRequired: 3, salaryMin: 150_000, salaryMax: 250_000, recruitNum: 3, workNature: 1, urgent: 0 } });
  });

  it('refuses a work experience or degree that names no job lookup, on its field', async () => {
    for (const [field, value] of [['workExpId', 99], ['degreeRequired', 42]] as const) {
      const reply = await fx.call<{ issues: { path: string }[] }>(m.endpoints.update!.path, jobPayload({ [field]: value }), { as: 'u-enterprise' });
      expect(reply.code, field).toBe(CODE.VALIDATION);
      expect(reply.customData.issues[0]!.path).toBe(field);
    }
  });

  it('refuses a new job without a membership: 4402 authorityInsufficient, nothing written', async () => {
    const before = await fx.db.query<{ n: number }>("select count(*)::int as n from listings where user_id = 'u-personal'");
    const reply = await fx.call(m.endpoints.update!.path, jobPayload(), { as: 'u-personal' });
    expect(reply.code).toBe(CODE.MEMBERSHIP_REQUIRED);
    // The server words the key in the caller's language (en here).
    expect(reply.message).toBe('Current authority insufficient, go to get membership?');
    const after = await fx.db.query<{ n: number }>("select count(*)::int as n from listings where user_id = 'u-personal'");
    expect(after).toEqual(before);
  });

  it('refuses an individual membership whose package does not publish jobs', async () => {
    // u-member: level 1 (individual), whose benefits list no job publishing.
    const reply = await fx.call(m.endpoints.update!.path, jobPayload(), { as: 'u-member' });
    expect(reply.code).toBe(CODE.MEMBERSHIP_REQUIRED);
    // The same member publishes in other modules.
    const house = await fx.call<{ hasReleaseNum: boolean; needsMembership?: boolean }>(ENDPOINTS.checkReleaseNum.path, { userId: 'u-member', moduleId: MODULES.house.moduleId }, { as: 'u-member' });
    expect(house.customData).toEqual({ hasReleaseNum: true });
  });

  it('checkReleaseNum says needsMembership for recruitment only; checkRelease refuses with 4402', async () => {
    const num = (as: string, moduleId: number) => fx.call<{ hasReleaseNum: boolean; needsMembership?: boolean }>(ENDPOINTS.checkReleaseNum.path, { userId: as, moduleId }, { as });
    expect((await num('u-personal', m.moduleId)).customData).toEqual({ hasReleaseNum: false, needsMembership: true });
    expect((await num('u-enterprise', m.moduleId)).customData).toEqual({ hasReleaseNum: true });
    expect((await num('u-member', m.moduleId)).customData).toEqual({ hasReleaseNum: false, needsMembership: true });
    expect((await num('u-personal', MODULES.house.moduleId)).customData.needsMembership).toBeUndefined();
    const release = await fx.call(ENDPOINTS.checkRelease.path, { userId: 'u-personal', moduleId: m.moduleId }, { as: 'u-personal' });
    expect(release.code).toBe(CODE.MEMBERSHIP_REQUIRED);
    const member = await fx.call<{ consumes: boolean }>(ENDPOINTS.checkRelease.path, { userId: 'u-enterprise', moduleId: m.moduleId }, { as: 'u-enterprise' });
    expect(member.code).toBe(200);
  });

  it('an expired membership no longer publishes jobs', async () => {
    await fx.db.query("update users set expiry_time = $1 where id = 'u-seller'", [new Date(now - 86_400_000)]);
    await fx.db.query("update users set is_member = true, member_level_id = 3 where id = 'u-seller'");
    const reply = await fx.call(m.endpoints.update!.path, jobPayload(), { as: 'u-seller' });
    expect(reply.code).toBe(CODE.MEMBERSHIP_REQUIRED);
  });

  it('gives every seeded employer an active membership and a company card', async () => {
    const rows = await fx.db.query<{ user_id: string; account_type: number; active: boolean; has_company: boolean }>(
      `select distinct l.user_id, u.account_type, (u.is_member and u.expiry_time > $2) as active,
              exists (select 1 from companies c where c.user_id = l.user_id) as has_company
       from listings l join users u on u.id = l.user_id where l.module_key = $1 and l.es_info_id like 'seed-%'`,
      [m.key, new Date(now)],
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const r of rows) expect(r, r.user_id).toMatchObject({ account_type: 2, active: true, has_company: true });
  });
});
