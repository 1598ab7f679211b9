// mount(element, options) -> Promise<Handle> (issue 4 "SDK" 2, DESIGN.md §6). The handle:
//   update(options)  changes what may change after mount (language, area, theme, token, layout, callbacks)
//   navigate(path)   opens an app route
//   on(event, fn)    subscribes; returns the unsubscribe
//   unmount()        undoes every side effect of the mount: the iframe or shadow host, the bridge
//                    and its listeners, the app instance (its worker, sockets, timers, styles),
//                    layout listeners, the URL sync, the registry entry. The stored session stays.
//   destroy()        unmount() + forget: the instance's stored data (login, drafts, cart) is
//                    cleared first, and every listener of the handle is dropped.
import { isAppRoute } from '../src/embed/embed-params.js';
import { createDisposer } from './disposer.js';
import { createEmitter, type Listener, type SdkEventName } from './events.js';
import { startIframe } from './iframe-mode.js';
import { startInline } from './inline-mode.js';
import type { ModeDeps, StartMode, Started } from './modes.js';
import { checkUpdate, resolveOptions, toHostToken, type Mode, type MountOptions, type UpdateOptions } from './options.js';
import { claim } from './registry.js';
import { describe, SdkError } from './sdk-error.js';
import { createUrlSync, syncTarget } from './url-sync.js';

export interface Handle {
  readonly instanceKey: string;
  readonly mode: Mode;
  update(options: UpdateOptions): Promise<void>;
  navigate(path: string): Promise<void>;
  on<E extends SdkEventName>(event: E, fn: Listener<E>): () => void;
  unmount(): void;
  destroy(): Promise<void>;
}

const MODES: Readonly<Record<Mode, StartMode>> = { iframe: startIframe, inline: startInline };

/** destroy() waits this long for the app to clear its storage before removing it anyway. */
const FORGET_TIMEOUT_MS = 3000;

export function resolveElement(target: unknown, doc: Document): Element {
  if (typeof target === 'string') {
    let el: Element | null = null;
    try {
      el = doc.querySelector(target);
    } catch {
      throw new SdkError('INVALID_ARGUMENT', `mount(element): '${target}' is not a valid CSS selector`);
    }
    if (!el) throw new SdkError('INVALID_ARGUMENT', `mount(element): no element matches '${target}'`);
    return el;
  }
  if (typeof target === 'object' && target !== null && (target as Node).nodeType === 1) return target as Element;
  throw new SdkError('INVALID_ARGUMENT', `mount(element): element must be an Element or a CSS selector, got ${describe(target)}`);
}

const toSdkError = (e: unknown): SdkError =>
  e instanceof SdkError ? e : new SdkError('APP_ERROR', e instanceof Error ? e.message : String(e), { cause: e });

export function createMount(deps: () => ModeDeps) {
  return async function mount(element: Element | string, options: MountOptions, defaults: { serverUrl?: string } = {}): Promise<Handle> {
    if (typeof window === 'undefined') throw new SdkError('NO_WINDOW', 'mount() needs a browser window (use the pure entry for server rendering)');
    const env = deps();
    const el = resolveElement(element, env.win.document);
    const o = resolveOptions(options, defaults.serverUrl);
    const raw = { ...options } as Record<string, unknown>;

    let settle!: { resolve(h: Handle): void; reject(e: unknown): void };
    const pending = new Promise<Handle>((resolve, reject) => (settle = { resolve, reject }));
    pending.catch(() => undefined); // commands awaiting it handle the rejection themselves
    const slot = claim(el, pending, o.instanceKey, syncTarget(o));
    const d = createDisposer();
    d.add(() => slot.release());
    const emitter = createEmitter(() => o.callbacks);

    let started: Started | null = null;
    const report = (e: unknown) => {
      const err = toSdkError(e);
      emitter.emit('error', { code: err.code, message: err.message });
    };
    const sync = createUrlSync(o, env.win, (path) => void started?.call('navigate', { path }).catch(report), d);
    const initialRoute = sync?.read() ?? o.initialRoute;

    try {
      started = await MODES[o.mode]({
        el,
        o,
        instanceKey: slot.instanceKey,
        initialRoute,
        d,
        deps: env,
        onEvent(event, data) {
          if (event === 'routeChange') sync?.write((data as { path: string }).path);
          emitter.emit(event, data as never);
        },
      });
    } catch (e) {
      d.dispose();
      const err = toSdkError(e);
      emitter.emit('error', { code: err.code, message: err.message });
      settle.reject(err);
      throw err;
    }
    const app = started;
    let alive = true;
    const live = () => {
      if (!alive) throw new SdkError('UNMOUNTED', 'this instance was unmounted; mount() again to show it');
    };
    const unmount = () => {
      if (!alive) return;
      alive = false;
      d.dispose();
    };

    const handle: Handle = {
      instanceKey: slot.instanceKey,
      mode: o.mode,
      async update(input) {
        live();
        const u = checkUpdate(input, raw);
        const calls: Promise<void>[] = [];
        for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
          if (key.startsWith('on')) {
            if (value === undefined) delete (o.callbacks as Record<string, unknown>)[key];
            else (o.callbacks as Record<string, unknown>)[key] = value;
          }
        }
        if (u.language && u.language !== o.language) calls.push(app.call('setLanguage', { language: (o.language = u.language) }));
        if (u.areaId && u.areaId !== o.areaId) calls.push(app.call('setArea', { areaId: (o.areaId = u.areaId) }));
        if (u.theme) calls.push(app.call('setTheme', { theme: (o.theme = { ...u.theme }) }));
        if (u.loginToken !== undefined) calls.push(app.call('setUserToken', { token: u.loginToken && toHostToken(u.loginToken) }));
        if (u.zIndex !== undefined || u.breakpoint !== undefined) {
          app.layout.set({ zIndex: (o.zIndex = u.zIndex ?? o.zIndex), breakpoint: (o.breakpoint = u.breakpoint ?? o.breakpoint) });
        }
        if (u.title) app.setTitle((o.title = u.title));
        Object.assign(raw, input);
        await Promise.all(calls);
      },
      async navigate(path) {
        live();
        if (!isAppRoute(path)) throw new SdkError('INVALID_ARGUMENT', `navigate(path): path must be an app path starting with one '/', such as '/land/list', got ${describe(path)}`);
        await app.call('navigate', { path });
      },
      on: (event, fn) => emitter.on(event, fn),
      unmount,
      async destroy() {
        if (alive) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, FORGET_TIMEOUT_MS)));
          await Promise.race([app.call('forget', {}).catch(report), late]);
          clearTimeout(timer);
        }
        unmount();
        emitter.clear();
      },
    };
    emitter.emit('ready', { ...app.ready, instanceKey: slot.instanceKey, mode: o.mode });
    settle.resolve(handle);
    return handle;
  };
}
