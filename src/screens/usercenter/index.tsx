// The user-centre chunk (spec §2 "User centre"): userInfo and personalInformation, bound by path
// (app/screens.ts PATH_SCREENS); myAssets, coupon and exchangecode of the same route group are the
// user-assets chunk (src/screens/user-assets/).
import type { ScreenProps } from '../../routes/route-types.js';
import { PersonalInformationScreen } from './personal-information.js';
import { UserInfoScreen } from './user-info.js';

const SCREENS = {
  '/usercenter/userInfo': UserInfoScreen,
  '/usercenter/personalInformation': PersonalInformationScreen,
} as const;

export default function UserCentreScreen({ route }: ScreenProps) {
  const Screen = SCREENS[route.path as keyof typeof SCREENS] ?? UserInfoScreen;
  return <Screen />;
}
