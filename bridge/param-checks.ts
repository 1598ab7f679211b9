// Parameter checks run by the endpoint before a handler (a failed check answers INVALID_PARAMS,
// one of the fixed codes of DESIGN.md §6). One small predicate per method, as a table; each returns what is wrong
// (expected vs. received) or null. Handlers can then trust the shape of their params.
// These are THE wire rules for both sides: src/embed/host-api.ts reads host params through them
// and src/embed/embed-params.ts re-exports isAppRoute and AREA_ID, so the SDK, the iframe page
// and a native shell are held to one definition.
import { moduleBase } from './jump-routes.js';
import { LANGUAGES, PAGE_TYPES, type HostMethod, type NativeMethod } from './methods.js';

export type ParamCheck = (params: unknown) => string | null;

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const describe = (x: unknown): string =>
  x === null ? 'null' : Array.isArray(x) ? 'an array' : typeof x === 'string' ? JSON.stringify(x.slice(0, 40)) : typeof x;

/** Methods without params accept nothing or an (ignored) object. */
const noParams: ParamCheck = (p) =>
  p === undefined || p === null || isObject(p) ? null : `expected no params or an object, received ${describe(p)}`;

const idLike = (x: unknown): boolean =>
  (typeof x === 'string' && x.length > 0 && x.length <= 100) || (typeof x === 'number' && Number.isFinite(x));

const jump: ParamCheck = (p) => {
  if (!isObject(p)) return `expected {pageType, ...}, received ${describe(p)}`;
  if (!(PAGE_TYPES as readonly unknown[]).includes(p.pageType)) {
    return `expected pageType to be one of ${PAGE_TYPES.join(', ')}, received ${describe(p.pageType)}`;
  }
  if ((p.pageType === 'list' || p.pageType === 'detail') && moduleBase(p.module as string | number | undefined) === null) {
    return `expected module to be a module route base or id, received ${describe(p.module)}`;
  }
  if (p.pageType === 'detail' && !idLike(p.serviceId)) return `expected serviceId, received ${describe(p.serviceId)}`;
  if (p.title !== undefined && typeof p.title !== 'string') return `expected title to be a string, received ${describe(p.title)}`;
  return null;
};

/** Longest app route accepted (a URL the browser would still keep whole). */
export const MAX_ROUTE = 2048;

/** An app path: "/", "/land/details?serviceId=1"; never "//host" (protocol-relative) nor "\\host". */
export function isAppRoute(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ROUTE && /^\/(?!\/)/.test(value) && !/[\s\\]/.test(value);
}

/** An area (country) id such as CIV (spec §9): also safe in a storage key and a URL. */
export const AREA_ID = /^[A-Za-z0-9_-]{1,32}$/;

const navigate: ParamCheck = (p) => {
  const path = isObject(p) ? p.path : undefined;
  return isAppRoute(path) ? null : `expected {path: '/route'} (one leading '/', no spaces), received ${describe(isObject(p) ? path : p)}`;
};

const setLanguage: ParamCheck = (p) => {
  const language = isObject(p) ? p.language : undefined;
  return (LANGUAGES as readonly unknown[]).includes(language)
    ? null
    : `expected {language: ${LANGUAGES.join(' | ')}}, received ${describe(isObject(p) ? language : p)}`;
};

/** A non-empty string of at most `max` characters. */
const text = (x: unknown, max: number): boolean => typeof x === 'string' && x.length > 0 && x.length <= max;

/** What sdk/options.ts hands over (HostLoginToken); extra fields are ignored, not refused. */
const setUserToken: ParamCheck = (p) => {
  const expected = 'expected {token: {userId, authorization, refreshToken?} | null}';
  if (!isObject(p) || !('token' in p)) return `${expected}, received ${describe(p)}`;
  const { token } = p;
  if (token === null) return null;
  if (!isObject(token)) return `${expected}, received token ${describe(token)}`;
  if (!text(token.userId, 64)) return `${expected}: userId must be a string of 1-64 characters, received ${describe(token.userId)}`;
  if (!text(token.authorization, 8192)) return `${expected}: authorization must be a non-empty string, received ${typeof token.authorization}`;
  if (token.refreshToken !== undefined && !text(token.refreshToken, 8192)) {
    return `${expected}: refreshToken must be a non-empty string when present, received ${typeof token.refreshToken}`;
  }
  return null;
};

