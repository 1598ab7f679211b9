// /usercenter/userSetting/settingIndex (spec §2 userSetting): account and security, the interface
// language (its name on the right), feedback, help, the app version, and "log out" for a logged-in
// user. Logging out (features/logout.ts) ends the session on the server and forgets the user here;
// the cleared user id is persisted, so every other tab logs out too.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { logout } from '../../features/logout.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { htmlLang, LANGUAGE_NAMES } from '../kit/language-names.js';
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
  [{ id: 'security', label: 'settings.accountSecurity', href: `${BASE}/accountAndSecurity/accountAndSecurityIndex` }],
  [
    { id: 'language', label: 'settings.language', href: `${BASE}/changeLanguage`, value: (l) => LANGUAGE_NAMES[l] },
    { id: 'feedback', label: 'settings.feedback', href: `${BASE}/feedback` },
    { id: 'help', label: 'settings.help', href: '/usercenter/serviceAndHelp/serviceAndHelpMenuList' },
  ],
];

const Chevron = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M9 6l6 6-6 6" />
  </svg>
);

export function SettingIndex() {
  const t = useT();
  return (
    <SettingFrame title={t('settings.title')} fallback={USER_CENTRE}>
      <SettingRows />
      <LogoutButton />
    </SettingFrame>
  );
}

function SettingRows() {
  const t = useT();
  const language = useShell().i18n.language as LanguageCode;
  return (
    <nav aria-label={t('settings.title')}>
      {GROUPS.map((rows, g) => (
        <ul key={g} className="mkt-set-group">
          {rows.map((r) => {
            const value = r.value?.(language);
            return (
              <li key={r.id}>
                <Link href={r.href} className="mkt-set-item" data-row={r.id}>
                  <span className="mkt-set-label">{t(r.label)}</span>
                  {value ? <span className="mkt-set-value" lang={htmlLang(language)}>{value}</span> : null}
                  <Chevron />
                </Link>
              </li>
            );
          })}
        </ul>
      ))}
      {VERSION && (
        <ul className="mkt-set-group">
          <li className="mkt-set-item mkt-set-static" data-row="version">
            <span className="mkt-set-label">{t('settings.version')}</span>
            <span className="mkt-set-value">{VERSION}</span>
          </li>
        </ul>
      )}
    </nav>
  );
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
