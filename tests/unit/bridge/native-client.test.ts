import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEndpoint } from '../../../bridge/endpoint.js';
import { LONG_METHODS } from '../../../bridge/methods.js';
import { createNativeClient, type NativeClient } from '../../../bridge/native-client.js';
import { installNativeHarness } from '../../../bridge/native-harness.js';
import { rejectsWith, track } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanups.splice(0).reverse()) fn();
  delete (window as unknown as Record<string, unknown>).__mkt;
  vi.useRealTimers();
});

const onJump = vi.fn();
function client(extra: Partial<Parameters<typeof createNativeClient>[0]> = {}): NativeClient {
  const c = createNativeClient({
    win: window,
    fallback: { getUserId: () => 'web-user', getMetadata: () => ({ language: 'en' }), onJump },
    ...extra,
  });
  cleanups.push(() => c.destroy());
  return c;
}

describe('createNativeClient', () => {
  it('uses the web fallbacks in a plain browser', async () => {
    const c = client();
    expect(c.kind).toBe('none');
    expect(c.endpoint).toBeNull();
    await expect(c.call('getUserId')).resolves.toEqual({ userId: 'web-user' });
    await expect(c.call('jump', { pageType: 'account' })).resolves.toEqual({ route: '/usercenter/userInfo' });
    expect(onJump).toHaveBeenLastCalledWith('/usercenter/userInfo');
    await rejectsWith(c.call('jump', { pageType: 'detail', module: 'land' }), 'INVALID_PARAMS');
    await rejectsWith(c.call('scanQrCode'), 'UNAVAILABLE'); // happy-dom has no BarcodeDetector
  });

  it('calls the native shell for what it announced, and falls back for the rest', async () => {
    const nativeSide = installNativeHarness('android', window);
    const native = createEndpoint({
      transport: nativeSide, role: 'native', longMethods: LONG_METHODS,
      methods: { getUserId: () => ({ userId: 'native-user' }) },
    });
    cleanups.push(() => native.destroy());
    const navigate = vi.fn((p: { path: string }) => p);
    const c = client({ methods: { navigate } });
    expect(c.kind).toBe('android');
    await expect(c.call('getUserId')).resolves.toEqual({ userId: 'native-user' });
    await expect(c.call('jump', { pageType: 'coupon' })).resolves.toEqual({ route: '/usercenter/coupon' });
    // The shell can drive the app too.
    await expect(native.call('navigate', { path: '/index' })).resolves.toEqual({ path: '/index' });
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('checks the shape of native callbacks before the app sees them', async () => {
    const native = createEndpoint({ transport: installNativeHarness('ios', window), role: 'native' });
    cleanups.push(() => native.destroy());
    const c = client();
    const codes: unknown[] = [];
    c.on('qrCode', (d) => codes.push(d.code));
    await c.endpoint?.ready;
    native.emit('qrCode', { code: 5 });
    native.emit('qrCode', null);
    native.emit('qrCode', { code: 'QR-9' });
    await vi.waitFor(() => expect(codes).toEqual(['QR-9']));
  });

  it('falls back when the shell never answers the handshake, waiting only once', async () => {
    vi.useFakeTimers();
    const w = window as unknown as Record<string, unknown>;
    w.MktFlutter = { postMessage: () => {} }; // an old shell that does not speak the protocol
    cleanups.push(() => delete w.MktFlutter);
    const c = client({ handshakeTimeoutMs: 3_000 });
    expect(c.kind).toBe('flutter');
    const first = c.call('getUserId');
    const state = track(first);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toEqual({ userId: 'web-user' });
    const second = c.call('getMetadata');
    await vi.advanceTimersByTimeAsync(0);
    await expect(second).resolves.toEqual({ language: 'en' }); // no second wait
  });

  it('destroy cancels pending calls and refuses new ones', async () => {
    const native = createEndpoint({
      transport: installNativeHarness('react-native', window), role: 'native', longMethods: LONG_METHODS,
      methods: { pickPhoto: () => new Promise(() => {}) },
    });
    cleanups.push(() => native.destroy());
    const c = client();
    await c.endpoint?.ready;
    const pending = c.call('pickPhoto');
    await new Promise((r) => setTimeout(r, 20));
    c.destroy();
    await rejectsWith(pending, 'CANCELLED');
    await rejectsWith(c.call('getUserId'), 'CANCELLED');
  });
});
