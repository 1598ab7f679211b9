// The method and event names of the bridge, with their parameter and result types.
//   native methods: spec §7 "Native bridge page" (the app calls them on the native shell);
//   host methods:   what the SDK host page calls on the app (DESIGN.md §6 "Handle");
//   events:         app -> host (DESIGN.md §6 `on(event, fn)`) and native -> app (the photo-URL / QR callbacks).
// Results are objects (never bare values) so a field can be added without a version bump.

/** spec §7: "jump with pageType (...)", in the spec's order. */
export const PAGE_TYPES = [
  'homePage', 'list', 'detail', 'alreadyBuyService', 'goodsBuy', 'certifyEnterprise', 'certifyPersonal',
  'account', 'focusCountry', 'consume', 'coupon', 'exchangeCertificate', 'airExpress',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export interface JumpParams {
  pageType: PageType;
  /** list/detail: a module route base ('land', 'house', ...) or a numeric module id (spec §3). */
  module?: string | number;
  /** detail: the listing id (spec §2 "serviceId"). */
  serviceId?: string | number;
  /** detail of an article: the search-index id (spec §2 "/article/details (esInfoId, ...)"). */
  esInfoId?: string | number;
  title?: string;
  /** goodsBuy: the member level the package list is for (spec §2 "Mine screen"). */
  memberLevelId?: string | number;
}

/** Where the native shell is and what it knows; extra keys pass through untouched. */
export interface NativeMetadata {
  language?: string;
  areaId?: string;
  token?: string;
  appVersion?: string;
  deviceId?: string;
  platform?: string;
  [key: string]: unknown;
}

/**
 * A picked photo: a URL the app can show (native: an uploaded or WebView-loadable URL; web
 * fallback: an object URL) and, from the web fallback only, the File to upload. Never base64.
 */
export interface PhotoResult {
  url: string;
  /** Web fallback only (it never crosses a bridge); the app uploads it and revokes `url`. */
  file?: File;
}

/** What a share sheet sends: a title, a line of text and the link (an absolute http(s) URL). */
export interface ShareParams {
  title: string;
  text: string;
  url: string;
}

/** The only schemes openExternal opens (param-checks.ts EXTERNAL_SCHEMES). */
export interface OpenExternalParams {
  url: string;
}

/** A system notification: what it says and the app route a tap on it opens (param-checks.ts notify). */
export interface NotifyParams {
  title: string;
  body: string;
  route: string;
}

export interface NativeMethodMap {
  getUserId: { params: void; result: { userId: string | null } };
  getMetadata: { params: void; result: NativeMetadata };
  /** Native: opens its page, result {}. Web fallback: returns the app route to navigate to. */
  jump: { params: JumpParams; result: { route?: string } };
  scanQrCode: { params: void; result: { code: string } };
  pickPhoto: { params: { camera?: boolean } | void; result: PhotoResult };
  /**
   * The system share sheet (the issue: a discover post "share out" in a WebView). `shared`: the
   * user sent it somewhere (false: the sheet was dismissed). Web fallback: the Web Share API,
   * UNAVAILABLE without it (the app then copies the link).
   */
  share: { params: ShareParams; result: { shared: boolean } };
  /**
   * Opens a link outside the page (issue: Beyond the spec, "contact in one tap"): the dialler for
   * tel:, WhatsApp for https://wa.me or whatsapp:, the mail app for mailto:. A WebView follows none
   * of these by itself. Web fallback: location.href (tel:, mailto:, whatsapp:) or a new tab (https).
   */
  openExternal: { params: OpenExternalParams; result: { opened: boolean } };
  /**
   * A push-style system notification (issue: Beyond the spec, saved-search alerts): a tap on it
   * opens `route` in the app. `shown`: the system showed it. Web fallback: the Notification API
   * when permission is granted and the page is hidden, else UNAVAILABLE (the app's toast says it).
   */
  notify: { params: NotifyParams; result: { shown: boolean } };
}
export type NativeMethod = keyof NativeMethodMap;
export type NativeParams<M extends NativeMethod> = NativeMethodMap[M]['params'];
export type NativeResult<M extends NativeMethod> = NativeMethodMap[M]['result'];

export const NATIVE_METHODS: readonly NativeMethod[] = ['getUserId', 'getMetadata', 'jump', 'scanQrCode', 'pickPhoto', 'share', 'openExternal', 'notify'];

/** User-driven calls: the callee acks at once and answers when the user is done. */
export const LONG_METHODS: readonly string[] = ['scanQrCode', 'pickPhoto', 'share'];

export type Language = 'cn' | 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['cn', 'en', 'fr'];

/**
 * A login handed over by the host (the SDK option `loginToken`): the marketplace's own user id
 * and tokens, as the login call returns them (spec §2 "Login"). It travels over the bridge after
 * the handshake, never in a URL.
 */
export interface HostLoginToken {
  userId: string;
  authorization: string;
  refreshToken?: string;
}

/** CSS custom properties of the app (`--mkt-accent`: value), see src/embed/theme.ts. */
export type ThemeVars = Readonly<Record<string, string>>;

/** Every host method answers an empty object (room for fields without a version bump). */
type Done = Record<string, never>;

/**
 * What the SDK (sdk/mount.ts, sdk/iframe-mode.ts) and a native shell may call on the app; the
 * app implements them in src/embed/embedded-app.ts and src/boot/host-methods.ts.
 */
export interface HostMethodMap {
  /** An app route such as '/land/list' (spec §2). */
  navigate: { params: { path: string }; result: Done };
  setLanguage: { params: { language: Language }; result: Done };
  /** null logs the user out. */
  setUserToken: { params: { token: HostLoginToken | null }; result: Done };
  /** The country (spec §9 default CIV). */
  setArea: { params: { areaId: string }; result: Done };
  /** Invalid entries are dropped by the app, not refused (src/embed/theme.ts sanitizeTheme). */
  setTheme: { params: { theme: ThemeVars }; result: Done };
  /** Clears this instance's stored data (session, drafts, cart): the SDK's handle.destroy(). */
  forget: { params: Record<string, never>; result: Done };
}
export type HostMethod = keyof HostMethodMap;
export type HostParams<M extends HostMethod> = HostMethodMap[M]['params'];
export type HostResult<M extends HostMethod> = HostMethodMap[M]['result'];

export const HOST_METHODS: readonly HostMethod[] = ['navigate', 'setLanguage', 'setUserToken', 'setArea', 'setTheme', 'forget'];

/** App -> host events (the SDK handle's `on`, DESIGN.md §6). */
export interface AppEventMap {
  /** The route shown and the state at start (the SDK passes them to onReady). */
  ready: { path: string; userId: string; unread: number; language: Language };
  routeChange: { path: string };
  login: { userId: string };
  logout: Record<string, never>;
  unread: { count: number };
  error: { code: string; message: string };
}
export type AppEvent = keyof AppEventMap;
export const APP_EVENTS: readonly AppEvent[] = ['ready', 'routeChange', 'login', 'logout', 'unread', 'error'];

/** Native -> app callbacks (spec §7 "callbacks for photo URL and QR code"). */
export interface NativeEventMap {
  photoUrl: { url: string };
  qrCode: { code: string };
}
export type NativeEvent = keyof NativeEventMap;
export const NATIVE_EVENTS: readonly NativeEvent[] = ['photoUrl', 'qrCode'];

/** Typed handler tables, for the side that implements the methods. */
export type NativeHandlers = {
  [M in NativeMethod]: (params: NativeParams<M>) => Promise<NativeResult<M>> | NativeResult<M>;
};
export type HostHandlers = {
  [M in HostMethod]: (params: HostParams<M>) => Promise<HostResult<M>> | HostResult<M>;
};
