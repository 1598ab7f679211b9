// The caller's membership in force (spec §6 "memberLevelId decides the publish quota",
// "Batch-publishing country count depends on level (releaseAreaNum)"): users.member_level_id counts
// only while is_member holds and expiry_time lies ahead of the server's clock (ctx.services.clock,
// which tests move); otherwise the caller is level 0. The one place this is decided: user info, the
// publish form's country count (listings/publisher.ts), the publish quota (quota.ts), prices and
// membership rules all read the level in force from here, so an expired membership takes every
// benefit away at once, with no job having to rewrite the users row.
import { ALL_COUNTRIES_AREA_NUM } from '../../../../src/contract/constants.js';
import type { Queryable } from '../../db/database.js';

/** SQL: the level in force of users row alias `u` at the timestamptz expression `now` (0 without an active membership). */
export const LEVEL_IN_FORCE = (now: string, u = 'u'): string =>
  `case when ${u}.is_member and ${u}.member_level_id > 0 and (${u}.expiry_time is null or ${u}.expiry_time > ${now}) then ${u}.member_level_id else 0 end`;

export interface ActiveLevel {
  /** The level in force now (0 without an active membership). */
  levelId: number;
  /** ISO expiry of the active membership; '' when none. */
  expiryTime: string;
  /**
   * Countries one listing may cover (1…999, 999 = all, spec §5): while a membership is in force,
   * the number its purchase wrote on the account (payments/grants.ts: as sold, a later change of
   * member_levels takes nothing back), never fewer than level 0's; without one, level 0's.
   */
  releaseAreaNum: number;
}

interface LevelRow {
  level_id: number;
  expiry_time: Date | string | null;
  own: number;
  base: number | null;
}

const clampAreas = (n: number): number => Math.min(Math.max(1, Math.trunc(n) || 1), ALL_COUNTRIES_AREA_NUM);

export async function activeLevel(q: Queryable, userId: string, now: number): Promise<ActiveLevel> {
  const [u] = await q.query<LevelRow>(
    `select ${LEVEL_IN_FORCE('$2::timestamptz')} as level_id, u.expiry_time, u.release_area_num as own,
            (select l.release_area_num from member_levels l where l.id = 0) as base
     from users u where u.id = $1`,
    [userId, new Date(now)],
  );
  const base = clampAreas(Number(u?.base ?? 1));
  const levelId = Number(u?.level_id ?? 0);
  if (!u || levelId <= 0) return { levelId: 0, expiryTime: '', releaseAreaNum: base };
  return {
    levelId,
    expiryTime: u.expiry_time === null ? '' : new Date(u.expiry_time).toISOString(),
    releaseAreaNum: Math.max(base, clampAreas(Number(u.own))),
  };
}

/** What the level in force allows beyond the quota (member_levels columns, shown as the member benefits). */
export interface LevelBenefits {
  levelId: number;
  /** Read CV contact details (spec §6 "viewing ... depend on the package"). */
  viewCvs: boolean;
  /** Publish recruitment (spec §6 "Publishing recruitment requires a membership"). */
  publishJobs: boolean;
}

/** The benefits of `userId`'s level in force at `now` (level 0's when no membership is in force). */
export async function levelBenefits(q: Queryable, userId: string, now: number): Promise<LevelBenefits> {
  const [r] = await q.query<{ level_id: number; view_cvs: boolean; publish_jobs: boolean }>(
    `select l.id as level_id, l.view_cvs, l.publish_jobs
     from users u join member_levels l on l.id = ${LEVEL_IN_FORCE('$2::timestamptz')}
     where u.id = $1`,
    [userId, new Date(now)],
  );
  return { levelId: Number(r?.level_id ?? 0), viewCvs: r?.view_cvs === true, publishJobs: r?.publish_jobs === true };
}
