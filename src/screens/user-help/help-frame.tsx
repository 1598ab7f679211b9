// The frame of the help screens (kit AccountFrame, open to visitors), the links between them, and
// the "not found" of a menu or problem that does not exist (a stale link, a hand-typed id).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { useHelpStyle } from './help-styles.js';

export const HELP_MENU = '/usercenter/serviceAndHelp/serviceAndHelpMenuList';

export const problemListHref = (menuId: number, name: string): string =>
  `/usercenter/serviceAndHelp/commonProblemList?menuId=${menuId}&name=${encodeURIComponent(name)}`;

export const problemHref = (id: number): string => `/usercenter/serviceAndHelp/problemDetails?id=${id}`;

/** A positive integer id of the query, else null. */
export const idOf = (raw: string | null): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export function HelpFrame({ title, fallback, children }: { title: string; fallback: string; children: ReactNode }) {
  useHelpStyle();
  return <AccountFrame title={title} fallback={fallback} className="mkt-help" needsLogin={false}>{children}</AccountFrame>;
}

export function NotFound() {
  const t = useT();
  return (
    <div className="mkt-load-error" role="alert" data-not-found="true">
      <p>{t('help.notFound')}</p>
      <Link href={HELP_MENU} className="mkt-btn mkt-btn-ghost">{t('help.backToMenu')}</Link>
    </div>
  );
}

/** Rows of the help lists: at least 52 px, long French titles wrap. */
export function HelpRow({ href, item, children }: { href: string; item: number; children: ReactNode }) {
  return (
    <Link href={href} className="mkt-help-row" data-item={item}>
      <span className="mkt-help-label">{children}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="M9 6l6 6-6 6" /></svg>
    </Link>
  );
}
