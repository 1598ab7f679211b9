// WebP pictures (issue 5 "webp when the browser supports it", spec §7 webp support): '/uploads/…'
// answers a png/jpg with its `.webp` sibling when Accept lists image/webp, and says Vary: Accept;
// seed pictures and uploads get their siblings written; a failed conversion breaks nothing.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../examples/server/db/database.js';
import { diskPath, SEED_IMAGE_PATHS, writeSeedImages, writeSeedPictures } from '../../examples/server/seed/images.js';
import { encodePng, readPngSize } from '../../examples/server/seed/png.js';
import { acceptsWebp, webpSibling, writeWebpSibling } from '../../examples/server/webp.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply, type Reply } from '../../src/contract/envelope.js';
import { TEST_DATABASES } from './databases.js';
import { openFixture, TOKENS, type Fixture } from './listings/fixtures.js';

/** What Chrome sends for an <img> request. */
const CHROME_IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** A browser without WebP (old Safari). */
const NO_WEBP_ACCEPT = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

const isWebp = (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** A 64×48 picture with some structure (a flat colour would not show a broken conversion). */
function stripes(): Uint8Array {
  const px = new Uint8Array(64 * 48 * 3);
  for (let i = 0; i < px.length; i += 3) px.set([(i * 7) % 256, (i >> 4) % 256, 90], i);
  return px;
}

describe('acceptsWebp', () => {
  it.each([
    [CHROME_IMG_ACCEPT, true],
    ['image/webp', true],
    ['IMAGE/WEBP;q=0.5, */*', true],
    [NO_WEBP_ACCEPT, false],
    ['*/*', false],
    ['image/webp;q=0, image/png', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});

describe('seed pictures', () => {
  const dir = join(process.env.TMPDIR ?? '/tmp', `mkt-seed-webp-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('get a decodable WebP sibling of the same size, and a missing one is written again', async () => {
    await writeSeedImages(dir);
    for (const url of SEED_IMAGE_PATHS) {
      const sibling = webpSibling(diskPath(dir, url));
      expect(existsSync(sibling), url).toBe(true);
      expect(isWebp(readFileSync(sibling)), url).toBe(true);
    }
    const photo = diskPath(dir, SEED_IMAGE_PATHS[0]!);
    const meta = await sharp(webpSibling(photo)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
    // An uploads folder seeded before siblings existed: only the sibling is written.
    rmSync(webpSibling(photo));
    expect(await writeSeedImages(dir)).toBe(0);
    expect(isWebp(readFileSync(webpSibling(photo)))).toBe(true);
  });

  it('can leave the siblings running: every PNG is on disk when it returns, the siblings when they resolve', async () => {
    const later = `${dir}-later`;
    try {
      const { written, siblings } = await writeSeedPictures(later);
      expect(written).toBe(SEED_IMAGE_PATHS.length);
      for (const url of SEED_IMAGE_PATHS) expect(readPngSize(readFileSync(diskPath(later, url))), url).not.toBeNull();
      expect(await siblings).toBe(SEED_IMAGE_PATHS.length);
      for (const url of SEED_IMAGE_PATHS) expect(isWebp(readFileSync(webpSibling(diskPath(later, url)))), url).toBe(true);
    } finally {
      rmSync(later, { recursive: true, force: true });
    }
  });
});

describe('/uploads/ with WebP negotiation', () => {
  const target = TEST_DATABASES[0]!;
  let db: Database;
  let fx: Fixture;
  let uploads: string;
  const png = encodePng(64, 48, stripes());

  const get = (url: string, accept?: string) => fx.server.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
  const put = (rel: string, bytes: Buffer | string) => {
    const file = join(uploads, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return file;
  };

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    uploads = fx.server.services.uploadsDir;
    expect(await writeWebpSibling(put('pics/with.png', png))).toBe(true);
    put('pics/without.png', png);
    const jpg = await sharp(png).jpeg({ quality: 90 }).toBuffer();
    expect(await writeWebpSibling(put('pics/photo.jpg', jpg))).toBe(true);
    put('docs/terms.html', '<p>terms</p>');
    // Outside uploads (in DATA_DIR): must never be reachable through '/uploads/'.
    writeFileSync(join(uploads, '..', 'secret.png'), png);
    writeFileSync(join(uploads, '..', 'secret.png.webp'), 'RIFF....WEBP secret');
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('sends the WebP sibling to a browser that accepts it, with Vary: Accept and a year of cache', async () => {
    const res = await get('/uploads/pics/with.png', CHROME_IMG_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/\bAccept\b/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isWebp(res.rawPayload)).toBe(true);
    expect(res.rawPayload.equals(readFileSync(webpSibling(join(uploads, 'pics/with.png'))))).toBe(true);
  });

  it('sends the PNG itself to a browser that does not accept WebP, still with Vary: Accept', async () => {
    for (const accept of [NO_WEBP_ACCEPT, undefined]) {
      const res = await get('/uploads/pics/with.png', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers.vary).toMatch(/\bAccept\b/);
      expect(res.rawPayload.equals(png)).toBe(true);
    }
  });

  it('sends the original when no sibling exists', async () => {
    const res = await get('/uploads/pics/without.png', CHROME_IMG_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(isPng(res.rawPayload)).toBe(true);
  });

  it('negotiates JPEGs too, and leaves other files alone (no Vary)', async () => {
    const jpg = await get('/uploads/pics/photo.jpg', CHROME_IMG_ACCEPT);
    expect(jpg.headers['content-type']).toBe('image/webp');
    expect(isWebp(jpg.rawPayload)).toBe(true);
    const html = await get('/uploads/docs/terms.html', CHROME_IMG_ACCEPT);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers.vary).toBeUndefined();
    expect(html.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a document: authentication papers stay on disk (spec §5 documents)', async () => {
    for (const name of ['id.pdf', 'id.doc', 'id.docx']) put(`2030-01/${name}`, '%PDF-1.4 identity papers');
    for (const url of ['/uploads/2030-01/id.pdf', '/uploads/2030-01/id.doc', '/uploads/2030-01/id.docx', '/uploads/2030-01/id.PDF', '/uploads/2030-01/id%2Epdf', '/uploads/2030-01/id.pdf?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('identity papers');
    }
    // The file is there: only the route refuses it.
    expect(existsSync(join(uploads, '2030-01', 'id.pdf'))).toBe(true);
  });

  it('answers 404 for a missing picture and serves nothing outside the uploads folder', async () => {
    expect((await get('/uploads/pics/nothing.png', CHROME_IMG_ACCEPT)).statusCode).toBe(404);
    for (const url of ['/uploads/../secret.png', '/uploads/%2e%2e/secret.png', '/uploads/pics/../../secret.png', '/uploads/pics/%2e%2e%2f..%2fsecret.png']) {
      const res = await get(url, CHROME_IMG_ACCEPT);
      expect(res.statusCode, url).not.toBe(200);
      expect(isPng(res.rawPayload), url).toBe(false);
      expect(res.body, url).not.toContain('WEBP secret');
    }
  });

  const upload = async (name: string, bytes: Buffer) => {
    const boundary = '----webpBoundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="moduleId"\r\n\r\n6\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fx.server.app.inject({
      method: 'POST', url: ENDPOINTS.uploadImg.path, payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: TOKENS.alice },
    });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(`undecodable ${res.statusCode}`);
    return decoded.value as Reply<{ imgPath: string }[]>;
  };

  it('writes a WebP sibling for an uploaded picture, served at once to WebP browsers', async () => {
    const reply = await upload('mine.png', png);
    expect(reply.code).toBe(200);
    const imgPath = reply.customData[0]!.imgPath;
    expect(isWebp(readFileSync(webpSibling(diskPath(uploads, imgPath))))).toBe(true);
    const res = await get(imgPath, CHROME_IMG_ACCEPT);
    expect(res.headers['content-type']).toBe('image/webp');
    // Other browsers get the stored picture: the upload re-encoded (listings/reencode-picture.ts).
    const original = (await get(imgPath, NO_WEBP_ACCEPT)).rawPayload;
    expect(original.equals(readFileSync(diskPath(uploads, imgPath)))).toBe(true);
    expect(await sharp(original).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
  });

  it('refuses an upload sharp cannot decode (it used to be stored without a sibling)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(64, 1)]);
    const reply = await upload('broken.jpg', broken);
    expect(reply.code).toBe(4415);
  });

  it('serves the original when its sibling cannot be made: a failed conversion breaks nothing', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(64, 1)]);
    const file = put('pics/broken.jpg', broken);
    expect(await writeWebpSibling(file)).toBe(false);
    expect(existsSync(webpSibling(file))).toBe(false);
    const res = await get('/uploads/pics/broken.jpg', CHROME_IMG_ACCEPT);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(broken)).toBe(true);
  });
});
