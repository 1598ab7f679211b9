// What the viewer's package lets them see of CVs (spec §6 "viewing ... depend on the package";
// recruiter mode "lets a member view CVs"): read from the job hub, with the way to get more —
// the membership centre, or the hub where recruiter mode is turned on.
import { Link } from 'wouter';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { JobHub } from '../../contract/types/jobs.js';
import { useT } from '../../ui/t-context.js';
import { useCall } from '../kit/use-call.js';
import { RECRUIT_PATHS } from './paths.js';

export type AccessLevel = 'full' | 'membership' | 'recruiterMode';

export const accessLevelOf = (hub: Pick<JobHub, 'canViewCvs' | 'recruiterMode'>): AccessLevel =>
  !hub.canViewCvs ? 'membership' : !hub.recruiterMode ? 'recruiterMode' : 'full';

export function AccessBanner({ userId }: { userId: string }) {
  const t = useT();
  const hub = useCall(JOB_ENDPOINTS.getJobHub, {}, userId);
  if (hub.state.status !== 'ok') return null;
  const level = accessLevelOf(hub.state.data);
  if (level === 'full') {
    return (
      <div className="mkt-rc-banner" data-full="true" data-access={level}>
        <p>{t('jobs.recruiter.accessFull')}</p>
      </div>
    );
  }
  return (
    <div className="mkt-rc-banner" data-access={level} role="note">
      <p>{t(`jobs.common.access.${level}`)}</p>
      {level === 'membership'
        ? <Link href={RECRUIT_PATHS.memberCentre}>{t('jobs.recruiter.getMembership')}</Link>
        : <Link href={RECRUIT_PATHS.hub}>{t('jobs.recruiter.openHub')}</Link>}
    </div>
  );
}
