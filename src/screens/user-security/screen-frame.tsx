// The frame every account-and-security screen shares: header with back to the index, the common
// styles, and a login prompt instead of the content for a visitor (these calls need a session,
// spec §2; asking the server would only produce "not logged in").
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { useT } from '../../ui/t-context.js';
import { useFormStyle } from '../kit/form/index.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { PageHeader } from '../kit/page-header.js';
import { useSecurityStyle } from './security-styles.js';

export const SECURITY_INDEX = '/usercenter/userSetting/accountAndSecurity/accountAndSecurityIndex';

export function SecurityFrame({ title, fallback = SECURITY_INDEX, children }: { title: string; fallback?: string; children: ReactNode }) {
  const t = useT();
  useKitStyle();
  useFormStyle();
  useSecurityStyle();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  return (
    <div className="mkt-screen mkt-sec">
      <PageHeader title={title} fallback={fallback} />
      {userId ? children : (
        <div className="mkt-center">
          <p>{t('security.loginNeeded')}</p>
          <Link href="/login" className="mkt-btn">{t('account.login')}</Link>
        </div>
      )}
    </div>
  );
}

/** A call that failed: what happened and a retry (the client already showed spec §8's effect). */
export function LoadError({ retry }: { retry(): void }) {
  const t = useT();
  return (
    <div className="mkt-sec-error" role="alert">
      <p>{t('security.loadFailed')}</p>
      <button type="button" className="mkt-btn mkt-btn-ghost" onClick={retry}>{t('security.retry')}</button>
    </div>
  );
}
