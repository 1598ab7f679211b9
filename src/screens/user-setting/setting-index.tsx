// /usercenter/userSetting/settingIndex (spec §2 userSetting): account and security, the blocked
// users (ours, blocked-users.tsx), the interface language (its name on the right), feedback, help,
// the app version, and "log out" for a logged-in user. Logging out (features/logout.ts) ends the
// session on the server and forgets the user here; the cleared user id is persisted, so every
// other tab logs out too.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { logout } from '../../features/logout.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { htmlLang, LANGUAGE_NAMES } from '../kit/language-names.js';
import { LinkRows, type LinkRow } from '../kit/link-rows.js';
import { DataSaverRow } from './data-saver-row.js';
import { SettingFrame, USER_CENTRE } from './setting-frame.js';

declare const __APP_VERSION__: string;
/** The build's version (rollup replaces the name); none in unit tests. */
const VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '';

const BASE = '/usercenter/userSetting';

interface Row {
  id: string;
  label: MessageKey;
  href: string;
  /** The value on the right, from the interface language. */
  value?(language: LanguageCode): string;
}

/** Rows as data, in two groups: the account, then the app. */
const GROUPS: readonly (readonly Row[])[] = [
  [
    { id: 'security', label: 'settings.accountSecurity', href: `${BASE}/accountAndSecurity/accountAndSecurityIndex` },
    { id: 'blocked', label: 'settings.blockedUsers', href: `${BASE}/blockedUsers` },
  ],
  [
    { id: 'language', label: 'settings.language', href: `${BASE}/changeLanguage`, value: (l) => LANGUAGE_NAMES[l] },
    { id: 'feedback', label: 'settings.feedback', href: `${BASE}/feedback` },
    { id: 'help', label: 'settings.help', href: '/usercenter/serviceAndHelp/serviceAndHelpMenuList' },
  ],
];

export function SettingIndex() {
  const t = useT();
  return (
    <SettingFrame title={t('settings.title')} fallback={USER_CENTRE}>
      <SettingRows />
      <DataSaverRow />
      <LogoutButton />
    </SettingFrame>
  );
}

function SettingRows() {
  const t = useT();
  const language = useShell().i18n.language as LanguageCode;
  const groups = GROUPS.map((rows) => rows.map((r): LinkRow => ({
    id: r.id, label: t(r.label), href: r.href, value: r.value?.(language) ?? '', valueLang: htmlLang(language),
  })));
  // The version is a fact, not a place to go.
  if (VERSION) groups.push([{ id: 'version', label: t('settings.version'), value: VERSION }]);
  return <LinkRows groups={groups} label={t('settings.title')} />;
}

function LogoutButton() {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs, navigate } = useShell();
  const userId = useStore(stores.session.userId);
  const [busy, setBusy] = useState(false);
  if (!userId) return null;
  const out = async () => {
    if (!(await dialogs.confirm(t('settings.logoutConfirm')))) return;
    setBusy(true);
    await logout(api, stores);
    dialogs.toast(t('settings.loggedOut'));
    // The user centre needs a login (spec §2 guards): home is where a visitor lands.
    navigate('/index', { replace: true });
  };
  return (
    <div className="mkt-set-actions">
      <button type="button" className="mkt-btn mkt-set-out" disabled={busy} onClick={() => void out()}>{t('settings.logout')}</button>
    </div>
  );
}
