// Attrs that name a lookup row (spec §3 "Jobs and CVs": a job's work experience and required
// degree are job_lookups ids), checked on publish like the shared lookup columns: keyed by attr
// name, so any module with such an attr gets the check from its descriptor alone. An id that
// names nothing is refused on its field ("choose"), never stored.
import { MSG } from '../../../src/contract/validation/messages.js';
import type { ListingModule } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';
import { fieldError } from '../http/input.js';

/** Attr name -> job_lookups kind (migration 024). */
const ATTR_LOOKUP_KIND: Readonly<Record<string, string>> = {
  workExpId: 'workExp',
  degreeRequired: 'degree',
};

export async function checkAttrLookups(q: Queryable, m: ListingModule, attrs: Readonly<Record<string, unknown>>): Promise<void> {
  for (const a of m.attrs) {
    const kind = ATTR_LOOKUP_KIND[a.name];
    const id = attrs[a.name];
    if (!kind || typeof id !== 'number') continue;
    const rows = await q.query('select 1 from job_lookups where kind = $1 and id = $2', [kind, id]);
    if (rows.length === 0) throw fieldError(a.name, MSG.choose);
  }
}
