// A job is for a position (spec §5 "Required choices (message 'choose')"; the recruitment
// descriptor's subTagRequired): updateJob with the industry alone — a first-level tag — is refused
// with 4422 "choose" on tagId and writes nothing; the same job with a position is saved. The
// two-level modules that accept a first level alone (housekeeping) are untouched. Publish
// management then lists the job with its facts. Seeded database,
// real handlers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityId } from '../../../examples/server/seed/data/places.js';
import { tagId } from '../../../examples/server/seed/data/tags.js';
import { CYCLE, MONEY_ID } from '../../../examples/server/seed/data/units.js';
import { SEED_BY_KEY } from '../../../examples/server/seed/listings/index.js';
import { CODE } from '../../../src/contract/codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { openJobs, type JobsFixture } from './setup.js';

const m = MODULES.jobAndRecruit;
type Issues = { issues: { path: string; key: string }[] };

const jobPayload = (over: Record<string, unknown> = {}) => ({
  areaId: 'CIV', areaIds: ['CIV'], cityId: cityId('Abidjan'), tagId: tagId(m.key, 'cashier'), labelIds: [],
  location: 'Marcory Zone 4, Abidjan', title: 'Caissier ou caissière – Marcory',
  content: '<p>Supermarché de quartier cherche un caissier sérieux, horaires de journée, repas offert.</p>',
  contacts: 'Awa', mail: '', tel: '0701020304', fileList: [], originalLanguageId: 'fr',
  ...SEED_BY_KEY[m.key].samplePublish({ moneyUnitId: MONEY_ID.XOF!, sizeUnitId: 1, billingCycleId: CYCLE.month, brandId: 1, energyId: 1, qualityId: 1 }),
  ...over,
});

describe.each(TEST_DATABASES)('a job needs its position ($name)', (target) => {
  let fx: JobsFixture;

  beforeAll(async () => {
    fx = await openJobs(target, Date.now());
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('refuses the industry alone with "choose" on tagId, saves nothing, and accepts the position', async () => {
    const count = async () => (await fx.db.query<{ n: number }>("select count(*)::int as n from listings where user_id = 'u-enterprise'"))[0]!.n;
    const before = await count();
    const alone = await fx.call<Issues>(m.endpoints.update!.path, jobPayload({ tagId: tagId(m.key, 'retail') }), { as: 'u-enterprise' });
    expect(alone.code, JSON.stringify(alone)).toBe(CODE.VALIDATION);
    expect(alone.customData.issues[0]).toMatchObject({ path: 'tagId', key: MSG.choose });
    expect(await count()).toBe(before);
    const withPosition = await fx.call(m.endpoints.update!.path, jobPayload(), { as: 'u-enterprise' });
    expect(withPosition.code, JSON.stringify(withPosition)).toBe(200);
    expect(await count()).toBe(before + 1);
    // Publish management shows it with the job's facts, as its list row does (rowLayout 'job').
    const { serviceId } = (withPosition.customData as { serviceId: string });
    const mine = await fx.call<{ resultList: Record<string, unknown>[] }>(ENDPOINTS.getMyRelease.path, { userId: 'u-enterprise', moduleId: m.moduleId }, { as: 'u-enterprise' });
    expect(mine.code).toBe(200);
    const row = mine.customData.resultList.find((r) => r.serviceId === serviceId);
    expect(row).toMatchObject({ salaryMin: 150_000, salaryMax: 250_000, workNature: 1, workExpId: 2, degreeRequired: 3, tag: expect.any(String), imgPath: expect.any(String) });
    expect(row!.entName).toBeTruthy();
  });

  it('keeps the first level alone valid where the module allows it (descriptor without subTagRequired)', () => {
    expect(m.subTagRequired).toBe(true);
    const twoLevelOthers = Object.values(MODULES).filter((x) => x.filters.tagLevels === 2 && x.key !== m.key);
    expect(twoLevelOthers.length).toBeGreaterThan(0);
    for (const x of twoLevelOthers) expect(x.subTagRequired, x.key).toBeUndefined();
  });
});
