// The publishing user as the listing rules need them (spec §5, §6): the area code their phones are
// checked with, how many countries one listing may cover (releaseAreaNum), and the publish quota.
import { CODE } from '../../../src/contract/codes.js';
import { ALL_COUNTRIES_AREA_NUM } from '../../../src/contract/constants.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { ListingModule } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';
import { ReplyError, type RequestContext } from '../http/handler.js';
import { publishAllowance } from '../payments/quota.js';

export interface Publisher {
  userId: string;
  /** Area code of the user's country (spec §5 shared phone validator). */
  mobileCode: string;
  releaseAreaNum: number;
  /** ms: the request's clock (quota windows, membership expiry). */
  now: number;
}

/**
 * Countries per listing (spec §5 releaseAreaNum, §6 "Batch-publishing country count depends on
 * level"): the account's number while its membership is active (a bought level writes it,
 * payments/grants.ts); without one, no more than level 0 allows.
 */
export async function loadPublisher(q: Queryable, ctx: RequestContext): Promise<Publisher> {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const now = ctx.services.clock();
  const [row] = await q.query<{ mobile_code: string | null; release_area_num: number; active: boolean; base: number | null }>(
    `select coalesce(c.mobile_code, u.mobile_code, '') as mobile_code, u.release_area_num,
            (u.is_member and (u.expiry_time is null or u.expiry_time > $2)) as active,
            (select release_area_num from member_levels where id = 0) as base
     from users u left join countries c on c.id = u.area_id where u.id = $1`,
    [ctx.user.userId, new Date(now)],
  );
  if (!row) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const own = Number(row.release_area_num) || 1;
  const areas = row.active ? own : Math.min(own, Number(row.base ?? 1) || 1);
  return {
    userId: ctx.user.userId,
    mobileCode: row.mobile_code ?? '',
    // spec §5: at least one country; 999 means all.
    releaseAreaNum: Math.min(Math.max(1, areas), ALL_COUNTRIES_AREA_NUM),
    now,
  };
}

/** Publishes `p` has left in module `m` (payments/quota.ts: free listings of the level plus posting chances). */
export async function releasesLeft(q: Queryable, p: Publisher, m: ListingModule): Promise<number> {
  return (await publishAllowance(q, p.userId, m, p.now)).left;
}

/** spec §7 publish quota check: may this user publish one more listing in module `m`? */
export async function hasReleaseNum(q: Queryable, p: Publisher, m: ListingModule): Promise<boolean> {
  return (await releasesLeft(q, p, m)) > 0;
}

/** Whether moving a listing out of `status` takes a place: it leaves the taken-down state (payments/quota.ts). */
export const spendsChance = (status: number): boolean => status === PUBLISH_STATUS.toBeReleased;
