// Lazy, cached rows of a picker: nothing is asked before the picker is first opened (the pickers
// sit on screens that mostly never open them), and a loaded list is reused for the app instance
// (picker-source.ts). Failures are not cached: the retry asks again.
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/index.js';
import { useServices } from '../../../app/use-shell.js';
import type { PickerSource } from './picker-source.js';

export type PickerData<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; items: readonly T[] }
  | { status: 'error' };

/** Loaded lists per app instance (its API client), by source key. */
const caches = new WeakMap<ApiClient, Map<string, readonly unknown[]>>();

function cacheOf(api: ApiClient): Map<string, readonly unknown[]> {
  let cache = caches.get(api);
  if (!cache) caches.set(api, (cache = new Map()));
  return cache;
}

/** `source` null: nothing to load (e.g. a city picker before a country is chosen). */
export function usePickerData<T>(source: PickerSource<T> | null, open: boolean): { data: PickerData<T>; retry(): void } {
  const { api } = useServices();
  const key = open && source ? source.key : null;
  const cached = key === null ? undefined : (cacheOf(api).get(key) as readonly T[] | undefined);
  const [state, setState] = useState<{ key: string | null; data: PickerData<T> }>({ key: null, data: { status: 'idle' } });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null || !source || cached) return;
    const abort = new AbortController();
    setState({ key, data: { status: 'loading' } });
    void source.load(api, abort.signal).then((reply) => {
      if (abort.signal.aborted) return;
      if (reply.ok) cacheOf(api).set(key, reply.items);
      setState({ key, data: reply.ok ? { status: 'ok', items: reply.items } : { status: 'error' } });
    });
    return () => abort.abort();
    // `source` is read when the key changes; a new object with the same key asks nothing again.
  }, [api, key, attempt]);

  let data: PickerData<T>;
  if (cached) data = { status: 'ok', items: cached };
  else if (key === null) data = { status: 'idle' };
  // Until the effect has run for a new key, the old key's state must not show.
  else data = state.key === key ? state.data : { status: 'loading' };
  return { data, retry: () => setAttempt((n) => n + 1) };
}
