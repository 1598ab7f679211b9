// Writes need a login (endpoints/discover.ts; a listing's report, details/report-listing.tsx): a
// visitor is asked first (spec §6 "Not logged in: prompt to log in"), as the details page's chat and
// favourite do, instead of a failed call.
import { useStore } from '@nanostores/react';
import { useServices, useShell } from '../../app/use-shell.js';
import { LOGIN_PATH } from '../../features/favourite.js';
import { useT } from '../../ui/t-context.js';

/** The signed-in user id ('' for a visitor) and a guard that asks a visitor to log in (then false). */
export function useLoginFirst(): { userId: string; loggedIn(): boolean } {
  const { stores } = useServices();
  const { dialogs, navigate } = useShell();
  const t = useT();
  const userId = useStore(stores.session.userId);
  return {
    userId,
    loggedIn() {
      if (userId) return true;
      void dialogs.confirm(t('errors.notLoggedIn'), { cancel: true }).then((ok) => ok && navigate(LOGIN_PATH));
      return false;
    },
  };
}
