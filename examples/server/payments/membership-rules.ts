// Who may buy which membership (spec §5 "Cannot buy a membership below the current level"; §6
// "Enterprise membership needs enterprise authentication, which needs personal authentication";
// §8 "Cannot purchase membership lower than current level", "first personal"), and what a bought
// one does to the account (payments/grants.ts). Checked when the order is made AND again when it
// is delivered: two orders may race (a level 3 delivered before a level 1 paid earlier).
import { CODE } from '../../../src/contract/codes.js';
import { ACCOUNT_TYPE, AUTHENTICATION } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { authenticationLevel } from '../usercenter/authentication-store.js';
import { activeLevel } from './catalogue/member-level.js';

const DAY_MS = 86_400_000;

export interface LevelFacts {
  id: number;
  tier: 'none' | 'personal' | 'enterprise';
  rank: number;
}

/** The rank of the caller's active level (0 without an active membership). */
async function activeRank(q: Queryable, userId: string, now: number): Promise<number> {
  const { levelId } = await activeLevel(q, userId, now);
  if (levelId === 0) return 0;
  const [row] = await q.query<{ rank: number }>('select rank from member_levels where id = $1', [levelId]);
  return Number(row?.rank ?? 0);
}

/** Refuses a level below the active one (the same one is a renewal, a higher one an upgrade). */
export async function checkNotLower(q: Queryable, userId: string, level: LevelFacts, now: number): Promise<void> {
  if (level.rank < (await activeRank(q, userId, now))) throw new ReplyError(CODE.FORBIDDEN, 'errors.membershipLower');
}

/** Enterprise tiers need a passed enterprise authentication (or an enterprise account), which needs personal. */
export async function checkEnterpriseAuthentication(q: Queryable, userId: string): Promise<void> {
  const [user] = await q.query<{ account_type: number }>('select account_type from users where id = $1', [userId]);
  if (user?.account_type === ACCOUNT_TYPE.enterprise) return;
  const level = await authenticationLevel(q, userId);
  if (level >= AUTHENTICATION.enterprise) return;
  if (level < AUTHENTICATION.personal) throw new ReplyError(CODE.FORBIDDEN, 'validation.firstPersonal');
  throw new ReplyError(CODE.FORBIDDEN, 'errors.enterpriseAuthFirst');
}

export async function checkMembershipPurchase(q: Queryable, userId: string, level: LevelFacts, now: number): Promise<void> {
  await checkNotLower(q, userId, level, now);
  if (level.tier === 'enterprise') await checkEnterpriseAuthentication(q, userId);
}

/**
 * The new expiry of a bought period: `days` from the later of now and the current expiry when a
 * membership is active (a renewal or an upgrade never loses the days already paid for).
 */
export function extendedExpiry(currentExpiry: Date | string | null, active: boolean, days: number, now: number): Date {
  const from = active && currentExpiry !== null ? Math.max(now, new Date(currentExpiry).getTime()) : now;
  return new Date(from + days * DAY_MS);
}
