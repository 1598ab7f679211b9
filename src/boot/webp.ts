// Whether the browser decodes WebP (spec §7: metaData and a header tell the server to send webp).
// A 1×1 canvas exported as image/webp comes back as webp only where the browser supports it.
let cached: boolean | undefined;

export function webpSupported(): boolean {
  if (cached !== undefined) return cached;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    cached = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    cached = false;
  }
  return cached;
}
