// happy-dom cannot decode or re-encode pictures: the library is mocked here to check what WE do
// around it (rules, options, progress, errors). Real compression runs in tests/e2e/worker.e2e.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const lib = vi.hoisted(() => ({ imageCompression: vi.fn() }));
vi.mock('browser-image-compression', () => ({ default: lib.imageCompression }));

import { checkImageType, compressImage } from '../../../src/worker/compress-image.js';

const LIMIT = 2_097_152; // spec §5/§9
const fileOf = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  lib.imageCompression.mockReset();
});

describe('compressImage: file type (spec §5: jpg, png, jpeg)', () => {
  const refused: Array<[string, Blob]> = [
    ['a gif', fileOf(10, 'anim.gif', 'image/gif')],
    ['a text file', fileOf(10, 'notes.txt', 'text/plain')],
    ['a jpeg MIME with a .gif name', fileOf(10, 'x.gif', 'image/jpeg')],
    ['a .jpg name with a webp MIME', fileOf(10, 'x.jpg', 'image/webp')],
    ['a blob with neither type nor name', new Blob([new Uint8Array(10)])],
    ['a big gif (refused before any compression)', fileOf(LIMIT + 1, 'big.gif', 'image/gif')],
  ];
  it.each(refused)('refuses %s with the fileType coded error', async (_n, file) => {
    const r = await compressImage(file);
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 4415, key: 'errors.fileType', message: 'Only jpg, png and jpeg pictures are allowed' }) });
    expect(lib.imageCompression).not.toHaveBeenCalled();
  });

  it('accepts jpg, jpeg and png by MIME and extension, case-insensitive; a nameless blob by MIME; an empty MIME by extension', () => {
    for (const f of [fileOf(1, 'A.JPG', 'image/jpeg'), fileOf(1, 'b.jpeg', 'image/jpg'), fileOf(1, 'c.png', 'image/png'), fileOf(1, 'd.jpg', '')]) {
      expect(checkImageType(f), f.name).toBeNull();
    }
    expect(checkImageType(new Blob(['x'], { type: 'image/png' }))).toBeNull();
  });
});

describe('compressImage: size rule (spec §5/§9: above 2,097,152 bytes, quality 0.7)', () => {
  it('returns files up to 2,097,152 bytes unchanged', async () => {
    for (const size of [1, LIMIT]) {
      const file = fileOf(size, 'p.png', 'image/png');
      const r = await compressImage(file, () => undefined);
      expect(r).toEqual({ ok: true, value: { file, originalSize: size, size, compressed: false } });
      if (r.ok) expect(r.value.file).toBe(file);
    }
    expect(lib.imageCompression).not.toHaveBeenCalled();
  });

  it('compresses above the limit with our options (no library worker, no CDN) and forwards progress', async () => {
    const out = new File([new Uint8Array(900_000)], 'p.jpg', { type: 'image/jpeg' });
    lib.imageCompression.mockImplementation(async (_f: File, o: { onProgress: (p: number) => void }) => {
      [10, 55, 100].forEach((p) => o.onProgress(p));
      return out;
    });
    const file = fileOf(LIMIT + 1, 'p.jpg', 'image/jpeg');
    const progress: number[] = [];
    const r = await compressImage(file, (p) => progress.push(p));

    expect(r).toEqual({ ok: true, value: { file: out, originalSize: LIMIT + 1, size: 900_000, compressed: true } });
    expect(progress).toEqual([10, 55, 100]);
    const [given, options] = lib.imageCompression.mock.calls[0]!;
    expect(given).toBe(file);
    expect(options).toEqual({ initialQuality: 0.7, maxSizeMB: 2, useWebWorker: false, onProgress: expect.any(Function) });
  });

  it('gives a nameless blob a File face for the library', async () => {
    lib.imageCompression.mockImplementation(async (f: File) => f);
    await compressImage(new Blob([new Uint8Array(LIMIT + 5)], { type: 'image/png' }));
    const given = lib.imageCompression.mock.calls[0]![0] as File;
    expect(given).toBeInstanceOf(File);
    expect([given.name, given.type, given.size]).toEqual(['image.png', 'image/png', LIMIT + 5]);
  });

  it('a library failure is the compressionFailed coded error; a throwing progress listener is not', async () => {
    lib.imageCompression.mockRejectedValueOnce(new Error('canvas decode failed'));
    const r = await compressImage(fileOf(LIMIT + 1, 'p.jpg', 'image/jpeg'));
    expect(r).toEqual({ ok: false, error: { code: 5003, message: 'Compression failed', key: 'errors.compressionFailed', detail: 'canvas decode failed' } });

    lib.imageCompression.mockImplementationOnce(async (f: File, o: { onProgress: (p: number) => void }) => {
      o.onProgress(50);
      return f;
    });
    const r2 = await compressImage(fileOf(LIMIT + 1, 'p.jpg', 'image/jpeg'), () => { throw new Error('listener'); });
    expect(r2.ok).toBe(true);
  });
});
