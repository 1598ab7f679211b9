// The money screens' public reads (spec §2 menberCenter, valueAddedServices): membership levels with
// their benefits in the caller's language, and the price lists per level (everyone's rows plus the
// level's own, a level's row replacing everyone's for the same package); a logged-in caller always
// gets the list of the level in force, whatever memberLevelId the query carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { Commodity, MemberBenefit } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, type UcEnv } from '../usercenter/helpers.js';
import { DAY } from './catalogue-fixtures.js';

const LANGS: readonly LanguageCode[] = ['cn', 'en', 'fr'];
const names = (list: readonly Commodity[]) => list.map((c) => c.name);

describe.each(TEST_DATABASES)('money reads: levels and prices ($name)', (target) => {
  let env: UcEnv;
  beforeAll(async () => { env = await openUsercentre(target); });
  afterAll(async () => { await env?.close(); });

  it('lists the levels for sale by rank, in the caller language, with benefit lines', async () => {
    const byLang = Object.fromEntries(await Promise.all(LANGS.map(async (language) =>
      [language, (await env.call<MemberBenefit[]>(P.getMemberBenefits.path, {}, { language })).customData] as const)));
    const en = byLang.en!;
    expect(en.map((l) => [l.memberLevelId, l.tier, l.rank, l.price, l.validDays])).toEqual([
      [1, 'personal', 1, 5000, 30], [2, 'personal', 2, 12000, 90], [3, 'enterprise', 3, 50000, 365],
    ]);
    expect(en.map((l) => l.name)).toEqual(['Individual member', 'Premium individual', 'Enterprise member']);
    expect(byLang.fr!.map((l) => l.name)).toEqual(['Membre particulier', 'Particulier premium', 'Membre entreprise']);
    expect(byLang.cn![0]!.name).toBe('个人会员');
    expect(en[0]!).toMatchObject({ priceFlag: 'FCFA', freeListings: 10, releaseAreaNum: 3, viewContacts: true, viewCvs: false, publishJobs: false });
    // Quota and countries first, then the abilities the level has (individual: contacts only).
    expect(en[0]!.benefits).toEqual([
      expect.stringContaining('10'), expect.stringContaining('3'), expect.stringMatching(/contact/i),
    ]);
    expect(en[2]!.benefits).toHaveLength(5);
    expect(en[2]!.benefits[1]).toMatch(/every country/i);
    expect(byLang.fr![2]!.benefits[1]).toMatch(/tous les pays/i);
    expect(byLang.cn![2]!.benefits.join('')).toMatch(/[\u4e00-\u9fff]/);
    for (const l of LANGS) for (const level of byLang[l]!) expect(level.benefits.every((b) => !b.includes('{{'))).toBe(true);
  });

  it('leaves inactive levels out and refuses a non-object body', async () => {
    await env.db.query('update member_levels set active = false where id = 2');
    try {
      const levels = (await env.call<MemberBenefit[]>(P.getMemberBenefits.path, {})).customData;
      expect(levels.map((l) => l.memberLevelId)).toEqual([1, 3]);
    } finally {
      await env.db.query('update member_levels set active = true where id = 2');
    }
    const bad = await env.call(P.getMemberBenefits.path, [1]);
    expect(bad.code).toBe(4422);
  });

  it('gives visitors everyone\'s list, or a level\'s preview where its row replaces everyone\'s', async () => {
    const everyone = (await env.call<Commodity[]>(P.getCommodityList.path, {})).customData;
    expect(everyone.map((c) => [c.kind, c.quantity, c.price, c.memberLevelId])).toEqual([
      ['chances', 5, 1000, 0], ['chances', 20, 3500, 0], ['top', 7, 2000, 0], ['refresh', 1, 200, 0], ['publish', 1, 500, 0],
    ]);
    expect(everyone[0]).toMatchObject({ moduleId: 0, releaseNum: 5, validDays: 30, priceFlag: 'FCFA', name: '5 posting chances' });
    expect(everyone[2]!.releaseNum).toBe(0);
    const preview = (await env.call<Commodity[]>(P.getCommodityList.path, { memberLevelId: 1 }, { language: 'fr' })).customData;
    expect(names(preview)).toEqual(['5 annonces', '20 annonces (prix membre)', 'En tête pendant 7 jours', 'Remonter', 'Une annonce']);
    expect(preview[1]).toMatchObject({ price: 2500, memberLevelId: 1 });
    // A level without rows of its own sees everyone's list.
    expect((await env.call<Commodity[]>(P.getCommodityList.path, { memberLevelId: 3 })).customData).toHaveLength(5);
  });

  it('prices a logged-in caller by the level in force, not by the query', async () => {
    const member = await env.login('member', 'prices-member');
    const asMember = (await env.call<Commodity[]>(P.getCommodityList.path, { memberLevelId: 0 }, { token: member })).customData;
    expect(asMember.map((c) => c.price)).toEqual([1000, 2500, 2000, 200, 500]);
    const personal = await env.login('personal', 'prices-personal');
    const asPersonal = (await env.call<Commodity[]>(P.getCommodityList.path, { memberLevelId: 1 }, { token: personal })).customData;
    expect(asPersonal.map((c) => c.price)).toEqual([1000, 3500, 2000, 200, 500]);
    // Once the membership has lapsed, the member pays everyone's prices.
    await env.db.query('update users set expiry_time = $1 where id = $2', [new Date(env.clock.now - DAY), SEED_USERS.member.id]);
    try {
      const lapsed = (await env.call<Commodity[]>(P.getCommodityList.path, { memberLevelId: 1 }, { token: member })).customData;
      expect(lapsed.map((c) => c.price)).toEqual([1000, 3500, 2000, 200, 500]);
    } finally {
      await env.db.query('update users set expiry_time = $1 where id = $2', [new Date(env.clock.now + 300 * DAY), SEED_USERS.member.id]);
    }
  });

  it('filters by module: the module\'s own packages and any-module ones; inactive rows never show', async () => {
    const [house] = await env.db.query<{ id: number }>(
      `insert into commodities (kind, module_id, member_level_id, names, descriptions, quantity, valid_days, price, sort)
       values ('chances', 6, 0, '{"en":"3 house listings"}', '{"en":"Houses only"}', 3, 30, 600, 0) returning id`,
    );
    await env.db.query(
      `insert into commodities (kind, module_id, member_level_id, names, descriptions, quantity, valid_days, price, sort, active)
       values ('chances', null, 0, '{"en":"Old package"}', '{"en":"Withdrawn"}', 2, 30, 100, 0, false)`,
    );
    const forHouse = (await env.call<Commodity[]>(P.getCommodityList.path, { moduleId: 6 })).customData;
    expect(forHouse[0]).toMatchObject({ commodityId: house!.id, moduleId: 6, name: '3 house listings' });
    expect(forHouse).toHaveLength(6);
    const forLand = (await env.call<Commodity[]>(P.getCommodityList.path, { moduleId: 2 })).customData;
    expect(names(forLand)).not.toContain('3 house listings');
    expect(names(forLand)).not.toContain('Old package');
    // No module: every active row of the list.
    expect((await env.call<Commodity[]>(P.getCommodityList.path, {})).customData).toHaveLength(6);
    await env.db.query('delete from commodities where id = $1', [house!.id]);
  });

  it('answers one package in the caller language; unknown, inactive and malformed ids are coded', async () => {
    const list = (await env.call<Commodity[]>(P.getCommodityList.path, {})).customData;
    const top = list.find((c) => c.kind === 'top')!;
    const detail = await env.call<Commodity>(P.getCommodityDetail.path, { commodityId: top.commodityId }, { language: 'cn' });
    expect(detail.code).toBe(200);
    expect(detail.customData).toMatchObject({ kind: 'top', quantity: 7, price: 2000, name: '置顶7天' });
    expect(detail.customData.description).toMatch(/[\u4e00-\u9fff]/);
    expect((await env.call(P.getCommodityDetail.path, { commodityId: 999_999 })).code).toBe(4404);
    const [inactive] = await env.db.query<{ id: number }>('select id from commodities where not active limit 1');
    expect((await env.call(P.getCommodityDetail.path, { commodityId: inactive!.id })).code).toBe(4404);
    for (const body of [{}, { commodityId: 'top' }, { commodityId: 0 }, { commodityId: 1.5 }, { commodityId: -3 }, 'x']) {
      const r = await env.call(P.getCommodityDetail.path, body);
      expect(r.code, JSON.stringify(body)).toBe(4422);
    }
    for (const body of [{ moduleId: 'house' }, { memberLevelId: -1 }, { moduleId: 1e9 }, 7]) {
      expect((await env.call(P.getCommodityList.path, body)).code, JSON.stringify(body)).toBe(4422);
    }
  });
});
