// Where a submitted authentication stands (statuses.AUDIT_STATUS; spec §9 "Enterprise review
// within 24 hours"): the authentication screens and userInfo's entries read it the same way.
import { AUDIT_STATUS } from '../../contract/statuses.js';

export type ReviewState = 'review' | 'passed' | 'failed';

/** The state a record's status means; anything not decided yet is "in review". */
export function reviewState(status: number): ReviewState {
  if (status === AUDIT_STATUS.passed) return 'passed';
  if (status === AUDIT_STATUS.failed) return 'failed';
  return 'review';
}
