// What a recruiter may still do with an application (spec §3 "Jobs and CVs": states sent, viewed,
// invited to interview, not retained; forward only). An invited applicant may still be declined
// after the interview; not retained is final, withdrawn is the applicant's final word: no button is
// shown that the server would refuse (the table: contract/application-moves.ts).
import { canMove } from '../../contract/application-moves.js';
import { JOBS } from '../../contract/constants.js';
import type { ApplicationState } from '../../contract/types/jobs.js';

const { sent, viewed, invited, notRetained, withdrawn } = JOBS.application;

export interface ApplicationActions {
  invite: boolean;
  decline: boolean;
}

export const actionsOf = (state: ApplicationState): ApplicationActions => ({
  invite: canMove('invite', state),
  decline: canMove('decline', state),
});

/** The state tabs of resumeManage, '' = all. Withdrawn applications show under "all" only. */
export const STATE_TABS: readonly (ApplicationState | '')[] = ['', sent, viewed, invited, notRetained];

/** Badge tone per state: waiting (sent), seen, good news, bad news, gone. */
export const STATE_TONE: Readonly<Record<ApplicationState, 'new' | 'seen' | 'good' | 'bad' | 'gone'>> = {
  [sent]: 'new', [viewed]: 'seen', [invited]: 'good', [notRetained]: 'bad', [withdrawn]: 'gone',
};

/** An application whose CV was just opened shows as viewed (the server marks it, spec: "opening marks viewed"). */
export const afterOpen = (state: ApplicationState): ApplicationState => (state === sent ? viewed : state);
