// recruitList (spec §2 /jobAndRecruit/recruit/recruitList, §6): public CVs for recruiters. Needs a
// login; what the viewer may see of each CV depends on their package (the banner says what and how
// to get more). Search by keywords, filter by industry -> position, education, minimum years and
// position type; the list pages on as it scrolls (spec §4 "Lists").
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../app/use-shell.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { IdName } from '../../contract/types/common.js';
import type { ResumeSummary } from '../../contract/types/jobs.js';
import type { MessageKey } from '../../i18n/keys.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useJobLookups } from '../kit/job-lookups.js';
import { PageHeader } from '../kit/page-header.js';
import { AccessBanner } from './access-banner.js';
import { LoginNeeded } from './login-needed.js';
import { RECRUIT_PATHS } from './paths.js';
import { idOrAny, NO_FILTERS, searchTermsOf, YEARS_STEPS, type ResumeFilters } from './resume-filters.js';
import { ResumeRow } from './resume-row.js';

export function RecruitListScreen() {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  return (
    <div className="mkt-screen mkt-rc" data-screen="recruitList">
      <PageHeader title={t('jobs.recruiter.titles.recruitList')} fallback={RECRUIT_PATHS.hub} />
      {userId ? <ResumeSearch key={userId} userId={userId} /> : <LoginNeeded text={t('jobs.common.loginNeeded')} />}
    </div>
  );
}

function ResumeSearch({ userId }: { userId: string }) {
  const t = useT();
  const { api } = useServices();
  const [filters, setFilters] = useState<ResumeFilters>(NO_FILTERS);
  const [typed, setTyped] = useState('');
  const terms = searchTermsOf(filters);
  const list = useInfiniteList<ResumeSummary>({
    resetKey: `${userId}|${JSON.stringify(terms)}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(JOB_ENDPOINTS.searchResumeByTerms, { page: { index, size }, ...terms });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters((f) => ({ ...f, keyWords: typed }));
  };
  return (
    <>
      <form className="mkt-rc-search" role="search" onSubmit={submit}>
        <input
          type="search" value={typed} enterKeyHint="search" aria-label={t('jobs.recruiter.search')}
          placeholder={t('jobs.recruiter.searchPlaceholder')} onInput={(e) => setTyped(e.currentTarget.value)}
        />
        <button type="submit">{t('jobs.recruiter.search')}</button>
      </form>
      <FilterBar filters={filters} onChange={setFilters} />
      <AccessBanner userId={userId} />
      <InfiniteList
        list={list}
        itemKey={(cv) => cv.recruitingResumeId}
        renderItem={(cv) => <ResumeRow cv={cv} />}
        empty={<p className="mkt-empty">{t('jobs.recruiter.noResume')}</p>}
      />
    </>
  );
}

function Select({ label, value, options, onPick, name }: {
  label: MessageKey; value: number | ''; name: string; options: readonly IdName[]; onPick(v: number | ''): void;
}) {
  const t = useT();
  return (
    <label>
      {t(label)}
      <select name={name} value={String(value)} onChange={(e) => onPick(idOrAny(e.currentTarget.value))}>
        <option value="">{t('jobs.recruiter.any')}</option>
        {options.map((o) => <option key={o.id} value={String(o.id)}>{o.name}</option>)}
      </select>
    </label>
  );
}

function FilterBar({ filters, onChange }: { filters: ResumeFilters; onChange(f: ResumeFilters): void }) {
  const t = useT();
  const lookups = useJobLookups();
  const industries = lookups?.industries ?? [];
  const positions = industries.find((i) => i.id === filters.industryId)?.children ?? [];
  const years = YEARS_STEPS.map((n) => ({ id: n, name: t('jobs.recruiter.yearsMin', { count: n }) }));
  const set = (patch: Partial<ResumeFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="mkt-rc-filters" aria-label={t('jobs.recruiter.filters')} role="group">
      {/* A new industry drops the position of the old one (another list). */}
      <Select name="industryId" label="publish.fields.industry" value={filters.industryId} options={industries} onPick={(v) => set({ industryId: v, positionId: '' })} />
      {filters.industryId !== '' && (
        <Select name="positionId" label="publish.fields.position" value={filters.positionId} options={positions} onPick={(v) => set({ positionId: v })} />
      )}
      <Select name="educationId" label="jobs.recruiter.education" value={filters.educationId} options={lookups?.degrees ?? []} onPick={(v) => set({ educationId: v })} />
      <Select name="yearsMin" label="jobs.recruiter.experience" value={filters.yearsMin} options={years} onPick={(v) => set({ yearsMin: v })} />
      <Select name="positionTypeId" label="jobs.recruiter.positionType" value={filters.positionTypeId} options={lookups?.positionTypes ?? []} onPick={(v) => set({ positionTypeId: v })} />
    </div>
  );
}
