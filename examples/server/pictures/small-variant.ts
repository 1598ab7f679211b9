// Smaller copies of pictures (issue: Beyond the spec, item 4 "smaller pictures";
// src/contract/picture-widths.ts): '/uploads/<name>.png?w=320' is answered with `<name>.png.w320.webp`,
// written beside the original the first time it is asked for (old pictures, the seed) or with
// the upload (new ones). Each copy is made once: a copy on disk is served as it is, and
// requests that arrive while it is being made wait for that one resize.
import { existsSync } from 'node:fs';
import { PICTURE_WIDTHS, type PictureWidth } from '../../../src/contract/picture-widths.js';
import { encodeWebp, writeWhole } from '../webp.js';

/** The width a `w` query asks for, or null when it is not one of the fixed widths (a 404). */
export const pictureWidth = (w: unknown): PictureWidth | null => PICTURE_WIDTHS.find((x) => String(x) === w) ?? null;

/** Where the copy of `file` (a disk path, or an '/uploads/' path) at `width` lives. */
export const smallVariant = (file: string, width: PictureWidth): string => `${file}.w${width}.webp`;

/** Copies being made, and copies that could not be made (no sharp, a broken file): not tried again. */
const making = new Map<string, Promise<boolean>>();
const failed = new Set<string>();
let resizes = 0;

/** Makes sure the copy of the png/jpg `file` at `width` is on disk; false when it cannot be (serve the original). */
export function ensureSmallVariant(file: string, width: PictureWidth): Promise<boolean> {
  const target = smallVariant(file, width);
  if (failed.has(target) || !existsSync(file)) return Promise.resolve(false);
  if (existsSync(target)) return Promise.resolve(true);
  let job = making.get(target);
  if (!job) {
    resizes++;
    job = encodeWebp(file, file, width)
      .then((bytes) => (bytes ? writeWhole(target, bytes) : false))
      .then((ok) => {
        if (!ok) failed.add(target);
        making.delete(target);
        return ok;
      });
    making.set(target, job);
  }
  return job;
}

/** Every width of a new upload; resolves once all are written or given up (never rejects). */
export async function makeSmallVariants(file: string): Promise<void> {
  await Promise.all(PICTURE_WIDTHS.map((width) => ensureSmallVariant(file, width)));
}

/** How many resizes this process started (tests: the same copy is never made twice). */
export const resizeCount = (): number => resizes;
