// The publish quota from data (spec §6 "memberLevelId decides the publish quota"; "Publishing
// consumes a posting chance"): in a module, a user may have as many live listings as their active
// level's member_levels.free_listings (level 0 without an active membership: the level in force,
// catalogue/member-level.ts, as every other reader has it), plus one per unused,
// unexpired posting chance (posting_chances of that module, or of any: module_id null). A publish
// beyond the free listings spends one chance — the one expiring first — in the transaction that
// writes the listing, with the user's row locked, so two simultaneous publishes cannot both take
// the last one. Live: not deleted, neither taken down (3, "to be released": taking one down frees
// its place) nor waiting for payment (0).
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { LEVEL_IN_FORCE } from './catalogue/member-level.js';

export interface ModuleRef {
  /** listings.module_key. */
  key: string;
  /** posting_chances.module_id, commodities.module_id (spec §3 module ids). */
  moduleId: number;
}

export interface Allowance {
  /** The active level's free listings in a module. */
  freeListings: number;
  /** Live listings now. */
  live: number;
  /** Unused, unexpired chances usable in the module. */
  chances: number;
  /** Publishes left: free places plus chances. */
  left: number;
}

const NOT_LIVE = [PUBLISH_STATUS.toBeReleased, PUBLISH_STATUS.notPaid];

/** The allowance of `userId` in module `m` at `now` (checkRelease, checkReleaseNum, publishing). */
export async function publishAllowance(q: Queryable, userId: string, m: ModuleRef, now: number): Promise<Allowance> {
  const [row] = await q.query<{ free: number; live: number; chances: number }>(
    `select
       coalesce((select l.free_listings from member_levels l where l.id = ${LEVEL_IN_FORCE('$4::timestamptz')}),
                (select l.free_listings from member_levels l where l.id = 0), 0)::int as free,
       (select count(*) from listings where user_id = u.id and module_key = $2 and not deleted and status <> all($5::int[]))::int as live,
       (select coalesce(sum(quantity - used), 0) from posting_chances
          where user_id = u.id and (module_id is null or module_id = $3) and used < quantity and expires_at > $4::timestamptz)::int as chances
     from users u where u.id = $1`,
    [userId, m.key, m.moduleId, new Date(now), NOT_LIVE],
  );
  const free = Number(row?.free ?? 0);
  const live = Number(row?.live ?? 0);
  const chances = Number(row?.chances ?? 0);
  return { freeListings: free, live, chances, left: Math.max(0, free - live) + chances };
}

/**
 * Takes the place one more live listing needs, inside the publishing transaction `tx`: a free
 * place, else a chance (the one expiring first, then the oldest), else none (null). Locks the
 * user's row first: the caller's count and spend cannot interleave with another publish.
 */
export async function takePublishPlace(tx: Queryable, userId: string, m: ModuleRef, now: number): Promise<'free' | 'chance' | null> {
  await tx.query('select id from users where id = $1 for update', [userId]);
  const a = await publishAllowance(tx, userId, m, now);
  if (a.live < a.freeListings) return 'free';
  const [spent] = await tx.query(
    `update posting_chances set used = used + 1 where id = (
       select id from posting_chances where user_id = $1 and (module_id is null or module_id = $2) and used < quantity and expires_at > $3
       order by expires_at, id limit 1)
     returning id`,
    [userId, m.moduleId, new Date(now)],
  );
  return spent ? 'chance' : null;
}

export interface ChancesLeft {
  /** The module the chances are for; null: any module. */
  moduleId: number | null;
  /** Unused chances in unexpired packages. */
  left: number;
  /** ISO expiry of the first package to expire. */
  nextExpiry: string;
}

/**
 * Posting chances left per module (null = usable in any), for the user centre (userInfo's
 * levelRelatedVOS, myAssets). Only modules with chances are listed.
 */
export async function chancesLeft(q: Queryable, userId: string, now: number): Promise<ChancesLeft[]> {
  const rows = await q.query<{ module_id: number | null; left: number; next_expiry: Date | string }>(
    `select module_id, sum(quantity - used)::int as left, min(expires_at) as next_expiry from posting_chances
     where user_id = $1 and used < quantity and expires_at > $2
     group by module_id order by module_id nulls first`,
    [userId, new Date(now)],
  );
  return rows.map((r) => ({ moduleId: r.module_id === null ? null : Number(r.module_id), left: Number(r.left), nextExpiry: new Date(r.next_expiry).toISOString() }));
}

/**
 * Publishes left in every module the user can publish in (userInfo's levelRelatedVOS, spec §3
 * "levelRelatedVOS"): the level's free listings not in use plus the chances usable there, the same
 * numbers publishAllowance gives one module at a time.
 */
export async function publishesLeftByModule(q: Queryable, userId: string, modules: readonly ModuleRef[], now: number): Promise<{ moduleId: number; releaseNum: number }[]> {
  const [row] = await q.query<{ free: number; live: { key: string; n: number }[] | null; chances: { module_id: number | null; n: number }[] | null }>(
    `select
       coalesce((select l.free_listings from member_levels l where l.id = ${LEVEL_IN_FORCE('$2::timestamptz')}),
                (select l.free_listings from member_levels l where l.id = 0), 0)::int as free,
       (select json_agg(json_build_object('key', k, 'n', n)) from (
          select module_key as k, count(*)::int as n from listings
          where user_id = u.id and not deleted and status <> all($3::int[]) group by module_key) live) as live,
       (select json_agg(json_build_object('module_id', m, 'n', n)) from (
          select module_id as m, sum(quantity - used)::int as n from posting_chances
          where user_id = u.id and used < quantity and expires_at > $2::timestamptz group by module_id) c) as chances
     from users u where u.id = $1`,
    [userId, new Date(now), NOT_LIVE],
  );
  const free = Number(row?.free ?? 0);
  const live = new Map((row?.live ?? []).map((r) => [r.key, Number(r.n)]));
  const chances = row?.chances ?? [];
  const anyModule = chances.filter((c) => c.module_id === null).reduce((s, c) => s + Number(c.n), 0);
  return modules.map((m) => ({
    moduleId: m.moduleId,
    releaseNum: Math.max(0, free - (live.get(m.key) ?? 0)) + anyModule
      + chances.filter((c) => c.module_id !== null && Number(c.module_id) === m.moduleId).reduce((s, c) => s + Number(c.n), 0),
  }));
}
