// The seed's pictures, drawn locally (no network): listing photos per module (640×480), avatars
// (160×160), advert banners (750×300) and menu icons (96×96), each in a module's colour (its seed
// file's `colour`). Files go under `${uploadsDir}/seed/`; picture-paths.ts says where they are served.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { encodeWebp, webpSibling, writeWebpSibling } from '../webp.js';
import { IDENTITY_LIST } from '../../../src/modules/identities.js';
import { SEED_MODULES } from './listings/index.js';
import type { Rgb } from './listings/types.js';
import { AVATAR_COUNT, LISTING_IMAGE_VARIANTS, PAPERS_PICTURE, REVIEW_PAPERS_PICTURE, adImage, avatarImage, iconImage, listingImage } from './picture-paths.js';
import { encodePngAsync } from './png.js';

/** Colours by route key (spec §2 menu tiles): each listing module's own (its seed). */
export const MODULE_COLOURS: Readonly<Record<string, Rgb>> = Object.fromEntries(SEED_MODULES.map((m) => [m.key, m.colour]));

/** Where ad banners are drawn, and in which colour (see catalogue-data.ts for their links). */
export const AD_BANNERS: readonly { location: string; count: number; colour: string }[] = [
  { location: 'ad1', count: 3, colour: 'house' },
  { location: 'ad2', count: 3, colour: 'business' },
  { location: 'ad3', count: 2, colour: 'visa' },
  { location: 'module6Mine', count: 1, colour: 'house' },
  { location: 'module5Mine', count: 1, colour: 'housekeep' },
  { location: 'module10Mine', count: 1, colour: 'business' },
  { location: 'module9Mine', count: 1, colour: 'visa' },
];

/**
 * Home menu tiles: module id -> colour key (spec §2 "Menu tiles", §3 module ids): one per listing
 * module (identities.ts), recruitment included, so every icon path is drawn once.
 */
export const ICON_MODULES: readonly [number, string][] = IDENTITY_LIST.map((m): [number, string] => [m.moduleId, m.key]);

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
const shade = (c: Rgb, t: number): Rgb => (t >= 0 ? [mix(c[0], 255, t), mix(c[1], 255, t), mix(c[2], 255, t)] : [mix(c[0], 0, -t), mix(c[1], 0, -t), mix(c[2], 0, -t)]);

/**
 * A simple composition: a diagonal gradient of the colour, a light "sun" disc, a darker band
 * ("ground") and a card in the middle; `variant` moves the shapes so pictures differ.
 */
export function drawPicture(width: number, height: number, colour: Rgb, variant: number): Uint8Array {
  const px = new Uint8Array(width * height * 3);
  const dark = shade(colour, -0.35);
  const light = shade(colour, 0.55);
  const sun = shade(colour, 0.8);
  const band = shade(colour, -0.15);
  const cx = width * (0.2 + 0.15 * (variant % 5));
  const cy = height * (0.25 + 0.05 * (variant % 3));
  const r2 = (Math.min(width, height) * (0.12 + 0.02 * (variant % 4))) ** 2;
  const groundY = height * (0.68 - 0.04 * (variant % 3));
  const cardColour = shade(colour, 0.3);
  const invW = 1 / width;
  const invH = 1 / height;
  const card = { x0: width * 0.55, x1: width * 0.85, y0: height * (0.35 + 0.03 * (variant % 2)), y1: groundY };
  const put = (i: number, c: Rgb) => {
    px[i] = c[0];
    px[i + 1] = c[1];
    px[i + 2] = c[2];
  };
  for (let y = 0; y < height; y++) {
    const inCardRows = y >= card.y0 && y < card.y1;
    const dy2 = (y - cy) * (y - cy);
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const dx = x - cx;
      if (dx * dx + dy2 <= r2) put(i, sun);
      else if (inCardRows && x >= card.x0 && x < card.x1) put(i, variant % 2 ? light : cardColour);
      else if (y >= groundY) put(i, band);
      else {
        // Diagonal gradient from light (top left) to dark (bottom right), no allocation per pixel.
        const t = (x * invW + y * invH) * 0.5;
        px[i] = (light[0] + (dark[0] - light[0]) * t + 0.5) | 0;
        px[i + 1] = (light[1] + (dark[1] - light[1]) * t + 0.5) | 0;
        px[i + 2] = (light[2] + (dark[2] - light[2]) * t + 0.5) | 0;
      }
    }
  }
  return px;
}

/** An avatar: a head-and-shoulders silhouette on a coloured disc background. */
export function drawAvatar(size: number, colour: Rgb): Uint8Array {
  const px = new Uint8Array(size * size * 3);
  const bg = shade(colour, 0.6);
  const fg = shade(colour, -0.2);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const head = (x - c) ** 2 + (y - size * 0.4) ** 2 <= (size * 0.18) ** 2;
      const body = (x - c) ** 2 / (size * 0.32) ** 2 + (y - size * 0.95) ** 2 / (size * 0.35) ** 2 <= 1;
      const k = head || body ? fg : bg;
      const i = (y * size + x) * 3;
      px[i] = k[0];
      px[i + 1] = k[1];
      px[i + 2] = k[2];
    }
  }
  return px;
}

const colourOf = (key: string): Rgb => MODULE_COLOURS[key] ?? [100, 116, 139];
const AVATAR_KEYS = ['house', 'business', 'visa', 'land', 'carSales', 'article', 'saleGoods', 'housekeep'];

