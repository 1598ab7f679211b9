// Who may still move a job application, and from which states (spec §3 "Jobs and CVs": sent,
// viewed, invited to interview, not retained; forward only). One table for the applicant's screen
// (withdraw, jobs-user/application-rules.ts) and the recruiter's (invite, decline,
// jobs-recruit/application-rules.ts), so neither offers a button the reference server refuses
// (examples/server/jobs/applications.ts withdrawApplication, applications-state.ts).
import { JOBS } from './constants.js';
import type { ApplicationState } from './types/jobs.js';

const { sent, viewed, invited } = JOBS.application;

/** Not yet closed: the recruiter has not declined it and the applicant has not withdrawn it. */
const OPEN: readonly ApplicationState[] = [sent, viewed, invited];

export type ApplicationMove = 'withdraw' | 'invite' | 'decline';

/** The states each move starts from: an invited applicant may still be declined or withdraw. */
export const APPLICATION_MOVES: Readonly<Record<ApplicationMove, readonly ApplicationState[]>> = {
  withdraw: OPEN,
  invite: [sent, viewed],
  decline: OPEN,
};

export const canMove = (move: ApplicationMove, state: ApplicationState): boolean => APPLICATION_MOVES[move].includes(state);
