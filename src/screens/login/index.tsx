// The login chunk (spec §2 top level): /login, /register, /resetPassword.
import type { ScreenProps } from '../../routes/route-types.js';
import { LoginScreen } from './login-screen.js';
import { RegisterScreen } from './register-screen.js';
import { ResetScreen } from './reset-screen.js';

const SCREENS = { '/login': LoginScreen, '/register': RegisterScreen, '/resetPassword': ResetScreen } as const;

export default function AccountScreen({ route }: ScreenProps) {
  const Screen = SCREENS[route.path as keyof typeof SCREENS] ?? LoginScreen;
  return <Screen />;
}
