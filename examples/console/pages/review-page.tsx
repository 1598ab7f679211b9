// The review queue page: listings waiting for a decision (oldest first) on the left, the chosen
// one in full on the right; a decision refreshes the list and moves on to the next listing.
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import type { ReviewItem } from '../../../src/contract/console-api.js';
import { consoleCall, messageValues } from '../console-api.js';
import { formatTime } from '../ui/format.js';
import { Pager } from '../ui/pager.js';
import { QueueHead } from '../ui/queue-head.js';
import { refusalText, useConsole } from '../use-console.js';
import { ReviewDetail, type Decide } from './review-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;

export default function ReviewPage() {
  const { t, i18n } = useConsole();
  const queue = usePaged('reviewQueue', PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const selected = queue.rows.find((r) => r.serviceId === selectedId) ?? null;

  const decide: Decide = async (decision: 'approve' | 'reject', reason?: string) => {
    if (!selected) return;
    setBusy(true);
    const r = await consoleCall('reviewListing', { serviceId: selected.serviceId, decision, ...(reason ? { reason } : {}) });
    setBusy(false);
    if (r.ok) setNotice({ kind: 'ok', text: t(decision === 'approve' ? 'review.approved' : 'review.rejected', { title: selected.title }) });
    else setNotice({ kind: 'error', text: refusalText(t, r.message, messageValues(r.customData)) });
    // A refusal for any reason but bad input means the queue changed under us: show it as it is.
    if (!r.ok && r.code === CODE.VALIDATION && r.message !== 'errors.listingState') return;
    const index = queue.rows.findIndex((row) => row.serviceId === selected.serviceId);
    const rows = await queue.reload();
    const next = rows.find((row, i) => i >= index && row.serviceId !== selected.serviceId) ?? rows[0] ?? null;
    setSelectedId(next?.serviceId ?? null);
  };

  return (
    <div className={`review${selected ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={t('review.list')}>
        <QueueHead title={t('pages.review')} count={t('review.waiting', { count: queue.total })} queue={queue} />
        {notice && <p className={`notice ${notice.kind}`} role="status">{notice.text}</p>}
        {queue.error && <p className="error" role="alert">{refusalText(t, queue.error)}</p>}
        {!queue.loading && !queue.error && queue.rows.length === 0 && <p className="muted pad">{t('review.empty')}</p>}
        <ul className="rows">
          {queue.rows.map((item: ReviewItem) => (
            <li key={item.serviceId}>
              <button type="button" className={`row${item.serviceId === selectedId ? ' selected' : ''}`} aria-current={item.serviceId === selectedId} onClick={() => setSelectedId(item.serviceId)}>
                <span className="row-top">
                  <span className={`badge ${item.kind}`}>{t(`review.kind_${item.kind}`)}</span>
                  <span className="muted">{t(`modules.${item.module}`, { defaultValue: item.module })}</span>
                  <span className="spacer" />
                  <span className="muted small">{formatTime(item.submittedAt, i18n.language)}</span>
                </span>
                <span className="row-title" lang={item.language}>{item.title}</span>
                <span className="muted small">{item.publisher.name} · {item.areaIds.join(', ')}</span>
              </button>
            </li>
          ))}
        </ul>
        <Pager page={queue.page} pageSize={PAGE_SIZE} total={queue.total} onPage={queue.setPage} />
      </section>
      <section className="pane">
        {selected ? <ReviewDetail item={selected} busy={busy} decide={decide} onBack={() => setSelectedId(null)} /> : <p className="muted pad">{t('review.select')}</p>}
      </section>
    </div>
  );
}
