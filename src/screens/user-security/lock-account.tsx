// /usercenter/userSetting/accountAndSecurity/lockAccount (spec §4 "Account lock logs the user out
// and is undone by logging in again"): what locking does, a confirmation, then lockAccount. The
// server ends every session of the account, this one included, so the app forgets the user and
// goes to the login screen.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { forgetUser } from '../../features/logout.js';
import { useT } from '../../ui/t-context.js';
import { Explanation } from './explanation.js';
import { SecurityFrame } from './screen-frame.js';

export function LockAccountScreen() {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs, navigate } = useShell();
  const [busy, setBusy] = useState(false);
  const lock = async () => {
    if (!(await dialogs.confirm(t('security.lockConfirm')))) return;
    setBusy(true);
    const reply = await api.call(ENDPOINTS.lockAccount, {});
    setBusy(false);
    if (reply.code !== 200) return;
    forgetUser(stores);
    dialogs.toast(t('security.lockDone'));
    navigate('/login', { replace: true });
  };
  return (
    <SecurityFrame title={t('security.lock')}>
      <Explanation intro="security.lockIntro" points={['security.lockPoints.logout', 'security.lockPoints.nobody', 'security.lockPoints.undo']} />
      <div className="mkt-sec-actions">
        <button type="button" className="mkt-btn mkt-sec-destroy" disabled={busy} onClick={() => void lock()}>{t('security.lockButton')}</button>
      </div>
    </SecurityFrame>
  );
}
