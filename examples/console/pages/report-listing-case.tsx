// The case of a listing reported from its details page (console-moderation.ts ReportedListingCase;
// issue: Beyond the spec), shown in place of a conversation: the listing as it is now (its state,
// whether the reports hid it, a link to the listing search) and every open report of it — who,
// why, in their words — so the moderator decides the listing once. A report of the publisher names
// the listing it came from.
import { Link } from 'wouter';
import type { ReportSubject, ReportedListingCase } from '../../../src/contract/console-moderation.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';

export function ReportListingCase({ listing, subject }: { listing: ReportedListingCase | null; subject: ReportSubject }) {
  const { t, i18n } = useConsole();
  if (!listing) return <p className="muted">{t('reports.noListings')}</p>;
  return (
    <div className="report-listing-case">
      <section aria-labelledby="reported-listing">
        <h3 id="reported-listing">{t(subject === 'user' ? 'listingReports.context' : 'listingReports.title')}</h3>
        <p>
          <Link href={`/listings?serviceId=${encodeURIComponent(listing.serviceId)}`}>{listing.title || listing.serviceId}</Link>
          <span className="muted small"> · {t(`modules.${listing.module}`, { defaultValue: listing.module })} · {t('review.number', { id: listing.serviceId })}</span>
        </p>
        <p>
          <span className="badge lang">{t('listingReports.status', { status: t(`statuses.${listing.status}`) })}</span>{' '}
          {listing.held && <span className="badge failed" data-held>{t('listingReports.held')}</span>}
        </p>
      </section>
      {subject === 'listing' && (
        <section aria-labelledby="listing-reporters">
          <h3 id="listing-reporters">{t('listingReports.reportersTitle', { count: listing.reporters.length })}</h3>
          {listing.reporters.length === 0 && <p className="muted">{t('listingReports.none')}</p>}
          <ul className="listing-reporters">
            {listing.reporters.map((r) => (
              <li key={r.reportId} data-reporter={r.reporter.userId}>
                <span className={`badge reason-${r.reason}`}>{t(`reports.reasons.${r.reason}`)}</span>{' '}
                <strong>{r.reporter.name || r.reporter.userId}</strong>
                <span className="muted small"> · {formatTime(r.createdAt, i18n.language)}</span>
                {r.note && <q className="small reporter-note">{r.note}</q>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
