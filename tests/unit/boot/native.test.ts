// One native client per app instance, created on first use (src/boot/native.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEndpoint } from '../../../bridge/endpoint.js';
import { DETECT_ORDER, detectNativeKind } from '../../../bridge/detect.js';
import { LONG_METHODS } from '../../../bridge/methods.js';
import type { NativeClient, NativeClientOptions } from '../../../bridge/native-client.js';
import { installNativeHarness } from '../../../bridge/native-harness.js';
import { createNativeService, nativeShellPresent, type NativeServiceOptions } from '../../../src/boot/native.js';
import { instanceHostMethods } from '../../../src/boot/host-methods.js';
import { createAppStores } from '../../../src/stores/app-stores.js';
import { rejectsWith } from '../bridge/helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const fn of cleanups.splice(0).reverse()) fn();
  delete (window as unknown as Record<string, unknown>).__mkt;
});

function service(extra: Partial<NativeServiceOptions> = {}) {
  const onJump = vi.fn();
  const s = createNativeService({
    win: window,
    getUserId: () => '',
    getMetadata: () => ({ language: 'fr', areaId: 'CIV', platform: 'web' }),
    onJump,
    methods: {},
    ...extra,
  });
  cleanups.push(() => s.destroy());
  return { s, onJump };
}

/** A load() that records the options the client was created with. */
function fakeLoad() {
  const made: NativeClientOptions[] = [];
  const destroy = vi.fn();
  const load = vi.fn(async () => ({
    createNativeClient: (opts: NativeClientOptions) => {
      made.push(opts);
      return { kind: 'none', endpoint: null, call: vi.fn(), on: vi.fn(), destroy } as unknown as NativeClient;
    },
  }));
  return { load, made, destroy };
}

describe('createNativeService', () => {
  it('loads nothing until first use in a plain browser, then makes ONE client', async () => {
    const { load, made } = fakeLoad();
    const { s } = service({ load });
    s.attach(document.body);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(s.current).toBeNull();
    const [a, b] = await Promise.all([s.get(), s.get()]);
    expect(a).toBe(b);
    expect(await s.get()).toBe(a);
    expect(s.current).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
    expect(made[0]?.fallback.container).toBe(document.body); // the mount root: hidden file inputs go there
  });

  it('starts at mount when a native shell is in the page (so the shell can call the app)', async () => {
    const shell = installNativeHarness('ios', window);
    cleanups.push(() => shell.close());
    const { load } = fakeLoad();
    const { s } = service({ load });
    s.attach(document.body);
    await vi.waitFor(() => expect(s.current).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load on the next use', async () => {
    const { load } = fakeLoad();
    const failing = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockImplementation(load);
    const { s } = service({ load: failing });
    await expect(s.get()).rejects.toThrow('chunk failed');
    expect(s.current).toBeNull();
    await expect(s.get()).resolves.toBeTruthy();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('destroy() destroys the client; destroyed while loading, calls reject CANCELLED and no hello is sent', async () => {
    const { load, destroy } = fakeLoad();
    const { s } = service({ load });
    await s.get();
    s.destroy();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(s.current).toBeNull();

    const shell = installNativeHarness('android', window);
    cleanups.push(() => shell.close());
    const sent = vi.fn();
    shell.listen(sent);
    const late = service().s; // the real bridge
    const pending = late.get();
    late.destroy();
    const client = await pending;
    expect(client.kind).toBe('none');
    await rejectsWith(client.call('getUserId'), 'CANCELLED');
    expect(late.current).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).not.toHaveBeenCalled();
  });

  it('answers from the app in a plain browser (real bridge, web fallbacks)', async () => {
    const { s, onJump } = service({ getUserId: () => '' });
    const client = await s.get();
    expect(client.kind).toBe('none');
    await expect(client.call('getUserId')).resolves.toEqual({ userId: null });
    await expect(client.call('getMetadata')).resolves.toEqual({ language: 'fr', areaId: 'CIV', platform: 'web' });
    await expect(client.call('jump', { pageType: 'coupon' })).resolves.toEqual({ route: '/usercenter/coupon' });
    expect(onJump).toHaveBeenCalledWith('/usercenter/coupon');
  });

  it('lets a native shell drive the app through the host methods', async () => {
    const shell = installNativeHarness('react-native', window);
    const nativeSide = createEndpoint({ transport: shell, role: 'native', longMethods: LONG_METHODS });
    cleanups.push(() => nativeSide.destroy());
    const stores = createAppStores('native-test', null);
    cleanups.push(() => stores.dispose());
    const navigate = vi.fn();
    const changeLanguage = vi.fn(async () => undefined);
    const { s } = service({ methods: instanceHostMethods({ navigate, changeLanguage, stores }) });
    s.attach(document.body);
    await nativeSide.ready;
    await expect(nativeSide.call('setUserToken', { token: { userId: '9', authorization: 'tok' } })).resolves.toEqual({});
    expect(stores.session.userId.get()).toBe('9');
    expect(stores.session.authorization.get()).toBe('tok');
    await nativeSide.call('navigate', { path: '/usercenter/coupon' });
    expect(navigate).toHaveBeenCalledWith('/usercenter/coupon');
    await nativeSide.call('setLanguage', { language: 'cn' });
    expect(changeLanguage).toHaveBeenCalledWith('cn');
    await nativeSide.call('setArea', { areaId: 'SEN' });
    expect(stores.session.areaId.get()).toBe('SEN');
    // The bridge's checks hold for a shell too.
    await rejectsWith(nativeSide.call('setUserToken', { token: 'bare' }), 'INVALID_PARAMS');
    await nativeSide.call('setUserToken', { token: null });
    expect(stores.session.userId.get()).toBe('');
  });
});

describe('nativeShellPresent', () => {
  it.each(DETECT_ORDER)('agrees with the bridge detection for %s', (kind) => {
    expect(nativeShellPresent(window)).toBe(false);
    expect(detectNativeKind(window)).toBeNull();
    const shell = installNativeHarness(kind, window);
    try {
      expect(detectNativeKind(window)).toBe(kind);
      expect(nativeShellPresent(window)).toBe(true);
    } finally {
      shell.close();
    }
    expect(nativeShellPresent(window)).toBe(false);
  });

  it('survives a hostile getter', () => {
    const w = { get MktAndroid() { throw new Error('no'); } } as unknown as Window;
    expect(nativeShellPresent(w)).toBe(false);
  });
});