const setArea: ParamCheck = (p) => {
  const areaId = isObject(p) ? p.areaId : undefined;
  return typeof areaId === 'string' && AREA_ID.test(areaId)
    ? null
    : `expected {areaId: 1-32 letters, digits, '_' or '-'}, received ${describe(isObject(p) ? areaId : p)}`;
};

/** The object only: its entries are sanitized by the app, which drops what it cannot use. */
const setTheme: ParamCheck = (p) => {
  const theme = isObject(p) ? p.theme : undefined;
  return isObject(theme) ? null : `expected {theme: {'--mkt-name': value}}, received ${describe(isObject(p) ? theme : p)}`;
};

const pickPhoto: ParamCheck = (p) =>
  noParams(p) ?? (isObject(p) && p.camera !== undefined && typeof p.camera !== 'boolean' ? 'expected camera to be a boolean' : null);

/** A title and text of bounded length, and an absolute http(s) link (the native side opens it). */
const share: ParamCheck = (p) => {
  const expected = 'expected {title: string, text: string, url: http(s) URL}';
  if (!isObject(p)) return `${expected}, received ${describe(p)}`;
  if (typeof p.title !== 'string' || p.title.length > 500) return `${expected}: title must be a string of at most 500 characters`;
  if (typeof p.text !== 'string' || p.text.length > 2000) return `${expected}: text must be a string of at most 2000 characters`;
  return typeof p.url === 'string' && p.url.length <= 2048 && /^https?:\/\/[^\s]+$/.test(p.url)
    ? null
    : `${expected}: url must be an absolute http(s) URL, received ${describe(p.url)}`;
};

/** The schemes openExternal opens: the dialler, mail, WhatsApp and web pages; never javascript:, file:, intent:. */
export const EXTERNAL_SCHEMES = ['tel:', 'https:', 'mailto:', 'whatsapp:'] as const;

/** An external link of one of EXTERNAL_SCHEMES (https with a host), without spaces or control characters. */
export function isExternalUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048 || /[\s\u0000-\u001f\u007f]/.test(value)) return false;
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0].toLowerCase() ?? '';
  if (!(EXTERNAL_SCHEMES as readonly string[]).includes(scheme)) return false;
  return scheme === 'https:' ? /^https:\/\/[^/?#]+/i.test(value) : value.length > scheme.length;
}

const openExternal: ParamCheck = (p) => {
  const url = isObject(p) ? p.url : undefined;
  return isExternalUrl(url)
    ? null
    : `expected {url: a ${EXTERNAL_SCHEMES.join(' | ')} link}, received ${describe(isObject(p) ? url : p)}`;
};

/** A notification's title and body of bounded length, and an app route (a path, never a URL). */
const notify: ParamCheck = (p) => {
  const expected = 'expected {title: string, body: string, route: /app/path}';
  if (!isObject(p)) return `${expected}, received ${describe(p)}`;
  if (!text(p.title, 200)) return `${expected}: title must be a string of 1-200 characters`;
  if (typeof p.body !== 'string' || p.body.length > 1000) return `${expected}: body must be a string of at most 1000 characters`;
  return typeof p.route === 'string' && p.route.length <= 2048 && /^\/(?!\/)[^\s]*$/.test(p.route)
    ? null
    : `${expected}: route must be an app path starting with one '/', received ${describe(p.route)}`;
};

/**
 * The default checks of createEndpoint (methods not listed here are not checked). `satisfies`
 * keeps the table complete: every native and host method of methods.ts has its check.
 */
export const PARAM_CHECKS: Readonly<Record<string, ParamCheck>> = {
  getUserId: noParams,
  getMetadata: noParams,
  jump,
  scanQrCode: noParams,
  pickPhoto,
  share,
  openExternal,
  notify,
  navigate,
  setLanguage,
  setUserToken,
  setArea,
  setTheme,
  forget: noParams,
} satisfies Record<NativeMethod | HostMethod, ParamCheck>;
