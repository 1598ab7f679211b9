// The frame of both authentication screens (kit AccountFrame with this group's styles), plus the
// loading and failed states of getAuthentication.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AuthenticationReply } from '../../contract/types/usercenter.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { useCall } from '../kit/use-call.js';
import { useAuthStyle } from './auth-styles.js';

export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  useAuthStyle();
  return <AccountFrame title={title} fallback="/usercenter/userInfo" className="mkt-auth">{children}</AccountFrame>;
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
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  return <>{render(call.state.data, call.retry)}</>;
}
