// The frame of both authentication screens: header, styles, and a login prompt for a visitor (the
// calls need a session, spec §2), plus the loading and failed states of getAuthentication.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AuthenticationReply } from '../../contract/types/usercenter.js';
import { useT } from '../../ui/t-context.js';
import { useFormStyle } from '../kit/form/index.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { PageHeader } from '../kit/page-header.js';
import { useCall } from '../kit/use-call.js';
import { useAuthStyle } from './auth-styles.js';

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  useKitStyle();
  useFormStyle();
  useAuthStyle();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  return (
    <div className="mkt-screen mkt-auth">
      <PageHeader title={title} fallback="/usercenter/userInfo" />
      {userId ? children : (
        <div className="mkt-center">
          <p>{t('security.loginNeeded')}</p>
          <Link href="/login" className="mkt-btn">{t('account.login')}</Link>
        </div>
      )}
    </div>
  );
}

/** The caller's submissions, with their loading and error states; `render` gets them and a reload. */
export function WithAuthentication({ render }: { render(reply: AuthenticationReply, reload: () => void): ReactNode }) {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const call = useCall(ENDPOINTS.getAuthentication, {}, userId);
  if (call.state.status === 'loading') {
    return (
      <div className="mkt-auth-skel" aria-busy="true" aria-label={t('app.loading')}>
        <span className="mkt-skel" /><span className="mkt-skel" /><span className="mkt-skel" />
      </div>
    );
  }
  if (call.state.status === 'error') {
    return (
      <div className="mkt-auth-error" role="alert">
        <p>{t('security.loadFailed')}</p>
        <button type="button" className="mkt-btn mkt-btn-ghost" onClick={call.retry}>{t('security.retry')}</button>
      </div>
    );
  }
  return <>{render(call.state.data, call.retry)}</>;
}
