// The job lists (spec §2 /jobAndRecruit/jobWanted: jobList, emergencyRecruitmentList, fullTimeJob,
// partTimeJob): search, the job filters, an infinite list of job rows (spec §4 "Lists": loading,
// finished, error with retry; a new search or filter starts again at page 1). The generic list
// screen's pieces are reused (search header, dropdown styles, range reader, infinite list); the
// filters are the module's own (descriptor filters.attrEquals and salaryRange).
// The URL query is the filters' single source of truth (job-query.ts): "back" from jobDetails, a
// reload or a shared link shows the same list. jobList is kept alive (route flag), so its scroll
// position comes back too.
import { useMemo } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { JOB_LISTING_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { ListingModule } from '../../modules/types.js';
import type { RouteEntry } from '../../routes/route-types.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useStyle } from '../../ui/use-style.js';
import { JobRow } from '../kit/job-row.js';
import { useJobLookupsState } from '../kit/job-lookups.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { serviceIdOf } from '../kit/links.js';
import type { Summary } from '../kit/listing-row.js';
import { useLanguage } from '../kit/price.js';
import { SkeletonRows } from '../list/list-rows.js';
import { LIST_CSS } from '../list/list-styles.js';
import { SearchHeader } from '../list/search-header.js';
import { JobFilterBar } from './job-filter-bar.js';
import { clearJobFilters, isFiltered, jobQueryKey, jobSearchBody, paramsFromQuery, queryFromParams, type JobQuery } from './job-query.js';
import type { JobListVariant } from './job-variants.js';
import { JOBS_CSS } from './jobs-styles.js';
import { QuickLinks } from './quick-links.js';

const isRow = (x: unknown): x is Summary => typeof x === 'object' && x !== null && !Array.isArray(x);
export const rowsOf = (data: unknown): Summary[] => {
  const list = (data as { resultList?: unknown } | null)?.resultList;
  return Array.isArray(list) ? list.filter(isRow) : [];
};

interface JobListScreenProps {
  module: ListingModule;
  route: RouteEntry;
  query: URLSearchParams;
  variant: JobListVariant;
}

export function JobListScreen({ module: m, route, query: url, variant }: JobListScreenProps) {
  useKitStyle();
  useStyle('list', LIST_CSS);
  useStyle('jobs', JOBS_CSS);
  const t = useT();
  const lang = useLanguage();
  const { api } = useServices();
  const { navigate } = useShell();
  const lookups = useJobLookupsState();
  const { fixed } = variant;
  const search = url.toString();
  const q = useMemo(() => queryFromParams(new URLSearchParams(search), fixed), [search, fixed]);

  const setQuery = (next: JobQuery) => {
    const params = paramsFromQuery(next, url, fixed).toString();
    navigate(`${route.path}${params ? `?${params}` : ''}`, { replace: true });
  };

  const list = useInfiniteList<Summary>({
    pageSize: m.pageSize,
    // Job text comes in the viewer's language: a language change reloads too.
    resetKey: `${lang}|${jobQueryKey(q)}`,
    fetchPage: async (page) => {
      const reply = await api.call(JOB_LISTING_ENDPOINTS.searchJobByTerms, jobSearchBody(q, page));
      return { code: reply.code, items: reply.code === 200 ? rowsOf(reply.customData) : [] };
    },
  });

  const filtered = isFiltered(q, fixed);
  const firstLoad = list.items.length === 0 && (list.status === 'loading' || list.status === 'idle');

  return (
    <div className="mkt-screen mkt-list-screen mkt-jobs-list" data-variant={variant.name}>
      <div className="mkt-list-top">
        <SearchHeader keyWords={q.keyWords} title={t(variant.title)} onSearch={(keyWords) => setQuery({ ...q, keyWords })} />
        {variant.name === 'jobList' ? <QuickLinks module={m} /> : <p className="mkt-jobs-title" aria-hidden="true">{t(variant.title)}</p>}
        <JobFilterBar
          query={q}
          fixed={fixed}
          lookups={lookups.data}
          lookupsFailed={lookups.failed}
          onRetryLookups={lookups.retry}
          onChange={setQuery}
        />
      </div>
      <div className="mkt-list-main">
        {firstLoad && <SkeletonRows layout={m.rowLayout} />}
        <InfiniteList
          list={list}
          itemKey={(item, i) => serviceIdOf(m, item) || i}
          renderItem={(item, i) => <JobRow module={m} item={item} eager={i === 0} />}
          empty={
            <div className="mkt-empty mkt-list-empty">
              <p>{t(filtered ? 'jobs.browse.noMatch' : 'jobs.browse.empty')}</p>
              {filtered && (
                <button type="button" className="mkt-btn mkt-btn-ghost" onClick={() => setQuery({ ...clearJobFilters(q, fixed), keyWords: '' })}>
                  {t('jobs.browse.showAll')}
                </button>
              )}
            </div>
          }
        />
      </div>
    </div>
  );
}
