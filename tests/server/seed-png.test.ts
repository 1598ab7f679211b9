// The seed's PNG encoder and pictures: valid PNG files (signature, IHDR, CRCs, decodable pixels).
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { diskPath, SEED_IMAGE_PATHS, writeSeedImages } from '../../examples/server/seed/images.js';
import { PAPERS_PICTURES } from '../../examples/server/seed/picture-paths.js';
import { crc32, encodePng, readPngSize } from '../../examples/server/seed/png.js';

interface Chunk { type: string; data: Buffer; crcOk: boolean }

function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    const crc = png.readUInt32BE(at + 8 + len);
    out.push({ type, data, crcOk: crc === crc32(png.subarray(at + 4, at + 8 + len)) });
    at += 12 + len;
  }
  return out;
}

/** Reverses the encoder's filters (None / Up only) to get the RGB bytes back. */
function decodeRgb(png: Buffer): { w: number; h: number; rgb: Uint8Array } {
  const list = chunks(png);
  const ihdr = list.find((c) => c.type === 'IHDR')!.data;
  const w = ihdr.readUInt32BE(0);
  const h = ihdr.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(list.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = w * 3;
  const rgb = new Uint8Array(stride * h);
  for (let y = 0; y < h; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      rgb[y * stride + x] = filter === 2 && y > 0 ? (v + rgb[(y - 1) * stride + x]!) & 0xff : v;
    }
  }
  return { w, h, rgb };
}

describe('PNG encoder', () => {
  it('crc32 matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips pixels through signature, IHDR, IDAT, IEND with valid CRCs', () => {
    const w = 7;
    const h = 5;
    const rgb = new Uint8Array(w * h * 3).map((_v, i) => (i * 37) % 256);
    const png = encodePng(w, h, rgb);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(list.every((c) => c.crcOk)).toBe(true);
    const ihdr = list[0]!.data;
    expect([ihdr[8], ihdr[9], ihdr[12]]).toEqual([8, 2, 0]);
    expect(readPngSize(png)).toEqual({ width: w, height: h });
    const back = decodeRgb(png);
    expect([...back.rgb]).toEqual([...rgb]);
  });

  it('refuses a pixel buffer of the wrong size and reads no size from non-PNG bytes', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
    expect(readPngSize(Buffer.from('GIF89a not a png at all, long enough to read'))).toBeNull();
  });
});

describe('seed pictures', () => {
  it('writes every picture as a valid, decodable PNG, in a modest total size', async () => {
    // One job per path: two jobs racing on one file made the written count vary between runs.
    expect(new Set(SEED_IMAGE_PATHS).size).toBe(SEED_IMAGE_PATHS.length);
    const dir = mkdtempSync(join(tmpdir(), 'mkt-seed-img-'));
    const written = await writeSeedImages(dir);
    expect(written).toBe(SEED_IMAGE_PATHS.length);
    let total = 0;
    for (const url of SEED_IMAGE_PATHS) {
      // Catalogue pictures sit in a folder of their kind; the seeded authentications' papers
      // pictures are their users' uploads and so have an upload's shape, one folder deep (owned-uploads.ts).
      const shape = PAPERS_PICTURES.includes(url) ? /^\/uploads\/seed\/[A-Za-z0-9-]+\.png$/ : /^\/uploads\/seed\/[a-z]+\/[A-Za-z0-9-]+\.png$/;
      expect(url).toMatch(shape);
      const file = diskPath(dir, url);
      total += statSync(file).size;
      const png = readFileSync(file);
      const size = readPngSize(png);
      expect(size, url).not.toBeNull();
      expect(chunks(png).every((c) => c.crcOk), url).toBe(true);
    }
    expect(total).toBeLessThan(5 * 1024 * 1024);
    // A listing photo really is 640×480 and not a flat colour.
    const photo = decodeRgb(readFileSync(diskPath(dir, SEED_IMAGE_PATHS[0]!)));
    expect([photo.w, photo.h]).toEqual([640, 480]);
    expect(new Set(photo.rgb).size).toBeGreaterThan(20);
  });
});
