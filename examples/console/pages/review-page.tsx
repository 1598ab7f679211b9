// The review queue page: listings waiting for a decision (oldest first) on the left, the chosen
// one in full on the right; a decision refreshes the list and moves on to the next listing.
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import type { ReviewItem } from '../../../src/contract/console-api.js';
import { consoleCall, messageValues } from '../console-api.js';
import { formatTime } from '../ui/format.js';
import { useQueueSelection, WorkQueue, type Notice } from '../ui/work-queue.js';
import { refusalText, useConsole } from '../use-console.js';
import { ReviewDetail, type Decide } from './review-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
const keyOf = (i: ReviewItem) => i.serviceId;

export default function ReviewPage() {
  const { t, i18n } = useConsole();
  const queue = usePaged('reviewQueue', PAGE_SIZE);
  const selection = useQueueSelection(queue, keyOf);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const decide: Decide = async (decision: 'approve' | 'reject', reason?: string) => {
    const selected = selection.selected;
    if (!selected) return;
    setBusy(true);
    const r = await consoleCall('reviewListing', { serviceId: selected.serviceId, decision, ...(reason ? { reason } : {}) });
    setBusy(false);
    if (r.ok) setNotice({ kind: 'ok', text: t(decision === 'approve' ? 'review.approved' : 'review.rejected', { title: selected.title }) });
    else setNotice({ kind: 'error', text: refusalText(t, r.message, messageValues(r.customData)) });
    // A refusal for any reason but bad input means the queue changed under us: show it as it is.
    if (!r.ok && r.code === CODE.VALIDATION && r.message !== 'errors.listingState') return;
    await selection.moveOn(selected);
  };

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
