// The publishing user as the listing rules need them (spec §5, §6): the area code their phones are
// checked with, how many countries one listing may cover (releaseAreaNum), and the publish quota.
import { CODE } from '../../../src/contract/codes.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { ListingModule } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';
import { ReplyError, type RequestContext } from '../http/handler.js';
import { activeLevel } from '../payments/catalogue/member-level.js';
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
 * level"): the level in force decides (payments/catalogue/member-level.ts, as user info has it);
 * an expired membership publishes in no more countries than level 0.
 */
export async function loadPublisher(q: Queryable, ctx: RequestContext): Promise<Publisher> {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const now = ctx.services.clock();
  const [row] = await q.query<{ mobile_code: string | null }>(
    `select coalesce(c.mobile_code, u.mobile_code, '') as mobile_code
     from users u left join countries c on c.id = u.area_id where u.id = $1`,
    [ctx.user.userId],
  );
  if (!row) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  return {
    userId: ctx.user.userId,
    mobileCode: row.mobile_code ?? '',
    // spec §5: at least one country; 999 means all.
    releaseAreaNum: (await activeLevel(q, ctx.user.userId, now)).releaseAreaNum,
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
