// What the SDK tells the iframe page in its URL hash (issue 4 "SDK" 4): who the host is, which
// instance this is, and the start-up options. Shared by the SDK (encode) and the app (decode).
// Never secrets: a login token goes over the bridge after the handshake, not in a URL that ends
// up in histories and logs.
import { AREA_ID, isAppRoute, MAX_ROUTE } from '../../bridge/param-checks.js';
import { isExactOrigin } from '../contract/embed-origins.js';
import type { LanguageCode } from '../contract/envelope.js';
import { isLanguageCode } from '../i18n/resolve-language.js';
import { sanitizeTheme, type ThemeVars } from './theme.js';

/** For the SDK's option checks (one definition: contract/embed-origins.ts). */
export { isExactOrigin };

export const EMBED_PARAMS_VERSION = 1;

/** Names the instance's storage (`mkt:<key>:`); safe in a storage key and a URL. */
export const INSTANCE_KEY = /^[A-Za-z0-9_-]{1,40}$/;
// One definition with the bridge's param checks (setArea, navigate), re-exported for the SDK.
export { AREA_ID, isAppRoute, MAX_ROUTE };

export interface EmbedParams {
  /** The host page's exact origin: the only origin the app talks to. */
  host: string;
  key: string;
  language?: LanguageCode;
  areaId?: string;
  route?: string;
  theme?: ThemeVars;
}

export function encodeEmbedParams(p: EmbedParams): string {
  const q = new URLSearchParams({ v: String(EMBED_PARAMS_VERSION), host: p.host, key: p.key });
  if (p.language) q.set('lang', p.language);
  if (p.areaId) q.set('area', p.areaId);
  if (p.route) q.set('route', p.route);
  if (p.theme && Object.keys(p.theme).length) q.set('theme', JSON.stringify(p.theme));
  return q.toString();
}

/** Reads `location.hash`; null when the host or the instance key is missing or malformed. */
export function decodeEmbedParams(hash: string): EmbedParams | null {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const host = q.get('host');
  const key = q.get('key');
  if (q.get('v') !== String(EMBED_PARAMS_VERSION) || !isExactOrigin(host) || !key || !INSTANCE_KEY.test(key)) return null;
  const out: EmbedParams = { host, key };
  const lang = q.get('lang');
  if (isLanguageCode(lang)) out.language = lang;
  const area = q.get('area');
  if (area && AREA_ID.test(area)) out.areaId = area;
  const route = q.get('route');
  if (isAppRoute(route)) out.route = route;
  const theme = q.get('theme');
  if (theme) {
    try {
      out.theme = sanitizeTheme(JSON.parse(theme));
    } catch {
      // a broken theme is dropped, the app still starts
    }
  }
  return out;
}
