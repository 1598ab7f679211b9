// Mount options (issue 4 "SDK" 3), validated with actionable messages: what was expected and what
// came, e.g. "MarketplaceSDK: options.mode must be 'iframe' or 'inline', got 'frame'".
// One check per option, as a table; cross-option rules read the other options.
import type { LanguageCode } from '../src/contract/envelope.js';
import { AREA_ID, INSTANCE_KEY, isAppRoute, isExactOrigin } from '../src/embed/embed-params.js';
import type { HostLoginToken } from '../src/embed/host-api.js';
import { MAX_THEME_VARS, THEME_NAME, themeValueProblem, type ThemeVars } from '../src/embed/theme.js';
import type { SdkCallbacks } from './events.js';
import { describe, SdkError } from './sdk-error.js';

export type Mode = 'iframe' | 'inline';
/** Where the app route lives: in memory only, or mirrored in the host URL's hash or path. */
export type Routing = 'memory' | 'hash' | 'path';

export interface LoginToken {
  userId: string | number;
  authorization: string;
  refreshToken?: string;
}

export interface MountOptions extends SdkCallbacks {
  /** The marketplace server, e.g. 'https://market.example.com' (the loader fills in its own). */
  serverUrl?: string;
  mode?: Mode;
  language?: LanguageCode;
  areaId?: string;
  initialRoute?: string;
  routing?: Routing;
  /** routing 'memory' only: mirror the app route in this query key of the host URL (?mkt=/land/list). */
  syncQueryKey?: string;
  /** routing 'path' only: the host path under which app routes appear (default '/'). */
  basePath?: string;
  /** CSS custom properties of the app, e.g. {'--mkt-accent': '#c00'}. */
  theme?: Record<string, string>;
  /** z-index of the full-screen frame on small screens. */
  zIndex?: number;
  /** Width in CSS px below which the app goes full screen; 0 = never. */
  breakpoint?: number;
  /** CSP nonce for every <style> the SDK or the inline app injects. */
  nonce?: string;
  /** Extra exact origins the iframe may answer from (the serverUrl origin is always allowed). */
  allowedOrigins?: string[];
  /** A login handed over by the host; null logs out whoever is stored. */
  loginToken?: LoginToken | null;
  /** Names this instance's storage; two mounted instances never share one. Default: w1, w2, ... */
  instanceKey?: string;
  /** The iframe's title attribute (screen readers). */
  title?: string;
  /**
   * iframe mode only: the app in the frame registers the marketplace's service worker (last lists
   * and listings readable offline, offline banner, favourites and messages sent on reconnect).
   */
  offline?: boolean;
}

export interface ResolvedOptions {
  serverUrl: string;
  serverOrigin: string;
  mode: Mode;
  language?: LanguageCode;
  areaId?: string;
  initialRoute?: string;
  routing: Routing;
  syncQueryKey?: string;
  basePath: string;
  theme: ThemeVars;
  zIndex: number;
  breakpoint: number;
  nonce?: string;
  /** serverOrigin first, then options.allowedOrigins. */
  allowedOrigins: string[];
  loginToken?: HostLoginToken | null;
  instanceKey?: string;
  title: string;
  offline: boolean;
  callbacks: SdkCallbacks;
}

export const DEFAULTS = { mode: 'iframe', routing: 'memory', basePath: '/', zIndex: 2147483000, breakpoint: 640, title: 'Marketplace' } as const;

const CALLBACKS = ['onReady', 'onRouteChange', 'onLogin', 'onLogout', 'onUnread', 'onError'] as const;

/** A failed check: what was expected, optionally where inside the option and what was found there. */
interface Problem {
  expected: string;
  at?: string;
  got?: unknown;
}
type Check = (value: unknown, all: Readonly<Record<string, unknown>>) => Problem | null;

const is = (ok: boolean, expected: string): Problem | null => (ok ? null : { expected });
const oneOf = (values: readonly string[]): Check => (v) =>
  is(values.includes(v as string), `must be ${values.map((x) => `'${x}'`).join(' or ')}`);
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));
const nonEmpty = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max;

