// What the applicant may do with an application (spec §3: states move forward only; sent, viewed,
// invited to interview, not retained; withdrawn by the applicant). Pure: unit tested.
import { canMove } from '../../contract/application-moves.js';
import type { ApplicationState } from '../../contract/types/jobs.js';

/** Withdrawing is offered while the recruiter has not closed it (1-3); 4 and 5 are final. */
export const canWithdraw = (state: ApplicationState): boolean => canMove('withdraw', state);
