// /usercenter/userSetting/accountAndSecurity/cancelAccount (spec §4 "Account deletion takes effect
// within 7 working days"; logging in again before then cancels it, which the server does). The
// server only records the request and keeps the user logged in (usercenter/account-status.ts), so
// the screen stays and shows the request as pending, from userAllInfo.cancelRequestedAt.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { useT } from '../../ui/t-context.js';
import { Explanation } from './explanation.js';
import { formatTime } from '../kit/format-time.js';
import { SecurityFrame } from './screen-frame.js';
import { useRefreshUserInfo, useUserInfo } from '../kit/use-user-info.js';

export function CancelAccountScreen() {
  const t = useT();
  return (
    <SecurityFrame title={t('security.cancel')}>
      <CancelAccount />
    </SecurityFrame>
  );
}

function CancelAccount() {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const lang = useShell().i18n.language as LanguageCode;
  const { info } = useUserInfo();
  const refresh = useRefreshUserInfo();
  const [busy, setBusy] = useState(false);
  const since = info?.cancelRequestedAt ?? '';

  const cancel = async () => {
    if (!(await dialogs.confirm(t('security.cancelConfirm')))) return;
    setBusy(true);
    const reply = await api.call(ENDPOINTS.cancelAccount, {});
    if (reply.code === 200) {
      await refresh();
      dialogs.toast(t('security.cancelDone'));
    }
    setBusy(false);
  };

  return (
    <>
      <Explanation intro="security.cancelIntro" points={['security.cancelPoints.delay', 'security.cancelPoints.undo', 'security.cancelPoints.final']} />
      {since ? (
        <p className="mkt-sec-pending" role="status" data-pending="true">{t('security.cancelPendingSince', { date: formatTime(since, lang, false) })}</p>
      ) : (
        <div className="mkt-sec-actions">
          <button type="button" className="mkt-btn mkt-sec-destroy" disabled={busy || !info} onClick={() => void cancel()}>{t('security.cancelButton')}</button>
        </div>
      )}
    </>
  );
}
