// /usercenter/userSetting/accountAndSecurity/accountAndSecurityIndex (spec §2): the bound phone and
// e-mail (masked), password, devices, account log, lock and deletion. A deletion asked for shows as
// pending (spec §4 "Account deletion takes effect within 7 working days"; userAllInfo.cancelRequestedAt).
import type { UserAllInfo } from '../../contract/types/account.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { maskEmail, maskPhone } from './mask.js';
import { LoadError } from '../kit/account-frame.js';
import { LinkRows, type LinkRow } from '../kit/link-rows.js';
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
  const groups = GROUPS.map((rows) => rows.map((r): LinkRow => ({
    id: r.id, label: t(r.label), href: r.href, value: r.value ? r.value(info, t) : '', warn: r.warn?.(info) ?? false, danger: r.danger ?? false,
  })));
  return <LinkRows groups={groups} label={t('security.title')} />;
}
