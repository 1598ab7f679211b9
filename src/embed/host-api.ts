// The conversation between a host page (the SDK) and an embedded app (issue 4 "SDK" 4 and 7):
// the methods the host may call and the events the app sends. Shared by both sides; the iframe
// page carries them over the bridge, inline mode calls them directly. Each side checks what it
// receives: in iframe mode it crossed an origin boundary.
//
// The wire types and the param rules live in the bridge (bridge/methods.ts HostMethodMap and
// AppEventMap, bridge/param-checks.ts PARAM_CHECKS); this file only adapts them for the app and
// the SDK: it reads params into clean copies (own keys only, theme sanitized) and checks events.
import { APP_EVENTS as BRIDGE_APP_EVENTS, HOST_METHODS } from '../../bridge/methods.js';
import type { AppEvent, AppEventMap, HostLoginToken, HostMethod, HostParams } from '../../bridge/methods.js';
import { isAppRoute, PARAM_CHECKS } from '../../bridge/param-checks.js';
import { isRecord } from '../contract/is-record.js';
import { isLanguageCode } from '../i18n/resolve-language.js';
import { sanitizeTheme } from './theme.js';

export type { HostLoginToken, HostMethod };
export { HOST_METHODS };

/** Methods of the embedded app, with their params. */
export type HostMethods = { [M in HostMethod]: HostParams<M> };

/** Events of the embedded app, with their data. */
export type AppEvents = AppEventMap;
export type AppEventName = AppEvent;
export const APP_EVENTS: readonly AppEventName[] = BRIDGE_APP_EVENTS;

type Rec = Record<string, unknown>;
const rec = (x: unknown): Rec | null => (isRecord(x) ? x : null);
const str = (x: unknown, max = 4096): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;
const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** Why `params` do not fit `method` (the bridge's rule), or null when they do. */
export function hostParamsProblem(method: HostMethod, params: unknown): string | null {
  const check = PARAM_CHECKS[method];
  return check ? check(params) : `${method}: no param rule`;
}

/** Clean copies of params that passed the bridge's check (the check ran first, so `p` is a record). */
const COPY: { [M in HostMethod]: (p: Rec) => HostMethods[M] } = {
  navigate: (p) => ({ path: p.path as string }),
  setLanguage: (p) => ({ language: p.language as HostMethods['setLanguage']['language'] }),
  setUserToken: (p) => {
    const token = rec(p.token);
    if (!token) return { token: null };
    const t: HostLoginToken = { userId: token.userId as string, authorization: token.authorization as string };
    if (typeof token.refreshToken === 'string') t.refreshToken = token.refreshToken;
    return { token: t };
  },
  setArea: (p) => ({ areaId: p.areaId as string }),
  setTheme: (p) => ({ theme: sanitizeTheme(p.theme) }),
  forget: () => ({}),
};

/** Params readers: a typed clean copy, or null (the caller answers INVALID_PARAMS). */
export const READ_PARAMS: { [M in HostMethod]: (p: unknown) => HostMethods[M] | null } = {
  navigate: (p) => read('navigate', p),
  setLanguage: (p) => read('setLanguage', p),
  setUserToken: (p) => read('setUserToken', p),
  setArea: (p) => read('setArea', p),
  setTheme: (p) => read('setTheme', p),
  forget: (p) => read('forget', p),
};

function read<M extends HostMethod>(method: M, p: unknown): HostMethods[M] | null {
  return hostParamsProblem(method, p) === null ? COPY[method](rec(p) ?? {}) : null;
}

/** Event readers for the host side: the typed data, or null to drop a malformed event. */
export const READ_EVENT: { [E in AppEventName]: (d: unknown) => AppEvents[E] | null } = {
  ready: (d) => {
    const r = rec(d);
    if (!r || !isAppRoute(r.path) || typeof r.userId !== 'string' || !count(r.unread) || !isLanguageCode(r.language)) return null;
    return { path: r.path, userId: r.userId, unread: r.unread, language: r.language };
  },
  routeChange: (d) => (isAppRoute(rec(d)?.path) ? { path: rec(d)!.path as string } : null),
  login: (d) => (str(rec(d)?.userId, 64) ? { userId: rec(d)!.userId as string } : null),
  logout: () => ({}),
  unread: (d) => (count(rec(d)?.count) ? { count: rec(d)!.count as number } : null),
  error: (d) => {
    const r = rec(d);
    return r && str(r.code, 64) && typeof r.message === 'string' ? { code: r.code, message: r.message.slice(0, 1000) } : null;
  },
};
