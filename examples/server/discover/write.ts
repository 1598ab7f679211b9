// releaseShare, updateShare, deleteShare (spec §2 /discover share, myShare; types/discover.ts).
// A release or an edit goes to review (SHARE_STATUS.reviewing, reason cleared, submitted_at now:
// the console's queue reads it, DESIGN.md §1) with the author's country at that time (the "nearby
// country" tab). The first publication's time (released_at) is the review's to set and an edit
// keeps it. Only the author edits or deletes (4403); a deleted post is 4404. Deleting is soft: the
// reports' evidence stays (migration 029).
import { CODE } from '../../../src/contract/codes.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { ShareReleaseReply, ShareReleaseRequest } from '../../../src/contract/types/discover.js';
import { shareRefSchema, shareReleaseSchema, shareUpdateSchema } from '../../../src/contract/validation/discover.js';
import type { Queryable } from '../db/database.js';
import { cleanChatText } from '../chat/text.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { notFound } from './access.js';
import { checkListing, checkPictures, checkWords } from './checks.js';

/**
 * The post's text is long by design: its schema bounds it (DISCOVER.postMax, validation.maxLength)
 * and cleanChatText removes NUL before it is stored; every other string keeps parseInput's bound.
 */
const INPUT = { ownText: ['content'] };

interface Checked {
  content: string;
  hashtags: string[];
  images: string;
  listingId: string | null;
}

async function checkPost(q: Queryable, userId: string, req: ShareReleaseRequest, kept: readonly string[]): Promise<Checked> {
  const content = cleanChatText(req.content);
  await checkPictures(q, userId, req.imgList, kept);
  const listingId = await checkListing(q, userId, req.listing);
  await checkWords(q, content, req.hashtags);
  return { content, hashtags: req.hashtags, images: JSON.stringify(req.imgList.map((imgPath) => ({ imgPath }))), listingId };
}

/** The author's own live post, or 4404 (none, deleted) / 4403 (another's). */
async function ownShare(q: Queryable, userId: string, shareId: string): Promise<{ images: { imgPath: string }[] | string }> {
  const [row] = await q.query<{ user_id: string; deleted: boolean; images: { imgPath: string }[] | string }>(
    'select user_id, deleted, images from shares where id = $1', [shareId]);
  if (!row || row.deleted) throw notFound();
  if (row.user_id !== userId) throw new ReplyError(CODE.FORBIDDEN, 'validation.notAllowed');
  return row;
}

export const releaseShare: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(shareReleaseSchema, input, INPUT);
  const post = await checkPost(ctx.db, userId, req, []);
  const now = new Date(ctx.services.clock());
  const [row] = await ctx.db.query<{ id: string }>(
    `insert into shares (id, user_id, content, hashtags, images, listing_id, area_id, status, reason, submitted_at, created_at)
     select 'sh' || nextval('share_ids'), u.id, $2, $3::text[], $4::jsonb, $5::bigint, u.area_id, $6, '', $7, $7
     from users u where u.id = $1
     returning id`,
    [userId, post.content, post.hashtags, post.images, post.listingId, SHARE_STATUS.reviewing, now],
  );
  if (!row) throw notFound();
  const reply: ShareReleaseReply = { shareId: row.id, status: SHARE_STATUS.reviewing };
  return okReply(reply);
};

export const updateShare: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(shareUpdateSchema, input, INPUT);
  const own = await ownShare(ctx.db, userId, req.shareId);
  const kept = (typeof own.images === 'string' ? (JSON.parse(own.images) as { imgPath: string }[]) : own.images).map((i) => i.imgPath);
  const post = await checkPost(ctx.db, userId, req, kept);
  await ctx.db.query(
    `update shares s set content = $3, hashtags = $4::text[], images = $5::jsonb, listing_id = $6::bigint, area_id = u.area_id,
       status = $7, reason = '', submitted_at = $8
     from users u where s.id = $1 and s.user_id = $2 and u.id = s.user_id and not s.deleted`,
    [req.shareId, userId, post.content, post.hashtags, post.images, post.listingId, SHARE_STATUS.reviewing, new Date(ctx.services.clock())],
  );
  const reply: ShareReleaseReply = { shareId: req.shareId, status: SHARE_STATUS.reviewing };
  return okReply(reply);
};

export const deleteShare: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { shareId } = parseInput(shareRefSchema, input);
  await ownShare(ctx.db, userId, shareId);
  await ctx.db.query('update shares set deleted = true where id = $1 and user_id = $2', [shareId, userId]);
  return okReply(null);
};
