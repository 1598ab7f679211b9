// Who may buy which membership (spec §5 "Cannot buy a membership below the current level"; §6
// enterprise membership needs enterprise authentication, which needs personal).
import { describe, expect, it } from 'vitest';
import type { MemberBenefit } from '../../../../src/contract/types/usercenter.js';
import { actionFor, authNeedFor, buyHref, currentLevelOf } from '../../../../src/screens/user-member/member-rules.js';

const level = (id: number, rank: number, tier: MemberBenefit['tier'] = 'personal'): MemberBenefit => ({
  memberLevelId: id, name: `L${id}`, levelPath: '', tier, rank, price: 1000 * id, priceFlag: 'FCFA', validDays: 30, releaseAreaNum: 3,
  freeListings: 10, viewContacts: true, viewCvs: false, publishJobs: false, benefits: [],
});
const LEVELS = [level(1, 1), level(2, 2), level(3, 3, 'enterprise')];

describe('membership rules', () => {
  it('reads the level in force from the account info (none when lapsed or absent)', () => {
    expect(currentLevelOf(null, LEVELS)).toEqual({ levelId: 0, rank: 0, expiryTime: '' });
    expect(currentLevelOf({ isMember: 0, memberLevelId: 2, expiryTime: '' }, LEVELS).levelId).toBe(0);
    expect(currentLevelOf({ isMember: 1, memberLevelId: 2, expiryTime: '2031-01-01T00:00:00.000Z' }, LEVELS)).toEqual({ levelId: 2, rank: 2, expiryTime: '2031-01-01T00:00:00.000Z' });
  });

  it('buy without a membership, renew the same level, upgrade a higher one, refuse a lower one', () => {
    const none = currentLevelOf(null, LEVELS);
    expect(LEVELS.map((l) => actionFor(l, none))).toEqual(['buy', 'buy', 'buy']);
    const two = currentLevelOf({ isMember: 1, memberLevelId: 2, expiryTime: '' }, LEVELS);
    expect(LEVELS.map((l) => actionFor(l, two))).toEqual(['lower', 'renew', 'upgrade']);
  });

  it('asks for personal authentication first, then enterprise; an enterprise account has it', () => {
    const ent = LEVELS[2]!;
    expect(authNeedFor(LEVELS[0]!, null)).toBe('none');
    expect(authNeedFor(ent, null)).toBe('personal');
    expect(authNeedFor(ent, { authentication: 0, accountType: 1 })).toBe('personal');
    expect(authNeedFor(ent, { authentication: 1, accountType: 1 })).toBe('enterprise');
    expect(authNeedFor(ent, { authentication: 2, accountType: 1 })).toBe('none');
    expect(authNeedFor(ent, { authentication: 0, accountType: 2 })).toBe('none');
  });

  it('leads each tier to its pay page', () => {
    expect(buyHref(LEVELS[0]!)).toBe('/usercenter/menberCenter/buyMenber/personalMenberPay?memberLevelId=1');
    expect(buyHref(LEVELS[2]!)).toBe('/usercenter/menberCenter/buyMenber/entMenberPay?memberLevelId=3');
  });
});
