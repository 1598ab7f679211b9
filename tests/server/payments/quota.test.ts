// The publish quota from data (spec §6 "memberLevelId decides the publish quota"; "publishing
// consumes a posting chance"): the level's free listings (member_levels) plus posting chances, a
// chance spent — the one expiring first — in the transaction that writes the listing; two
// publishes at once with one chance left: one goes to review (4), the other is kept as 0 "not
// paid"; checkRelease, checkReleaseNum and userInfo's levelRelatedVOS answer from the same numbers.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { chancesLeft, publishAllowance } from '../../../examples/server/payments/quota.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { CheckReleaseReply, QuotaCheckReply } from '../../../src/contract/types/commons.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { payload, TOKENS, USER_IDS, withFixture, type Fixture, type UserName } from '../listings/fixtures.js';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('publish quota from data on $name', (target) => {
  let db: Database;
  let fx: Fixture;
  withFixture(target, (opened, fixture) => {
    db = opened;
    fx = fixture;
  });

  const grant = (userId: string, moduleId: number | null, quantity: number, days: number, used = 0) =>
    db.query('insert into posting_chances (user_id, module_id, quantity, used, expires_at) values ($1, $2, $3, $4, $5)', [userId, moduleId, quantity, used, new Date(Date.now() + days * DAY)]);
  const check = async (moduleKey: 'land' | 'house' | 'visa', user: UserName = 'carol') =>
    (await fx.server.call<CheckReleaseReply>('/user/v1/commons/checkRelease', { moduleId: MODULES[moduleKey].moduleId }, { token: TOKENS[user] })).reply;
  const quota = async (moduleKey: 'land' | 'house' | 'visa', user: UserName = 'carol') =>
    (await fx.server.call<QuotaCheckReply>('/user/v1/commons/checkReleaseNum', { moduleId: MODULES[moduleKey].moduleId }, { token: TOKENS[user] })).reply.customData.hasReleaseNum;
  const submit = async (moduleKey: 'land' | 'house' | 'visa', user: UserName = 'carol') => {
    const { reply } = await fx.server.call<{ serviceId: string; status: number }>(MODULES[moduleKey].endpoints.update!.path, payload(moduleKey, fx.ids, user), { token: TOKENS[user] });
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    return reply.customData;
  };
  const used = async (userId: string) =>
    (await db.query<{ module_id: number | null; used: number; quantity: number }>('select module_id, used, quantity from posting_chances where user_id = $1 order by expires_at, id', [userId]));

  it('level 0 has its free listings, then chances of the module or of any module, the soonest to expire first', async () => {
    const land = MODULES.land;
    expect(await publishAllowance(db, USER_IDS.carol, land, Date.now())).toEqual({ freeListings: 3, live: 0, chances: 0, left: 3 });
    for (let i = 0; i < 3; i++) expect((await submit('land')).status).toBe(PUBLISH_STATUS.onReviewFirst);
    expect(await quota('land')).toBe(false);
    expect((await check('land')).code).toBe(4403);
    // Chances: one for houses only (never used here), one for any module expiring later, one sooner.
    await grant(USER_IDS.carol, MODULES.house.moduleId, 1, 30);
    await grant(USER_IDS.carol, null, 1, 60);
    await grant(USER_IDS.carol, null, 1, 10);
    // Expired and used-up packages count for nothing.
    await grant(USER_IDS.carol, null, 5, -1);
    await grant(USER_IDS.carol, null, 2, 30, 2);
    expect((await check('land')).customData).toEqual({ releaseNum: 1, consumes: true });
    expect(await quota('land')).toBe(true);
    expect((await submit('land')).status).toBe(PUBLISH_STATUS.onReviewFirst);
    // The 10-day chance went first.
    expect((await used(USER_IDS.carol)).filter((c) => c.used === 1).map((c) => c.quantity)).toEqual([1]);
    expect((await db.query<{ used: number }>("select used from posting_chances where user_id = $1 and module_id is null and quantity = 1 order by expires_at", [USER_IDS.carol])).map((r) => r.used)).toEqual([1, 0]);
    expect((await submit('land')).status).toBe(PUBLISH_STATUS.onReviewFirst);
    // The house chance stays for houses.
    expect(await quota('land')).toBe(false);
    expect(await chancesLeft(db, USER_IDS.carol, Date.now())).toEqual([{ moduleId: MODULES.house.moduleId, left: 1, nextExpiry: expect.any(String) }]);
    // userInfo's levelRelatedVOS reads the same numbers (the user centre's handler is not in this fixture's table: the function it calls).
    const { publishesLeftByModule } = await import('../../../examples/server/payments/quota.js');
    const byModule = await publishesLeftByModule(db, USER_IDS.carol, [MODULES.land, MODULES.house, MODULES.visa], Date.now());
    expect(byModule).toEqual([{ moduleId: 2, releaseNum: 0 }, { moduleId: 6, releaseNum: 4 }, { moduleId: 9, releaseNum: 3 }]);
  });

  it('beyond the quota, a new listing is kept as 0 "not paid", takes no place, and an edit spends nothing', async () => {
    const kept = await submit('land');
    expect(kept.status).toBe(PUBLISH_STATUS.notPaid);
    expect(await quota('land')).toBe(false);
    const [row] = await db.query<{ status: number; event: string; to_status: number }>(
      'select l.status, e.event, e.to_status from listings l join listing_events e on e.listing_id = l.id where l.id = $1::bigint', [kept.serviceId]);
    expect(row).toEqual({ status: 0, event: 'create', to_status: 0 });
  });

  it('a member\'s level decides the free listings; an expired membership falls back to level 0', async () => {
    // alice: level 2 (30 free listings per module).
    expect(await publishAllowance(db, USER_IDS.alice, MODULES.visa, Date.now())).toMatchObject({ freeListings: 30 });
    await db.query('update users set expiry_time = $2 where id = $1', [USER_IDS.alice, new Date(Date.now() - DAY)]);
    expect(await publishAllowance(db, USER_IDS.alice, MODULES.visa, Date.now())).toMatchObject({ freeListings: 3 });
    const ability = await fx.server.call<{ releaseAreaNum: number }>('/user/v2/commons/getMineReleaseAbility', { moduleId: 9 }, { token: TOKENS.alice });
    expect(ability.reply.customData.releaseAreaNum).toBe(1);
    await db.query('update users set expiry_time = null where id = $1', [USER_IDS.alice]);
    expect((await fx.server.call<{ releaseAreaNum: number }>('/user/v2/commons/getMineReleaseAbility', { moduleId: 9 }, { token: TOKENS.alice })).reply.customData.releaseAreaNum).toBe(3);
  });

  it('two publishes at once with one chance left: one goes to review, the other is kept as not paid', async () => {
    // bob (level 2) fills his free houses, then has exactly one chance.
    await db.query('update users set member_level_id = 0, is_member = false where id = $1', [USER_IDS.bob]);
    for (let i = 0; i < 3; i++) await submit('house', 'bob');
    await grant(USER_IDS.bob, null, 1, 30);
    for (let round = 0; round < 3; round++) {
      const both = await Promise.all([submit('house', 'bob'), submit('house', 'bob')]);
      expect(both.map((r) => r.status).sort()).toEqual(round === 0 ? [PUBLISH_STATUS.notPaid, PUBLISH_STATUS.onReviewFirst] : [PUBLISH_STATUS.notPaid, PUBLISH_STATUS.notPaid]);
    }
    expect(await used(USER_IDS.bob)).toEqual([{ module_id: null, used: 1, quantity: 1 }]);
    const [live] = await db.query<{ n: number }>("select count(*)::int as n from listings where user_id = $1 and module_key = 'house' and status not in (0, 3)", [USER_IDS.bob]);
    expect(live!.n).toBe(4);
  });
});
