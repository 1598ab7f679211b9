// Answers that do not change while the app runs (lookups: filter presets, job lookups), asked
// once per API client and key (an endpoint and a language): every screen that wants one shares
// the call, and an answer already in is read synchronously, so a reopened dropdown or a new row
// renders it in its first frame instead of jumping when it arrives again. A failed call is
// forgotten, so the next one asks again (spec §8: other calls act only on 200).
import type { ApiClient } from '../../api/index.js';

export interface OncePerClient<T> {
  /** The answer of `key`, from `load` the first time; null when it failed. */
  get(api: ApiClient, key: string, load: () => Promise<T | null>): Promise<T | null>;
  /** The answer of `key` if it is already in. */
  known(api: ApiClient, key: string): T | undefined;
}

export function oncePerClient<T>(): OncePerClient<T> {
  const asked = new WeakMap<ApiClient, Map<string, Promise<T | null>>>();
  const answers = new WeakMap<ApiClient, Map<string, T>>();
  return {
    get(api, key, load) {
      let byKey = asked.get(api);
      if (!byKey) asked.set(api, (byKey = new Map()));
      const pending = byKey.get(key);
      if (pending) return pending;
      const call = load().then((answer) => {
        if (answer === null) byKey.delete(key);
        else {
          let done = answers.get(api);
          if (!done) answers.set(api, (done = new Map()));
          done.set(key, answer);
        }
        return answer;
      });
      byKey.set(key, call);
      return call;
    },
    known: (api, key) => answers.get(api)?.get(key),
  };
}
