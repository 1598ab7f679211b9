// Events to the host (issue 4 "SDK" 7): ready, routeChange, login, logout, unread, error. A host
// listens with handle.on(name, fn) or with the matching option callback (onReady, ...). A throwing
// host listener never breaks the SDK or the other listeners: its error is rethrown asynchronously
// so it still shows in the console.
import type { AppEvents } from '../src/embed/host-api.js';
import { SdkError } from './sdk-error.js';

export interface SdkEvents {
  ready: AppEvents['ready'] & { instanceKey: string; mode: 'iframe' | 'inline' };
  routeChange: AppEvents['routeChange'];
  login: AppEvents['login'];
  logout: AppEvents['logout'];
  unread: AppEvents['unread'];
  error: AppEvents['error'];
}
export type SdkEventName = keyof SdkEvents;
export type Listener<E extends SdkEventName> = (data: SdkEvents[E]) => void;

/** Event -> option callback: the one table that ties the two together. */
export const CALLBACK_OF = {
  ready: 'onReady',
  routeChange: 'onRouteChange',
  login: 'onLogin',
  logout: 'onLogout',
  unread: 'onUnread',
  error: 'onError',
} as const satisfies Record<SdkEventName, string>;

export type SdkCallbacks = { [E in SdkEventName as (typeof CALLBACK_OF)[E]]?: Listener<E> };

export const EVENT_NAMES = Object.keys(CALLBACK_OF) as SdkEventName[];

export interface Emitter {
  on<E extends SdkEventName>(event: E, fn: Listener<E>): () => void;
  emit<E extends SdkEventName>(event: E, data: SdkEvents[E]): void;
  /** Drops every listener (destroy). */
  clear(): void;
}

function rethrowLater(e: unknown): void {
  setTimeout(() => {
    throw e;
  }, 0);
}

/**
 * `ready` is sticky: a listener added after it fired is called once with its data (a host that
 * awaits mount() and then subscribes must not miss it).
 */
export function createEmitter(callbacks: () => SdkCallbacks): Emitter {
  const listeners = new Map<SdkEventName, Set<(data: never) => void>>();
  let ready: SdkEvents['ready'] | null = null;
  const call = (fn: (data: never) => void, data: unknown) => {
    try {
      fn(data as never);
    } catch (e) {
      rethrowLater(e);
    }
  };
  return {
    on(event, fn) {
      if (!EVENT_NAMES.includes(event)) {
        throw new SdkError('INVALID_ARGUMENT', `unknown event '${String(event)}', expected one of ${EVENT_NAMES.join(', ')}`);
      }
      if (typeof fn !== 'function') throw new SdkError('INVALID_ARGUMENT', `on('${event}', fn): fn must be a function`);
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const entry = (data: never) => fn(data);
      set.add(entry);
      if (event === 'ready' && ready) {
        const data = ready;
        queueMicrotask(() => set.has(entry) && call(entry, data));
      }
      return () => void set.delete(entry);
    },
    emit(event, data) {
      if (event === 'ready') ready = data as SdkEvents['ready'];
      const cb = callbacks()[CALLBACK_OF[event]] as ((d: never) => void) | undefined;
      if (cb) call(cb, data);
      for (const fn of [...(listeners.get(event) ?? [])]) call(fn, data);
    },
    clear: () => listeners.clear(),
  };
}
