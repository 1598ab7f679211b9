// Smaller copies of pictures (issue: Beyond the spec, item 4; examples/server/pictures/):
// '/uploads/<picture>?w=320|480' answers a WebP at most that wide, cached for a year like every
// upload; any other width is a 404 (no URL picks a resize); a copy is made once, however many ask
// at the same time; a new upload gets its copies before its reply; a browser without WebP gets
// the original; a first view asked with `Save-Data: on` preloads the copy the app will show.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { HANDLERS } from '../../../examples/server/handlers.js';
import { resizeCount, smallVariant } from '../../../examples/server/pictures/small-variant.js';
import { savesData } from '../../../examples/server/pictures/save-data.js';
import { diskPath } from '../../../examples/server/seed/images.js';
import { encodeWebp } from '../../../examples/server/webp.js';
import { seedIfEmpty } from '../../../examples/server/seed/index.js';
import { encodePng } from '../../../examples/server/seed/png.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, type Reply } from '../../../src/contract/envelope.js';
import type { HomeData } from '../../../src/contract/types/home.js';
import { bootServer } from '../boot.js';
import { TEST_DATABASES } from '../databases.js';
import { openFixture, TOKENS, type Fixture } from '../listings/fixtures.js';

const CHROME_IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NO_WEBP_ACCEPT = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const isWebp = (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';

/** An 800×600 picture with structure (a flat colour would hide a broken resize). */
function stripes(w = 800, h = 600): Buffer {
  const px = new Uint8Array(w * h * 3);
  for (let i = 0; i < px.length; i += 3) px.set([(i * 7) % 256, (i >> 5) % 256, 90], i);
  return encodePng(w, h, px);
}

describe('savesData', () => {
  it.each([['on', true], ['On', true], [' on ', true], ['off', false], ['', false], [undefined, false], [['on', 'on'], false]])('%j -> %s', (h, expected) => {
    expect(savesData(h as string | string[] | undefined)).toBe(expected);
  });
});

describe('/uploads/ smaller copies', () => {
  const target = TEST_DATABASES[0]!;
  let db: Database;
  let fx: Fixture;
  let uploads: string;
  const png = stripes();

  const get = (url: string, accept = CHROME_IMG_ACCEPT) => fx.server.app.inject({ method: 'GET', url, headers: { accept } });
  const put = (rel: string, bytes: Buffer) => {
    const file = join(uploads, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return file;
  };

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    uploads = fx.server.services.uploadsDir;
    put('pics/big.png', png);
    put('pics/other.png', png);
    put('pics/tiny.png', stripes(200, 150));
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it.each([[320, 240], [480, 360]])('?w=%i answers a WebP that wide (%i px high, from 800×600), cached for a year, Vary: Accept', async (w, h) => {
    const res = await get(`/uploads/pics/big.png?w=${w}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/\bAccept\b/);
    expect(isWebp(res.rawPayload)).toBe(true);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([w, h]);
    // Smaller than the full-size WebP the route sends without ?w.
    expect(res.rawPayload.length).toBeLessThan((await encodeWebp(png))!.length);
  });

  it('never enlarges a picture narrower than the width asked', async () => {
    const meta = await sharp((await get('/uploads/pics/tiny.png?w=480')).rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 200]);
  });

  it.each(['100', '321', '0', '-320', '320px', ' 320', 'abc', '', '320&w=480', '1e9'])('?w=%s is a 404 (only the fixed widths)', async (w) => {
    const res = await get(`/uploads/pics/big.png?w=${w}`);
    expect(res.statusCode).toBe(404);
    expect(isWebp(res.rawPayload)).toBe(false);
  });

  it('makes each copy once: concurrent and later requests share one resize, the copy stays on disk', async () => {
    const before = resizeCount();
    const answers = await Promise.all([1, 2, 3, 4].map(() => get('/uploads/pics/other.png?w=320')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(resizeCount() - before).toBe(1);
    const copy = smallVariant(join(uploads, 'pics/other.png'), 320);
    const made = statSync(copy).mtimeMs;
    const again = await get('/uploads/pics/other.png?w=320');
    expect(again.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(resizeCount() - before).toBe(1);
    expect(statSync(copy).mtimeMs).toBe(made);
  });

  it('sends a browser without WebP the original, and 404s a missing picture or one outside uploads', async () => {
    const res = await get('/uploads/pics/big.png?w=320', NO_WEBP_ACCEPT);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await get('/uploads/pics/none.png?w=320')).statusCode).toBe(404);
    writeFileSync(join(uploads, '..', 'secret.png'), png);
    for (const url of ['/uploads/../secret.png?w=320', '/uploads/%2e%2e/secret.png?w=320', '/uploads/pics/%2e%2e%2f..%2fsecret.png?w=320']) {
      const out = await get(url);
      expect(out.statusCode, url).not.toBe(200);
    }
    expect(existsSync(join(uploads, '..', 'secret.png.w320.webp'))).toBe(false);
  });

  it('writes both copies of a new upload before its reply: the first list request resizes nothing', async () => {
    const boundary = '----smallBoundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="moduleId"\r\n\r\n6\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="house.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fx.server.app.inject({
      method: 'POST', url: ENDPOINTS.uploadImg.path, payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: TOKENS.alice },
    });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error('undecodable');
    const imgPath = (decoded.value as Reply<{ imgPath: string }[]>).customData[0]!.imgPath;
    const file = diskPath(uploads, imgPath);
    // Written with the upload, before its reply.
    expect([existsSync(smallVariant(file, 320)), existsSync(smallVariant(file, 480))]).toEqual([true, true]);
    const before = resizeCount();
    const small = await get(`${imgPath}?w=320`);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    expect(resizeCount()).toBe(before);
    expect(readFileSync(smallVariant(file, 320)).equals(small.rawPayload)).toBe(true);
  });
});

describe('a first view asked with Save-Data: on', () => {
  const target = TEST_DATABASES[0]!;
  let db: Database;
  let app: FastifyInstance;
  const preloaded = (html: string) => /<link rel="preload" as="image" href="([^"]*)"/.exec(html)?.[1] ?? null;
  const page = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/index', headers: { accept: 'text/html', 'accept-language': 'fr-FR', ...headers } });

  beforeAll(async () => {
    db = await target.open();
    const appDir = join(mkdtempSync(join(tmpdir(), 'mkt-save-data-')), 'app');
    mkdirSync(appDir);
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/app.js"></script></head><body><div id="app"></div></body></html>');
    const booted = await bootServer({ db, handlers: HANDLERS, env: { APP_DIR: appDir } });
    app = booted.app;
    await app.ready();
    await seedIfEmpty(db, { uploadsDir: booted.services.uploadsDir });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await target.cleanup();
  });

  it('preloads the 480 px copy of the banner the app will ask for, and says Vary: Save-Data', async () => {
    const plain = await page();
    const banner = preloaded(plain.body);
    expect(banner).toMatch(/^\/uploads\/.+\.png$/);
    const saving = await page({ 'save-data': 'on' });
    expect(preloaded(saving.body)).toBe(`${banner}?w=480`);
    expect(String(saving.headers.vary)).toMatch(/Save-Data/);
    expect(String(plain.headers.vary)).toMatch(/Save-Data/);
    // Not served from the plain page's memo, and the plain page not from this one's.
    expect((await page()).body).toBe(plain.body);
    const home = (JSON.parse(/<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(saving.body)![1]!) as { data: HomeData }).data;
    expect(home.ad1.adLinksList[0]!.adImg).toBe(banner);
  });
});
