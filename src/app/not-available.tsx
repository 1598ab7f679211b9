// Shown for routes whose screen is not built yet: every spec path resolves, none is a dead end.
import { Link } from 'wouter';
import { useT } from '../ui/t-context.js';

export function NotAvailable({ path }: { path: string }) {
  const t = useT();
  return (
    <div className="mkt-center">
      <h1>{t('app.notAvailable')}</h1>
      <p>{t('app.notAvailableHint')}</p>
      {path !== '/index' && <Link href="/index" className="mkt-btn">{t('app.backHome')}</Link>}
    </div>
  );
}
