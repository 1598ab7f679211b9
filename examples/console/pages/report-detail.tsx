// One report in full: who reported whom, why, in their words; the conversation (report-evidence.tsx);
// the reported user's published listings (links to the listing search); their suspension, which a
// moderator may lift here; and, while the report is open, the decision (report-decision.tsx). A
// report of a discover post or comment shows that post and comment instead of a conversation
// (report-share.tsx); a listing's or its publisher's report from the details page, the listing and
// its reporters (report-listing-case.tsx).
import { Fragment, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ReportDetail, ReportItem } from '../../../src/contract/console-moderation.js';
import { consoleCall } from '../console-api.js';
import { formatTime } from '../ui/format.js';
import type { Notice } from '../ui/work-queue.js';
import { refusalText, useConsole } from '../use-console.js';
import { ReportDecision } from './report-decision.js';
import { ReportEvidence } from './report-evidence.js';
import { ReportListingCase } from './report-listing-case.js';
import { ReportShare } from './report-share.js';

/** More listings than this are shown folded. */
const FOLDED_LISTINGS = 5;

const person = (u: { name: string; userId: string; phone: string }) => [u.name, u.userId, u.phone].filter(Boolean).join(' · ');

export function ReportDetailPane({ item, onBack, onDecided }: {
  item: ReportItem;
  onBack(): void;
  onDecided(text: string, kind: NonNullable<Notice>['kind']): Promise<void>;
}) {
  const { t, i18n } = useConsole();
  const [detail, setDetail] = useState<ReportDetail | null>(null);
  const [error, setError] = useState('');
  const [lifting, setLifting] = useState(false);

  const load = useCallback(async () => {
    const r = await consoleCall('reportDetail', { id: item.id });
    if (r.ok) setDetail(r.data);
    else setError(refusalText(t, r.message));
  }, [item.id, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const lift = async () => {
    setLifting(true);
    const r = await consoleCall('unsuspendUser', { userId: item.reported.userId });
    setLifting(false);
    if (!r.ok) return setError(refusalText(t, r.message));
    setError('');
    await load();
  };

  const report = detail?.report ?? item;
  const facts: [string, string][] = [
    ['reports.reported', person(report.reported)],
    ['reports.reporter', person(report.reporter)],
    ['reports.reason', t(`reports.reasons.${report.reason}`)],
    ['reports.note', report.note || '—'],
    ['reports.sent', formatTime(report.createdAt, i18n.language)],
    ['reports.earlierLabel', String(report.earlierReports)],
  ];
  if (report.decision) {
    facts.push(
      ['reports.decision', t(`reports.decisions.${report.decision}`)],
      ['reports.decisionNote', report.decisionNote || '—'],
      ['reports.handled', `${report.handledBy} · ${formatTime(report.handledAt, i18n.language)}`],
    );
  }

  return (
    <article className="detail" aria-labelledby="report-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('reports.back')}</button>
      <div className="detail-head">
        <span className={`badge reason-${report.reason}`}>{t(`reports.reasons.${report.reason}`)}</span>
        <span className="muted">{t('reports.number', { id: report.id })}</span>
      </div>
      <h2 id="report-title">{t('reports.title', { name: report.reported.name || report.reported.userId })}</h2>
      <dl className="facts report-facts">
        {facts.map(([k, v]) => <Fragment key={k}><dt>{t(k)}</dt><dd>{v}</dd></Fragment>)}
      </dl>
      {error && <p className="error" role="alert">{error}</p>}
      {detail?.suspension && (
        <div className="notice warn suspension" role="status">
          <span>{t('reports.suspendedSince', { when: formatTime(detail.suspension.at, i18n.language), by: detail.suspension.by, reason: detail.suspension.reason })}</span>
          <button type="button" className="btn" disabled={lifting} onClick={() => void lift()}>{t('reports.lift')}</button>
        </div>
      )}
      {report.subject === 'chat' && <h3>{t('reports.conversation')}</h3>}
      {!detail ? <p className="muted">{t('app.loading')}</p>
        : report.subject === 'chat' ? <ReportEvidence messages={detail.messages} />
        : report.subject === 'listing' || report.subject === 'user' ? <ReportListingCase listing={detail.listing} subject={report.subject} />
        : <ReportShare share={detail.share} comment={detail.comment} />}
      {report.status === 'open' && detail && (
        <ReportDecision report={report} listings={detail.listings} onDecided={onDecided} />
      )}
      {detail && (
        // A busy publisher has dozens: folded when many, so the decision stays near the evidence.
        <details className="report-listings" open={detail.listings.length <= FOLDED_LISTINGS}>
          <summary><h3>{t('reports.listings', { count: detail.listings.length })}</h3></summary>
          {detail.listings.length === 0 && <p className="muted">{t('reports.noListings')}</p>}
          <ul>
            {detail.listings.map((l) => (
              <li key={l.serviceId}>
                <Link href={`/listings?serviceId=${encodeURIComponent(l.serviceId)}`}>{l.title || l.serviceId}</Link>
                <span className="muted small"> · {t(`modules.${l.module}`, { defaultValue: l.module })} · {t('review.number', { id: l.serviceId })}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
