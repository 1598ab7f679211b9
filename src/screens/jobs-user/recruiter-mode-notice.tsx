// Spec §6: "opening [recruiter mode] blocks publishing a CV or viewing job infos". Shown instead of
// the CV form while the mode is on, and when a save is refused with 4403 jobs.errors.recruiterModeOn:
// what the mode does, and the hub where it is turned off.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { JOB_PATHS } from './paths.js';

export function RecruiterModeNotice({ inline = false }: { inline?: boolean }) {
  const t = useT();
  return (
    <div className={inline ? 'mkt-ju-alert' : 'mkt-ju-notice'} role={inline ? 'alert' : undefined} data-recruiter-mode="on">
      <p><strong>{t('jobs.seeker.recruiterModeOn')}</strong></p>
      <p>{t('jobs.common.recruiterModeExplain')}</p>
      <Link href={JOB_PATHS.userIndex} className={inline ? undefined : 'mkt-btn'}>{t('jobs.seeker.goToHub')}</Link>
    </div>
  );
}
