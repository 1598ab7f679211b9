// The one error type of the SDK: a code a program can switch on and a message a person can act on
// (what was expected, what came). Every message starts with "MarketplaceSDK:" so it is obvious in
// a partner's console where it comes from.

export type SdkErrorCode =
  | 'INVALID_OPTIONS'
  | 'INVALID_ARGUMENT'
  | 'CONFLICT' // element, instance key or URL sync already taken by another instance
  | 'NO_WINDOW' // called during server rendering
  | 'LOAD_FAILED' // the app module could not be loaded (inline mode)
  | 'TIMEOUT' // the app did not become ready in time
  | 'UNMOUNTED' // the handle was unmounted
  | 'APP_ERROR'; // reported by the app (its own code in `cause`)

export class SdkError extends Error {
  readonly code: SdkErrorCode;

  constructor(code: SdkErrorCode, message: string, options?: { cause?: unknown }) {
    super(`MarketplaceSDK: ${message}`, options);
    this.name = 'SdkError';
    this.code = code;
  }
}

/** A value as a message shows it: 'frame', 42, null, an array, an object, a function. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value.length > 60 ? value.slice(0, 57) + '...' : value}'`;
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
