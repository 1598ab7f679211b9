// The lookups cache shared by the list filters and the job screens (kit/once-per-client.ts): one
// call per client and key, answers readable at once, failures forgotten (spec §8).
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import { oncePerClient } from '../../../../src/screens/kit/once-per-client.js';

const client = () => ({}) as ApiClient;

describe('oncePerClient', () => {
  it('shares one call per client and key, and keeps its answer readable at once', async () => {
    const cache = oncePerClient<string[]>();
    const api = client();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return ['a'];
    };
    expect(cache.known(api, 'en')).toBeUndefined();
    const [x, y] = await Promise.all([cache.get(api, 'en', load), cache.get(api, 'en', load)]);
    expect(x).toEqual(['a']);
    expect(y).toBe(x);
    expect(calls).toBe(1);
    expect(cache.known(api, 'en')).toBe(x);
    await cache.get(api, 'fr', load);
    await cache.get(client(), 'en', load);
    expect(calls).toBe(3);
  });

  it('forgets a failure, so the next asker calls again', async () => {
    const cache = oncePerClient<number>();
    const api = client();
    const answers = [null, 7];
    let calls = 0;
    const load = async () => answers[calls++] ?? null;
    expect(await cache.get(api, 'k', load)).toBeNull();
    expect(cache.known(api, 'k')).toBeUndefined();
    expect(await cache.get(api, 'k', load)).toBe(7);
    expect(await cache.get(api, 'k', load)).toBe(7);
    expect(calls).toBe(2);
  });
});
