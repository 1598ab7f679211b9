// One embedded app instance, shared by the iframe page and the inline (shadow root) entry
// (issue 4 "SDK" 4, 5, 7): creates the instance with an in-memory location (the app never
// touches the host page's URL; the SDK mirrors the route when the host asks), reports events to
// the host and implements the host methods.
import { anyLocation } from '../app/any-location.js';
import { createInstance, type Instance } from '../boot/create-instance.js';
import { applyLoginToken, instanceHostMethods } from '../boot/host-methods.js';
import type { LanguageCode } from '../contract/envelope.js';
import type { AppEventName, AppEvents, HostLoginToken, HostMethods } from './host-api.js';
import { applyTheme, type ThemeStyle, type ThemeVars } from './theme.js';

export interface EmbeddedAppOptions {
  instanceKey: string;
  /** Origin (and path prefix) of the marketplace server: API calls go there. */
  apiBase: string;
  /** Absolute URL of the built app folder (worker.js). */
  assetBase: string;
  container: 'iframe' | 'inline';
  /** Where the app renders: the iframe page's root element or the SDK's shadow root. */
  target: Element | ShadowRoot;
  /** Where the theme <style> goes: document.head or the shadow root. */
  styleParent: ParentNode & Node;
  language?: LanguageCode;
  areaId?: string;
  initialRoute?: string;
  nonce?: string;
  theme?: ThemeVars;
  loginToken?: HostLoginToken | null;
  storage?: Storage | null;
  emit<E extends AppEventName>(event: E, data: AppEvents[E]): void;
}

/** The host methods, already validated (their results are not used), plus teardown. */
export type EmbeddedApp = { [M in keyof HostMethods]: (params: HostMethods[M]) => unknown } & {
  readonly instance: Instance;
  destroy(): void;
};

export async function startEmbeddedApp(o: EmbeddedAppOptions): Promise<EmbeddedApp> {
  let route = o.initialRoute ?? '/';
  const instance = await createInstance({
    instanceKey: o.instanceKey,
    apiBase: o.apiBase,
    assetBase: o.assetBase,
    location: { kind: 'memory', initial: route },
    locate: anyLocation,
    container: o.container,
    ...(o.language ? { language: o.language } : {}),
    ...(o.areaId ? { areaId: o.areaId } : {}),
    ...(o.nonce ? { nonce: o.nonce } : {}),
    ...(o.storage !== undefined ? { storage: o.storage } : {}),
    onRouteChange: (path) => {
      route = path;
      o.emit('routeChange', { path });
    },
  });
  const { session, chat } = instance.stores;
  // A token handed over at start is applied before the first render: no logged-out flash, and
  // it is reported in `ready`, not as a login event.
  applyLoginToken(instance.stores, o.loginToken);

  // listen(), not subscribe(): changes only; the current values go out with `ready`.
  const stops = [
    session.userId.listen((userId) => (userId ? o.emit('login', { userId }) : o.emit('logout', {}))),
    chat.unreadTotal.listen((count) => o.emit('unread', { count })),
  ];
  instance.mount(o.target);
  let theme: ThemeStyle | null = applyTheme(o.styleParent, o.theme ?? {}, o.nonce);
  o.emit('ready', { path: route, userId: session.userId.get(), unread: chat.unreadTotal.get(), language: instance.i18n.language });

  // The same handlers a native shell reaches through src/boot/native.ts; setTheme is ours alone.
  const methods = instanceHostMethods({
    navigate: instance.app.navigate,
    changeLanguage: (language) => instance.i18n.changeLanguage(language),
    stores: instance.stores,
  });
  return {
    instance,
    ...methods,
    setTheme: ({ theme: vars }) => theme?.set(vars),
    destroy() {
      if (!theme) return;
      for (const stop of stops.splice(0)) stop();
      theme.remove();
      theme = null;
      instance.destroy();
    },
  };
}
