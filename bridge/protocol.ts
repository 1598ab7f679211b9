// The bridge wire protocol (DESIGN.md §6): ONE JSON envelope for every transport (postMessage,
// MessagePort, Android, iOS, React Native, Flutter, in-memory). This file holds the wire's types
// and constants only; reading and writing them is codec.ts.
//
//   {ns:'mkt', v, kind: hello|req|res|evt|ack, id, ...the fields of that kind}
//
// The envelope is a union by `kind`, so a `switch (msg.kind)` narrows to the fields each kind
// carries. The field names and kinds are fixed: the native snippets in examples/webview speak them.
import type { BridgeError } from './errors.js';

export const NS = 'mkt';
/** The newest protocol version this build speaks. */
export const VERSION = 1;
/** The oldest protocol version this build still speaks; a peer below it is ignored. */
export const MIN_VERSION = 1;
/** Messages over 1 MB are refused both ways (DESIGN.md §6: no photos as base64 over the bridge). */
export const MAX_MESSAGE_BYTES = 1024 * 1024;

export const KINDS = ['hello', 'req', 'res', 'evt', 'ack'] as const;
export type Kind = (typeof KINDS)[number];

export const ROLES = ['host', 'app', 'native'] as const;
export type Role = (typeof ROLES)[number];

/** What every envelope carries. */
interface Head<K extends Kind> {
  ns: typeof NS;
  v: number;
  kind: K;
  /** A session prefix plus a counter (ids.ts); a res or ack repeats the id of its req. */
  id: string;
}

/** The handshake, both ways: the first hello of a side, and the answer to it (with `re`). */
export interface HelloMessage extends Head<'hello'> {
  /** The methods the sender implements (the peer's `has(method)`). */
  caps: string[];
  /** The sender's session prefix; a new one from the same peer means it reloaded. */
  sid: string;
  /** The id of the hello this one answers (absent on the first hello of a side). */
  re?: string;
  /** What the sender is (informational). */
  role?: Role;
}

/** A call: the peer answers with a res (after an ack for long methods). */
export interface RequestMessage extends Head<'req'> {
  method: string;
  params?: unknown;
}

/** The answer to a req: `error` present means it failed, otherwise `result` is the value. */
export interface ResponseMessage extends Head<'res'> {
  result?: unknown;
  error?: BridgeError;
}

/** A fire-and-forget event; `method` names the event. */
export interface EventMessage extends Head<'evt'> {
  method: string;
  params?: unknown;
}

/** "Received, the answer comes later": a long user-driven call (scan, photo) was started. */
export type AckMessage = Head<'ack'>;

export type Envelope = HelloMessage | RequestMessage | ResponseMessage | EventMessage | AckMessage;

/** The envelope of one kind: `EnvelopeOf<'req'>` is RequestMessage. */
export type EnvelopeOf<K extends Kind> = Extract<Envelope, { kind: K }>;
