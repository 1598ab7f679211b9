// Reading and writing the wire envelope of protocol.ts (DESIGN.md §6).
//
// Parsing is strict about what it keeps and lenient about what it ignores: unknown fields are
// dropped (a newer peer may add some), anything malformed or over 1 MB becomes null. Parsing
// never throws, whatever arrives (a hostile frame can post anything). Encoding refuses, on the
// sending side, what may not cross, so the sender learns at once (the receiver would only drop it).
import { isErrorCode, type BridgeError, type ErrorCode } from './errors.js';
import {
  KINDS, MAX_MESSAGE_BYTES, NS, ROLES, type Envelope, type EnvelopeOf, type Kind, type Role,
} from './protocol.js';

// Bounds on the fields we keep: the 1 MB cap bounds the whole, these keep each piece sane.
const MAX_ID = 128;
const MAX_METHOD = 100;
const MAX_CAPS = 256;
const MAX_ERROR_MESSAGE = 1000;

type Json = Record<string, unknown>;

const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

const shortString = (x: unknown, max: number): x is string =>
  typeof x === 'string' && x.length > 0 && x.length <= max;

/** True when the JSON text fits the 1 MB cap (exact only when it matters). */
export function fitsLimit(json: string): boolean {
  if (json.length > MAX_MESSAGE_BYTES) return false; // at least one byte per UTF-16 unit
  if (json.length * 3 <= MAX_MESSAGE_BYTES) return true; // at most three bytes per unit
  return new TextEncoder().encode(json).length <= MAX_MESSAGE_BYTES;
}

function readError(x: unknown): BridgeError | null {
  if (!isObject(x)) return null;
  // A code from a newer peer that we do not know still means "it failed": INTERNAL.
  const code: ErrorCode = isErrorCode(x.code) ? x.code : 'INTERNAL';
  const message = typeof x.message === 'string' ? x.message.slice(0, MAX_ERROR_MESSAGE) : '';
  return { code, message };
}

type Head = { ns: typeof NS; v: number; id: string };

/** `params` when there are some: an absent field stays absent. */
const params = (x: Json): { params?: unknown } => (x.params === undefined ? {} : { params: x.params });

/** The fields of each kind, read from untrusted JSON (variation as data, DESIGN.md §7). */
const READERS: { readonly [K in Kind]: (x: Json, head: Head) => EnvelopeOf<K> | null } = {
  hello(x, head) {
    if (!Array.isArray(x.caps) || !shortString(x.sid, MAX_ID)) return null;
    const caps = x.caps.filter((c): c is string => shortString(c, MAX_METHOD)).slice(0, MAX_CAPS);
    const msg: EnvelopeOf<'hello'> = { ...head, kind: 'hello', caps, sid: x.sid };
    if (x.re !== undefined) {
      if (!shortString(x.re, MAX_ID)) return null;
      msg.re = x.re;
    }
    if ((ROLES as readonly unknown[]).includes(x.role)) msg.role = x.role as Role;
    return msg;
  },
  req: (x, head) => (shortString(x.method, MAX_METHOD) ? { ...head, kind: 'req', method: x.method, ...params(x) } : null),
  evt: (x, head) => (shortString(x.method, MAX_METHOD) ? { ...head, kind: 'evt', method: x.method, ...params(x) } : null),
  res(x, head) {
    if (x.error === undefined) return { ...head, kind: 'res', result: x.result };
    const error = readError(x.error);
    return error ? { ...head, kind: 'res', error } : null;
  },
  ack: (_x, head) => ({ ...head, kind: 'ack' }),
};

function fromJson(x: unknown): Envelope | null {
  if (!isObject(x) || x.ns !== NS) return null;
  const { v, kind, id } = x;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return null;
  if (!(KINDS as readonly unknown[]).includes(kind) || !shortString(id, MAX_ID)) return null;
  const read = READERS[kind as Kind] as (x: Json, head: Head) => Envelope | null;
  return read(x, { ns: NS, v, id });
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

/** A `data:…;base64,` string: how a photo would sneak across as text. */
const DATA_URL = /^data:[^,]{0,100};base64,/i;

/**
 * Refuses binary and base64 payloads while serializing (DESIGN.md §6: "no photos as base64 over
 * the bridge (URLs or uploads)"). JSON.stringify would silently turn a File into `{}`.
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
 * (cycles, BigInt), or carrying a Blob/File, binary or a base64 data URL.
 */
export function encodeEnvelope(msg: Envelope): string | null {
  try {
    const text = JSON.stringify(msg, noBinary);
    return typeof text === 'string' && fitsLimit(text) ? text : null;
  } catch {
    return null;
  }
}
