// A picture is what it says only once it decodes (spec §5: jpg, png, jpeg). The first bytes
// (sniff.ts) pick the format family; sharp then reads the declared dimensions, refuses a
// decompression bomb before decoding a pixel, decodes the whole picture, and writes it again. The
// server stores that output, never the uploaded bytes: whatever rode along in the file (an HTML
// page after a JPEG marker, EXIF with the phone's GPS position, comments) is gone.
import { CODE } from '../../../src/contract/codes.js';
import { IMAGE } from '../../../src/contract/constants.js';
import { ReplyError } from '../http/handler.js';
import { loadSharp } from '../sharp-loader.js';
import { sniffImage, type SniffedImage } from './sniff.js';

export interface ReencodedPicture extends SniffedImage {
  bytes: Buffer;
}

/** sharp's names for the two families spec §5 allows. */
const SHARP_FORMAT: Record<SniffedImage['ext'], string> = { jpg: 'jpeg', png: 'png' };

/**
 * The encodings tried, in order: the first is quick and keeps photos looking as sent; the second
 * (the client's own quality for JPEG, spec §9 "quality 0.7"; the slowest zlib effort with filters
 * for PNG) runs only when the first came out larger than the upload, since a picture the client
 * already squeezed under 2 MB (browser-image-compression reduces PNG colours) must not grow past it.
 */
const ENCODINGS = {
  jpg: [{ quality: 85 }, { quality: Math.round(IMAGE.quality * 100), mozjpeg: true }],
  png: [{}, { compressionLevel: 9, adaptiveFiltering: true }],
} as const;

const notAPicture = () => new ReplyError(CODE.BAD_FILE, 'errors.fileType');

/** The re-encoded picture; a ReplyError 4415 when the bytes are not a jpg/png or declare too many pixels. */
export async function reencodePicture(upload: Buffer): Promise<ReencodedPicture> {
  const kind = sniffImage(upload);
  if (!kind) throw notAPicture();
  const sharp = await loadSharp();
  // Without a decoder nothing can be verified: refuse every picture (a server fault, logged as one).
  if (!sharp) throw new Error('picture upload: sharp is not available');

  // Header only: the declared size is known before any pixel is decoded. No limit on this read
  // (sharp's default would refuse a bomb here as "not a picture"): the check below names the limit.
  const meta = await sharp(upload, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta || meta.format !== SHARP_FORMAT[kind.ext] || !meta.width || !meta.height) throw notAPicture();
  if (meta.width * meta.height > IMAGE.maxPixels) {
    throw new ReplyError(CODE.BAD_FILE, 'errors.pictureDimensions', null, { max: String(IMAGE.maxPixels / 1_000_000) });
  }

  // limitInputPixels again, in case a file's pages or frames disagree with its first header.
  // failOn 'error': a truncated or corrupt picture is refused, not stored half grey. EXIF
  // orientation goes into the pixels, because the output carries no metadata at all (sharp's
  // default: no EXIF, no XMP, no comments; colours converted to sRGB).
  const decoded = sharp(upload, { limitInputPixels: IMAGE.maxPixels, failOn: 'error' }).autoOrient();
  const encode = (attempt: 0 | 1) =>
    kind.ext === 'jpg' ? decoded.clone().jpeg(ENCODINGS.jpg[attempt]) : decoded.clone().png({ ...ENCODINGS.png[attempt], palette: meta.isPalette === true });
  let bytes = await encode(0).toBuffer().catch(() => null);
  if (!bytes) throw notAPicture();
  if (bytes.length > upload.length) {
    const smaller = await encode(1).toBuffer().catch(() => null);
    if (smaller && smaller.length < bytes.length) bytes = smaller;
  }
  return { ...kind, bytes };
}
