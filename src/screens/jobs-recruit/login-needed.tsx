// Shown instead of a recruiter screen when nobody is logged in: CVs and applications are read with
// the session (spec §6 "Not logged in: prompt to log in"), so nothing is asked of the server.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { RECRUIT_PATHS } from './paths.js';

/** `text`: what logging in gives on this screen; by default the CV's contact details (recruitDetails). */
export function LoginNeeded({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className="mkt-center">
      <p>{text ?? t('jobs.common.access.login')}</p>
      <Link href={RECRUIT_PATHS.login} className="mkt-btn">{t('jobs.recruiter.logIn')}</Link>
    </div>
  );
}
