// Is the host page the SDK named one the marketplace server lets frame it? The server writes its
// allow-list (EMBED_ORIGINS) into embed.html (src/contract/embed-origins.ts); the browser already
// enforces it as `frame-ancestors`, and this check repeats it in the page, for a browser or a proxy
// that drops the header: a page not on the list gets no handshake, so no `ready` and no user id.
// The reason goes to the console, where the developer of a refused page looks first.
import { EMBED_ORIGINS_META, embedHostAllowed } from '../contract/embed-origins.js';

export interface HostView {
  document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
  location: { origin: string; ancestorOrigins?: { length: number; readonly [i: number]: string } };
}

/** Why `host` may not be talked to, or null when it may. */
export function hostRefusal(win: HostView, host: string): string | null {
  const meta = win.document.querySelector(`meta[name="${EMBED_ORIGINS_META}"]`);
  const content = meta?.getAttribute('content');
  if (content == null) return 'this copy of embed.html carries no list of allowed host origins (it must be served by the marketplace server), so it talks to no host';
  const sources = content.split(' ').filter((s) => s !== '');
  const listed = sources.length ? sources.join(' ') : 'no origin at all';
  const self = win.location.origin;
  if (!embedHostAllowed(host, sources, self)) return `the host page ${host} is not allowed to embed the marketplace; the server allows ${listed} (its EMBED_ORIGINS setting)`;
  // Every page above the frame, as frame-ancestors checks them (Chromium and WebKit list them).
  const ancestors = win.location.ancestorOrigins;
  for (let i = 0; ancestors && i < ancestors.length; i++) {
    const origin = ancestors[i]!;
    if (!embedHostAllowed(origin, sources, self)) return `a page above the frame, ${origin}, is not allowed to embed the marketplace; the server allows ${listed} (its EMBED_ORIGINS setting)`;
  }
  return null;
}
