// The types and constants of an endpoint (endpoint.ts composes the behaviour from handshake.ts,
// calls.ts, dispatch.ts and events.ts), and the one lookup every dispatch goes through.
import type { ParamCheck } from './param-checks.js';
import type { Envelope, NS, Role } from './protocol.js';
import type { Transport } from './transport.js';

// `any` at a boundary: params arrive as JSON checked by PARAM_CHECKS, and typed handler tables
// (e.g. NativeHandlers) must be assignable here, which `unknown` params would forbid.
export type MethodHandler = (params: any) => unknown;
export type MethodTable = Readonly<Record<string, MethodHandler>>;

export interface CallOptions {
  /** Until the answer (or the ack of a long method). Default: the endpoint's timeoutMs. */
  timeoutMs?: number;
  /** After an ack. Default: the endpoint's longTimeoutMs. */
  longTimeoutMs?: number;
}

export interface BridgeEndpoint {
  /** Rejects with a BridgeCallError {code, message}; always settles. */
  call<R = unknown>(method: string, params?: unknown, opts?: CallOptions): Promise<R>;
  /** Whether the peer announced the method in its hello (false before the handshake). */
  has(method: string): boolean;
  /** The peer's capabilities after hello/hello; rejects with CANCELLED if destroyed first. */
  ready: Promise<string[]>;
  on(event: string, fn: (data: unknown) => void): () => void;
  /** Queued before the handshake; throws INVALID_PARAMS when `data` cannot cross (1 MB, binary). */
  emit(event: string, data?: unknown): void;
  /** Rejects every pending call with CANCELLED, removes listeners, closes the transport. */
  destroy(): void;
  readonly isReady: boolean;
  /** The negotiated protocol version; 0 before the handshake. */
  readonly version: number;
  readonly peerRole: Role | undefined;
  /** Our random session prefix (the `sid` of our hello). */
  readonly session: string;
}

export interface EndpointOptions {
  transport: Transport;
  methods?: MethodTable;
  /** Methods answered with an ack at once and their result later (scanQrCode, pickPhoto). */
  longMethods?: readonly string[];
  timeoutMs?: number;
  role: Role;
  longTimeoutMs?: number;
  /** Param checks by method; default PARAM_CHECKS. A failed check answers INVALID_PARAMS. */
  checks?: Readonly<Record<string, ParamCheck>>;
  /** What to announce; default the own function names of `methods`. */
  caps?: readonly string[];
  /** Send the first hello; default true for role 'app' only (see the header). */
  initiate?: boolean;
  /** First hello retry delay, doubled up to 5 s until answered; 0 disables. Default 250. */
  helloRetryMs?: number;
  /** The highest protocol version to offer; default VERSION (lower it only to test negotiation). */
  version?: number;
}

/** What the parts of one endpoint share to send (built by endpoint.ts; not public). */
export interface Wire {
  /** Sends one envelope; throws like Transport.send (over 1 MB, binary, no peer, closed). */
  send(msg: Envelope): void;
  /** ns and v of the next envelope: the negotiated version, or ours before the handshake. */
  head(): { ns: typeof NS; v: number };
  /** A fresh message id (ids.ts). */
  nextId(): string;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_LONG_TIMEOUT_MS = 5 * 60_000;
export const MAX_HELLO_RETRY_MS = 5_000;
export const MAX_QUEUED_EVENTS = 100;
export const MAX_TIMER_MS = 2_147_483_647;

/** Names no dispatch table answers, even when set as own properties. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** An own function property, or undefined: never inherited members (toString, hasOwnProperty...). */
export function ownFunction<F>(table: Readonly<Record<string, F>>, name: string): F | undefined {
  if (FORBIDDEN.has(name) || !Object.prototype.hasOwnProperty.call(table, name)) return undefined;
  const value: unknown = table[name];
  return typeof value === 'function' ? (value as F) : undefined;
}

export const clampMs = (ms: number | undefined, fallback: number): number =>
  typeof ms === 'number' && Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_TIMER_MS) : fallback;

