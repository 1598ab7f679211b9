// Prefixed key/value storage for one app instance (DESIGN.md §2 "stores").
// localStorage is not always usable: a sandboxed iframe throws SecurityError on access, Safari
// private mode and full quotas throw on setItem. We never let that break the app: a failed or
// impossible write lands in an in-memory map (lost on reload, which is the best we can do).
// Other tabs of the same browser announce their writes with the `storage` event; `watch` turns
// those into per-key callbacks (logout in one tab logs out the others).

export interface PrefixedStorage {
  readonly prefix: string;
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Removes only this prefix's keys. */
  clear(): void;
  /** This prefix's keys, without the prefix. */
  keys(): string[];
  /** Called when ANOTHER tab changes `key` (value null = removed). Returns the unsubscribe. */
  watch(key: string, listener: (value: string | null) => void): () => void;
  /** Removes the window listener (app unmount). */
  dispose(): void;
}

/** window.localStorage if it can really be read and written, else null. */
function defaultBackend(): Storage | null {
  try {
    const ls = globalThis.localStorage;
    if (!ls) return null;
    const probe = '__mkt_probe__';
    ls.setItem(probe, probe);
    ls.removeItem(probe);
    return ls;
  } catch {
    return null;
  }
}

export function createPrefixedStorage(prefix: string, backend?: Storage | null): PrefixedStorage {
  const store = backend === undefined ? defaultBackend() : backend;
  /** Writes the backend refused, and everything when there is no backend. Read first. */
  const memory = new Map<string, string>();
  const watchers = new Map<string, Set<(value: string | null) => void>>();
  let windowListener: ((event: StorageEvent) => void) | null = null;

  const full = (key: string) => prefix + key;

  const backendKeys = (): string[] => {
    if (!store) return [];
    const out: string[] = [];
    try {
      for (let i = 0; i < store.length; i++) {
        const k = store.key(i);
        if (k !== null && k.startsWith(prefix)) out.push(k.slice(prefix.length));
      }
    } catch {
      // unreadable backend: only the memory keys are known
    }
    return out;
  };

  const onStorage = (event: StorageEvent) => {
    if (!store || event.storageArea !== store) return;
    if (event.key === null) {
      // another tab called localStorage.clear(): every watched key is gone
      for (const [key, set] of watchers) {
        memory.delete(key);
        for (const fn of [...set]) fn(null);
      }
      return;
    }
    if (!event.key.startsWith(prefix)) return;
    const key = event.key.slice(prefix.length);
    memory.delete(key); // the other tab's write is newer than our failed one
    const set = watchers.get(key);
    if (set) for (const fn of [...set]) fn(event.newValue);
  };

  const remove = (key: string) => {
    memory.delete(key);
    if (!store) return;
    try {
      store.removeItem(full(key));
    } catch {
      // nothing more we can do; the memory copy is gone at least
    }
  };
  const keys = () => [...new Set([...backendKeys(), ...memory.keys()])];

  return {
    prefix,
    get(key) {
      const own = memory.get(key);
      if (own !== undefined) return own;
      if (!store) return null;
      try {
        return store.getItem(full(key));
      } catch {
        return null;
      }
    },
    set(key, value) {
      if (store) {
        try {
          store.setItem(full(key), value);
          memory.delete(key);
          return;
        } catch {
          // quota exceeded or storage disabled mid-session: keep it for this page's life
        }
      }
      memory.set(key, value);
    },
    remove,
    clear() {
      for (const key of keys()) remove(key);
    },
    keys,
    watch(key, listener) {
      let set = watchers.get(key);
      if (!set) watchers.set(key, (set = new Set()));
      set.add(listener);
      if (!windowListener && store && typeof window !== 'undefined') {
        windowListener = onStorage;
        window.addEventListener('storage', windowListener);
      }
      return () => {
        set.delete(listener);
        if (set.size === 0) watchers.delete(key);
      };
    },
    dispose() {
      if (windowListener && typeof window !== 'undefined') window.removeEventListener('storage', windowListener);
      windowListener = null;
      watchers.clear();
    },
  };
}
