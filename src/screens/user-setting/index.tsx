// The settings chunk (spec §2 /usercenter/userSetting: settingIndex, changeLanguage, feedback, and
// our blockedUsers; the account-and-security screens are their own chunk): one screen per route,
// picked by path.
import type { ScreenProps } from '../../routes/route-types.js';
import { BlockedUsersScreen } from './blocked-users.js';
import { ChangeLanguageScreen } from './change-language.js';
import { FeedbackScreen } from './feedback.js';
import { SettingIndex } from './setting-index.js';

const BASE = '/usercenter/userSetting';

const SCREENS = {
  [`${BASE}/settingIndex`]: SettingIndex,
  [`${BASE}/changeLanguage`]: ChangeLanguageScreen,
  [`${BASE}/feedback`]: FeedbackScreen,
  [`${BASE}/blockedUsers`]: BlockedUsersScreen,
} as const;

export default function SettingScreen({ route }: ScreenProps) {
  const Screen = SCREENS[route.path as keyof typeof SCREENS] ?? SettingIndex;
  return <Screen />;
}
