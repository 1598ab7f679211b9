// Every user-centre case, in the order the user-centre suite plays them (coverage counts them all);
// the queue credentials of a logged-in user ride along.
import type { Case } from '../support/cases.js';
import { QUEUE_CASES } from './queue.js';
import { HELP_CASES } from './usercenter-help.js';
import { PROFILE_CASES } from './usercenter-profile.js';
import { SECURITY_CASES } from './usercenter-security.js';
import type { UcState } from './usercenter-state.js';

export const USERCENTER_CASES: readonly Case<UcState>[] = [...HELP_CASES, ...PROFILE_CASES, ...SECURITY_CASES, ...QUEUE_CASES];
