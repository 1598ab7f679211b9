// Creates an app the way the real wiring will: atoms made here, a fake i18n returning keys.
import { atom } from 'nanostores';
import { act } from 'preact/test-utils';
import { createApp, type AppHandle } from '../../../src/main.js';
import type { ApiClient } from '../../../src/api/index.js';
import type { AppServices, LocationMode, NativeAccess } from '../../../src/app/context.js';
import { createAppStores } from '../../../src/stores/app-stores.js';
import type { RouteEntry } from '../../../src/routes/route-types.js';
import { fakeT, flush } from '../ui/render.js';

export interface Harness {
  app: AppHandle;
  el: HTMLElement;
  userId: ReturnType<typeof atom<string>>;
  totalUnread: ReturnType<typeof atom<number>>;
  changes: [string, RouteEntry][];
  /** Navigates and lets redirects and lazy chunks settle. */
  go(path: string): Promise<void>;
  /** The visible page frame's route. */
  shown(): string | null | undefined;
  frame(path: string): HTMLElement | null;
  nav(): HTMLElement | null;
  done(): void;
}

/**
 * Services as an app without a network sees them: every call settles with the client's transport
 * failure (code 5002, spec §8), so screens the shell mounts show their error states, never throw.
 */
function offlineServices(): AppServices {
  const offline = async () => ({ code: 5002, message: 'Maybe This is a system error', customData: null as never });
  const api: ApiClient = { call: offline, upload: offline, get: offline, dispose: () => undefined };
  const native: NativeAccess = { get: () => Promise.reject(new Error('no native side in shell tests')), current: null, inShell: () => false };
  return { api, stores: createAppStores(`shell-test-${Math.random().toString(36).slice(2)}`, null), native, media: (p) => p };
}

export async function start(location: LocationMode = { kind: 'memory', initial: '/' }, user = ''): Promise<Harness> {
  const userId = atom(user);
  const totalUnread = atom(0);
  const changes: [string, RouteEntry][] = [];
  const app = createApp({
    stores: { userId, totalUnread },
    services: offlineServices(),
    i18n: { t: fakeT, language: 'en' },
    location,
    onRouteChange: (path, route) => changes.push([path, route]),
  });
  const el = document.createElement('div');
  document.body.append(el);
  act(() => app.mount(el));
  await flush();
  return {
    app,
    el,
    userId,
    totalUnread,
    changes,
    async go(path) {
      act(() => app.navigate(path));
      await flush();
    },
    shown: () => el.querySelector('.mkt-page:not([hidden])')?.getAttribute('data-route'),
    frame: (path) => el.querySelector(`.mkt-page[data-route="${path}"]`),
    nav: () => el.querySelector('nav'),
    done() {
      act(() => app.unmount());
      el.remove();
    },
  };
}
