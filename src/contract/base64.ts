// UTF-8-safe base64 (spec §7: the envelope travels base64-encoded under `data`).
// btoa/atob only handle Latin-1, so text goes through UTF-8 bytes first; Chinese and French
// accents must survive the round trip. Works in browsers, workers and Node >= 16.

const CHUNK = 0x8000; // String.fromCharCode.apply has an argument-count limit

export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, i + CHUNK)));
  }
  return btoa(binary);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Returns null for anything that is not base64 of valid UTF-8 — never throws. */
export function decodeBase64Utf8(data: string): string | null {
  const clean = data.replace(/[\r\n\s]/g, '');
  if (!BASE64.test(clean) || clean.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
