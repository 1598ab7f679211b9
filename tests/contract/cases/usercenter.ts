// Every user-centre case, in the order the user-centre suite plays them (coverage counts them all).
import type { Case } from '../support/cases.js';
import { HELP_CASES } from './usercenter-help.js';
import { PROFILE_CASES } from './usercenter-profile.js';
import { SECURITY_CASES } from './usercenter-security.js';
import type { UcState } from './usercenter-state.js';

export const USERCENTER_CASES: readonly Case<UcState>[] = [...HELP_CASES, ...PROFILE_CASES, ...SECURITY_CASES];
