// The fixed error codes of the bridge (DESIGN.md §6) and the error a failed
// call rejects with. Plain data on the wire ({code, message}); never a stack (it would leak
// file paths of one side to the other).

export const ERROR_CODES = [
  'UNIMPLEMENTED', // the peer has no such method
  'UNAVAILABLE', // the feature exists but cannot run here (no camera, no BarcodeDetector, no peer)
  'TIMEOUT', // the call was sent and no answer came in time
  'CANCELLED', // the user cancelled, or the endpoint was destroyed / the peer reloaded
  'PERMISSION_DENIED',
  'INVALID_PARAMS',
  'NOT_READY', // the handshake never completed while the call waited
  'INTERNAL', // the handler failed
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface BridgeError {
  code: ErrorCode;
  message: string;
}

/** What every failed bridge call rejects with. */
export class BridgeCallError extends Error implements BridgeError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'BridgeCallError';
    this.code = code;
  }

  toJSON(): BridgeError {
    return { code: this.code, message: this.message };
  }
}

export const isErrorCode = (x: unknown): x is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(x);

/**
 * The wire form of anything a handler threw: a BridgeCallError (or any {code, message} with a
 * known code) keeps its code; everything else is INTERNAL with its message only.
 */
export function toBridgeError(e: unknown, fallback: ErrorCode = 'INTERNAL'): BridgeError {
  if (typeof e === 'object' && e !== null) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message.slice(0, 1000) : '';
    if (isErrorCode(code)) return { code, message: text };
    return { code: fallback, message: text || 'internal error' };
  }
  return { code: fallback, message: typeof e === 'string' ? e.slice(0, 1000) : 'internal error' };
}

/** How a call ends, on either side: its value, or the error that crosses the wire. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: BridgeError };

export const failure = (code: ErrorCode, message: string): Outcome => ({ ok: false, error: { code, message } });
