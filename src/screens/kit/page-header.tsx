// The header of a plain screen: back (history when it stays in the app, else `fallback`), title,
// optional actions. Screens of the user centre, login, register and reset share it.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { useBack } from './use-back.js';

export function PageHeader({ title, fallback, actions }: { title: string; fallback: string; actions?: ReactNode }) {
  const t = useT();
  const back = useBack();
  return (
    <header className="mkt-head">
      <Link href={fallback} className="mkt-icon-btn" aria-label={t('form.back')} onClick={back}>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </Link>
      <h1>{title}</h1>
      {actions}
    </header>
  );
}
