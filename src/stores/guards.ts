// Checks for values read back from storage: they may come from an older app version, another
// tab running another version, or a hand edit, so nothing stored is trusted blindly.

export { isRecord } from '../contract/is-record.js';

export const isString = (v: unknown): v is string => typeof v === 'string';

export const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** True when every listed field of `v` passes its check (missing fields fail unless optional). */
export function hasFields(
  v: Record<string, unknown>,
  checks: Readonly<Record<string, (x: unknown) => boolean>>,
  optional: readonly string[] = [],
): boolean {
  return Object.entries(checks).every(([field, check]) =>
    v[field] === undefined ? optional.includes(field) : check(v[field]),
  );
}

/** A random RFC 4122 v4 id. randomUUID needs a secure context; getRandomValues does not. */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') {
    try {
      return c.randomUUID();
    } catch {
      // insecure context in some engines: fall through
    }
  }
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  // Last resort for very old WebViews without Web Crypto: not cryptographic, still unique enough
  // for a device id (it only tells the server which sessions belong to one browser).
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
