import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebFallbacks } from '../../../bridge/fallbacks.js';
import { LONG_METHODS, NATIVE_METHODS } from '../../../bridge/methods.js';
import { PARAM_CHECKS, isExternalUrl } from '../../../bridge/param-checks.js';
import { createNativeClient } from '../../../bridge/native-client.js';
import { rejectsWith } from './helpers.js';

const WA = 'https://wa.me/2250700000002?text=Villa%0Ahttps%3A%2F%2Fmarket.example%2Fhouse%2Fdetails%3FserviceId%3D1';

/** A window whose open() and location.href are recorded instead of followed. */
function fakeWin() {
  const opened: unknown[][] = [];
  const location = { href: 'https://market.example/house/details?serviceId=1' };
  const win = { document, navigator, open: (...args: unknown[]) => { opened.push(args); return null; }, location } as unknown as Window;
  return { win, opened, location };
}

afterEach(() => vi.restoreAllMocks());

describe('native method openExternal', () => {
  it('is a native method, answered at once (not user-driven)', () => {
    expect(NATIVE_METHODS).toContain('openExternal');
    expect(LONG_METHODS).not.toContain('openExternal');
  });

  it('accepts tel:, https:, mailto: and whatsapp: links only', () => {
    const check = PARAM_CHECKS.openExternal!;
    for (const url of ['tel:+2250700000002', WA, 'mailto:aide@market.example', 'whatsapp://send?phone=2250700000002', 'TEL:0700000002']) {
      expect(check({ url }), url).toBeNull();
    }
    for (const url of ['javascript:alert(1)', 'http://wa.me/1', 'intent://x#Intent;end', 'file:///etc/passwd', 'tel:', 'https://', 'https:wa.me', '/house/details', 'tel:07 00', 'tel:0700\n']) {
      expect(check({ url }), url).toMatch(/expected \{url/);
    }
    expect(check(undefined)).toMatch(/expected/);
    expect(check({ url: 42 })).toMatch(/received number/);
    expect(isExternalUrl(`https://wa.me/1?text=${'a'.repeat(2100)}`)).toBe(false);
  });

  it('web fallback: https opens a new tab without an opener, tel:/mailto: go through location.href', async () => {
    const { win, opened, location } = fakeWin();
    const { handlers } = createWebFallbacks({ win, getUserId: () => null, getMetadata: () => ({}) });
    expect(await handlers.openExternal({ url: WA })).toEqual({ opened: true });
    expect(opened).toEqual([[WA, '_blank', 'noopener']]);
    expect(location.href).toBe('https://market.example/house/details?serviceId=1'); // the page stayed
    expect(await handlers.openExternal({ url: 'tel:+2250700000002' })).toEqual({ opened: true });
    expect(location.href).toBe('tel:+2250700000002');
    expect(opened).toHaveLength(1);
  });

  it('the client refuses a bad link before any fallback runs (INVALID_PARAMS)', async () => {
    const { win, opened, location } = fakeWin();
    const client = createNativeClient({ win, transport: null, fallback: { getUserId: () => null, getMetadata: () => ({}) } });
    await rejectsWith(client.call('openExternal', { url: 'javascript:alert(1)' }), 'INVALID_PARAMS');
    expect(opened).toEqual([]);
    expect(location.href).not.toMatch(/^javascript/);
    expect(await client.call('openExternal', { url: 'mailto:aide@market.example' })).toEqual({ opened: true });
    client.destroy();
  });
});
