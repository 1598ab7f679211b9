// /jobAndRecruit/userCenter/myResumeDetails (spec §2): "what recruiters see" — the user's own CV
// through searchResumeDetailById, the call recruiters use, so the page shows exactly the reply a
// reader gets (names in the reader's language, the attachment through its signed URL).
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import { useT } from '../../ui/t-context.js';
import { LoadError } from '../kit/account-frame.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { JobsUserBusy, JobsUserFrame } from './jobs-user-frame.js';
import { JOB_PATHS } from './paths.js';
import { ResumeView } from './resume-view.js';

export function MyResumeDetailsScreen() {
  const t = useT();
  return (
    <JobsUserFrame title={t('jobs.seeker.myResumeDetails.title')} fallback={JOB_PATHS.myResume}>
      <Details />
    </JobsUserFrame>
  );
}

function Details() {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const lang = useLanguage();
  const mine = useCall(JOB_ENDPOINTS.getMyResume, {}, userId);
  const id = mine.state.status === 'ok' ? mine.state.data.resume?.recruitingResumeId ?? '' : '';
  const detail = useCall(JOB_ENDPOINTS.searchResumeDetailById, id ? { recruitingResumeId: id } : null, `${id}:${lang}`);
  if (mine.state.status === 'error') return <LoadError retry={mine.retry} />;
  if (mine.state.status === 'ok' && !mine.state.data.resume) {
    return (
      <div className="mkt-ju-notice" data-empty="resume">
        <p>{t('jobs.seeker.myResume.emptyText')}</p>
        <Link href={JOB_PATHS.editResume} className="mkt-btn">{t('jobs.seeker.myResume.create')}</Link>
      </div>
    );
  }
  if (detail.state.status === 'error') return <LoadError retry={detail.retry} />;
  if (detail.state.status === 'loading' || !id) return <JobsUserBusy />;
  return (
    <>
      <p className="mkt-ju-notice">{t('jobs.seeker.myResumeDetails.explain')}</p>
      <ResumeView resume={detail.state.data} />
    </>
  );
}
