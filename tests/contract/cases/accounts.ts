// Every account case, in the order the accounts suite plays them (coverage counts them all).
import type { Case } from '../support/cases.js';
import { CODE_CASES } from './account-codes.js';
import { LOGIN_CASES, PROBE_LIMIT_CASES } from './account-login.js';
import type { AccountState } from './account-state.js';

export const ACCOUNT_CASES: readonly Case<AccountState>[] = [...LOGIN_CASES, ...CODE_CASES];
export { PROBE_LIMIT_CASES };
