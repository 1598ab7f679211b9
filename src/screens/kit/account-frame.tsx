// The frame of the user-centre screens that need a session (spec §2 "User centre"): header with
// back, the form and kit styles, and a login prompt instead of the content for a visitor (asking
// the server would only produce "not logged in"). LoadError: a call that failed, with a retry (the
// API client already showed spec §8's effect).
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { useT } from '../../ui/t-context.js';
import { useFormStyle } from './form/index.js';
import { useKitStyle } from './kit-styles.js';
import { PageHeader } from './page-header.js';

export interface AccountFrameProps {
  title: string;
  /** Where back goes when there is no history (a deep link). */
  fallback: string;
  /** The screen group's own class (its styles). */
  className: string;
  /** false: the content is for visitors too (settings index, language). */
  needsLogin?: boolean;
  /** The visitor's login prompt; the account-security text by default (a module's screens say what logging in gives). */
  loginText?: string;
  children: ReactNode;
}

export function AccountFrame({ title, fallback, className, needsLogin = true, loginText, children }: AccountFrameProps) {
  const t = useT();
  useKitStyle();
  useFormStyle();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  return (
    <div className={`mkt-screen ${className}`}>
      <PageHeader title={title} fallback={fallback} />
      {userId || !needsLogin ? children : (
        <div className="mkt-center" data-login-needed="true">
          <p>{loginText ?? t('security.loginNeeded')}</p>
          <Link href="/login" className="mkt-btn">{t('account.login')}</Link>
        </div>
      )}
    </div>
  );
}

export function LoadError({ retry }: { retry(): void }) {
  const t = useT();
  return (
    <div className="mkt-load-error" role="alert">
      <p>{t('security.loadFailed')}</p>
      <button type="button" className="mkt-btn mkt-btn-ghost" onClick={retry}>{t('security.retry')}</button>
    </div>
  );
}
