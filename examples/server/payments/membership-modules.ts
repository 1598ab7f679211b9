// Modules whose publishing needs a membership (spec §6 "Publishing recruitment requires a
// membership"), as data keyed by module id -> the level benefit it needs: the membership sold as
// allowing it (member_levels.publish_jobs, the benefit the member centre lists; enterprise level
// today). A publish there by a caller whose level in force lacks it (catalogue/member-level.ts) is
// refused with 4402 errors.authorityInsufficient, which the app answers with the membership
// centre, and the quota checks say needsMembership instead of offering posting packages (a package
// would not help).
import { CODE } from '../../../src/contract/codes.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { levelBenefits, type LevelBenefits } from './catalogue/member-level.js';

type Benefit = Exclude<keyof LevelBenefits, 'levelId'>;

export const MEMBERSHIP_MODULES: ReadonlyMap<number, Benefit> = new Map([[MODULE_ID.recruitment, 'publishJobs']]);

/** Whether `userId` lacks the membership module `moduleId` needs to publish (false where none is needed). */
export async function lacksMembership(q: Queryable, userId: string, moduleId: number, now: number): Promise<boolean> {
  const benefit = MEMBERSHIP_MODULES.get(moduleId);
  if (!benefit) return false;
  return !(await levelBenefits(q, userId, now))[benefit];
}

/** Refuses a publish in a membership module by a caller without one (4402). */
export async function checkPublishMembership(q: Queryable, userId: string, moduleId: number, now: number): Promise<void> {
  if (await lacksMembership(q, userId, moduleId, now)) throw new ReplyError(CODE.MEMBERSHIP_REQUIRED, 'errors.authorityInsufficient');
}
