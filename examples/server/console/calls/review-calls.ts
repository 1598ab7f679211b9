// The review queue (issue "Publishing" "Review": new and edited listings go through review, 4/5 →
// 7 published or 6 review failed with a reason the publisher sees). reviewQueue lists what waits,
// oldest first, with everything a reviewer judges (title, content, pictures, publisher);
// reviewListing moves one listing through the lifecycle (listings/lifecycle.ts) and records the
// decision in the audit log, in one transaction.
import { consoleSchemas, type ConsolePage, type ReviewItem } from '../../../../src/contract/console-api.js';
import { PUBLISH_STATUS } from '../../../../src/contract/statuses.js';
import { parseInput } from '../../http/input.js';
import { applyListingEvent } from '../../listings/lifecycle.js';
import { publicDataChanged } from '../../listings/write.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';

/**
 * Written into the statement (constants, not input) so it matches the partial index of migration
 * 014 (listings_on_review): with a parameter, the generic plan the server forces could not use it.
 */
const WAITING = `l.status in (${PUBLISH_STATUS.onReviewFirst}, ${PUBLISH_STATUS.onReview}) and not l.deleted`;

interface QueueRow {
  id: string;
  module_key: string;
  module_id: number;
  status: number;
  area_ids: string[];
  images: StoredImage[] | string;
  updated_at: Date | string;
  original_language: string;
  title: string | null;
  content: string | null;
  user_id: string | null;
  pet_name: string | null;
  ent_name: string | null;
  account_type: number | null;
}

/** listings.images as stored (002-core: [{imgPath, sort}]). */
interface StoredImage {
  imgPath?: unknown;
  sort?: unknown;
}

function picturesOf(images: QueueRow['images']): string[] {
  const list = typeof images === 'string' ? (JSON.parse(images) as StoredImage[]) : images;
  return [...list]
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0))
    .map((i) => i.imgPath)
    .filter((p): p is string => typeof p === 'string' && p !== '');
}

const itemOf = (r: QueueRow): ReviewItem => ({
  serviceId: r.id,
  module: r.module_key,
  moduleId: r.module_id,
  status: r.status,
  kind: r.status === PUBLISH_STATUS.onReviewFirst ? 'first' : 'edit',
  title: r.title ?? '',
  content: r.content ?? '',
  language: r.original_language,
  pictures: picturesOf(r.images),
  publisher: {
    userId: r.user_id ?? '',
    // Spec §3: an enterprise account shows its company name.
    name: (r.account_type === 2 && r.ent_name ? r.ent_name : r.pet_name) ?? '',
    accountType: r.account_type ?? 1,
  },
  areaIds: r.area_ids,
  submittedAt: new Date(r.updated_at).toISOString(),
});

const reviewQueue: ConsoleHandler<'reviewQueue'> = async (raw, ctx): Promise<ConsolePage<ReviewItem>> => {
  const { pageNum, pageSize } = parseInput(consoleSchemas.reviewQueue, raw);
  const rows = await ctx.db.query<QueueRow>(
    `select l.id::text as id, l.module_key, l.module_id, l.status, l.area_ids, l.images, l.updated_at, l.original_language,
       t.title, t.content, u.id as user_id, u.pet_name, u.ent_name, u.account_type
     from listings l
     left join listing_texts t on t.listing_id = l.id and t.language = l.original_language
     left join users u on u.id = l.user_id
     where ${WAITING}
     order by l.updated_at, l.id
     limit $1 offset $2`,
    [pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await ctx.db.query<{ n: number | string }>(`select count(*) as n from listings l where ${WAITING}`, []);
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf) };
};

const reviewListing: ConsoleHandler<'reviewListing'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  // The reason is bounded by its own schema rule (REVIEW_REASON_MAX), longer than parseInput's default.
  const input = parseInput(consoleSchemas.reviewListing, raw, { ownText: ['reason'] });
  const reason = input.decision === 'reject' ? input.reason : '';
  // With a machine translation provider an approval goes through 1/2 "in translation" (the queue
  // publishes it once translated); without one it is published at once and the original shows
  // until a human translation (spec §1 modes).
  const machineTranslation = ctx.services.translation !== undefined;
  const moved = await ctx.db.transaction(async (tx) => {
    const step = await applyListingEvent(tx, input.serviceId, input.decision, { kind: 'operator', id: operator.operatorId }, { reason, machineTranslation });
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: `review.${input.decision}`,
      target: `listing:${input.serviceId}`,
      detail: { from: step.from, to: step.to, ...(reason ? { reason } : {}) },
    }, ctx.now);
    return step;
  });
  // After the commit: a visitor's next read must not come from the cache of before (write.ts).
  await publicDataChanged(ctx);
  if (moved.to === PUBLISH_STATUS.inTranslationFirst || moved.to === PUBLISH_STATUS.inTranslation) ctx.services.translation?.wake();
  return { serviceId: input.serviceId, status: moved.to };
};

export const REVIEW_CALLS = { reviewQueue, reviewListing };
