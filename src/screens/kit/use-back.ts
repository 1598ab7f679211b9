// The details page's back button: "history back, falling back to the module list". The shell has
// no back() of its own (proposed: `Shell.back(fallback)`), so this decides here:
// - history.back() only when the router writes the browser URL (path or hash mode: the current
//   path is in location) AND the Navigation API says there is an earlier same-document entry;
// - otherwise (inline widget with a memory location, a deep link, browsers without the Navigation
//   API) the module's list, so back never leaves the app or moves the partner's page.
import { useLocation } from 'wouter';

interface NavigationLike {
  canGoBack?: boolean;
}

/** Whether the router's current path is the one in the browser's URL (path or hash location). */
function routerOwnsUrl(path: string): boolean {
  const { pathname, hash } = window.location;
  const hashPath = hash.replace(/^#?\/?/, '/').split('?')[0];
  return pathname.endsWith(path) || hashPath === path;
}

export function canGoBack(path: string): boolean {
  const nav = (globalThis as { navigation?: NavigationLike }).navigation;
  return nav?.canGoBack === true && routerOwnsUrl(path);
}

/**
 * The onClick of a wouter <Link href={fallback}>: goes back in history when that stays in the app;
 * otherwise it leaves the event alone and the Link opens the fallback (the module list).
 */
export function useBack(): (e: MouseEvent) => void {
  const [path] = useLocation();
  return (e) => {
    if (!canGoBack(path)) return;
    e.preventDefault();
    window.history.back();
  };
}
