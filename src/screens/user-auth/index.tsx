// The authentication chunk (spec §2 /usercenter/auth/personal, /usercenter/auth/authEnt).
import type { ScreenProps } from '../../routes/route-types.js';
import { EntScreen } from './ent-screen.js';
import { PersonalScreen } from './personal-screen.js';

const SCREENS = { '/usercenter/auth/personal': PersonalScreen, '/usercenter/auth/authEnt': EntScreen } as const;

export default function AuthScreen({ route }: ScreenProps) {
  const Screen = SCREENS[route.path as keyof typeof SCREENS] ?? PersonalScreen;
  return <Screen />;
}
