// /h5, the native bridge test page (spec §2, spec §7 "Native bridge page"), opened through the
// real shell and route table, with this instance's native service (src/boot/native.ts) handing
// out a fake client that the test drives.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeCallError } from '../../../bridge/errors.js';
import { PAGE_TYPES, type NativeEvent, type NativeEventMap, type NativeMethod } from '../../../bridge/methods.js';
import type { NativeClient } from '../../../bridge/native-client.js';
import { createNativeService, type NativeService } from '../../../src/boot/native.js';
import { jumpParams } from '../../../src/screens/h5/jump-form.js';
import { openRoute, type Screen } from '../harness/open-route.js';
import { click, deferred, flush, until } from '../ui/render.js';

type Answer = (params: unknown) => Promise<unknown>;

function fakeClient(kind: string, answers: Partial<Record<NativeMethod, Answer>>) {
  const listeners = new Map<string, Set<(d: unknown) => void>>();
  const call = vi.fn((method: NativeMethod, params?: unknown) =>
    answers[method]?.(params) ?? Promise.reject(new BridgeCallError('UNIMPLEMENTED', `${method}: not in this fake`)));
  const client = {
    kind,
    endpoint: null,
    call,
    on(event: string, fn: (d: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(fn);
      return () => set.delete(fn);
    },
    destroy: vi.fn(),
  } as unknown as NativeClient;
  const emit = <E extends NativeEvent>(event: E, data: NativeEventMap[E]) =>
    act(() => listeners.get(event)?.forEach((fn) => fn(data)));
  return { client, call, emit, listeners };
}

interface Page extends Screen {
  native: NativeService;
  status(): HTMLElement;
}

let page: Page | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
});

async function open(load: () => Promise<{ createNativeClient(): NativeClient }>): Promise<Page> {
  const native = createNativeService({
    getUserId: () => '',
    getMetadata: () => ({}),
    onJump: () => undefined,
    methods: {},
    load,
  });
  const screen = await openRoute('/h5', { native, ready: '[data-method="getUserId"]' });
  return {
    ...screen,
    native,
    status: () => screen.$('[role="status"][data-state]'),
    unmount() {
      screen.unmount();
      native.destroy();
    },
  };
}

const withClient = (client: NativeClient) => async () => ({ createNativeClient: () => client });

