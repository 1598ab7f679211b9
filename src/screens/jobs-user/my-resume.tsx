// /jobAndRecruit/userCenter/myResume (spec §2): the user's CV as its owner sees it, whether it is
// public (found by recruiters) or private, and the ways on: edit, "what recruiters see". Without a
// CV: an empty state leading to editResume.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import { useT } from '../../ui/t-context.js';
import { LoadError } from '../kit/account-frame.js';
import { useCall } from '../kit/use-call.js';
import { JobsUserBusy, JobsUserFrame } from './jobs-user-frame.js';
import { JOB_PATHS } from './paths.js';
import { RecruiterModeNotice } from './recruiter-mode-notice.js';
import { ResumeView } from './resume-view.js';

export function MyResumeScreen() {
  const t = useT();
  return (
    <JobsUserFrame title={t('jobs.seeker.myResume.title')} fallback={JOB_PATHS.userIndex}>
      <MyResume />
    </JobsUserFrame>
  );
}

function MyResume() {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const mine = useCall(JOB_ENDPOINTS.getMyResume, {}, userId);
  if (mine.state.status === 'error') return <LoadError retry={mine.retry} />;
  if (mine.state.status === 'loading') return <JobsUserBusy />;
  const { resume, recruiterMode } = mine.state.data;
  if (!resume) {
    return (
      <div className="mkt-ju-notice" data-empty="resume">
        <p><strong>{t('jobs.seeker.myResume.emptyTitle')}</strong></p>
        <p>{t('jobs.seeker.myResume.emptyText')}</p>
        {recruiterMode ? <RecruiterModeNotice inline /> : <Link href={JOB_PATHS.editResume} className="mkt-btn">{t('jobs.seeker.myResume.create')}</Link>}
      </div>
    );
  }
  const isPublic = resume.isPublic === 1;
  return (
    <>
      {recruiterMode && <RecruiterModeNotice inline />}
      <div className="mkt-ju-card" data-public={isPublic}>
        <span className="mkt-ju-state" data-public={isPublic}>{isPublic ? t('jobs.seeker.myResume.public') : t('jobs.seeker.myResume.private')}</span>
        <p className="mkt-ju-hint" style={{ margin: '8px 0 0' }}>{isPublic ? t('jobs.seeker.myResume.publicExplain') : t('jobs.seeker.myResume.privateExplain')}</p>
      </div>
      <ResumeView resume={resume} />
      <div className="mkt-ju-actions">
        {!recruiterMode && <Link href={JOB_PATHS.editResume} className="mkt-btn">{t('jobs.seeker.myResume.edit')}</Link>}
        <Link href={JOB_PATHS.myResumeDetails} className="mkt-btn mkt-btn-ghost">{t('jobs.seeker.myResume.asRecruiters')}</Link>
      </div>
    </>
  );
}
