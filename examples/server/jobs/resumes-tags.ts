// The job tags a CV names (spec §3 "CV": expected industry and position): the recruitment
// module's two tag levels, industry first, position under it (src/modules/job-and-recruit.ts).
import { MODULE_ID } from '../../../src/contract/constants.js';
import { moduleById } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';

/** The recruitment module's key, read from the registry (modules are data, DESIGN.md §3). */
export const jobModuleKey = (): string => {
  const m = moduleById(MODULE_ID.recruitment);
  if (!m) throw new Error('jobs: the recruitment module is not registered');
  return m.key;
};

/** Which of the two fields is wrong, or null: industry a first-level job tag, position one of its children. */
export async function tagProblem(db: Queryable, industryId: number, positionId: number): Promise<'industryId' | 'positionId' | null> {
  const [row] = await db.query<{ industry: boolean; position: boolean }>(
    `select exists (select 1 from tags where id = $1 and module_key = $3 and parent_id is null) as industry,
            exists (select 1 from tags where id = $2 and module_key = $3 and parent_id = $1) as position`,
    [industryId, positionId, jobModuleKey()],
  );
  if (!row?.industry) return 'industryId';
  return row.position ? null : 'positionId';
}
