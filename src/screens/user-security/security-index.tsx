// /usercenter/userSetting/accountAndSecurity/accountAndSecurityIndex (spec §2): the bound phone and
// e-mail (masked), password, devices, account log, lock and deletion. A deletion asked for shows as
// pending (spec §4 "Account deletion takes effect within 7 working days"; userAllInfo.cancelRequestedAt).
import { Link } from 'wouter';
import type { UserAllInfo } from '../../contract/types/account.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { maskEmail, maskPhone } from './mask.js';
import { LoadError } from '../kit/account-frame.js';
import { SecurityFrame } from './screen-frame.js';
import { useUserInfo } from '../kit/use-user-info.js';

const BASE = '/usercenter/userSetting/accountAndSecurity';

type Info = Partial<UserAllInfo> | null;

interface Row {
  id: string;
  label: MessageKey;
  href: string;
  /** The value on the right; undefined: none. `null` while the info is not there yet (skeleton). */
  value?(info: Info, t: (k: MessageKey) => string): string | null;
  warn?(info: Info): boolean;
  danger?: boolean;
}

const pending = (info: Info): boolean => Boolean(info?.cancelRequestedAt);

/** Rows as data, in two groups: what identifies the account, then what protects or ends it. */
const GROUPS: readonly (readonly Row[])[] = [
  [
    { id: 'phone', label: 'form.phone', href: `${BASE}/replacePhone`, value: (i) => (i ? maskPhone(i.mobileCode ?? '', i.phone ?? '') : null) },
    { id: 'email', label: 'form.email', href: `${BASE}/replaceEmail`, value: (i, t) => (i ? maskEmail(i.mail ?? '') || t('security.emailNone') : null) },
    { id: 'password', label: 'security.changePassword', href: `${BASE}/changePassword` },
  ],
  [
    { id: 'devices', label: 'security.devices', href: `${BASE}/deviceManagement` },
    { id: 'logs', label: 'security.logs', href: `${BASE}/accountLogs` },
  ],
  [
    { id: 'lock', label: 'security.lock', href: `${BASE}/lockAccount` },
    {
      id: 'cancel', label: 'security.cancel', href: `${BASE}/cancelAccount`, danger: true,
      value: (i, t) => (pending(i) ? t('security.cancelPending') : ''), warn: pending,
    },
  ],
];

const Chevron = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M9 6l6 6-6 6" />
  </svg>
);

export function SecurityIndex() {
  const t = useT();
  return (
    <SecurityFrame title={t('security.title')} fallback="/usercenter/userSetting/settingIndex">
      <SecurityRows />
    </SecurityFrame>
  );
}

function SecurityRows() {
  const t = useT();
  const { info, state, retry } = useUserInfo();
  if (!info && state.status === 'error') return <LoadError retry={retry} />;
  return (
    <nav aria-label={t('security.title')}>
      {GROUPS.map((rows, g) => (
        <ul key={g} className="mkt-sec-group">
          {rows.map((r) => {
            const value = r.value?.(info, t);
            return (
              <li key={r.id}>
                <Link href={r.href} className={r.danger ? 'mkt-sec-item mkt-sec-danger' : 'mkt-sec-item'} data-row={r.id}>
                  <span className="mkt-sec-label">{t(r.label)}</span>
                  {value === null && <span className="mkt-skel mkt-sec-skel" aria-hidden="true" />}
                  {value ? <span className={r.warn?.(info) ? 'mkt-sec-value mkt-sec-warn' : 'mkt-sec-value'}>{value}</span> : null}
                  <Chevron />
                </Link>
              </li>
            );
          })}
        </ul>
      ))}
    </nav>
  );
}
