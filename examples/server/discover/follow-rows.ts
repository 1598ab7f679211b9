// Users as the follow screens list them (types/discover.ts FollowUser: myFocus, myFans, focus):
// author fields, the caller's isFocus, published posts and fans — one query per page with the
// counts as subqueries, never one query per user.
import type { FollowUser } from '../../../src/contract/types/discover.js';
import type { Queryable } from '../db/database.js';
import type { SqlParams } from '../listings/sql.js';
import { authorColumns, authorOf, type AuthorRow } from './author.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';

interface FollowRow extends AuthorRow {
  is_focus: boolean;
  post_num: number | string;
  fans_num: number | string;
  total: number | string;
}

/** SQL: published posts of the users row `alias`. */
export const postCountSql = (alias: string): string =>
  `(select count(*) from shares ps where ps.user_id = ${alias}.id and ps.status = ${SHARE_STATUS.published} and not ps.deleted)`;
/** SQL: fans of the users row `alias`. */
export const fansCountSql = (alias: string): string => `(select count(*) from user_follows ff where ff.followee_id = ${alias}.id)`;

export interface FollowQuery {
  params: SqlParams;
  /** Relations and conditions around `users u` (`from` holds everything after FROM). */
  from: string;
  order: string;
  viewerId: string;
  limit: number;
  offset: number;
}

export async function loadFollowUsers(db: Queryable, q: FollowQuery): Promise<{ totalCount: number; resultList: FollowUser[] }> {
  const p = q.params;
  const viewer = p.add(q.viewerId);
  const rows = await db.query<FollowRow>(
    `select ${authorColumns('u')},
       exists (select 1 from user_follows vf where vf.follower_id = ${viewer}::text and vf.followee_id = u.id) as is_focus,
       ${postCountSql('u')} as post_num, ${fansCountSql('u')} as fans_num,
       count(*) over () as total
     from ${q.from}
     order by ${q.order}
     limit ${p.add(q.limit)} offset ${p.add(q.offset)}`,
    p.values,
  );
  return {
    totalCount: Number(rows[0]?.total ?? 0),
    resultList: rows.map((r) => ({ ...authorOf(r), isFocus: r.is_focus ? 1 : 0, postNum: Number(r.post_num), fansNum: Number(r.fans_num) })),
  };
}
