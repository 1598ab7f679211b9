// The native method notify (issue: Beyond the spec, saved-search alerts): its params check and its
// web fallback, the Notification API when permission is granted and the page is hidden.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebFallbacks } from '../../../bridge/fallbacks.js';
import { LONG_METHODS, NATIVE_METHODS } from '../../../bridge/methods.js';
import { PARAM_CHECKS } from '../../../bridge/param-checks.js';
import { rejectsWith } from './helpers.js';

const params = { title: 'Alerte de recherche', body: 'Nouvelle annonce : Villa', route: '/house/details?serviceId=h7' };
const w = window as unknown as { Notification?: unknown };
const hidden = (value: 'hidden' | 'visible') => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(value);

afterEach(() => {
  delete w.Notification;
  vi.restoreAllMocks();
});

describe('native method notify', () => {
  it('is a quick native method', () => {
    expect(NATIVE_METHODS).toContain('notify');
    expect(LONG_METHODS).not.toContain('notify');
  });
  it('checks its params: a title, a body and an app path (never a URL)', () => {
    expect(PARAM_CHECKS.notify!(params)).toBeNull();
    expect(PARAM_CHECKS.notify!(undefined)).toMatch(/expected/);
    expect(PARAM_CHECKS.notify!({ ...params, title: '' })).toMatch(/title/);
    expect(PARAM_CHECKS.notify!({ ...params, body: 3 })).toMatch(/body/);
    expect(PARAM_CHECKS.notify!({ ...params, route: 'https://evil.example/' })).toMatch(/route/);
    expect(PARAM_CHECKS.notify!({ ...params, route: '//evil.example/' })).toMatch(/route/);
    expect(PARAM_CHECKS.notify!({ ...params, route: 'javascript:alert(1)' })).toMatch(/route/);
  });
  it('web fallback: a system notification when allowed and the page is hidden; a tap opens the route', () => {
    const made: Array<{ title: string; body?: string; onclick: (() => void) | null; close: () => void }> = [];
    w.Notification = Object.assign(function N(this: (typeof made)[number], title: string, o: { body?: string }) {
      Object.assign(this, { title, body: o.body, onclick: null, close: vi.fn() });
      made.push(this);
    }, { permission: 'granted' });
    hidden('hidden');
    const onJump = vi.fn();
    const f = createWebFallbacks({ win: window, getUserId: () => null, getMetadata: () => ({}), onJump });
    expect(f.handlers.notify(params)).toEqual({ shown: true });
    expect(made[0]).toMatchObject({ title: params.title, body: params.body });
    made[0]!.onclick!();
    expect(onJump).toHaveBeenCalledWith(params.route);
  });
  it('web fallback: UNAVAILABLE without permission or while the page is in view (the toast says it)', async () => {
    const f = createWebFallbacks({ win: window, getUserId: () => null, getMetadata: () => ({}) });
    await rejectsWith(Promise.resolve().then(() => f.handlers.notify(params)), 'UNAVAILABLE');
    w.Notification = Object.assign(function N() {}, { permission: 'granted' });
    hidden('visible');
    await rejectsWith(Promise.resolve().then(() => f.handlers.notify(params)), 'UNAVAILABLE');
    w.Notification = Object.assign(function N() {}, { permission: 'default' });
    hidden('hidden');
    await rejectsWith(Promise.resolve().then(() => f.handlers.notify(params)), 'UNAVAILABLE');
  });
});