function httpUrl(v: unknown): URL | null {
  if (typeof v !== 'string') return null;
  try {
    const url = new URL(v);
    const ok = (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && !url.username && !url.password;
    return ok ? url : null;
  } catch {
    return null;
  }
}

const CHECKS: Readonly<Record<keyof MountOptions, Check>> = {
  serverUrl: (v) => is(httpUrl(v) !== null, "must be an absolute http(s) URL without query or hash, such as 'https://market.example.com'"),
  mode: oneOf(['iframe', 'inline']),
  language: (v) => (v === 'zh' ? { expected: "must be 'cn', 'en' or 'fr' (Chinese is 'cn')" } : oneOf(['cn', 'en', 'fr'])(v, {})),
  areaId: (v) => is(typeof v === 'string' && AREA_ID.test(v), "must be an area code of 1 to 32 letters, digits, '-' or '_', such as 'CIV'"),
  initialRoute: (v) => is(isAppRoute(v), "must be an app path starting with one '/', such as '/land/list'"),
  routing: oneOf(['memory', 'hash', 'path']),
  syncQueryKey: (v, all) =>
    (all.routing ?? 'memory') !== 'memory'
      ? { expected: `only applies with routing 'memory' (routing is '${String(all.routing)}')` }
      : is(typeof v === 'string' && /^[A-Za-z0-9_.-]{1,32}$/.test(v), "must be a query key of 1 to 32 letters, digits, '.', '-' or '_', such as 'mkt'"),
  basePath: (v, all) =>
    all.routing !== 'path'
      ? { expected: `only applies with routing 'path' (routing is '${String(all.routing ?? 'memory')}')` }
      : is(typeof v === 'string' && /^\/(?!\/)[^?#\s]*$/.test(v), "must be a path starting with one '/', such as '/market/'"),
  theme: (v) => {
    if (!isPlain(v)) return { expected: "must be an object of CSS custom properties, such as {'--mkt-accent': '#0a7d4f'}" };
    const entries = Object.entries(v);
    if (entries.length > MAX_THEME_VARS) return { expected: `must have at most ${MAX_THEME_VARS} variables`, got: entries.length };
    for (const [name, value] of entries) {
      if (!THEME_NAME.test(name)) return { at: `['${name}']`, expected: "is not a theme variable of the app: names look like '--mkt-accent'", got: name };
      const problem = themeValueProblem(value);
      if (problem) return { at: `['${name}']`, expected: problem, got: value };
    }
    return null;
  },
  zIndex: (v) => is(Number.isInteger(v) && Math.abs(v as number) <= 2147483647, 'must be an integer z-index'),
  breakpoint: (v) => is(Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 10000, 'must be a width in CSS px from 0 (never full screen) to 10000'),
  nonce: (v) => is(typeof v === 'string' && /^[A-Za-z0-9+/=_-]{1,256}$/.test(v), 'must be the base64 nonce of your Content-Security-Policy'),
  allowedOrigins: (v) => {
    if (!Array.isArray(v)) return { expected: "must be an array of origins, such as ['https://cdn.example.com']" };
    const i = v.findIndex((o) => !isExactOrigin(o));
    return i < 0 ? null : { at: `[${i}]`, expected: "must be an exact origin such as 'https://cdn.example.com' (no path, no wildcard)", got: v[i] };
  },
  loginToken: (v) => {
    if (v === null) return null;
    if (!isPlain(v)) return { expected: 'must be {userId, authorization, refreshToken?} or null' };
    if (!nonEmpty(v.userId, 64) && !(typeof v.userId === 'number' && Number.isFinite(v.userId))) return { at: '.userId', expected: 'must be the user id (a string or number)', got: v.userId };
    if (!nonEmpty(v.authorization, 4096)) return { at: '.authorization', expected: 'must be the Authorization token (a non-empty string)', got: v.authorization };
    if (v.refreshToken !== undefined && !nonEmpty(v.refreshToken, 4096)) return { at: '.refreshToken', expected: 'must be a non-empty string when given', got: v.refreshToken };
    const extra = Object.keys(v).find((k) => !['userId', 'authorization', 'refreshToken'].includes(k));
    return extra ? { at: `.${extra}`, expected: 'is not a login token field (userId, authorization, refreshToken)', got: v[extra] } : null;
  },
  instanceKey: (v) => is(typeof v === 'string' && INSTANCE_KEY.test(v), "must be 1 to 40 letters, digits, '-' or '_', such as 'shop-1'"),
  title: (v) => is(nonEmpty(v, 200), 'must be a non-empty text of at most 200 characters'),
  // Issue "Beyond the spec" item 4: inline mode runs on the partner's origin, where the worker is not ours.
  offline: (v, all) =>
    all.mode === 'inline'
      ? { expected: "only applies with mode 'iframe' (inline mode runs on your page's origin, where the marketplace installs no service worker)" }
      : is(typeof v === 'boolean', 'must be true or false'),
  ...(Object.fromEntries(CALLBACKS.map((k) => [k, (v: unknown) => is(typeof v === 'function', 'must be a function')])) as unknown as Record<(typeof CALLBACKS)[number], Check>),
};

const KEYS = Object.keys(CHECKS);

/** 'serverURL' -> 'serverUrl': same letters ignoring case, or one edit away. */
function suggest(key: string): string | undefined {
  const lower = key.toLowerCase();
  return KEYS.find((k) => k.toLowerCase() === lower) ?? KEYS.find((k) => editDistance(k.toLowerCase(), lower) <= 2);
}
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** Throws the SdkError of the first invalid option; undefined values count as absent. */
export function checkOptions(input: unknown, label = 'options'): Record<string, unknown> {
  if (!isPlain(input)) throw new SdkError('INVALID_OPTIONS', `${label} must be an object, got ${describe(input)}`);
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const check = (CHECKS as Record<string, Check | undefined>)[key];
    if (!check || !Object.prototype.hasOwnProperty.call(CHECKS, key)) {
      const hint = suggest(key);
      throw new SdkError('INVALID_OPTIONS', `unknown option '${key}'${hint ? ` (did you mean '${hint}'?)` : ''}`);
    }
    const problem = check(value, input);
    if (problem) {
      const got = 'got' in problem ? problem.got : value;
      throw new SdkError('INVALID_OPTIONS', `${label}.${key}${problem.at ?? ''} ${problem.expected}, got ${describe(got)}`);
    }
  }
  return input;
}

const normalizeUrl = (url: URL) => url.origin + url.pathname.replace(/\/+$/, '');

/** Validates and fills in defaults. `defaultServerUrl` comes from the loader script's own URL. */
export function resolveOptions(input: unknown, defaultServerUrl?: string): ResolvedOptions {
  const o = checkOptions(input) as MountOptions;
  const raw = o.serverUrl ?? defaultServerUrl;
  const url = httpUrl(raw);
  if (!url) throw new SdkError('INVALID_OPTIONS', "options.serverUrl is required: the marketplace server, such as 'https://market.example.com'");
  const callbacks: SdkCallbacks = {};
  for (const k of CALLBACKS) if (o[k]) (callbacks as Record<string, unknown>)[k] = o[k];
  return {
    serverUrl: normalizeUrl(url),
    serverOrigin: url.origin,
    mode: o.mode ?? DEFAULTS.mode,
    routing: o.routing ?? DEFAULTS.routing,
    basePath: o.basePath ? o.basePath.replace(/\/?$/, '/') : DEFAULTS.basePath,
    theme: { ...(o.theme ?? {}) },
    zIndex: o.zIndex ?? DEFAULTS.zIndex,
    breakpoint: o.breakpoint ?? DEFAULTS.breakpoint,
    allowedOrigins: [...new Set([url.origin, ...(o.allowedOrigins ?? [])])],
    title: o.title ?? DEFAULTS.title,
    offline: o.offline === true,
    callbacks,
    ...(o.language ? { language: o.language } : {}),
    ...(o.areaId ? { areaId: o.areaId } : {}),
    ...(o.initialRoute ? { initialRoute: o.initialRoute } : {}),
    ...(o.syncQueryKey ? { syncQueryKey: o.syncQueryKey } : {}),
    ...(o.nonce ? { nonce: o.nonce } : {}),
    ...(o.loginToken !== undefined ? { loginToken: o.loginToken && toHostToken(o.loginToken) } : {}),
    ...(o.instanceKey ? { instanceKey: o.instanceKey } : {}),
  };
}

export function toHostToken(t: LoginToken): HostLoginToken {
  return { userId: String(t.userId), authorization: t.authorization, ...(t.refreshToken ? { refreshToken: t.refreshToken } : {}) };
}

/** Options handle.update() may change; the rest shape the mount itself. */
export const UPDATABLE = ['language', 'areaId', 'theme', 'zIndex', 'breakpoint', 'loginToken', 'title', ...CALLBACKS] as const;
export type UpdateOptions = Pick<MountOptions, (typeof UPDATABLE)[number]>;

/** Validates an update: known options only, and the fixed ones may only repeat their value. */
export function checkUpdate(input: unknown, mounted: Readonly<Record<string, unknown>>): UpdateOptions {
  const o = checkOptions(input);
  for (const [key, value] of Object.entries(o)) {
    if (value === undefined || (UPDATABLE as readonly string[]).includes(key)) continue;
    if (JSON.stringify(value) === JSON.stringify(mounted[key])) continue;
    const how = key === 'initialRoute' ? 'use handle.navigate(path) instead' : 'call destroy() and mount again';
    throw new SdkError('INVALID_OPTIONS', `options.${key} cannot change after mount (${how}), got ${describe(value)}`);
  }
  return o as UpdateOptions;
}