interface Job {
  path: string;
  draw: () => { w: number; h: number; px: Uint8Array };
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const { key } of SEED_MODULES) {
    for (let n = 0; n < LISTING_IMAGE_VARIANTS; n++) {
      list.push({ path: listingImage(key, n), draw: () => ({ w: 640, h: 480, px: drawPicture(640, 480, colourOf(key), n) }) });
    }
  }
  for (let n = 0; n < AVATAR_COUNT; n++) {
    list.push({ path: avatarImage(n), draw: () => ({ w: 160, h: 160, px: drawAvatar(160, colourOf(AVATAR_KEYS[n] ?? 'article')) }) });
  }
  for (const ad of AD_BANNERS) {
    for (let n = 0; n < ad.count; n++) {
      list.push({ path: adImage(ad.location, n), draw: () => ({ w: 750, h: 300, px: drawPicture(750, 300, colourOf(ad.colour), n + 1) }) });
    }
  }
  for (const [id, key] of ICON_MODULES) {
    list.push({ path: iconImage(id), draw: () => ({ w: 96, h: 96, px: drawPicture(96, 96, colourOf(key), id) }) });
  }
  return list;
}

/**
 * The seeded authentications' papers pictures (papers.ts): private uploads, so never among the
 * public pictures writeSeedPictures puts under uploadsDir; papers.ts writes them to the private store.
 */
const paperJobs = (): Job[] => [
  { path: PAPERS_PICTURE, draw: () => ({ w: 320, h: 200, px: drawPicture(320, 200, colourOf('business'), 2) }) },
  { path: REVIEW_PAPERS_PICTURE, draw: () => ({ w: 320, h: 200, px: drawPicture(320, 200, colourOf('housekeep'), 3) }) },
];

/** Every public seed picture path ('/uploads/seed/…'), for tests and the seed's own checks. */
export const SEED_IMAGE_PATHS: readonly string[] = jobs().map((j) => j.path);

/** Disk path of a '/uploads/…' URL under uploadsDir. */
export const diskPath = (uploadsDir: string, url: string) => join(uploadsDir, url.replace(/^\/uploads\//, ''));

/** Encoded pictures by path: they never change, so a process draws each one at most once. */
const MEMO = new Map<string, Promise<Buffer>>();
/** Their WebP siblings, converted at most once per process too (tests seed many folders). */
const WEBP_MEMO = new Map<string, Promise<Buffer | null>>();

function encoded(job: Job): Promise<Buffer> {
  let png = MEMO.get(job.path);
  if (!png) {
    const { w, h, px } = job.draw();
    png = encodePngAsync(w, h, px);
    MEMO.set(job.path, png);
  }
  return png;
}

/** The PNG bytes of a seed picture by its path, papers included (recording one as an upload needs its size). */
export function seedPictureBytes(url: string): Promise<Buffer> {
  const job = [...jobs(), ...paperJobs()].find((j) => j.path === url);
  if (!job) throw new Error(`seed: no picture ${url}`);
  return encoded(job);
}

function encodedWebp(job: Job): Promise<Buffer | null> {
  let webp = WEBP_MEMO.get(job.path);
  if (!webp) {
    webp = encoded(job).then((png) => encodeWebp(png, job.path));
    WEBP_MEMO.set(job.path, webp);
  }
  return webp;
}

/**
 * Pictures in progress at once: the draw of one runs on the main thread while up to this many
 * compress on libuv's thread pool (4 threads by default), and their pixels are held only meanwhile.
 */
const IN_FLIGHT = 4;

/** Runs `task` over `items`, at most `limit` at a time, in order of start. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

/** What writeSeedPictures did, and what it left running. */
export interface SeedPictures {
  /** PNG files written (the missing ones; all of them on a fresh machine). */
  written: number;
  /**
   * The WebP siblings being written, resolving to how many were; a failed conversion is logged
   * (../webp.ts), leaves its PNG alone and is not counted, so this never rejects.
   */
  siblings: Promise<number>;
}

/**
 * Draws and writes the seed pictures missing under uploadsDir, then starts the WebP sibling
 * (../webp.ts) of every PNG that lacks one, including under an uploads folder seeded before
 * siblings existed. Returns once the PNGs are on disk: they are what every page can show, and
 * static-app.ts serves a PNG until its sibling exists, so the siblings may finish later (a first
 * start listens meanwhile). Compressions and conversions run on libuv's thread pool, so the
 * second core takes them while the first draws or goes on with the start.
 */
export async function writeSeedPictures(uploadsDir: string): Promise<SeedPictures> {
  let written = 0;
  const unpaired: Job[] = [];
  await eachLimited(jobs(), IN_FLIGHT, async (job) => {
    const file = diskPath(uploadsDir, job.path);
    if (!existsSync(file)) {
      const png = encoded(job);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, await png);
      written++;
    }
    if (!existsSync(webpSibling(file))) unpaired.push(job);
  });
  // Only now: conversions queued among the PNGs' compressions on the same thread pool made every
  // PNG wait behind them (the pictures took 2.9 s instead of under one).
  const siblings = unpaired.map((job) => writeWebpSibling(diskPath(uploadsDir, job.path), encodedWebp(job)));
  return { written, siblings: Promise.all(siblings).then((done) => done.filter(Boolean).length) };
}

/** writeSeedPictures, siblings included; returns how many PNG files were written. */
export async function writeSeedImages(uploadsDir: string): Promise<number> {
  const { written, siblings } = await writeSeedPictures(uploadsDir);
  await siblings;
  return written;
}
