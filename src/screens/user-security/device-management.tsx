// /usercenter/userSetting/accountAndSecurity/deviceManagement (spec §2): one row per device holding
// a session, the current one marked "this device"; any other can be signed out (confirm, then
// removeDevice ends its session on the server and the row goes). The current device is ended with
// "log out", not here (the server refuses it too: errors.removeCurrentDevice).
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import type { Device } from '../../contract/types/usercenter.js';
import { useT } from '../../ui/t-context.js';
import { useCall } from '../kit/use-call.js';
import { formatTime } from '../kit/format-time.js';
import { LoadError } from '../kit/account-frame.js';
import { SecurityFrame } from './screen-frame.js';

export function DeviceManagementScreen() {
  const t = useT();
  return (
    <SecurityFrame title={t('security.devices')}>
      <p className="mkt-sec-note">{t('security.devicesHint')}</p>
      <Devices />
    </SecurityFrame>
  );
}

/** The current device first, then the most recent logins. */
const ordered = (devices: readonly Device[]): Device[] => [...devices].sort((a, b) => Number(b.current) - Number(a.current));

function Devices() {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const lang = useShell().i18n.language as LanguageCode;
  const call = useCall(ENDPOINTS.getDevices, {}, 'devices');
  const [busy, setBusy] = useState('');

  const signOut = async (d: Device, name: string) => {
    if (!(await dialogs.confirm(t('security.signOutConfirm', { name })))) return;
    setBusy(d.deviceId);
    const reply = await api.call(ENDPOINTS.removeDevice, { deviceId: d.deviceId });
    setBusy('');
    // Code 404: it had already ended (signed out elsewhere, expired); the row is stale either way.
    if (reply.code !== 200 && reply.code !== 404) return;
    call.patch((list) => list.filter((x) => x.deviceId !== d.deviceId));
    if (reply.code === 200) dialogs.toast(t('security.signedOut'));
  };

  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  if (call.state.status === 'loading') {
    return (
      <ul className="mkt-sec-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="mkt-sec-device" aria-hidden="true">
            <span className="mkt-skel" style={{ width: 28, height: 28 }} />
            <span className="mkt-sec-body"><span className="mkt-skel" style={{ width: '60%', height: 14 }} /><span className="mkt-skel" style={{ width: '40%', height: 12 }} /></span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mkt-sec-list">
      {ordered(call.state.data).map((d) => {
        const name = d.deviceName || t('security.unknownDevice');
        return (
          <li key={d.deviceId} className="mkt-sec-device" data-device={d.current ? 'current' : 'other'}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
              <rect x="6" y="2.5" width="12" height="19" rx="2.5" /><path d="M11 18.5h2" />
            </svg>
            <div className="mkt-sec-body">
              <p className="mkt-sec-title">
                {name}
                {d.current && <span className="mkt-sec-badge">{t('security.thisDevice')}</span>}
              </p>
              <p className="mkt-sec-meta">{t('security.lastLogin', { time: formatTime(d.lastLoginTime, lang) })}</p>
            </div>
            {!d.current && (
              <button type="button" className="mkt-btn mkt-btn-ghost mkt-sec-out" disabled={busy === d.deviceId}
                aria-label={t('security.signOutLabel', { name })} onClick={() => void signOut(d, name)}>
                {t('security.signOut')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
