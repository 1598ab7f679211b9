// The account-and-security chunk (spec §2 /usercenter/userSetting/accountAndSecurity/*): one screen
// per route, picked by path.
import type { ScreenProps } from '../../routes/route-types.js';
import { AccountLogsScreen } from './account-logs.js';
import { CancelAccountScreen } from './cancel-account.js';
import { ChangePasswordScreen } from './change-password.js';
import { DeviceManagementScreen } from './device-management.js';
import { LockAccountScreen } from './lock-account.js';
import { ReplaceEmailScreen } from './replace-email.js';
import { ReplacePhoneScreen } from './replace-phone.js';
import { SecurityIndex } from './security-index.js';

const BASE = '/usercenter/userSetting/accountAndSecurity';

const SCREENS = {
  [`${BASE}/accountAndSecurityIndex`]: SecurityIndex,
  [`${BASE}/accountLogs`]: AccountLogsScreen,
  [`${BASE}/cancelAccount`]: CancelAccountScreen,
  [`${BASE}/changePassword`]: ChangePasswordScreen,
  [`${BASE}/deviceManagement`]: DeviceManagementScreen,
  [`${BASE}/lockAccount`]: LockAccountScreen,
  [`${BASE}/replaceEmail`]: ReplaceEmailScreen,
  [`${BASE}/replacePhone`]: ReplacePhoneScreen,
} as const;

export default function SecurityScreen({ route }: ScreenProps) {
  const Screen = SCREENS[route.path as keyof typeof SCREENS] ?? SecurityIndex;
  return <Screen />;
}
