// A published land listing of u-enterprise (the seed's): what the details-page suites (reports,
// contact events) act on as another user.
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { Queryable } from '../../../examples/server/db/database.js';

export async function enterpriseLandId(db: Queryable): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `select id::text as id from listings where module_key = 'land' and status = ${PUBLISH_STATUS.published} and not deleted
     and user_id = 'u-enterprise' order by id limit 1`,
  );
  if (!row) throw new Error('the seed has no published land listing of u-enterprise');
  return row.id;
}
