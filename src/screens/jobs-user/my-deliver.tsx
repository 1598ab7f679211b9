// /jobAndRecruit/userCenter/myDeliver (spec §2): the user's applications, newest first, 15 a page
// (spec §9): the job (title, company, salary, city), its state (sent, viewed, invited, not retained,
// withdrawn), the date, the recruiter's note (interview time and place), and "withdraw" while the
// application is still open (states 1-3). Tapping the job opens its details. A recruiter's answer
// shows up live (use-application-events.ts).
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { Application } from '../../contract/types/jobs.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { AccountFrame } from '../kit/account-frame.js';
import { formatTime } from '../kit/format-time.js';
import { Img } from '../kit/img.js';
import { useLanguage } from '../kit/price.js';
import { canWithdraw } from './application-rules.js';
import { useApplicationEvents } from './use-application-events.js';
import { useJobsUserStyle } from './jobs-user-styles.js';
import { jobDetailsHref, JOB_PATHS } from './paths.js';
import { salaryText } from '../kit/salary-text.js';

export function MyDeliverScreen() {
  const t = useT();
  useJobsUserStyle();
  return (
    <AccountFrame title={t('jobs.seeker.myDeliver.title')} fallback={JOB_PATHS.userIndex} className="mkt-jobs-user" loginText={t('jobs.common.loginNeeded')}>
      <Applications />
    </AccountFrame>
  );
}

function Applications() {
  const t = useT();
  const { api } = useServices();
  const lang = useLanguage();
  // A withdrawn or answered application is replaced in place (no reload: the user keeps their
  // scroll position).
  const [changed, setChanged] = useState<Readonly<Record<string, Application>>>({});
  const list = useInfiniteList<Application>({
    resetKey: lang,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(JOB_ENDPOINTS.getMyDeliver, { page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const replace = (next: Application) => setChanged((old) => ({ ...old, [next.applicationId]: next }));
  useApplicationEvents(list.items.map((a) => changed[a.applicationId] ?? a), replace);
  return (
    <InfiniteList
      list={list}
      itemKey={(a) => a.applicationId}
      renderItem={(a) => {
        const shown = changed[a.applicationId] ?? a;
        return <ApplicationCard app={shown} onChange={replace} />;
      }}
      empty={
        <div className="mkt-ju-notice" data-empty="applications">
          <p>{t('jobs.seeker.myDeliver.empty')}</p>
          <Link href={JOB_PATHS.jobList} className="mkt-btn">{t('jobs.seeker.hub.browseJobs')}</Link>
        </div>
      }
    />
  );
}

function ApplicationCard({ app, onChange }: { app: Application; onChange(next: Application): void }) {
  const t = useT();
  const lang = useLanguage();
  const { api } = useServices();
  const { dialogs } = useShell();
  const [busy, setBusy] = useState(false);
  const salary = salaryText(app, t, lang);
  const withdraw = async () => {
    if (!(await dialogs.confirm(t('jobs.seeker.myDeliver.withdrawConfirm', { title: app.title })))) return;
    setBusy(true);
    const reply = await api.call(JOB_ENDPOINTS.withdrawApplication, { applicationId: app.applicationId });
    setBusy(false);
    if (reply.code === 200 && reply.customData) {
      onChange({ ...app, ...reply.customData });
      dialogs.toast(t('jobs.seeker.myDeliver.withdrawn'));
    }
  };
  return (
    <article className="mkt-ju-app" data-application={app.applicationId} data-state={app.state}>
      <Link href={jobDetailsHref(app.recruitingInfoId)} className="mkt-ju-app-head">
        <span style={{ minWidth: 0 }}>
          <h3 className="mkt-ju-app-title">{app.title}</h3>
          <span className="mkt-meta">{[app.entName, app.countryCityName].filter(Boolean).join(' · ')}</span>
        </span>
        <Img src={app.avatarPath} alt="" ratio="1" className="mkt-ju-app-logo" thumb saver="load" />
      </Link>
      <span className="mkt-price">{salary}</span>
      {app.note && (
        <p className="mkt-ju-note" data-note="true">
          <strong>{t('jobs.seeker.myDeliver.note')}</strong>{'\n'}{app.note}
        </p>
      )}
      <div className="mkt-ju-app-foot">
        <span className="mkt-ju-state" data-state={app.state}>{t(`jobs.common.application.${app.state}`)}</span>
        <span className="mkt-meta">{formatTime(app.createTime, lang, false)}</span>
      </div>
      {canWithdraw(app.state) && (
        <button type="button" className="mkt-btn mkt-btn-ghost" disabled={busy} onClick={() => void withdraw()} data-action="withdraw">
          {t('jobs.seeker.myDeliver.withdraw')}
        </button>
      )}
    </article>
  );
}
