// Filter presets and options (housePriceRange, landSizeRange, houseBedRoomNum — spec §7) are small
// lists that never change while the app runs: asked once per API client and language, so a
// dropdown opened again shows them at once instead of jumping when they arrive again. A failed
// call is forgotten, so the next opening asks again (spec §8: other calls act only on 200).
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/index.js';
import { useServices } from '../../app/use-shell.js';
import type { AnyEndpoint } from '../../contract/endpoint.js';

export type LookupState = { status: 'loading' } | { status: 'ok'; rows: readonly unknown[] } | { status: 'none' };

const cache = new WeakMap<ApiClient, Map<string, Promise<readonly unknown[] | null>>>();
/** Answers already in, read synchronously so a reopened dropdown renders them in its first frame. */
const answers = new WeakMap<ApiClient, Map<string, readonly unknown[]>>();
const keyOf = (endpoint: AnyEndpoint, lang: string) => `${endpoint.path}|${lang}`;

function ask(api: ApiClient, endpoint: AnyEndpoint, lang: string): Promise<readonly unknown[] | null> {
  let byKey = cache.get(api);
  if (!byKey) cache.set(api, (byKey = new Map()));
  const key = keyOf(endpoint, lang);
  const known = byKey.get(key);
  if (known) return known;
  const asked = api.call(endpoint, {}).then((reply) => {
    const rows = reply.code === 200 && Array.isArray(reply.customData) ? (reply.customData as unknown[]) : null;
    if (!rows) byKey.delete(key);
    else {
      let done = answers.get(api);
      if (!done) answers.set(api, (done = new Map()));
      done.set(key, rows);
    }
    return rows;
  });
  byKey.set(key, asked);
  return asked;
}

/** The rows of a lookup call; 'none' when there is no such call or it failed. */
export function useLookup(endpoint: AnyEndpoint | undefined, lang: string): LookupState {
  const { api } = useServices();
  const [state, setState] = useState<LookupState>(() => {
    if (!endpoint) return { status: 'none' };
    const rows = answers.get(api)?.get(keyOf(endpoint, lang));
    return rows ? { status: 'ok', rows } : { status: 'loading' };
  });
  useEffect(() => {
    if (!endpoint) return;
    let live = true;
    void ask(api, endpoint, lang).then((rows) => live && setState(rows ? { status: 'ok', rows } : { status: 'none' }));
    return () => {
      live = false;
    };
  }, [api, endpoint, lang]);
  return state;
}
