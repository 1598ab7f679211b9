// The review queue page: listings waiting for a decision (oldest first) on the left, the chosen
// one in full on the right; a decision refreshes the list and moves on to the next listing.
import type { ReviewItem } from '../../../src/contract/console-api.js';
import { consoleCall } from '../console-api.js';
import { formatTime } from '../ui/format.js';
import { useQueueSelection, WorkQueue } from '../ui/work-queue.js';
import { useConsole } from '../use-console.js';
import { ReviewDetail } from './review-detail.js';
import { usePaged } from './use-paged.js';
import { useReviewDecision } from './use-review-decision.js';

const PAGE_SIZE = 20;
const keyOf = (i: ReviewItem) => i.serviceId;

export default function ReviewPage() {
  const { t, i18n } = useConsole();
  const queue = usePaged('reviewQueue', PAGE_SIZE);
  const selection = useQueueSelection(queue, keyOf);
  const { busy, notice, decide } = useReviewDecision(selection, {
    send: (item, decision, reason) => consoleCall('reviewListing', { serviceId: item.serviceId, decision, ...(reason ? { reason } : {}) }),
    doneText: (item, decision) => t(decision === 'approve' ? 'review.approved' : 'review.rejected', { title: item.title }),
    stale: 'errors.listingState',
  });

  return (
    <WorkQueue
      layout="review" queue={queue} pageSize={PAGE_SIZE} selection={selection} keyOf={keyOf} notice={notice}
      texts={{ list: t('review.list'), title: t('pages.review'), count: t('review.waiting', { count: queue.total }), empty: t('review.empty'), select: t('review.select') }}
      row={(item: ReviewItem) => (
        <>
          <span className="row-top">
            <span className={`badge ${item.kind}`}>{t(`review.kind_${item.kind}`)}</span>
            <span className="muted">{t(`modules.${item.module}`, { defaultValue: item.module })}</span>
            <span className="spacer" />
            <span className="muted small">{formatTime(item.submittedAt, i18n.language)}</span>
          </span>
          <span className="row-title" lang={item.language}>{item.title}</span>
          <span className="muted small">{item.publisher.name} · {item.areaIds.join(', ')}</span>
        </>
      )}
      detail={(item) => <ReviewDetail item={item} busy={busy} decide={decide} onBack={() => selection.select(null)} />}
    />
  );
}
