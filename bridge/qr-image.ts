// QR decoding for the web fallback of scanQrCode: the BarcodeDetector API on a picked image
// (shipped by Chromium on Android and macOS, missing in many other browsers). Where it
// is missing the fallback says so with UNAVAILABLE rather than pretending (DESIGN.md §6 web fallbacks).
import { BridgeCallError } from './errors.js';

interface DetectedBarcode {
  rawValue?: unknown;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorCtor {
  new (opts: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}
// Boundary: BarcodeDetector is not in the DOM typings yet.
type QrWindow = Window & { BarcodeDetector?: BarcodeDetectorCtor };

const unavailable = (): BridgeCallError =>
  new BridgeCallError('UNAVAILABLE', 'QR code scanning is not available in this browser');

/** The QR detector of this browser, or UNAVAILABLE; checked before any picker opens. */
export async function qrDetector(win: Window): Promise<BarcodeDetectorLike> {
  const Detector = (win as QrWindow).BarcodeDetector;
  if (typeof Detector !== 'function') throw unavailable();
  try {
    const formats = Detector.getSupportedFormats ? await Detector.getSupportedFormats() : ['qr_code'];
    if (!formats.includes('qr_code')) throw unavailable();
    return new Detector({ formats: ['qr_code'] });
  } catch (e) {
    throw e instanceof BridgeCallError ? e : unavailable();
  }
}

async function toBitmap(win: Window, image: Blob): Promise<ImageBitmap | null> {
  if (typeof win.createImageBitmap !== 'function') return null;
  try {
    return await win.createImageBitmap(image);
  } catch {
    return null; // detect() also takes the Blob itself
  }
}

/** The first QR code in the image; UNAVAILABLE when there is none (the user can try again). */
export async function decodeQr(win: Window, detector: BarcodeDetectorLike, image: Blob): Promise<string> {
  const bitmap = await toBitmap(win, image);
  let codes: DetectedBarcode[];
  try {
    codes = await detector.detect(bitmap ?? image);
  } catch {
    throw new BridgeCallError('INVALID_PARAMS', 'the image could not be read');
  } finally {
    bitmap?.close();
  }
  const hit = codes.find((c) => typeof c.rawValue === 'string' && c.rawValue.length > 0);
  if (!hit) throw new BridgeCallError('UNAVAILABLE', 'no QR code was found in the image');
  return hit.rawValue as string;
}
