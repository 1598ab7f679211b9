// The publishing user as the listing rules need them (spec §5, §6): the area code their phones are
// checked with, how many countries one listing may cover (releaseAreaNum), and the publish quota.
import { CODE } from '../../../src/contract/codes.js';
import { ALL_COUNTRIES_AREA_NUM } from '../../../src/contract/constants.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { ListingModule } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';
import { ReplyError, type RequestContext } from '../http/handler.js';

export interface Publisher {
  userId: string;
  /** Area code of the user's country (spec §5 shared phone validator). */
  mobileCode: string;
  releaseAreaNum: number;
  activeMember: boolean;
}

/**
 * Publish quota (spec §6 "memberLevelId decides the publish quota"; amounts not shown, ours): a
 * user with an active membership publishes freely; without one, FREE_LISTINGS listings per module
 * are out at a time. Deleted listings and taken-down ones (status 3, "to be released") do not
 * count: taking one down frees its chance, publishing it again (or editing it back into review)
 * spends one (spec §4 "publish again"). Buying packages is the value-added services domain's work.
 */
export const FREE_LISTINGS = 3;

export async function loadPublisher(q: Queryable, ctx: RequestContext): Promise<Publisher> {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const [row] = await q.query<{ mobile_code: string | null; release_area_num: number; is_member: boolean; expiry_time: Date | string | null }>(
    `select coalesce(c.mobile_code, u.mobile_code, '') as mobile_code, u.release_area_num, u.is_member, u.expiry_time
     from users u left join countries c on c.id = u.area_id where u.id = $1`,
    [ctx.user.userId],
  );
  if (!row) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const expiry = row.expiry_time === null ? null : new Date(row.expiry_time).getTime();
  return {
    userId: ctx.user.userId,
    mobileCode: row.mobile_code ?? '',
    // spec §5: at least one country; 999 means all.
    releaseAreaNum: Math.min(Math.max(1, Number(row.release_area_num) || 1), ALL_COUNTRIES_AREA_NUM),
    activeMember: row.is_member && (expiry === null || expiry > ctx.services.clock()),
  };
}

/** Chances `p` has left in module `m`; null when they are not counted (an active member). */
export async function releasesLeft(q: Queryable, p: Publisher, m: ListingModule): Promise<number | null> {
  if (p.activeMember) return null;
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from listings where user_id = $1 and module_key = $2 and not deleted and status <> ${PUBLISH_STATUS.toBeReleased}`,
    [p.userId, m.key],
  );
  return Math.max(0, FREE_LISTINGS - Number(row?.n ?? 0));
}

/** spec §7 publish quota check: may this user publish one more listing in module `m`? */
export async function hasReleaseNum(q: Queryable, p: Publisher, m: ListingModule): Promise<boolean> {
  const left = await releasesLeft(q, p, m);
  return left === null || left > 0;
}

/** Whether moving a listing out of `status` spends a chance: it leaves the taken-down state (see FREE_LISTINGS). */
export const spendsChance = (status: number): boolean => status === PUBLISH_STATUS.toBeReleased;
