// The composition root (DESIGN.md §2): stores, i18n, shell, API client and worker of ONE app
// instance. The standalone page, the iframe page and the SDK's inline mode all start here, so two
// instances on one page share nothing (issue 2 item 7).
import type { LocationSource } from '../app/location.js';
import { createApiClient, type ApiClient, type ApiClientDeps } from '../api/index.js';
import { decodeBase64Utf8 } from '../contract/base64.js';
import { SYSTEM_CODE } from '../contract/constants.js';
import type { LanguageCode, PlatformInfo } from '../contract/envelope.js';
import { createI18n, type I18nInstance } from '../i18n/create-i18n.js';
import { browserLanguages, resolveLanguage } from '../i18n/resolve-language.js';
import { createApp, type AppContext, type AppHandle, type LocationMode } from '../main.js';
import { bindRealtime } from '../realtime/bind-realtime.js';
import { createAppStores, type AppStores } from '../stores/app-stores.js';
import { clientSession } from './client-session.js';
import { instanceHostMethods } from './host-methods.js';
import { mediaResolver } from './media.js';
import { createLazyCodec } from './lazy-codec.js';
import { createNativeService, type NativeService } from './native.js';
import { webpSupported } from './webp.js';

declare const __APP_VERSION__: string;

export interface InstanceOptions {
  /** Names this instance's storage (prefix `mkt:<key>:`). */
  instanceKey: string;
  /** Origin (and path prefix) of the API; '' = same origin. */
  apiBase: string;
  /** Absolute URL of the folder holding the built app (where worker.js lives). */
  assetBase: string;
  location: LocationMode;
  /** The source of `location` (app/location.ts, app/any-location.ts): each entry bundles only its own. */
  locate: LocationSource;
  /** Platform container reported in metaData: 'web', 'iframe', 'inline', 'android', ... */
  container: string;
  /** A language forced by the host; otherwise stored preference > browser > English (spec §1). */
  language?: LanguageCode;
  areaId?: string;
  nonce?: string;
  /** Storage backend; null = memory only. Defaults to localStorage. */
  storage?: Storage | null;
  /** Settled route changes, for the embedding entries (the SDK's routeChange event). */
  onRouteChange?: AppContext['onRouteChange'];
  /** The standalone page's inlined first reply (src/boot/first-reply.ts); embeds have none. */
  firstReply?: ApiClientDeps['firstReply'];
}

export interface Instance {
  app: AppHandle;
  api: ApiClient;
  stores: AppStores;
  i18n: I18nInstance;
  /** The native bridge client of this instance, created on first use (src/boot/native.ts). */
  native: NativeService;
  mount(el: Element | ShadowRoot): void;
  /** Undoes everything: DOM, worker, storage listeners, subscriptions. */
  destroy(): void;
}

const version = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

export async function createInstance(opts: InstanceOptions): Promise<Instance> {
  const stores = createAppStores(opts.instanceKey, opts.storage);
  if (opts.areaId) stores.session.areaId.set(opts.areaId);
  const language = opts.language ?? resolveLanguage(stores.session.language.get(), browserLanguages());
  const i18n = await createI18n(language);

  const shellI18n = () => ({ t: i18n.t as (key: string, o?: Record<string, unknown>) => string, language: i18n.language, complete: i18n.complete });
  const app = createApp({
    stores: { userId: stores.session.userId, totalUnread: stores.chat.unreadTotal },
    i18n: shellI18n(),
    location: opts.location,
    locate: opts.locate,
    ...(opts.nonce ? { nonce: opts.nonce } : {}),
    ...(opts.onRouteChange ? { onRouteChange: opts.onRouteChange } : {}),
  });

  const codec = createLazyCodec(new URL('worker.js', opts.assetBase).href);
  const platform: PlatformInfo = {
    container: opts.container,
    userAgent: globalThis.navigator?.userAgent ?? '',
    screen: globalThis.screen ? `${screen.width}x${screen.height}` : '',
    appVersion: version,
  };
  const api = createApiClient({
    baseUrl: opts.apiBase,
    session: clientSession(stores, i18n),
    effects: app.effects,
    codec,
    platform,
    webpSupported,
    firstReply: opts.firstReply,
    systemMessage: () => i18n.t('errors.systemError'),
  });

  // Native features (spec §7 "Native bridge page"): one client per instance, the bridge code
  // loaded on first use. In a plain browser the web fallbacks answer from this instance's
  // stores; a native shell may drive the app through the same host methods the SDK uses.
  const { session } = stores;
  const native = createNativeService({
    getUserId: () => session.userId.get(),
    getMetadata: () => ({
      language: i18n.language,
      areaId: session.areaId.get(),
      deviceId: session.deviceId,
      platform: opts.container,
      appVersion: version,
    }),
    onJump: (route) => app.navigate(route),
    methods: instanceHostMethods({ navigate: app.navigate, changeLanguage: (l) => i18n.changeLanguage(l), stores }),
  });

  // Pictures are compressed in the worker (started now if it was not yet), never on the main thread
  // of a cheap phone unless the worker cannot run at all (create-worker.ts falls back).
  const images = { compress: (file: Blob) => codec.worker().then((w) => w.api.compressImage(file)) };
  app.update({ services: { api, stores, native, media: mediaResolver(opts.apiBase), images, site: { apiBase: opts.apiBase, location: opts.location } } });
  const stopLanguage = i18n.subscribe(() => app.update({ i18n: shellI18n() }));
  // The stored language is the user's choice (login dropdown, /usercenter/userSetting/changeLanguage,
  // another tab): applying it here makes every way of choosing live at once (issue 6).
  const stopStoredLanguage = session.language.listen((lang) => {
    if (lang && lang !== i18n.language) void i18n.changeLanguage(lang);
  });
  // The real-time queue while a user id is stored (spec §1, §7 "Queue"), in a chunk of its own;
  // the tabs of this instance key and user share one connection.
  const stopRealtime = bindRealtime(session.userId, () => {
    const shareName = `mkt:${opts.instanceKey}:queue:${session.userId.get()}`;
    return import('../realtime/start-realtime.js').then((m) =>
      m.startRealtime({ api, chat: stores.chat, systemCode: SYSTEM_CODE, decodeBase64: decodeBase64Utf8, shareName, notice: { i18n, ...app.effects, native } }));
  });

  return {
    app,
    api,
    stores,
    i18n,
    native,
    mount(el) {
      app.mount(el);
      native.attach(el);
    },
    destroy() {
      stopRealtime();
      native.destroy();
      stopLanguage();
      stopStoredLanguage();
      app.unmount();
      api.dispose();
      codec.dispose();
      stores.dispose();
    },
  };
}
