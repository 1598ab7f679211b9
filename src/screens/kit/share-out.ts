// Sending a link out of the app (the issue: a discover post's "share out"; a job's share button):
//   in a native shell   the shell's own share sheet (bridge method `share`; an older shell without
//                       it answers through the web fallback, the Web Share API);
//   in a browser        the Web Share API where the browser has it (phones);
//   otherwise           the link is copied and a toast says so, or shown when there is no clipboard.
// The link is the marketplace's own page (links/public-url.ts), never the page's address: embedded,
// that is the partner's page.
import { useServices, useShell } from '../../app/use-shell.js';
import type { NativeAccess } from '../../app/context.js';
import { publicAppUrl } from '../../links/public-url.js';

export interface ShareContent {
  title: string;
  text: string;
  /** An app route with its query ('/discover/posts?shareId=sh1'). */
  route: string;
}

/** How it went: a sheet sent it, the user dismissed the sheet, the link was copied, or shown. */
export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'shown';

export interface ShareOutDeps {
  native: Pick<NativeAccess, 'inShell' | 'get'>;
  nav: { share?: (data: ShareData) => Promise<void>; clipboard?: Pick<Clipboard, 'writeText'> };
}

const isAbort = (e: unknown): boolean => (e as { name?: string; code?: string }).name === 'AbortError' || (e as { code?: string }).code === 'CANCELLED';

/** Shares `url` the best way this place allows (see the header); never throws. */
export async function shareOut(content: { title: string; text: string; url: string }, deps: ShareOutDeps): Promise<ShareOutcome> {
  const { title, text, url } = content;
  try {
    if (deps.native.inShell()) {
      const client = await deps.native.get();
      return (await client.call('share', { title, text, url })).shared ? 'shared' : 'dismissed';
    }
    if (typeof deps.nav.share === 'function') {
      await deps.nav.share({ title, text, url });
      return 'shared';
    }
  } catch (e) {
    if (isAbort(e)) return 'dismissed';
    // No sheet after all (UNAVAILABLE, a refused share): the link is copied below.
  }
  try {
    if (!deps.nav.clipboard) return 'shown';
    await deps.nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'shown';
  }
}

/** The share action of a screen: `copied` toasts `copiedText`, `shown` toasts the link itself. */
export function useShareOut(copiedText: string): (content: ShareContent) => Promise<ShareOutcome> {
  const { dialogs, services } = useShell();
  const { native } = useServices();
  return async ({ title, text, route }) => {
    const url = publicAppUrl(route, services?.site, window.location.href);
    const outcome = await shareOut({ title, text, url }, { native, nav: navigator });
    if (outcome === 'copied') dialogs.toast(copiedText);
    // No clipboard (insecure context): the address is shown so it can be copied by hand.
    else if (outcome === 'shown') dialogs.toast(url);
    return outcome;
  };
}
