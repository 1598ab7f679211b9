// A tiny PNG encoder (8-bit RGB, no interlace) so the seed makes its pictures locally: no network,
// no image package. Each row uses the "Up" filter, which turns the smooth gradients of the seed
// pictures into long runs of small numbers that deflate compresses well.
import { promisify } from 'node:util';
import { deflate, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309) as PNG chunks need it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)) >>> 0;
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

/** Level 4: the seed's pictures are stored as it makes them (their sizes are in the uploads table). */
const DEFLATE = { level: 4 };
const deflateAsync = promisify(deflate);

/** PNG bytes of a width × height picture given as packed RGB (3 bytes per pixel, rows top down). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  return assemble(width, height, deflateSync(filtered(width, height, rgb), DEFLATE));
}

/**
 * encodePng with the compression on libuv's thread pool: the same bytes, while the main thread
 * goes on (a first start draws about 80 pictures; their deflate was most of that time).
 */
export async function encodePngAsync(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  return assemble(width, height, await deflateAsync(filtered(width, height, rgb), DEFLATE));
}

/** The image data before compression: each row with its filter byte. */
function filtered(width: number, height: number, rgb: Uint8Array): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError('bad PNG size');
  const stride = width * 3;
  if (rgb.length !== stride * height) throw new RangeError(`expected ${stride * height} RGB bytes, got ${rgb.length}`);
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    const row = y * stride;
    raw[out] = y === 0 ? 0 : 2; // filter: None for the first row, Up for the others
    for (let x = 0; x < stride; x++) {
      const above = y === 0 ? 0 : rgb[row - stride + x]!;
      raw[out + 1 + x] = (rgb[row + x]! - above) & 0xff;
    }
  }
  return raw;
}

function assemble(width: number, height: number, idat: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))]);
}

/** Width and height read back from a PNG's IHDR; null when the bytes are not a PNG. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 33 || !buf.subarray(0, 8).equals(SIGNATURE) || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}
