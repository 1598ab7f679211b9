// resumeManage (spec §2 /jobAndRecruit/userCenter/resumeManage?recruitingInfoId=): the
// applications to the caller's jobs, filtered by job (the caller's recruitment listings from
// getMyRelease) and by state tabs; each row opens the CV and offers the moves its state allows.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { MODULE_ID } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { Application, ApplicationState } from '../../contract/types/jobs.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { PageHeader } from '../kit/page-header.js';
import { useCall } from '../kit/use-call.js';
import { ApplicationRow } from './application-row.js';
import { STATE_TABS } from './application-rules.js';
import { LoginNeeded } from './login-needed.js';
import { RECRUIT_PATHS } from './paths.js';

/** How many of the caller's jobs the job filter lists (ours: a recruiter with more searches by tab). */
const JOBS_IN_FILTER = 50;

export function ResumeManageScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const jobId = (query.get('recruitingInfoId') ?? '').trim();
  return (
    <div className="mkt-screen mkt-rc" data-screen="resumeManage">
      <PageHeader title={t('jobs.recruiter.titles.resumeManage')} fallback={RECRUIT_PATHS.hub} />
      {userId ? <Applications key={`${userId}|${jobId}`} userId={userId} initialJob={jobId} /> : <LoginNeeded text={t('jobs.common.loginNeeded')} />}
    </div>
  );
}

function JobFilter({ userId, value, onPick }: { userId: string; value: string; onPick(id: string): void }) {
  const t = useT();
  const jobs = useCall(ENDPOINTS.getMyRelease, { userId, moduleId: MODULE_ID.recruitment, page: { index: 1, size: JOBS_IN_FILTER } }, userId);
  const rows = jobs.state.status === 'ok' ? jobs.state.data.resultList : [];
  // A job from the query that is not (yet) in the list still shows as chosen.
  const known = value === '' || rows.some((r) => String(r.serviceId) === value);
  return (
    <label className="mkt-rc-job">
      {t('jobs.recruiter.job')}
      <select name="recruitingInfoId" value={value} onChange={(e) => onPick(e.currentTarget.value)}>
        <option value="">{t('jobs.recruiter.allJobs')}</option>
        {!known && <option value={value}>{value}</option>}
        {rows.map((r) => <option key={r.serviceId} value={String(r.serviceId)}>{r.title}</option>)}
      </select>
    </label>
  );
}

function Applications({ userId, initialJob }: { userId: string; initialJob: string }) {
  const t = useT();
  const { api } = useServices();
  const [job, setJob] = useState(initialJob);
  const [state, setState] = useState<ApplicationState | ''>('');
  /** Rows changed here (invited, declined, opened): shown as changed without asking again. */
  const [changed, setChanged] = useState<ReadonlyMap<string, Application>>(() => new Map());
  const list = useInfiniteList<Application>({
    resetKey: `${userId}|${job}|${state}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(JOB_ENDPOINTS.getReceivedResumes, { page: { index, size }, recruitingInfoId: job, state });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const shown = useMemo(() => ({ ...list, items: list.items.map((a) => changed.get(a.applicationId) ?? a) }), [list, changed]);
  const update = (next: Application) => setChanged((m) => new Map(m).set(next.applicationId, next));
  return (
    <>
      <JobFilter userId={userId} value={job} onPick={setJob} />
      <div className="mkt-rc-tabs" role="group" aria-label={t('jobs.recruiter.stateFilter')}>
        {STATE_TABS.map((s) => (
          <button key={String(s)} type="button" aria-pressed={state === s} onClick={() => setState(s)}>
            {s === '' ? t('jobs.recruiter.allStates') : t(`jobs.common.application.${s}`)}
          </button>
        ))}
      </div>
      <InfiniteList
        list={shown}
        itemKey={(a) => a.applicationId}
        renderItem={(a) => <ApplicationRow app={a} onChange={update} />}
        empty={<p className="mkt-empty">{t('jobs.recruiter.noApplication')}</p>}
      />
    </>
  );
}
