// /common/error: where envelope code 4010 sends the user (spec §8). Loaded as its own chunk.
import { Link } from 'wouter';
import type { ScreenProps } from '../../routes/route-types.js';
import { useT } from '../../ui/t-context.js';

export default function CommonError(_props: ScreenProps) {
  const t = useT();
  return (
    <div className="mkt-center">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5v5m0 3v.5" />
      </svg>
      <h1>{t('app.errorTitle')}</h1>
      <p>{t('app.errorHint')}</p>
      <Link href="/index" className="mkt-btn">{t('app.backHome')}</Link>
    </div>
  );
}
