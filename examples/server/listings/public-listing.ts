// What visitors may see of a listing (spec §4: only status 7 "published" shows in lists and
// details), in one place: published, not deleted, and its owner not suspended by the moderators
// (console reports queue; listings.owner_suspended is kept with users.suspended_at, migration
// 022-moderation). The list indexes are partial on exactly this predicate, so every public read
// states it through here and the planner matches them.
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';

/** The SQL condition over the listings relation `alias`: constants only, no parameter. */
export const publicListing = (alias = 'l'): string =>
  `${alias}.status = ${PUBLISH_STATUS.published} and not ${alias}.deleted and not ${alias}.owner_suspended`;
