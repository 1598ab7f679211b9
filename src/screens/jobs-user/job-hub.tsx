// /jobAndRecruit/userCenter/userIndex (spec §2; it stands for the module's mine screen): the job
// seeker's and the recruiter's hub. Counts from getJobHub; the seeker's entries (CV, applications
// with interviews, favourites, history, browse jobs); the recruiter's (publish a job, my jobs in
// publish management, applications received, find CVs, company info); and the recruiter-mode
// switch with what it does (spec §6) next to it.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { JobHub } from '../../contract/types/jobs.js';
import { useT } from '../../ui/t-context.js';
import { LoadError } from '../kit/account-frame.js';
import { useCall } from '../kit/use-call.js';
import { JobsUserBusy, JobsUserFrame } from './jobs-user-frame.js';
import { JOB_PATHS } from './paths.js';
import { modeOutcome } from './recruiter-mode.js';

export function JobHubScreen() {
  const t = useT();
  return (
    <JobsUserFrame title={t('jobs.seeker.hub.title')} fallback={JOB_PATHS.jobList}>
      <Hub />
    </JobsUserFrame>
  );
}

function Hub() {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const call = useCall(JOB_ENDPOINTS.getJobHub, {}, userId);
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  if (call.state.status === 'loading') return <JobsUserBusy />;
  const hub = call.state.data;
  const replace = (next: JobHub) => call.patch(() => next);
  return (
    <>
      <nav className="mkt-ju-counts" aria-label={t('jobs.seeker.hub.counts')}>
        <Count href={JOB_PATHS.myDeliver} n={hub.applications} label={t('jobs.seeker.hub.applications')} />
        <Count href={JOB_PATHS.myDeliver} n={hub.interviews} label={t('jobs.seeker.hub.interviews')} />
        <Count href={JOB_PATHS.collection} n={hub.favourites} label={t('jobs.seeker.hub.favourites')} />
        <Count href={JOB_PATHS.history} n={hub.history} label={t('jobs.seeker.hub.history')} />
      </nav>
      <section className="mkt-ju-block" data-block="seeker">
        <h2>{t('jobs.seeker.hub.seeker')}</h2>
        <Entry href={hub.hasResume ? JOB_PATHS.myResume : JOB_PATHS.editResume} label={t('jobs.seeker.hub.myResume')}
          side={hub.hasResume ? (hub.resumePublic ? t('jobs.seeker.myResume.public') : t('jobs.seeker.myResume.private')) : t('jobs.seeker.hub.noResume')} />
        <Entry href={JOB_PATHS.myDeliver} label={t('jobs.seeker.hub.myApplications')}
          side={hub.interviews > 0 ? t('jobs.seeker.hub.interviewCount', { count: hub.interviews }) : String(hub.applications)} />
        <Entry href={JOB_PATHS.collection} label={t('jobs.seeker.hub.favourites')} side={String(hub.favourites)} />
        <Entry href={JOB_PATHS.history} label={t('jobs.seeker.hub.history')} side={String(hub.history)} />
        <Entry href={JOB_PATHS.jobList} label={t('jobs.seeker.hub.browseJobs')} />
      </section>
      <section className="mkt-ju-block" data-block="recruiter">
        <h2>{t('jobs.seeker.hub.recruiter')}</h2>
        <RecruiterModeSwitch hub={hub} onChange={replace} />
        <Entry href={JOB_PATHS.publish} label={t('jobs.seeker.hub.publishJob')} />
        <Entry href={JOB_PATHS.publishManage} label={t('jobs.seeker.hub.myJobs')} side={String(hub.jobs)} />
        <Entry href={JOB_PATHS.resumeManage} label={t('jobs.seeker.hub.received')}
          side={hub.unviewed > 0 ? t('jobs.seeker.hub.unviewed', { count: hub.unviewed }) : undefined} />
        <Entry href={JOB_PATHS.recruitList} label={t('jobs.seeker.hub.findResumes')} />
        <Entry href={JOB_PATHS.editCompanyInfo} label={t('jobs.seeker.hub.company')}
          side={hub.hasCompany ? undefined : t('jobs.seeker.hub.companyMissing')} />
      </section>
    </>
  );
}

function Count({ href, n, label }: { href: string; n: number; label: string }) {
  return (
    <Link href={href}>
      <b>{n}</b>
      <span>{label}</span>
    </Link>
  );
}

function Entry({ href, label, side }: { href: string; label: string; side?: string | undefined }) {
  return (
    <Link href={href} className="mkt-ju-entry">
      <span>{label}</span>
      {side !== undefined && side !== '' && <small>{side}</small>}
    </Link>
  );
}

function RecruiterModeSwitch({ hub, onChange }: { hub: JobHub; onChange(hub: JobHub): void }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const [busy, setBusy] = useState(false);
  const toggle = async (on: boolean) => {
    setBusy(true);
    const reply = await api.call(JOB_ENDPOINTS.setRecruiterMode, { on }, { inline: [CODE.MEMBERSHIP_REQUIRED] });
    setBusy(false);
    const outcome = modeOutcome(reply);
    if (outcome.kind === 'done') {
      onChange(outcome.hub);
      dialogs.toast(outcome.hub.recruiterMode ? t('jobs.seeker.hub.modeOn') : t('jobs.seeker.hub.modeOff'));
    } else if (outcome.kind === 'membership' && (await dialogs.confirm(t('errors.authorityInsufficient')))) {
      navigate(JOB_PATHS.memberCentre);
    }
  };
  return (
    <div className="mkt-ju-mode" data-recruiter-mode={hub.recruiterMode ? 'on' : 'off'}>
      <label className="mkt-ju-switch">
        <span>{t('jobs.seeker.hub.recruiterMode')}</span>
        <input type="checkbox" role="switch" checked={hub.recruiterMode} disabled={busy} aria-describedby="mkt-ju-mode-h"
          onChange={(e) => void toggle(e.currentTarget.checked)} />
      </label>
      <p id="mkt-ju-mode-h" className="mkt-ju-hint">{t('jobs.common.recruiterModeExplain')}</p>
    </div>
  );
}
