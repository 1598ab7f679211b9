// Filter presets and options (housePriceRange, landSizeRange, houseBedRoomNum — spec §7) are small
// lists that never change while the app runs: asked once per API client and language, so a
// dropdown opened again shows them at once instead of jumping when they arrive again. A failed
// call is forgotten, so the next opening asks again (kit/once-per-client.ts).
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/index.js';
import { useServices } from '../../app/use-shell.js';
import type { AnyEndpoint } from '../../contract/endpoint.js';
import { oncePerClient } from '../kit/once-per-client.js';

export type LookupState = { status: 'loading' } | { status: 'ok'; rows: readonly unknown[] } | { status: 'none' };

const cache = oncePerClient<readonly unknown[]>();
const keyOf = (endpoint: AnyEndpoint, lang: string) => `${endpoint.path}|${lang}`;

const ask = (api: ApiClient, endpoint: AnyEndpoint, lang: string): Promise<readonly unknown[] | null> =>
  cache.get(api, keyOf(endpoint, lang), () =>
    api.call(endpoint, {}).then((reply) => (reply.code === 200 && Array.isArray(reply.customData) ? (reply.customData as unknown[]) : null)),
  );

/** The rows of a lookup call; 'none' when there is no such call or it failed. */
export function useLookup(endpoint: AnyEndpoint | undefined, lang: string): LookupState {
  const { api } = useServices();
  const [state, setState] = useState<LookupState>(() => {
    if (!endpoint) return { status: 'none' };
    const rows = cache.known(api, keyOf(endpoint, lang));
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
