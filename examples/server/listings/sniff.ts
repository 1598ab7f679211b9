// What a picture really is, from its first bytes (the claimed type and file name are never
// trusted): spec §5 allows jpg, png and jpeg only.

export interface SniffedImage {
  ext: 'png' | 'jpg';
  mime: 'image/png' | 'image/jpeg';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (buf: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);

export function sniffImage(buf: Uint8Array): SniffedImage | null {
  // PNG: signature, then the IHDR chunk first (length 13).
  if (buf.length >= 33 && startsWith(buf, PNG) && startsWith(buf, [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 8)) return { ext: 'png', mime: 'image/png' };
  // JPEG: SOI marker followed by another marker.
  if (buf.length >= 4 && startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  return null;
}
