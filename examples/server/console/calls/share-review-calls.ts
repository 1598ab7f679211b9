// The review of discover posts (src/contract/console-discover.ts; issue "Discover": a post goes
// "through the sensitive-word check and review of the publishing issue"), as listings are
// reviewed (review-calls.ts). shareReviewQueue lists the posts waiting, oldest submission first,
// with what a reviewer judges and the sensitive words the text still holds; reviewShare decides
// one in one transaction with its audit row — only the submission the reviewer read (an edit
// meanwhile, or another reviewer's decision, is refused) — and tells the author after the commit.
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas, type ConsolePage } from '../../../../src/contract/console-api.js';
import { CONSOLE_DISCOVER_ERRORS, type ShareReviewItem } from '../../../../src/contract/console-discover.js';
import { SHARE_STATUS } from '../../../../src/contract/statuses.js';
import { notifyShare } from '../../discover/share-notify.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import { findSensitiveWords } from '../../words/word-list.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { consoleUserOf, USER_COLUMNS, type UserColumns } from '../console-user.js';
import { jsonOf } from '../money-rows.js';

/**
 * Constants in the statement, not parameters, so it matches the partial index of migration 029
 * (shares_on_review), as review-calls.ts does for listings.
 */
const WAITING = `s.status = ${SHARE_STATUS.reviewing} and not s.deleted`;

interface QueueRow extends UserColumns {
  id: string;
  content: string;
  hashtags: string[];
  images: { imgPath?: unknown }[] | string;
  submitted_at: Date | string;
  released_at: Date | string | null;
  area_id: string;
  listing_id: string | null;
  listing_module_id: number | null;
  listing_title: string | null;
}

const picturesOf = (images: QueueRow['images']): string[] =>
  jsonOf(images).map((i) => i.imgPath).filter((p): p is string => typeof p === 'string' && p !== '');

async function itemOf(ctx: Parameters<ConsoleHandler<'shareReviewQueue'>>[1], r: QueueRow): Promise<ShareReviewItem> {
  const user = consoleUserOf(r);
  // The app refused these words at release; an edit racing the list, or a word added since, may not.
  const { sensitiveWords } = await findSensitiveWords(ctx.db, { title: '', content: r.content, contacts: '', location: '' });
  return {
    shareId: r.id,
    kind: r.released_at === null ? 'first' : 'edit',
    content: r.content,
    pictures: picturesOf(r.images),
    hashtags: r.hashtags,
    listing: r.listing_id === null ? null : { serviceId: r.listing_id, moduleId: Number(r.listing_module_id ?? 0), title: r.listing_title ?? '' },
    author: { userId: user.userId, name: user.name, accountType: r.account_type ?? 1, areaId: r.area_id },
    submittedAt: isoOf(r.submitted_at),
    flaggedWords: sensitiveWords,
  };
}

const shareReviewQueue: ConsoleHandler<'shareReviewQueue'> = async (raw, ctx): Promise<ConsolePage<ShareReviewItem>> => {
  const { pageNum, pageSize } = parseInput(consoleSchemas.shareReviewQueue, raw);
  const rows = await ctx.db.query<QueueRow>(
    `select s.id, s.content, s.hashtags, s.images, s.submitted_at, s.released_at, s.area_id,
       l.id::text as listing_id, l.module_id as listing_module_id, t.title as listing_title, ${USER_COLUMNS}
     from shares s join users u on u.id = s.user_id
     left join listings l on l.id = s.listing_id
     left join listing_texts t on t.listing_id = l.id and t.language = l.original_language
     where ${WAITING}
     order by s.submitted_at, s.id
     limit $1 offset $2`,
    [pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from shares s where ${WAITING}`, []);
  const resultList: ShareReviewItem[] = [];
  for (const r of rows) resultList.push(await itemOf(ctx, r));
  return { totalCount: Number(count?.n ?? 0), resultList };
};

const reviewShare: ConsoleHandler<'reviewShare'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  // The reason is bounded by its own schema rule (SHARE_REVIEW_REASON_MAX), longer than parseInput's default.
  const input = parseInput(consoleSchemas.reviewShare, raw, { ownText: ['reason'] });
  const reason = input.decision === 'reject' ? input.reason : '';
  const to = input.decision === 'approve' ? SHARE_STATUS.published : SHARE_STATUS.rejected;
  await ctx.db.transaction(async (tx) => {
    const [share] = await tx.query<{ status: number; deleted: boolean; submitted_at: Date | string }>(
      'select status, deleted, submitted_at from shares where id = $1 for update',
      [input.shareId],
    );
    if (!share || share.deleted) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_DISCOVER_ERRORS.shareNotFound);
    // Only the submission the reviewer read: compared at the millisecond the queue showed.
    if (Number(share.status) !== SHARE_STATUS.reviewing || isoOf(share.submitted_at) !== new Date(input.submittedAt).toISOString()) {
      throw new ReplyError(CODE.VALIDATION, CONSOLE_DISCOVER_ERRORS.shareState);
    }
    await tx.query(
      `update shares set status = $2, reason = $3,
         released_at = case when $4::boolean then coalesce(released_at, $5::timestamptz) else released_at end
       where id = $1`,
      [input.shareId, to, reason, input.decision === 'approve', new Date(ctx.now)],
    );
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: `shareReview.${input.decision}`,
      target: `share:${input.shareId}`,
      detail: { from: SHARE_STATUS.reviewing, to, ...(reason ? { reason } : {}) },
    }, ctx.now);
  });
  await notifyShare(ctx, input.shareId);
  return { shareId: input.shareId, status: to };
};

export const SHARE_REVIEW_CALLS = { shareReviewQueue, reviewShare };
