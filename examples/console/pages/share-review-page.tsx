// The posts review page (issue "Discover": posts go through the review of the publishing issue):
// discover posts waiting for a decision, oldest submission first, on the left; the chosen one in
// full on the right. A decision names the submission it read (console-discover.ts reviewShare),
// then refreshes the list and moves on to the next post — as the listings' review page does.
import { CONSOLE_DISCOVER_ERRORS, type ShareReviewItem } from '../../../src/contract/console-discover.js';
import { consoleCall } from '../console-api.js';
import { formatTime } from '../ui/format.js';
import { useQueueSelection, WorkQueue } from '../ui/work-queue.js';
import { useConsole } from '../use-console.js';
import { ShareReviewDetail } from './share-review-detail.js';
import { usePaged } from './use-paged.js';
import { useReviewDecision } from './use-review-decision.js';

const PAGE_SIZE = 20;
const keyOf = (i: ShareReviewItem) => i.shareId;
/** A row's text: the start of the post, enough to tell posts apart. */
const EXCERPT = 90;
const excerpt = (s: string) => (s.length > EXCERPT ? `${s.slice(0, EXCERPT)}…` : s);

export default function ShareReviewPage() {
  const { t, i18n } = useConsole();
  const queue = usePaged('shareReviewQueue', PAGE_SIZE);
  const selection = useQueueSelection(queue, keyOf);
  const { busy, notice, decide } = useReviewDecision(selection, {
    send: (item, decision, reason) => consoleCall('reviewShare', { shareId: item.shareId, decision, submittedAt: item.submittedAt, ...(reason ? { reason } : {}) }),
    doneText: (item, decision) => t(decision === 'approve' ? 'posts.approved' : 'posts.rejected', { name: item.author.name || item.author.userId }),
    stale: CONSOLE_DISCOVER_ERRORS.shareState,
  });

  return (
    <WorkQueue
      layout="review" queue={queue} pageSize={PAGE_SIZE} selection={selection} keyOf={keyOf} notice={notice}
      texts={{ list: t('posts.list'), title: t('pages.posts'), count: t('posts.waiting', { count: queue.total }), empty: t('posts.empty'), select: t('posts.select') }}
      row={(item: ShareReviewItem) => (
        <>
          <span className="row-top">
            <span className={`badge ${item.kind}`}>{t(`posts.kind_${item.kind}`)}</span>
            {item.flaggedWords.length > 0 && <span className="badge failed">{t('posts.flaggedBadge', { count: item.flaggedWords.length })}</span>}
            <span className="spacer" />
            <span className="muted small">{formatTime(item.submittedAt, i18n.language)}</span>
          </span>
          <span className="row-title">{excerpt(item.content)}</span>
          <span className="muted small">
            {item.author.name || item.author.userId} · {item.author.areaId}
            {item.pictures.length > 0 && <> · {t('posts.pictureCount', { count: item.pictures.length })}</>}
          </span>
        </>
      )}
      detail={(item) => <ShareReviewDetail item={item} busy={busy} decide={decide} onBack={() => selection.select(null)} />}
    />
  );
}
