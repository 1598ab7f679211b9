// One job in a list (the job row; contract JobSummary): title with the TOP and urgent
// marks, the salary range with its currency and cycle, work nature, experience and degree, the
// employer's logo and name, the city and the release time. Used by the job lists, the company
// page, the recommended list under a job and the saved lists (descriptor rowLayout 'job').
// Compact for 360 px: a 44 px logo, two-line title, one line of chips, one line of meta.
import { Link } from 'wouter';
import { mediumDate } from '../../i18n/format-calendar.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { CompanyLogo } from './company-logo.js';
import { nameOf, useJobLookups } from './job-lookups.js';
import { useKitStyle } from './kit-styles.js';
import { detailsHref } from './links.js';
import { publisherName, type Summary } from './listing-row.js';
import { useLanguage } from './price.js';
import { salaryText } from './salary-text.js';
import { isTopRow, TopBadge } from './top-badge.js';

const JOB_ROW_CSS =
  '.mkt-job{gap:12px;align-items:flex-start}' +
  // align-self: a row that stretches its children (publish management) keeps the logo square.
  '.mkt-job-logo{flex:none;align-self:flex-start;width:44px;border-radius:8px;margin-top:2px}' +
  // The kit's price colour (kit-styles.ts .mkt-price): 15 px bold is normal-size text, 4.5:1 needed.
  '.mkt-job-salary{color:#c2410c;font-weight:700;font-size:15px;overflow-wrap:anywhere}' +
  '.mkt-job-urgent{display:inline-block;margin-right:6px;padding:0 5px;border-radius:4px;background:#fff1e6;color:#a33a00;' +
  'font-size:11px;font-weight:700;line-height:17px;vertical-align:1px;white-space:nowrap}' +
  '.mkt-job-chips{display:flex;flex-wrap:wrap;gap:4px}' +
  '.mkt-job-chip{padding:1px 6px;border-radius:4px;background:#f0f0f3;color:var(--mkt-fg);font-size:12px;line-height:18px}' +
  // The employer on a line of its own (a long French company name would squeeze out the city).
  '.mkt-job-co{font-size:13px;line-height:1.3;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-job-meta{display:flex;align-items:center;gap:6px;min-width:0;color:var(--mkt-muted);font-size:12px}' +
  '.mkt-job-city{flex:0 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}' +
  '.mkt-job-meta time{flex:none;white-space:nowrap}';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The mark of an urgent job (spec §3 "urgent flag"). */
export function UrgentBadge() {
  useStyle('kit-job-row', JOB_ROW_CSS);
  const t = useT();
  return <span className="mkt-job-urgent">{t('jobs.common.urgent')}</span>;
}

/** The names of a job's chips: work nature, position, experience, degree (the lookups' names once loaded). */
function useJobChips(item: Summary): string[] {
  const t = useT();
  const lookups = useJobLookups();
  const nature = item.workNature === 1 || item.workNature === 2 ? t(`jobs.common.nature.${item.workNature}`) : '';
  return [nature, str(item.tag), nameOf(lookups?.workExperiences, item.workExpId), nameOf(lookups?.degrees, item.degreeRequired)].filter(
    (c) => c !== '',
  );
}

/**
 * A job's facts as its list row shows them: the salary range with currency and cycle, then the
 * chips. Also the owner's job rows in publish management (same fields, spec §2 publishManage).
 */
export function JobFacts({ item }: { item: Summary }) {
  useStyle('kit-job-row', JOB_ROW_CSS);
  const t = useT();
  const lang = useLanguage();
  const chips = useJobChips(item);
  return (
    <>
      <span className="mkt-job-salary">{salaryText(item, t, lang)}</span>
      {chips.length > 0 && (
        <span className="mkt-job-chips">
          {chips.map((c, i) => (
            <span key={i} className="mkt-job-chip">{c}</span>
          ))}
        </span>
      )}
    </>
  );
}

/** The employer's name on a job row: the company, else the publisher's name. */
export const jobCompanyOf = (item: Summary): string => str(item.entName) || publisherName(item);

/** The employer's logo, or its initials where it has none (kit/company-logo.tsx). */
export function JobLogo({ item, eager = false }: { item: Summary; eager?: boolean }) {
  useStyle('kit-job-row', JOB_ROW_CSS);
  return <CompanyLogo className="mkt-job-logo" src={str(item.avatarPath)} name={jobCompanyOf(item)} eager={eager} />;
}

export function JobRow({ module, item, eager = false }: { module: ListingModule; item: Summary; eager?: boolean }) {
  useKitStyle();
  useStyle('kit-job-row', JOB_ROW_CSS);
  const lang = useLanguage();
  const company = jobCompanyOf(item);
  const city = str(item.countryCityName);
  const released = mediumDate(item.releaseTime, lang);
  return (
    <Link className="mkt-row mkt-job" href={detailsHref(module, item)}>
      <JobLogo item={item} eager={eager} />
      <span className="mkt-row-body">
        <span className="mkt-row-title">
          {isTopRow(item) && <TopBadge />}
          {item.urgent === 1 && <UrgentBadge />}
          {str(item.title)}
        </span>
        <JobFacts item={item} />
        {company && <span className="mkt-job-co">{company}</span>}
        {(city || released) && (
          <span className="mkt-job-meta">
            {city && <span className="mkt-job-city">{city}</span>}
            {city && released && <span aria-hidden="true">·</span>}
            {released && <time dateTime={str(item.releaseTime)}>{released}</time>}
          </span>
        )}
      </span>
    </Link>
  );
}
