// Picture upload (spec §7 uploadImg, spec §5 jpg/png/jpeg, 2 MB): the type is sniffed from the
// bytes, never taken from the name or the claimed content type; then the picture is decoded and
// what is stored is sharp's re-encoded output (listings/reencode-picture.ts), never the upload.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, type Reply } from '../../../src/contract/envelope.js';
import { MODULES } from '../../../src/modules/index.js';
import fr from '../../../locales/fr.json';
import { TEST_DATABASES } from '../databases.js';
import { type Fixture, openFixture, payload, TOKENS, USER_IDS, withFixture } from './fixtures.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** An RGB PNG header (IHDR) declaring width × height. */
const ihdr = (width: number, height: number) => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8);
  return chunk('IHDR', data);
};
/** A real 2×2 RGB PNG. */
function tinyPng(): Buffer {
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([PNG_SIGNATURE, ihdr(2, 2), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
/**
 * A decompression bomb: a 4 KB PNG that declares 20000×20000 (400 megapixels, 1.2 GB of RGB once
 * decoded); its IDAT holds the first rows of zeros, deflated.
 */
function bombPng(): Buffer {
  const idat = deflateSync(Buffer.alloc(4_000_000), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, ihdr(20000, 20000), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
/** An HTML page behind a JPEG start-of-image marker: passed the old three-byte sniff. */
const HTML_AS_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><body><script>fetch("/user/v1/x",{credentials:"include"})</script></body></html>\n')]);

/** A 40×20 photo (stripes, so a broken re-encoding shows) with EXIF: GPS position, camera, rotate 90°. */
const photoWithExif = () =>
  sharp(Buffer.from(Array.from({ length: 40 * 20 * 3 }, (_, i) => (i * 37) % 256)), { raw: { width: 40, height: 20, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SecretPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 20/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '4/1 1/1 0/1' } })
    .toBuffer();

describe.each(TEST_DATABASES)('picture upload ($name)', (target) => {
  let db: Database;
  let fx: Fixture;

  const upload = async (file: { name: string; type: string; bytes: Buffer } | null, token: string | null = TOKENS.alice) => {
    const boundary = '----vitestBoundary7MA4YWxk';
    const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="moduleId"\r\n\r\n6\r\n--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nfr\r\n`)];
    if (file) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const res = await fx.server.app.inject({
      method: 'POST', url: ENDPOINTS.uploadImg.path, payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: token } : {}) },
    });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(`undecodable ${res.statusCode} ${res.body.slice(0, 100)}`);
    return { status: res.statusCode, reply: decoded.value as Reply<{ imgPath: string }[]> };
  };

  withFixture(target, (opened, fixture) => {
    db = opened;
    fx = fixture;
  });

  const diskFile = (imgPath: string) => join(fx.server.services.uploadsDir, imgPath.replace('/uploads/', ''));
  /** Every file under uploads (pictures and their WebP siblings). */
  const storedFiles = () => (existsSync(fx.server.services.uploadsDir) ? readdirSync(fx.server.services.uploadsDir, { recursive: true }).map(String) : []);

  it('stores a real PNG under uploads/<yyyy-mm>/, records it, and the path can be published', async () => {
    const png = tinyPng();
    const { reply } = await upload({ name: 'photo.png', type: 'image/png', bytes: png });
    expect(reply.code).toBe(200);
    const imgPath = reply.customData[0]!.imgPath;
    expect(imgPath).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const file = diskFile(imgPath);
    expect(existsSync(file)).toBe(true);
    // Re-encoded: other bytes, the same picture.
    const stored = readFileSync(file);
    expect(stored.equals(png)).toBe(false);
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
    expect(await db.query('select user_id, mime, bytes from uploads where path = $1', [imgPath])).toEqual([{ user_id: USER_IDS.alice, mime: 'image/png', bytes: stored.length }]);
    const served = await fx.server.app.inject({ method: 'GET', url: imgPath });
    expect(served.statusCode).toBe(200);
    const published = await fx.server.call(MODULES.house.endpoints.update!.path, payload('house', fx.ids, 'alice', { fileList: [{ imgPath, sort: 0 }] }), { token: TOKENS.alice });
    expect(published.reply.code).toBe(200);
    // Another user cannot use it.
    const stolen = await fx.server.call(MODULES.house.endpoints.update!.path, payload('house', fx.ids, 'bob', { fileList: [{ imgPath, sort: 0 }] }), { token: TOKENS.bob });
    expect(stolen.reply.code).toBe(4422);
  });

  it('accepts a JPEG whatever its name says, and names it by its real type', async () => {
    const { reply } = await upload({ name: 'picture.png', type: 'application/octet-stream', bytes: await photoWithExif() });
    expect(reply.code).toBe(200);
    expect(reply.customData[0]!.imgPath).toMatch(/\.jpg$/);
  });

  it('stores a photo re-encoded: other bytes that decode, turned upright, with no EXIF (no GPS position, no camera)', async () => {
    const photo = await photoWithExif();
    // The fixture really carries EXIF: camera, orientation, GPS position.
    const sent = await sharp(photo).metadata();
    // (GPS: the GPS IFD pointer, tag 0x8825, little-endian as libvips writes it.)
    expect([sent.orientation, sent.exif?.includes('SecretPhone'), sent.exif?.includes(Buffer.from([0x25, 0x88]))]).toEqual([6, true, true]);
    const { reply } = await upload({ name: 'holiday.jpg', type: 'image/jpeg', bytes: photo });
    expect(reply.code).toBe(200);
    const stored = readFileSync(diskFile(reply.customData[0]!.imgPath));
    expect(stored.equals(photo)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 20, 40]); // orientation 6 applied to the pixels
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('SecretPhone')).toBe(false);
    expect(stored.includes('Exif\0\0')).toBe(false);
    // The whole picture decodes, strictly.
    expect((await sharp(stored, { failOn: 'warning' }).raw().toBuffer()).length).toBe(20 * 40 * 3);
  });

  it('refuses an HTML page that starts like a JPEG, and stores nothing', async () => {
    const before = storedFiles();
    const rows = await db.query('select count(*)::int as n from uploads');
    const { reply } = await upload({ name: 'photo.jpg', type: 'image/jpeg', bytes: HTML_AS_JPEG });
    expect(reply.code).toBe(4415);
    expect(reply.message).toBe(fr.errors.fileType);
    expect(storedFiles()).toEqual(before);
    expect(await db.query('select count(*)::int as n from uploads')).toEqual(rows);
  });

  it('refuses a PNG that declares more than 40 megapixels before decoding it, and stores nothing', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(8 * 1024);
    const before = storedFiles();
    const { reply } = await upload({ name: 'bomb.png', type: 'image/png', bytes: bomb });
    expect(reply.code).toBe(4415);
    expect(reply.message).toBe(fr.errors.pictureDimensions.replace('{{max}}', '40'));
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a picture cut short (a JPEG without its end)', async () => {
    const photo = await photoWithExif();
    const { reply } = await upload({ name: 'cut.jpg', type: 'image/jpeg', bytes: photo.subarray(0, Math.floor(photo.length * 0.6)) });
    expect(reply.code).toBe(4415);
    expect(reply.message).toBe(fr.errors.fileType);
  });

  it.each([
    ['text named .jpg', { name: 'fake.jpg', type: 'image/jpeg', bytes: Buffer.from('this is not an image at all, just text') }],
    ['text named .png', { name: 'fake.png', type: 'image/png', bytes: Buffer.from('\u0089PNG but text only, no header') }],
    ['a GIF', { name: 'anim.gif', type: 'image/gif', bytes: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000') }],
    ['an SVG named .png', { name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') }],
    ['an empty file', { name: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }],
  ])('refuses %s (errors.fileType, 4415)', async (_name, file) => {
    const { reply, status } = await upload(file);
    expect(status).toBe(200);
    expect(reply.code).toBe(4415);
    // The form's language field (fr) picks the message language.
    expect(reply.message).toBe(fr.errors.fileType);
  });

  it('refuses a picture over 2 MB (2,097,152 bytes) and accepts one of exactly 2 MB', async () => {
    const png = tinyPng();
    const over = Buffer.concat([png, Buffer.alloc(2_097_153 - png.length)]);
    const refused = await upload({ name: 'big.png', type: 'image/png', bytes: over });
    expect(refused.reply.code).toBe(4415);
    expect(refused.reply.message).toBe(fr.errors.fileTooLarge.replace('{{max}}', '2 MB'));
    const exact = Buffer.concat([png, Buffer.alloc(2_097_152 - png.length)]);
    expect((await upload({ name: 'edge.png', type: 'image/png', bytes: exact })).reply.code).toBe(200);
  });

  it('refuses a form without file, and visitors', async () => {
    expect((await upload(null)).reply.code).toBe(4415);
    expect((await upload({ name: 'a.png', type: 'image/png', bytes: tinyPng() }, null)).reply.code).toBe(4001);
    const before = await db.query('select count(*)::int as n from uploads');
    await upload({ name: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') });
    expect(await db.query('select count(*)::int as n from uploads')).toEqual(before);
  });
});
