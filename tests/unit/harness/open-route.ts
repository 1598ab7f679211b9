// openRoute(path, options): the real shell (createApp: route table, guards, keep-alive, tab bar,
// lazy screen chunks) mounted at `path` with the services of test-services.ts. Every screen test
// opens its screen this way, so what it checks is what the app does (DESIGN.md §2).
import { act } from 'preact/test-utils';
import { anyLocation } from '../../../src/app/any-location.js';
import type { LocationMode } from '../../../src/app/context.js';
import { createApp, type AppHandle } from '../../../src/main.js';
import type { RouteEntry } from '../../../src/routes/route-types.js';
import type { OpenDialog } from '../../../src/ui/dialogs.js';
import { flush, until } from '../ui/render.js';
import { queries, type Queries } from './queries.js';
import { testI18n, testServices, type ServiceOptions, type TestServices } from './test-services.js';

export interface OpenOptions extends ServiceOptions {
  /** How the router keeps its location; default: in memory, starting at `path` (ignored otherwise). */
  location?: LocationMode;
  /** Real locale texts instead of echoed keys, for tests about wording. */
  locales?: boolean;
  /** A selector to wait for before returning (a first chunk import can take seconds on a busy CI). */
  ready?: string;
}

export interface Screen extends Queries, Omit<TestServices, 'services'> {
  app: AppHandle;
  el: HTMLElement;
  /** Calls to exactly this endpoint path, in order. */
  callsTo(path: string): TestServices['calls'];
  /** Settled route changes (AppContext.onRouteChange), in order. */
  changes: [string, RouteEntry][];
  /** Navigates and lets redirects and lazy chunks settle. */
  go(path: string): Promise<void>;
  /** The route of the visible keep-alive page frame. */
  shown(): string | null | undefined;
  frame(path: string): HTMLElement | null;
  nav(): HTMLElement | null;
  toasts(): string[];
  dialog(): OpenDialog | null;
  /** Answers the open dialog as the user would. */
  answer(yes: boolean): void;
  unmount(): void;
}

const opened = new Set<Screen>();

/** Unmounts every screen still open (for afterEach). */
export function closeAll(): void {
  for (const s of opened) s.unmount();
}

/** until() with a deadline for a loaded machine: the first open of a route transforms its chunk. */
export const settle = (check: () => void, timeoutMs = 50_000) => until(check, timeoutMs);

export async function openRoute(path: string, options: OpenOptions = {}): Promise<Screen> {
  const built = testServices(options, await testI18n(options.language, options.locales));
  const changes: [string, RouteEntry][] = [];
  const app = createApp({
    stores: { userId: built.stores.session.userId, totalUnread: built.stores.chat.unreadTotal },
    services: built.services,
    i18n: built.i18n,
    location: options.location ?? { kind: 'memory', initial: path },
    locate: anyLocation,
    onRouteChange: (p, route) => changes.push([p, route]),
  });
  const el = document.createElement('div');
  document.body.append(el);
  act(() => app.mount(el));
  const { services: _services, ...rest } = built;
  const screen: Screen = {
    ...rest,
    ...queries(el),
    app,
    el,
    changes,
    callsTo: (p) => built.calls.filter((c) => c.path === p),
    async go(to) {
      act(() => app.navigate(to));
      await flush();
    },
    shown: () => el.querySelector('.mkt-page:not([hidden])')?.getAttribute('data-route'),
    frame: (p) => el.querySelector(`.mkt-page[data-route="${p}"]`),
    nav: () => el.querySelector('nav'),
    toasts: () => app.dialogs.state.get().toasts.map((x) => x.message),
    dialog: () => app.dialogs.state.get().dialog,
    answer(yes) {
      const d = app.dialogs.state.get().dialog;
      if (!d) throw new Error('no dialog');
      act(() => app.dialogs.answer(d.id, yes));
    },
    unmount() {
      if (!opened.delete(screen)) return;
      act(() => app.unmount());
      built.stores.dispose();
      el.remove();
    },
  };
  opened.add(screen);
  await flush();
  if (options.ready) await settle(() => screen.$(options.ready!));
  return screen;
}
