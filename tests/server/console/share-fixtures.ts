// Discover posts, comments and their reports made by SQL for the console's tests (share-review.test.ts,
// share-reports.test.ts, tests/e2e/console/share-review.e2e.ts), as the app's calls would leave
// them (migration 029-discover): the console is tested on its own, whatever the app's side does.
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { Queryable } from '../../../examples/server/db/database.js';

export interface ShareFixture {
  userId: string;
  content: string;
  hashtags?: string[];
  pictures?: string[];
  status?: number;
  reason?: string;
  submittedAt: Date;
  /** The first publication; null (the default) for a post never published. */
  releasedAt?: Date | null;
  listingId?: string | null;
  areaId?: string;
}

export async function insertShare(db: Queryable, f: ShareFixture): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into shares (id, user_id, content, hashtags, images, listing_id, area_id, status, reason, submitted_at, released_at, created_at)
     values ('sh' || nextval('share_ids'), $1, $2, $3::text[], $4::jsonb, $5::bigint, $6, $7, $8, $9::timestamptz, $10::timestamptz, coalesce($10::timestamptz, $9::timestamptz)) returning id`,
    [
      f.userId, f.content, f.hashtags ?? [], JSON.stringify((f.pictures ?? []).map((imgPath) => ({ imgPath }))), f.listingId ?? null,
      f.areaId ?? 'CIV', f.status ?? SHARE_STATUS.reviewing, f.reason ?? '', f.submittedAt, f.releasedAt ?? null,
    ],
  );
  return row!.id;
}

/** A comment on `shareId`, counted on the post as the app's comment call does. */
export async function insertComment(db: Queryable, shareId: string, userId: string, content: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into share_comments (id, share_id, user_id, content) values ('cm' || nextval('share_comment_ids'), $1, $2, $3) returning id`,
    [shareId, userId, content],
  );
  await db.query('update shares set comment_num = comment_num + 1 where id = $1', [shareId]);
  return row!.id;
}

/** An open report of a post (or of one of its comments) by `reporterId` against the post's or comment's author. */
export async function insertShareReport(
  db: Queryable,
  r: { reporterId: string; reportedUserId: string; shareId: string; commentId?: string; reason?: string; note?: string; createdAt?: Date },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into chat_reports (reporter_id, reported_user_id, reason, note, subject, share_id, comment_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
    [r.reporterId, r.reportedUserId, r.reason ?? 'inappropriate', r.note ?? '', r.commentId ? 'comment' : 'share', r.shareId, r.commentId ?? null, r.createdAt ?? new Date()],
  );
  return row!.id;
}
