// What the member centre lets the caller do with each level (spec §5 "Cannot buy a membership below
// the current level"; §6 "Enterprise membership needs enterprise authentication, which needs
// personal authentication"; §8 "Cannot purchase membership lower than current level", "first
// personal"). Pure: the screens and their tests read the same rules; the server checks them again
// when the order is made and when it is delivered.
import { ACCOUNT_TYPE, AUTHENTICATION } from '../../contract/statuses.js';
import type { UserAllInfo } from '../../contract/types/account.js';
import type { MemberBenefit } from '../../contract/types/usercenter.js';

/** What the rules read of the account info (the stored copy may lack fields: all optional). */
export type InfoLike = Partial<Pick<UserAllInfo, 'isMember' | 'memberLevelId' | 'expiryTime' | 'authentication' | 'accountType'>>;

/** The caller's level in force: its id and rank (0, 0 without an active membership). */
export interface CurrentLevel {
  levelId: number;
  rank: number;
  expiryTime: string;
}

export function currentLevelOf(info: InfoLike | null, levels: readonly MemberBenefit[]): CurrentLevel {
  const levelId = info?.memberLevelId ?? 0;
  if (!info || info.isMember !== 1 || levelId <= 0) return { levelId: 0, rank: 0, expiryTime: '' };
  const level = levels.find((l) => l.memberLevelId === levelId);
  return { levelId, rank: level?.rank ?? 0, expiryTime: info.expiryTime ?? '' };
}

/** buy: no membership yet; renew: the level in force; upgrade: a higher one; lower: refused. */
export type LevelAction = 'buy' | 'renew' | 'upgrade' | 'lower';

export function actionFor(level: MemberBenefit, current: CurrentLevel): LevelAction {
  if (level.memberLevelId === current.levelId) return 'renew';
  if (level.rank < current.rank) return 'lower';
  return current.levelId === 0 ? 'buy' : 'upgrade';
}

/**
 * What an enterprise level still needs: nothing, the personal authentication first (spec §8 "first
 * personal"), or the enterprise one. An enterprise account (accountType 2) has it.
 */
export type AuthNeed = 'none' | 'personal' | 'enterprise';

export function authNeedFor(level: Pick<MemberBenefit, 'tier'>, info: InfoLike | null): AuthNeed {
  if (level.tier !== 'enterprise') return 'none';
  if (info?.accountType === ACCOUNT_TYPE.enterprise || (info?.authentication ?? 0) >= AUTHENTICATION.enterprise) return 'none';
  return (info?.authentication ?? 0) >= AUTHENTICATION.personal ? 'enterprise' : 'personal';
}

/** The screen each missing authentication leads to (spec §2 usercenter/auth personal, authEnt). */
export const AUTH_ROUTE: Readonly<Record<Exclude<AuthNeed, 'none'>, string>> = {
  personal: '/usercenter/auth/personal',
  enterprise: '/usercenter/auth/authEnt',
};

const BUY_BASE = '/usercenter/menberCenter/buyMenber';

/** The pay page of a level: personal or enterprise (spec §2 buyMenber). */
export const buyHref = (level: Pick<MemberBenefit, 'tier' | 'memberLevelId'>): string =>
  `${BUY_BASE}/${level.tier === 'enterprise' ? 'entMenberPay' : 'personalMenberPay'}?memberLevelId=${level.memberLevelId}`;
