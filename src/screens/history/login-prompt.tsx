// Shown instead of a personal screen (mine, history, collection) when nobody is logged in: these
// lists belong to a user (spec §7: every call carries userId), so nothing is asked of the server.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';

export function LoginPrompt() {
  const t = useT();
  return (
    <div className="mkt-center mkt-saved-login">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0" />
      </svg>
      <h2>{t('saved.login.title')}</h2>
      <p>{t('saved.login.hint')}</p>
      <Link href="/login" className="mkt-btn">{t('saved.login.button')}</Link>
    </div>
  );
}
