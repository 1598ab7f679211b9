// A post's comments (spec §2 /discover posts; types/discover.ts ShareComment): getComments newest
// first (a post the caller may read, gated like its detail: access.ts), addComment on a published
// post (a reply answers a live comment of the same post; the operators' word lists as a post's
// text), deleteComment by its author only (soft: the reports' evidence stays). The post's
// comment_num moves in the same transaction as the row, so the counter never drifts from the rows.
import { CODE } from '../../../src/contract/codes.js';
import { DISCOVER } from '../../../src/contract/discover-limits.js';
import type { CommentCountReply, ShareComment } from '../../../src/contract/types/discover.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { addCommentSchema, commentListSchema, commentRefSchema } from '../../../src/contract/validation/discover.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { cleanChatText } from '../chat/text.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { isoOf } from '../payments/catalogue/texts.js';
import { requireUser } from '../usercenter/caller.js';
import { checkShareViewing, notFound, publishedShare, readableShare } from './access.js';
import { authorColumns, authorOf, liveUser, newestIdSql, shownNameSql, type AuthorRow } from './author.js';
import { viewerOf } from './caller.js';
import { checkWords } from './checks.js';

interface CommentRow extends AuthorRow {
  id: string;
  share_id: string;
  content: string;
  created_at: Date | string;
  reply_to_id: string | null;
  reply_to_name: string | null;
  total: number | string;
}

const COMMENT_SELECT = `
  select c.id, c.share_id, c.content, c.created_at, c.reply_to_id, ${shownNameSql('ru')} as reply_to_name, ${authorColumns('u')},
    count(*) over () as total
  from share_comments c
  join users u on u.id = c.user_id
  left join users ru on ru.id = c.reply_to_user_id`;

const commentOf = (r: CommentRow, viewerId: string | null): ShareComment => ({
  ...authorOf(r),
  commentId: r.id,
  shareId: r.share_id,
  content: r.content,
  time: isoOf(r.created_at),
  replyToCommentId: r.reply_to_id ?? '',
  replyToName: r.reply_to_id ? r.reply_to_name ?? '' : '',
  isMine: viewerId !== null && viewerId === r.user_id ? 1 : 0,
});

export const getComments: Handler = async (input, ctx) => {
  const req = parseInput(commentListSchema, input);
  const viewerId = viewerOf(ctx);
  const head = await readableShare(ctx.db, req.shareId, viewerId);
  await checkShareViewing(ctx, head);
  const { size, offset } = pageWindow(req.page, DISCOVER.commentPageSize);
  // Comments of suspended users are left out, as their posts are.
  const rows = await ctx.db.query<CommentRow>(
    `${COMMENT_SELECT} where c.share_id = $1 and not c.deleted and ${liveUser('u')}
     order by c.created_at desc, ${newestIdSql('c.id')} limit $2 offset $3`,
    [req.shareId, size, offset],
  );
  // Past the last page the window count has no row to ride on: count alone.
  const totalCount = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : Number((await ctx.db.query<{ n: number | string }>(
    `select count(*) as n from share_comments c join users u on u.id = c.user_id where c.share_id = $1 and not c.deleted and ${liveUser('u')}`,
    [req.shareId]))[0]?.n ?? 0);
  return okReply({ totalCount, resultList: rows.map((r) => commentOf(r, viewerId)) });
};

async function readComment(q: Queryable, commentId: string, viewerId: string): Promise<ShareComment> {
  const [row] = await q.query<CommentRow>(`${COMMENT_SELECT} where c.id = $1`, [commentId]);
  if (!row) throw notFound();
  return commentOf(row, viewerId);
}

export const addComment: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(addCommentSchema, input, { ownText: ['content'] });
  const content = cleanChatText(req.content);
  await publishedShare(ctx.db, req.shareId);
  await checkWords(ctx.db, content);
  const now = new Date(ctx.services.clock());
  const commentId = await ctx.db.transaction(async (tx) => {
    // Locked: a removal of the post decided meanwhile is seen, and the counter moves after it.
    await publishedShare(tx, req.shareId, true);
    let replyToUser: string | null = null;
    if (req.replyToCommentId !== undefined) {
      const [target] = await tx.query<{ user_id: string }>(
        'select user_id from share_comments where id = $1 and share_id = $2 and not deleted', [req.replyToCommentId, req.shareId]);
      if (!target) throw fieldError('replyToCommentId', MSG.checkWarning);
      replyToUser = target.user_id;
    }
    const [row] = await tx.query<{ id: string }>(
      `insert into share_comments (id, share_id, user_id, content, reply_to_id, reply_to_user_id, created_at)
       values ('cm' || nextval('share_comment_ids'), $1, $2, $3, $4, $5, $6) returning id`,
      [req.shareId, me, content, req.replyToCommentId ?? null, replyToUser, now],
    );
    await tx.query('update shares set comment_num = comment_num + 1 where id = $1', [req.shareId]);
    return row!.id;
  });
  return okReply(await readComment(ctx.db, commentId, me));
};

export const deleteComment: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { commentId } = parseInput(commentRefSchema, input);
  const [own] = await ctx.db.query<{ user_id: string; deleted: boolean }>('select user_id, deleted from share_comments where id = $1', [commentId]);
  if (!own || own.deleted) throw notFound();
  if (own.user_id !== me) throw new ReplyError(CODE.FORBIDDEN, 'validation.notAllowed');
  const commentNum = await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.query<{ share_id: string }>(
      'update share_comments set deleted = true where id = $1 and user_id = $2 and not deleted returning share_id', [commentId, me]);
    if (!gone) throw notFound();
    const [s] = await tx.query<{ comment_num: number }>(
      'update shares set comment_num = greatest(comment_num - 1, 0) where id = $1 returning comment_num', [gone.share_id]);
    return Number(s?.comment_num ?? 0);
  });
  const reply: CommentCountReply = { commentNum };
  return okReply(reply);
};
