// The QR code of the login picture (spec §2, §4), encoded by the maintained `qrcode-generator`
// package (ISO/IEC 18004, no dependencies of its own); qr-svg.ts draws the matrix.
import qrcode from 'qrcode-generator';

/** Rows of modules, true = dark, without the quiet zone. */
export type QrMatrix = boolean[][];

/**
 * Byte mode, error correction level M, the smallest version that holds the text. The package
 * reads each character as one byte, so the text goes in as its UTF-8 bytes, one per character:
 * readers decode byte mode as UTF-8, and "é中文" survives the round trip.
 */
export function encodeQr(text: string): QrMatrix {
  const qr = qrcode(0, 'M');
  qr.addData(Buffer.from(text, 'utf8').toString('latin1'), 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => qr.isDark(row, col)));
}
