// Where a numeric module id (spec §3 "Module ids") leads: the menu tiles of /index (spec §2 "Menu
// tiles lead to /article, /land, …, /jobAndRecruit, …") and the bare-id ad links (spec §2 "Ad link
// jumping": "A bare module id goes to that module's list"). Listing modules come from the registry
// (DESIGN.md §3), recruitment (8) included: its list is the job list (identities.ts paths).
import { identityById, modulePath } from '../modules/identities.js';

/** The job screens an ad link can open (spec §2 "/jobAndRecruit", "Ad link jumping"). */
export const JOB_PATHS = {
  jobDetails: '/jobAndRecruit/jobWanted/jobDetails',
  recruitDetails: '/jobAndRecruit/recruit/recruitDetails',
} as const;

/** The list route of a module id, or null when the id names no screen (feedback 12, enterprise 21, …). */
export function moduleListPath(moduleId: number): string | null {
  const m = identityById(moduleId);
  return m ? modulePath(m, 'list') : null;
}
