// WebP siblings of pictures under uploads (spec §7 "webp support"; issue 5 "webp when the browser
// supports it"). Next to every seed or uploaded `<name>.png|jpg` the server writes `<name>.png.webp`
// (the whole original name plus `.webp`, so a png and a jpg of the same stem never collide), and
// static-app.ts serves it instead of the original to browsers whose Accept header lists image/webp.
// A sibling is an optimisation only: every failure is logged and reported as `false`, so a
// platform without sharp's prebuilt binary still serves the originals.
import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { IMAGE } from '../../src/contract/constants.js';
import { loadSharp } from './sharp-loader.js';

/** Picture names that get a WebP sibling (the upload accepts jpg/png only, spec §5). */
export const WEBP_SOURCE = /\.(png|jpe?g)$/i;

export const webpSibling = (file: string): string => `${file}.webp`;

/**
 * Whether an Accept header admits WebP: browsers that decode it list `image/webp` for pictures
 * (Chrome, Firefox, Safari 14+, Edge). An explicit `q=0` means "not acceptable" (RFC 9110 §12.4.2).
 */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Lossy quality 80: about the JPEG-80 look browsers and CDNs default to. Measured on the seed
 * (tests/bench/seed-webp.bench-run.ts), it is also far smaller than the PNGs for drawn pictures.
 */
const QUALITY = 80;

/**
 * WebP bytes of a png/jpg (a path or its bytes); null (after logging) when it cannot be made.
 * `width`: at most that wide (a smaller copy, pictures/small-variant.ts; never enlarged).
 */
export async function encodeWebp(input: string | Buffer, label = typeof input === 'string' ? input : 'picture', width?: number): Promise<Buffer | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  try {
    // EXIF orientation goes into the pixels: WebP output carries no EXIF, and browsers rotate
    // JPEGs by it (`image-orientation: from-image`).
    const picture = sharp(input, { limitInputPixels: IMAGE.maxPixels }).autoOrient();
    if (width) picture.resize({ width, withoutEnlargement: true });
    return await picture.webp({ quality: QUALITY }).toBuffer();
  } catch (e) {
    console.warn(`webp: cannot convert ${label}: ${String(e)}`);
    return null;
  }
}

/**
 * Writes `<file>.webp` (from `webp` when given, else converted from the file); resolves false,
 * after logging, when it cannot. Written under a unique temporary name and renamed, so the static
 * route never serves a half-written sibling, even when two seeds run at once.
 */
export async function writeWebpSibling(file: string, webp?: Promise<Buffer | null>): Promise<boolean> {
  const bytes = await (webp ?? encodeWebp(file));
  return bytes ? writeWhole(webpSibling(file), bytes) : false;
}

/** Writes `bytes` at `target` through a temporary name (readers see all or nothing); false after logging. */
export async function writeWhole(target: string, bytes: Buffer): Promise<boolean> {
  const partial = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, target);
    return true;
  } catch (e) {
    console.warn(`webp: cannot write ${target}: ${String(e)}`);
    await rm(partial, { force: true }).catch(() => undefined);
    return false;
  }
}
