// The employer's card on a job's details (the issue: "company card -> companyInfo"): logo, name,
// the verified mark (spec §4 "Authentication: 2 enterprise"), industry and size; the whole card
// links to the company's page with its published jobs.
import { useId } from 'react';
import { Link } from 'wouter';
import type { CompanyCard as Company } from '../../contract/types/jobs.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { Icon, ICONS } from '../details/icons.js';
import { CompanyLogo } from '../kit/company-logo.js';
import { kindPath } from './quick-links.js';

export const companyHref = (m: ListingModule, userId: string): string =>
  `${kindPath(m, 'jobWanted/companyInfo')}?${new URLSearchParams({ userId })}`;

/** The verified mark: an icon and words (not colour alone). */
export function VerifiedMark() {
  const t = useT();
  return (
    <span className="mkt-jobs-verified">
      <Icon d={ICONS.check} />
      {t('jobs.browse.company.authenticated')}
    </span>
  );
}

export function CompanyCardView({ module, company }: { module: ListingModule; company: Company }) {
  const t = useT();
  const headingId = useId();
  const facts = [company.industryName, company.sizeName].filter((x) => x !== '');
  return (
    <section className="mkt-dt-sec" aria-labelledby={headingId}>
      <h2 id={headingId} className="mkt-dt-h2">{t('jobs.browse.details.company')}</h2>
      <Link className="mkt-jobs-co" href={companyHref(module, company.userId)}>
        <CompanyLogo className="mkt-jobs-co-logo" src={company.logoPath} name={company.entName} />
        <span className="mkt-jobs-co-body">
          <span className="mkt-jobs-co-name">{company.entName}</span>
          {company.authenticated && <VerifiedMark />}
          {facts.length > 0 && <span className="mkt-jobs-co-facts">{facts.join(' · ')}</span>}
          <span className="mkt-jobs-co-more">{t('jobs.browse.details.viewCompany')}</span>
        </span>
        <svg className="mkt-jobs-co-go" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </Link>
    </section>
  );
}
