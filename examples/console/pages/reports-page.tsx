// The reports queue (src/contract/console-moderation.ts): users' reports of other users, open ones
// oldest first on the left — the reason, who is reported and by whom, how many reports came
// before — with the decided ones a filter away; the chosen report on the right with its evidence
// and the decision (report-detail.tsx). A decision reloads the list and moves on to the next report.
// Reports of discover posts and comments come in the same queue; a second filter keeps one subject.
import { useState } from 'react';
import { REPORT_STATUSES, REPORT_SUBJECTS, type ReportItem, type ReportStatus, type ReportSubject } from '../../../src/contract/console-moderation.js';
import { formatTime } from '../ui/format.js';
import { useQueueSelection, WorkQueue, type Notice } from '../ui/work-queue.js';
import { useConsole } from '../use-console.js';
import { ReportDetailPane } from './report-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
const keyOf = (r: ReportItem) => r.id;

export default function ReportsPage() {
  const { t, i18n } = useConsole();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [subject, setSubject] = useState<ReportSubject | ''>('');
  const queue = usePaged('reportQueue', PAGE_SIZE, { status, subject });
  const selection = useQueueSelection(queue, keyOf);
  const [notice, setNotice] = useState<Notice>(null);

  const filter = (
    <div className="kind-filter" role="group" aria-label={t('reports.filter')}>
      {REPORT_STATUSES.map((s) => (
        <button key={s} type="button" className="lang-tab" aria-pressed={status === s} onClick={() => { setStatus(s); selection.select(null); setNotice(null); }}>
          {t(`reports.status_${s}`)}
        </button>
      ))}
    </div>
  );
  const subjects = (
    <div className="kind-filter" role="group" aria-label={t('reports.subjectFilter')}>
      {(['', ...REPORT_SUBJECTS] as const).map((s) => (
        <button key={s || 'all'} type="button" className="lang-tab" aria-pressed={subject === s} onClick={() => { setSubject(s); selection.select(null); setNotice(null); }}>
          {t(`reports.subject_${s || 'all'}`)}
        </button>
      ))}
    </div>
  );

  return (
    <WorkQueue
      layout="review" queue={queue} pageSize={PAGE_SIZE} selection={selection} keyOf={keyOf} notice={notice} filter={<>{filter}{subjects}</>}
      texts={{
        list: t('reports.list'), title: t('pages.reports'), count: t(`reports.count_${status}`, { count: queue.total }),
        empty: t(`reports.empty_${status}`), select: t('reports.select'),
      }}
      row={(r: ReportItem) => (
        <>
          <span className="row-top">
            <span className={`badge reason-${r.reason}`}>{t(`reports.reasons.${r.reason}`)}</span>
            {r.subject !== 'chat' && <span className="badge lang">{t(`reports.subjectBadge_${r.subject}`)}</span>}
            {r.listingReports > 1 && <span className="badge failed" data-listing-reports={r.listingReports}>{t('reports.listingCount', { count: r.listingReports })}</span>}
            {r.earlierReports > 0 && <span className="badge failed">{t('reports.earlier', { count: r.earlierReports })}</span>}
            {r.status === 'open' && r.reported.suspended && <span className="badge failed">{t('reports.suspended')}</span>}
            {r.decision && <span className="badge lang">{t(`reports.decisions.${r.decision}`)}</span>}
          </span>
          <span className="row-title">{r.reported.name || r.reported.userId}</span>
          {r.listingTitle && <span className="small">{r.listingTitle}</span>}
          {r.note && <span className="small report-note">“{r.note}”</span>}
          <span className="muted small">{t('reports.by', { name: r.reporter.name || r.reporter.userId })} · {formatTime(r.createdAt, i18n.language)}</span>
        </>
      )}
      detail={(r) => (
        <ReportDetailPane
          key={r.id}
          item={r}
          onBack={() => selection.select(null)}
          onDecided={async (text, kind) => {
            setNotice({ kind, text });
            await selection.moveOn(r);
          }}
        />
      )}
    />
  );
}