describe('/h5 native bridge test page', () => {
  it('renders the transport kind, every method button and every page type of jump', async () => {
    const { client } = fakeClient('android', {});
    page = await open(withClient(client));
    await until(() => expect(page!.$('[data-kind]').textContent).toBe('h5.transports.android'));
    const methods = [...page.el.querySelectorAll('[data-method]')].map((b) => b.getAttribute('data-method'));
    expect(methods).toEqual(['getUserId', 'getMetadata', 'scanQrCode', 'pickPhoto']);
    expect(page.$('form button[type="submit"]').textContent).toBe('h5.calls.jump');
    const options = [...page.el.querySelectorAll('select option')].map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual([...PAGE_TYPES]);
    expect(page.el.querySelector('select option[value="airExpress"]')?.textContent).toBe('h5.pages.airExpress');
    expect(page.status().textContent).toBe('h5.idle');
    expect(page.$('h1').textContent).toBe('h5.title');
  });

  it('labels the web fallback "none" and shows an unknown kind as is', async () => {
    page = await open(withClient(fakeClient('none', {}).client));
    await until(() => expect(page!.$('[data-kind]').textContent).toBe('h5.transports.none'));
    page.unmount();
    page = await open(withClient(fakeClient('harmony', {}).client));
    await until(() => expect(page!.$('[data-kind]').textContent).toBe('harmony'));
  });

  it('calls the client inside the click and shows the JSON result', async () => {
    const { client, call } = fakeClient('ios', { getUserId: async () => ({ userId: 'u-7' }) });
    page = await open(withClient(client));
    await until(() => expect(page!.native.current).toBe(client));
    click(page.$('[data-method="getUserId"]'));
    // Synchronously, in the click: a file picker opened later would lose the user gesture.
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('getUserId');
    await until(() => expect(page!.status().getAttribute('data-state')).toBe('ok'));
    expect(page.status().textContent).toContain('h5.succeeded{"method":"h5.calls.getUserId"}');
    expect(JSON.parse(page.$('[data-result]').textContent ?? '')).toEqual({ userId: 'u-7' });
  });

  it('brings the result into view when a call starts (the buttons fill a phone screen)', async () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    try {
      page = await open(withClient(fakeClient('ios', { getUserId: async () => ({ userId: 'u-7' }) }).client));
      expect(scrolled).toEqual([]);
      click(page.$('[data-method="getUserId"]'));
      await until(() => expect(page!.status().getAttribute('data-state')).toBe('ok'));
      expect(scrolled.length).toBeGreaterThan(0);
      expect(scrolled.every((el) => el.contains(page!.status()))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('shows the error code of a failed call', async () => {
    const { client } = fakeClient('android', {
      scanQrCode: async () => { throw new BridgeCallError('PERMISSION_DENIED', 'camera refused'); },
    });
    page = await open(withClient(client));
    await until(() => expect(page!.native.current).toBe(client));
    click(page.$('[data-method="scanQrCode"]'));
    expect(page.status().getAttribute('data-state')).toBe('waiting');
    await until(() => expect(page!.status().getAttribute('data-state')).toBe('error'));
    expect(page.$('[data-error-code]').getAttribute('data-error-code')).toBe('PERMISSION_DENIED');
    expect(page.status().textContent).toContain('"code":"PERMISSION_DENIED"');
    expect(page.status().textContent).toContain('camera refused');
    // A method the shell does not have: its own code.
    click(page.$('[data-method="getMetadata"]'));
    await until(() => expect(page!.$('[data-error-code]').getAttribute('data-error-code')).toBe('UNIMPLEMENTED'));
  });

  it('shows only the latest call: an earlier answer arriving late is dropped', async () => {
    const slow = deferred<unknown>();
    const { client } = fakeClient('android', {
      pickPhoto: () => slow.promise,
      getUserId: async () => ({ userId: 'u-1' }),
    });
    page = await open(withClient(client));
    await until(() => expect(page!.native.current).toBe(client));
    click(page.$('[data-method="pickPhoto"]'));
    click(page.$('[data-method="getUserId"]'));
    await until(() => expect(page!.status().getAttribute('data-state')).toBe('ok'));
    slow.resolve({ url: 'https://cdn.example/p.jpg' });
    await flush();
    expect(page.$('[data-result]').textContent).toContain('u-1');
    expect(page.$('[data-result]').textContent).not.toContain('p.jpg');
  });

  it('jumps with the page type and, where needed, the module and listing id', async () => {
    const { client, call } = fakeClient('android', { jump: async () => ({}) });
    page = await open(withClient(client));
    await until(() => expect(page!.native.current).toBe(client));
    expect(page.el.querySelector('input')).toBeNull(); // homePage needs nothing
    const select = page.$('select') as HTMLSelectElement;
    act(() => {
      select.value = 'detail';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const type = (name: string, value: string) => act(() => {
      const input = page!.$(`input[name="${name}"]`) as HTMLInputElement;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    type('module', ' 6 ');
    type('serviceId', '42');
    click(page.$('form button[type="submit"]'));
    expect(call).toHaveBeenLastCalledWith('jump', { pageType: 'detail', module: '6', serviceId: '42' });
    await until(() => expect(page!.status().getAttribute('data-state')).toBe('ok'));

    act(() => {
      select.value = 'list';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(page.el.querySelector('input[name="serviceId"]')).toBeNull();
    click(page.$('form button[type="submit"]'));
    expect(call).toHaveBeenLastCalledWith('jump', { pageType: 'list', module: '6' });
  });

  it('appends the photo-URL and QR-code callbacks to the log', async () => {
    const fake = fakeClient('react-native', {});
    page = await open(withClient(fake.client));
    await until(() => expect(page!.$('[data-kind]').textContent).toBe('h5.transports.reactNative'));
    expect(page.$('[role="log"]').textContent).toBe('');
    expect(page.el.textContent).toContain('h5.callbacksEmpty');
    fake.emit('photoUrl', { url: 'https://cdn.example/a.jpg' });
    fake.emit('qrCode', { code: 'QR-1' });
    const entries = [...page.el.querySelectorAll('[role="log"] li')];
    expect(entries.map((li) => [li.getAttribute('data-event'), li.textContent])).toEqual([
      ['photoUrl', 'h5.events.photoUrl: https://cdn.example/a.jpg'],
      ['qrCode', 'h5.events.qrCode: QR-1'],
    ]);
    expect(page.el.textContent).not.toContain('h5.callbacksEmpty');
    // Leaving the page unsubscribes.
    page.unmount();
    expect([...fake.listeners.values()].every((s) => s.size === 0)).toBe(true);
    page = undefined;
  });

  it('reports a bridge that failed to load, and retries on the next click', async () => {
    const { client } = fakeClient('flutter', { getUserId: async () => ({ userId: null }) });
    const load = vi.fn()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ createNativeClient: () => client });
    page = await open(load);
    await until(() => expect(page!.$('[data-kind]').textContent).toBe('h5.transports.failed'));
    click(page.$('[data-method="getUserId"]'));
    await until(() => expect(page!.status().getAttribute('data-state')).toBe('ok'));
    expect(page.$('[data-kind]').textContent).toBe('h5.transports.flutter');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('jumpParams', () => {
  it('keeps only what the page type uses, trimmed, without empty inputs', () => {
    expect(jumpParams('coupon', '6', '1')).toEqual({ pageType: 'coupon' });
    expect(jumpParams('list', ' house ', '1')).toEqual({ pageType: 'list', module: 'house' });
    expect(jumpParams('detail', '', ' ')).toEqual({ pageType: 'detail' });
  });
});
