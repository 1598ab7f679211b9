// After login, registration or a QR confirmation (spec §4 "Login"): the user id and authorization
// are stored, then the app goes to /index with a random query (so a kept-alive home reloads for
// the new user). A visitor's cart is then merged into the account's (features/merge-cart.ts).
import { useServices, useShell } from '../../app/use-shell.js';
import type { LoginResult } from '../../contract/types/account.js';
import { mergeLocalCart } from '../../features/merge-cart.js';
import { visitorCartOf } from '../../stores/sale-goods.js';

export const homeAfterLogin = (random: number): string => `/index?random=${random}`;

export function useLoginSuccess(): (result: LoginResult) => void {
  const { api, stores } = useServices();
  const { navigate } = useShell();
  return (result) => {
    stores.session.setLogin(result);
    void mergeLocalCart(api, visitorCartOf(stores));
    navigate(homeAfterLogin(Date.now()), { replace: true });
  };
}
