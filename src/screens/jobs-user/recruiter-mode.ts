// Turning recruiter mode on or off (spec §6 "Toggling member ability to view CVs and publish jobs;
// opening it blocks publishing a CV or viewing job infos"). Only members may turn it on: the
// server answers 4402 and the user is asked "Current authority insufficient, go to get
// membership?" (spec §8), leading to the membership centre. Kept apart from the hub's markup so
// the decision is unit tested.
import { CODE } from '../../contract/codes.js';
import type { JobHub } from '../../contract/types/jobs.js';

export type ModeOutcome =
  | { kind: 'done'; hub: JobHub }
  /** Not a member: offer the membership centre. */
  | { kind: 'membership' }
  /** Anything else: the API client already showed spec §8's effect. */
  | { kind: 'failed' };

export function modeOutcome(reply: { code: number; customData: JobHub | null | undefined }): ModeOutcome {
  if (reply.code === CODE.OK && reply.customData) return { kind: 'done', hub: reply.customData };
  if (reply.code === CODE.MEMBERSHIP_REQUIRED) return { kind: 'membership' };
  return { kind: 'failed' };
}
