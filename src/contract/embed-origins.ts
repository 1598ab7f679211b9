// Which partner pages may frame the iframe page (embed.html, DESIGN.md §1 mode 2): one list, read
// by the reference server (EMBED_ORIGINS -> `Content-Security-Policy: frame-ancestors`) and by the
// iframe page itself (which talks only to a host on it). The server hands the list to the page in
// a <meta> of embed.html, so both ends apply the same sources.
//
// A source is written as CSP writes it, so the list IS the frame-ancestors directive:
//   'self'                    the marketplace's own origin
//   https://shop.example      an exact origin (scheme, host, optional port; no path, no wildcard host)
//   http://localhost:*        any port of that scheme and host (development)

/** Name of the <meta> that carries the list into embed.html (content: the sources, space-separated). */
export const EMBED_ORIGINS_META = 'mkt-embed-origins';

export const SELF_SOURCE = "'self'";

const PORT_WILDCARD = /^(https?:\/\/[^/:*]+|https?:\/\/\[[0-9a-f:.]+\]):\*$/i;

/**
 * An exact http(s) origin such as "https://a.example:8443": the URL parser must give it back
 * unchanged. '*' is a legal host character for the parser, but never an origin we would accept.
 */
export function isExactOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || value.includes('*')) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Is `source` one of the three forms above (lower case, as URL parsing normalises origins)? */
export function isEmbedSource(source: string): boolean {
  if (source === SELF_SOURCE) return true;
  const wildcard = PORT_WILDCARD.exec(source);
  return wildcard ? isExactOrigin(wildcard[1]!) : isExactOrigin(source);
}

/** The sources of a list written with spaces or commas; `bad` lists the entries that are none. */
export function parseEmbedSources(text: string): { sources: string[]; bad: string[] } {
  const entries = text.split(/[\s,]+/).filter((e) => e !== '');
  return { sources: entries.filter(isEmbedSource), bad: entries.filter((e) => !isEmbedSource(e)) };
}

/** Does `origin` (a host page's exact origin) match one of `sources`; `self` is the marketplace's origin. */
export function embedHostAllowed(origin: string, sources: readonly string[], self: string): boolean {
  if (!isExactOrigin(origin)) return false;
  return sources.some((source) => {
    if (source === SELF_SOURCE) return origin === self;
    const wildcard = PORT_WILDCARD.exec(source);
    if (!wildcard) return origin === source;
    // Same scheme and host, any port (the origin's port may be implicit: http://localhost).
    const url = new URL(origin);
    return `${url.protocol}//${url.hostname}` === wildcard[1]!.toLowerCase();
  });
}

/** The CSP directive: the sources, or 'none' when the list is empty (nothing may frame the page). */
export const frameAncestors = (sources: readonly string[]): string => `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`;
