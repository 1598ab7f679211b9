// The frame every settings screen shares (kit AccountFrame with this group's styles). The index and
// the language list are for visitors too; feedback needs a session (insertUserFeedback is an auth
// call, spec §2), so it passes needsLogin.
import type { ReactNode } from 'react';
import { AccountFrame } from '../kit/account-frame.js';
import { useSettingsStyle } from './setting-styles.js';

export const SETTINGS_INDEX = '/usercenter/userSetting/settingIndex';
/** Where the settings index itself goes back to: the user centre (spec §2 userInfo). */
export const USER_CENTRE = '/usercenter/userInfo';

export function SettingFrame({ title, fallback = SETTINGS_INDEX, needsLogin = false, children }: {
  title: string; fallback?: string; needsLogin?: boolean; children: ReactNode;
}) {
  useSettingsStyle();
  return <AccountFrame title={title} fallback={fallback} className="mkt-set" needsLogin={needsLogin}>{children}</AccountFrame>;
}
