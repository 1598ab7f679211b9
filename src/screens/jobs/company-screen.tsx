// /jobAndRecruit/jobWanted/companyInfo?userId=… (spec §2; "company information" is among the
// screens implied by wording): the company's card (logo, name, verified mark, industry, size,
// address, introduction, phone, e-mail, website) and its published jobs as an infinite list of
// job rows (spec §4 "Lists").
import { useId } from 'react';
import { useServices } from '../../app/use-shell.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { LanguageCode } from '../../contract/envelope.js';
import type { CompanyCard } from '../../contract/types/jobs.js';
import { modulePath } from '../../modules/identities.js';
import type { ListingModule } from '../../modules/types.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useStyle } from '../../ui/use-style.js';
import { telHref } from '../details/contacts.js';
import { DETAILS_CSS } from '../details/details-styles.js';
import { Icon, ICONS } from '../details/icons.js';
import { CompanyLogo } from '../kit/company-logo.js';
import { JobRow } from '../kit/job-row.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { serviceIdOf } from '../kit/links.js';
import type { Summary } from '../kit/listing-row.js';
import { PageHeader } from '../kit/page-header.js';
import { phoneWithCode } from '../kit/phone-text.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { LIST_CSS } from '../list/list-styles.js';
import { VerifiedMark } from './company-card.js';
import { rowsOf } from './job-list-screen.js';
import { JOBS_CSS } from './jobs-styles.js';

const WEB_ICON = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z';
const isHttp = (url: string) => /^https?:\/\//i.test(url);

export function CompanyScreen({ module: m, query }: { module: ListingModule; query: URLSearchParams }) {
  useKitStyle();
  useStyle('details', DETAILS_CSS);
  useStyle('list', LIST_CSS);
  useStyle('jobs', JOBS_CSS);
  const t = useT();
  const lang = useLanguage();
  const userId = (query.get('userId') ?? '').trim();
  const call = useCall(JOB_ENDPOINTS.getCompanyCard, userId ? { userId } : null, `${userId}|${lang}`);

  let body;
  if (!userId) body = <p className="mkt-center mkt-dt-state">{t('jobs.browse.company.missing')}</p>;
  else if (call.state.status === 'loading') body = <p className="mkt-center mkt-dt-state" role="status">{t('list.loading')}</p>;
  else if (call.state.status === 'error')
    body = (
      <div className="mkt-center mkt-dt-state" role="alert">
        <h2>{t('app.errorTitle')}</h2>
        <p>{call.state.message || t('app.errorHint')}</p>
        <button type="button" className="mkt-btn" onClick={call.retry}>{t('app.retry')}</button>
      </div>
    );
  else body = <CompanyView module={m} company={call.state.data} lang={lang} />;

  return (
    <div className="mkt-screen mkt-dt mkt-jobs-company">
      <PageHeader title={t('jobs.browse.titles.companyInfo')} fallback={modulePath(m, 'list')} />
      {body}
    </div>
  );
}

function CompanyView({ module: m, company: c, lang }: { module: ListingModule; company: CompanyCard; lang: LanguageCode }) {
  const t = useT();
  const { api } = useServices();
  const aboutId = useId();
  const contactsId = useId();
  const jobsId = useId();
  const list = useInfiniteList<Summary>({
    pageSize: m.pageSize,
    resetKey: `${c.userId}|${lang}`,
    fetchPage: async (page) => {
      const reply = await api.call(JOB_ENDPOINTS.searchCompanyJobs, { userId: c.userId, page: { index: page.index, size: page.size } });
      return { code: reply.code, items: reply.code === 200 ? rowsOf(reply.customData) : [] };
    },
  });
  const facts = [
    { key: 'industry', label: t('jobs.browse.company.industry'), value: c.industryName },
    { key: 'size', label: t('jobs.browse.company.size'), value: c.sizeName },
    { key: 'address', label: t('jobs.browse.company.address'), value: c.address },
  ].filter((f) => f.value);
  const hasContacts = c.phone || c.mail || c.website;

  return (
    <div className="mkt-dt-main">
      <section className="mkt-dt-sec mkt-jobs-co-head">
        <CompanyLogo className="mkt-jobs-co-big" src={c.logoPath} name={c.entName} eager />
        <div className="mkt-jobs-co-body">
          <p className="mkt-dt-title">{c.entName}</p>
          {c.authenticated && <VerifiedMark />}
          {c.jobCount > 0 && <span className="mkt-jobs-co-facts">{t('jobs.browse.company.jobCount', { count: c.jobCount })}</span>}
        </div>
      </section>
      {facts.length > 0 && (
        <section className="mkt-dt-sec">
          <dl className="mkt-dt-facts">
            {facts.map((f) => (
              <div key={f.key} data-fact={f.key}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {c.introduction && (
        <section className="mkt-dt-sec" aria-labelledby={aboutId}>
          <h2 id={aboutId} className="mkt-dt-h2">{t('jobs.browse.company.about')}</h2>
          {/* Plain text (contract CompanyInfo): line breaks kept, no HTML. */}
          <p className="mkt-jobs-intro">{c.introduction}</p>
        </section>
      )}
      {hasContacts && (
        <section className="mkt-dt-sec" aria-labelledby={contactsId}>
          <h2 id={contactsId} className="mkt-dt-h2">{t('jobs.browse.company.contacts')}</h2>
          <ul className="mkt-dt-contacts">
            {c.phone && (
              <li>
                <Icon d={ICONS.phone} />
                <span className="mkt-sr">{t('jobs.browse.company.phone')}</span>
                <a href={telHref(phoneWithCode(c.mobileCode, c.phone))}>{phoneWithCode(c.mobileCode, c.phone)}</a>
              </li>
            )}
            {c.mail && (
              <li>
                <Icon d={ICONS.mail} />
                <span className="mkt-sr">{t('jobs.browse.company.mail')}</span>
                <a href={`mailto:${c.mail}`}>{c.mail}</a>
              </li>
            )}
            {c.website && (
              <li>
                <Icon d={WEB_ICON} />
                <span className="mkt-sr">{t('jobs.browse.company.website')}</span>
                {isHttp(c.website) ? <a href={c.website} target="_blank" rel="noopener noreferrer">{c.website}</a> : <span>{c.website}</span>}
              </li>
            )}
          </ul>
        </section>
      )}
      <section className="mkt-jobs-co-jobs" aria-labelledby={jobsId}>
        <h2 id={jobsId} className="mkt-rec-head">{t('jobs.browse.company.jobs')}</h2>
        <InfiniteList
          list={list}
          itemKey={(item, i) => serviceIdOf(m, item) || i}
          renderItem={(item) => <JobRow module={m} item={item} />}
          empty={<p className="mkt-empty">{t('jobs.browse.company.noJobs')}</p>}
        />
      </section>
    </div>
  );
}
