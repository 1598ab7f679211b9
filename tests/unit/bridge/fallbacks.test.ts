import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebFallbacks, type WebFallbacks } from '../../../bridge/fallbacks.js';
import { rejectsWith } from './helpers.js';

type Win = Window & Record<string, unknown>;
const w = window as unknown as Win;
const urlApi = (w.URL ?? URL) as typeof URL;

let container: HTMLElement;
let fallbacks: WebFallbacks;
const onJump = vi.fn();
let userId: string | null = 'u-7';

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  let n = 0;
  vi.spyOn(urlApi, 'createObjectURL').mockImplementation(() => `blob:https://market.example/${++n}`);
  vi.spyOn(urlApi, 'revokeObjectURL').mockImplementation(() => {});
  fallbacks = createWebFallbacks({
    win: window, container, onJump,
    getUserId: () => userId,
    getMetadata: async () => ({ language: 'en', areaId: 'CIV' }),
  });
});
afterEach(() => {
  fallbacks.dispose();
  container.remove();
  vi.restoreAllMocks();
  onJump.mockReset();
  delete w.BarcodeDetector;
});

const input = () => container.querySelector('input[type=file]') as HTMLInputElement | null;
const image = (name = 'p.jpg', type = 'image/jpeg') => new File(['xx'], name, { type });

/** What the browser does when the user picks a file. */
function choose(file: File | null) {
  const el = input();
  if (!el) throw new Error('no file input open');
  Object.defineProperty(el, 'files', { value: file ? [file] : [], configurable: true });
  el.dispatchEvent(new Event('change'));
}

describe('getUserId / getMetadata', () => {
  it('read the providers the app passes in', async () => {
    await expect(fallbacks.handlers.getUserId()).resolves.toEqual({ userId: 'u-7' });
    userId = '';
    await expect(fallbacks.handlers.getUserId()).resolves.toEqual({ userId: null });
    userId = 'u-7';
    await expect(fallbacks.handlers.getMetadata()).resolves.toEqual({ language: 'en', areaId: 'CIV' });
  });
});

describe('jump', () => {
  it('returns the route and hands it to the app', async () => {
    expect(fallbacks.handlers.jump({ pageType: 'coupon' })).toEqual({ route: '/usercenter/coupon' });
    expect(onJump).toHaveBeenCalledWith('/usercenter/coupon');
    await rejectsWith(Promise.resolve().then(() => fallbacks.handlers.jump({ pageType: 'list', module: 'casino' })), 'INVALID_PARAMS');
    expect(onJump).toHaveBeenCalledTimes(1);
  });
});

describe('pickPhoto', () => {
  it('opens a hidden image input where the app lives and returns an object URL and the File', async () => {
    const result = fallbacks.handlers.pickPhoto();
    const el = input();
    expect(el?.accept).toBe('image/*');
    expect(el?.hasAttribute('capture')).toBe(false);
    const file = image();
    choose(file);
    const photo = await result;
    expect(photo.file).toBe(file);
    expect(photo.url).toMatch(/^blob:/); // never base64
    expect(input()).toBeNull(); // removed
  });

  it('asks for the camera when told to', async () => {
    const result = fallbacks.handlers.pickPhoto({ camera: true });
    expect(input()?.getAttribute('capture')).toBe('environment');
    choose(image());
    await result;
  });

  it('rejects CANCELLED when the picker is closed, INVALID_PARAMS for a non-image', async () => {
    const cancelled = fallbacks.handlers.pickPhoto();
    input()?.dispatchEvent(new Event('cancel'));
    await rejectsWith(Promise.resolve(cancelled), 'CANCELLED');
    expect(input()).toBeNull();

    const wrong = fallbacks.handlers.pickPhoto();
    choose(image('notes.pdf', 'application/pdf'));
    await rejectsWith(Promise.resolve(wrong), 'INVALID_PARAMS');
  });

  it('dispose closes an open picker and revokes the URLs handed out', async () => {
    const first = fallbacks.handlers.pickPhoto();
    choose(image());
    const { url } = await first;
    const open = fallbacks.handlers.pickPhoto();
    fallbacks.dispose();
    await rejectsWith(Promise.resolve(open), 'CANCELLED');
    expect(input()).toBeNull();
    expect(urlApi.revokeObjectURL).toHaveBeenCalledWith(url);
  });
});

describe('scanQrCode', () => {
  it('is UNAVAILABLE without BarcodeDetector, before any picker opens', async () => {
    await rejectsWith(Promise.resolve(fallbacks.handlers.scanQrCode()), 'UNAVAILABLE');
    expect(input()).toBeNull();
  });

  function fakeDetector(values: string[], formats = ['qr_code', 'ean_13']) {
    const detect = vi.fn(async () => values.map((rawValue) => ({ rawValue })));
    w.BarcodeDetector = Object.assign(
      function BarcodeDetector(this: unknown, opts: { formats: string[] }) {
        expect(opts.formats).toEqual(['qr_code']);
        return { detect };
      },
      { getSupportedFormats: async () => formats },
    );
    return detect;
  }

  it('decodes a QR code from a camera or file image with BarcodeDetector', async () => {
    const detect = fakeDetector(['https://market.example/qr/login?k=1']);
    const bitmap = { close: vi.fn() };
    vi.spyOn(window, 'createImageBitmap').mockResolvedValue(bitmap as unknown as ImageBitmap);
    const result = fallbacks.handlers.scanQrCode();
    await vi.waitFor(() => expect(input()).not.toBeNull());
    expect(input()?.getAttribute('capture')).toBe('environment');
    const file = image('qr.png', 'image/png');
    choose(file);
    await expect(result).resolves.toEqual({ code: 'https://market.example/qr/login?k=1' });
    expect(detect).toHaveBeenCalledWith(bitmap);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('hands the file itself to the detector when no bitmap can be made', async () => {
    const detect = fakeDetector(['CODE-2']);
    vi.spyOn(window, 'createImageBitmap').mockRejectedValue(new TypeError('unsupported'));
    const result = fallbacks.handlers.scanQrCode();
    await vi.waitFor(() => expect(input()).not.toBeNull());
    const file = image('qr.png', 'image/png');
    choose(file);
    await expect(result).resolves.toEqual({ code: 'CODE-2' });
    expect(detect).toHaveBeenCalledWith(file);
  });

  it('says so when the image has no QR code, or the detector cannot read QR codes', async () => {
    fakeDetector([]);
    const none = fallbacks.handlers.scanQrCode();
    await vi.waitFor(() => expect(input()).not.toBeNull());
    choose(image());
    const e = await rejectsWith(Promise.resolve(none), 'UNAVAILABLE');
    expect(e.message).toMatch(/no QR code/);

    fakeDetector(['x'], ['ean_13']);
    const unsupported = await rejectsWith(Promise.resolve(fallbacks.handlers.scanQrCode()), 'UNAVAILABLE');
    expect(unsupported.message).toMatch(/not available/);
  });
});
