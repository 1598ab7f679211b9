// The bridge wire protocol (issue 4 "Bridge" 1, DESIGN.md §6): ONE JSON envelope for every
// transport (postMessage, MessagePort, Android, iOS, React Native, Flutter, in-memory).
//
//   {ns:'mkt', v, kind: hello|req|res|evt|ack, id, method?, params? | result? | error?, caps?}
//
// Parsing is strict about what it keeps and lenient about what it ignores: unknown fields are
// dropped (a newer peer may add some), anything malformed or over 1 MB becomes null. Parsing
// never throws, whatever arrives (a hostile frame can post anything).
import { ERROR_CODES, isErrorCode, type BridgeError, type ErrorCode } from './errors.js';

export const NS = 'mkt';
/** The newest protocol version this build speaks. */
export const VERSION = 1;
/** The oldest protocol version this build still speaks; a peer below it is ignored. */
export const MIN_VERSION = 1;
/** Messages over 1 MB are refused both ways (issue 4: no photos as base64 over the bridge). */
export const MAX_MESSAGE_BYTES = 1024 * 1024;

export type Kind = 'hello' | 'req' | 'res' | 'evt' | 'ack';
export const KINDS: readonly Kind[] = ['hello', 'req', 'res', 'evt', 'ack'];

export type Role = 'host' | 'app' | 'native';
const ROLES: readonly Role[] = ['host', 'app', 'native'];

export interface Envelope {
  ns: 'mkt';
  v: number;
  kind: Kind;
  id: string;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: BridgeError;
  /** hello: the methods the sender implements (the peer's `has(method)`). */
  caps?: string[];
  /** hello: the sender's session prefix; a new one from the same peer means it reloaded. */
  sid?: string;
  /** hello: the id of the hello this one answers (absent on the first hello of a side). */
  re?: string;
  /** hello: what the sender is (informational). */
  role?: Role;
}

// Bounds on the fields we keep: the 1 MB cap bounds the whole, these keep each piece sane.
const MAX_ID = 128;
const MAX_METHOD = 100;
const MAX_CAPS = 256;
const MAX_ERROR_MESSAGE = 1000;

export { ERROR_CODES };
export type { BridgeError, ErrorCode };

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const shortString = (x: unknown, max: number): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= max;

/** True when the JSON text fits the 1 MB cap (exact only when it matters). */
export function fitsLimit(json: string): boolean {
  if (json.length > MAX_MESSAGE_BYTES) return false; // at least one byte per UTF-16 unit
  if (json.length * 3 <= MAX_MESSAGE_BYTES) return true; // at most three bytes per unit
  return new TextEncoder().encode(json).length <= MAX_MESSAGE_BYTES;
}

function parseError(x: unknown): BridgeError | null {
  if (!isObject(x)) return null;
  // A code from a newer peer that we do not know still means "it failed": INTERNAL.
  const code: ErrorCode = isErrorCode(x.code) ? x.code : 'INTERNAL';
  const message = typeof x.message === 'string' ? x.message.slice(0, MAX_ERROR_MESSAGE) : '';
  return { code, message };
}

/** Reads an envelope from a JSON string or an already-cloned object; null when it is not one. */
export function parseEnvelope(raw: unknown): Envelope | null {
  try {
    let text: string;
    if (typeof raw === 'string') text = raw;
    else if (isObject(raw)) text = JSON.stringify(raw); // structured clones: keep only JSON data
    else return null;
    if (typeof text !== 'string' || !fitsLimit(text)) return null;
    return fromJson(JSON.parse(text));
  } catch {
    return null; // cycles, BigInt, bad JSON, throwing getters: not a message
  }
}

function fromJson(x: unknown): Envelope | null {
  if (!isObject(x) || x.ns !== NS) return null;
  const { v, kind, id } = x;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return null;
  if (!(KINDS as readonly unknown[]).includes(kind) || !shortString(id, MAX_ID)) return null;
  const msg: Envelope = { ns: NS, v, kind: kind as Kind, id };
  switch (msg.kind) {
    case 'hello': {
      if (!Array.isArray(x.caps)) return null;
      msg.caps = x.caps.filter((c): c is string => shortString(c, MAX_METHOD)).slice(0, MAX_CAPS);
      if (!shortString(x.sid, MAX_ID)) return null;
      msg.sid = x.sid;
      if (x.re !== undefined) {
        if (!shortString(x.re, MAX_ID)) return null;
        msg.re = x.re;
      }
      if ((ROLES as readonly unknown[]).includes(x.role)) msg.role = x.role as Role;
      return msg;
    }
    case 'req':
    case 'evt':
      if (!shortString(x.method, MAX_METHOD)) return null;
      msg.method = x.method;
      if (x.params !== undefined) msg.params = x.params;
      return msg;
    case 'res':
      if (x.error !== undefined) {
        const error = parseError(x.error);
        if (!error) return null;
        msg.error = error;
      } else {
        msg.result = x.result;
      }
      return msg;
    case 'ack':
      return msg;
  }
}

/** A `data:…;base64,` string: how a photo would sneak across as text. */
const DATA_URL = /^data:[^,]{0,100};base64,/i;

/**
 * Refuses binary and base64 payloads while serializing (issue 4: "No photo crosses the bridge as
 * base64: URLs or uploads only"). JSON.stringify would silently turn a File into `{}`.
 */
function noBinary(_key: string, value: unknown): unknown {
  if (typeof value === 'string') {
    if (DATA_URL.test(value)) throw new TypeError('base64 data URL');
  } else if (typeof value === 'object' && value !== null) {
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) throw new TypeError('binary data');
    if (typeof Blob !== 'undefined' && value instanceof Blob) throw new TypeError('Blob or File');
  }
  return value;
}

/**
 * The JSON text of an envelope, or null when it may not be sent: over 1 MB, not JSON data
 * (cycles, BigInt), or carrying a Blob/File, binary or a base64 data URL. Enforced on the
 * sending side so the sender learns at once (the receiver would only drop it).
 */
export function encodeEnvelope(msg: Envelope): string | null {
  try {
    const text = JSON.stringify(msg, noBinary);
    return typeof text === 'string' && fitsLimit(text) ? text : null;
  } catch {
    return null;
  }
}

/** The version both sides speak: the lower of the two, or null when that is too old for us. */
export function negotiateVersion(local: number, peer: number): number | null {
  const v = Math.min(local, peer);
  return v >= MIN_VERSION ? v : null;
}
