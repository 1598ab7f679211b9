import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebFallbacks } from '../../../bridge/fallbacks.js';
import { LONG_METHODS, NATIVE_METHODS } from '../../../bridge/methods.js';
import { PARAM_CHECKS } from '../../../bridge/param-checks.js';
import { rejectsWith } from './helpers.js';

const params = { title: 'Awa', text: 'Bonjour', url: 'https://market.example/discover/posts?shareId=sh1' };
const nav = navigator as unknown as { share?: unknown };

function fallbacks() {
  return createWebFallbacks({ win: window, getUserId: () => null, getMetadata: () => ({}) });
}

afterEach(() => {
  delete nav.share;
  vi.restoreAllMocks();
});

describe('native method share', () => {
  it('is a user-driven native method', () => {
    expect(NATIVE_METHODS).toContain('share');
    expect(LONG_METHODS).toContain('share');
  });
  it('checks its params: strings and an absolute http(s) link', () => {
    expect(PARAM_CHECKS.share!(params)).toBeNull();
    expect(PARAM_CHECKS.share!(undefined)).toMatch(/expected/);
    expect(PARAM_CHECKS.share!({ ...params, url: 'javascript:alert(1)' })).toMatch(/url/);
    expect(PARAM_CHECKS.share!({ ...params, url: '/discover/posts' })).toMatch(/url/);
    expect(PARAM_CHECKS.share!({ ...params, title: 3 })).toMatch(/title/);
  });
  it('web fallback: the Web Share API, shared true; dismissed false', async () => {
    const share = vi.fn(async () => undefined);
    nav.share = share;
    expect(await fallbacks().handlers.share(params)).toEqual({ shared: true });
    expect(share).toHaveBeenCalledWith(params);
    nav.share = async () => { throw Object.assign(new Error('dismissed'), { name: 'AbortError' }); };
    expect(await fallbacks().handlers.share(params)).toEqual({ shared: false });
  });
  it('web fallback without the Web Share API: UNAVAILABLE (the app copies the link)', async () => {
    delete nav.share;
    await rejectsWith(Promise.resolve().then(() => fallbacks().handlers.share(params)), 'UNAVAILABLE');
  });
});
