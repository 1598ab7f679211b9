// What the apply button of a job's details offers (the apply button states; spec §4
// "Logged out: a confirm dialog (login first)"; spec §6 "opening [recruiter mode] blocks
// publishing a CV or viewing job infos"): one decision, in order, from who is looking and the
// job's apply info (getJobApplyInfo).
import { JOBS } from '../../contract/constants.js';
import type { ApplicationState, JobApplyInfo } from '../../contract/types/jobs.js';

export type ApplyState =
  /** Logged out: "apply" asks to log in first. */
  | { kind: 'login' }
  /** The apply info is still loading (or failed): the button waits. */
  | { kind: 'pending' }
  /** The viewer published the job: a link to its applications instead. */
  | { kind: 'owner' }
  /** Already applied: the state, and "withdraw" while the recruiter has not decided. */
  | { kind: 'applied'; applicationId: string; state: ApplicationState; canWithdraw: boolean }
  /** Recruiter mode is on: applying is blocked, with the reason. */
  | { kind: 'recruiterMode' }
  /** No CV yet: "apply" leads to the CV form. */
  | { kind: 'noResume' }
  | { kind: 'apply' };

/** States in which the applicant may still withdraw (sent, viewed, invited). */
const WITHDRAWABLE: readonly ApplicationState[] = [JOBS.application.sent, JOBS.application.viewed, JOBS.application.invited];

export function applyStateOf(userId: string, info: JobApplyInfo | null): ApplyState {
  if (!userId) return { kind: 'login' };
  if (!info) return { kind: 'pending' };
  if (info.isOwner) return { kind: 'owner' };
  const a = info.application;
  // A withdrawn application is final (contract withdrawApplication: "state 5, final").
  if (a) return { kind: 'applied', applicationId: a.applicationId, state: a.state, canWithdraw: WITHDRAWABLE.includes(a.state) };
  if (info.recruiterMode) return { kind: 'recruiterMode' };
  if (!info.hasResume) return { kind: 'noResume' };
  return { kind: 'apply' };
}
