// After login, registration or a QR confirmation (spec §4 "Login"): the user id and authorization
// are stored, then the app goes to /index with a random query (so a kept-alive home reloads for
// the new user).
import { useServices, useShell } from '../../app/use-shell.js';
import type { LoginResult } from '../../contract/types/account.js';

export const homeAfterLogin = (random: number): string => `/index?random=${random}`;

export function useLoginSuccess(): (result: LoginResult) => void {
  const { stores } = useServices();
  const { navigate } = useShell();
  return (result) => {
    stores.session.setLogin(result);
    navigate(homeAfterLogin(Date.now()), { replace: true });
  };
}
