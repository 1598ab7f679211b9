// The hello/hello handshake of one endpoint (DESIGN.md §6 "handshake with capability list").
//
// The initiator (by default the app; the host and native sides answer) sends hello {v, caps, sid}
// and retries with backoff until answered; the other side answers ONCE per peer session with
// hello {re: id}. One reply per session matters: over postMessage the reply carries the
// MessagePort both sides switch to. A hello with a new sid means the peer reloaded: the owner
// cancels what the old page had received, and the new session is answered.
import { BridgeCallError } from './errors.js';
import { MAX_HELLO_RETRY_MS, type Wire } from './endpoint-types.js';
import { MIN_VERSION, NS, type HelloMessage, type Role } from './protocol.js';

export interface HandshakeOptions {
  wire: Wire;
  role: Role;
  /** What we announce. */
  caps: readonly string[];
  /** Our session prefix (the hello `sid`). */
  session: string;
  /** The highest version we offer. */
  localVersion: number;
  /** First retry delay in ms, doubled up to MAX_HELLO_RETRY_MS; 0 disables retries. */
  helloRetryMs: number;
  /** The peer answered (or said hello first): send what waited for it. */
  onReady(): void;
  /** A peer we knew said hello with a new session: it reloaded. */
  onPeerReload(): void;
}

export interface Handshake {
  /** Sends the first hello and keeps retrying until answered (the initiator only). */
  initiate(): void;
  receive(msg: HelloMessage): void;
  /** The peer's capabilities; rejects with CANCELLED when closed first. */
  readonly ready: Promise<string[]>;
  readonly isReady: boolean;
  /** The negotiated version; 0 before the handshake. */
  readonly version: number;
  readonly peerRole: Role | undefined;
  has(method: string): boolean;
  close(): void;
}

/** The version both sides speak: the lower of the two, or null when that is too old for us. */
export function negotiateVersion(local: number, peer: number): number | null {
  const v = Math.min(local, peer);
  return v >= MIN_VERSION ? v : null;
}

export function createHandshake(opts: HandshakeOptions): Handshake {
  const { wire, localVersion } = opts;
  let peerCaps: ReadonlySet<string> = new Set();
  let peerSid: string | null = null;
  let peerRole: Role | undefined;
  let version = 0;
  let isReady = false;
  let closed = false;
  let retryDelay = opts.helloRetryMs;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  let resolveReady: (caps: string[]) => void = () => {};
  let rejectReady: (e: BridgeCallError) => void = () => {};
  const ready = new Promise<string[]>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => {}); // closed before the handshake: not an unhandled rejection

  function sendHello(re?: string): void {
    // A hello always offers our highest version, whatever was negotiated before.
    const msg: HelloMessage = {
      ns: NS, v: localVersion, kind: 'hello', id: wire.nextId(), caps: [...opts.caps], sid: opts.session, role: opts.role,
    };
    if (re !== undefined) msg.re = re;
    try {
      wire.send(msg);
    } catch {
      // No peer yet: a retry or the peer's own hello completes the handshake.
    }
  }

  function retry(): void {
    if (!retryDelay) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed || isReady) return;
      sendHello();
      retryDelay = Math.min(retryDelay * 2, MAX_HELLO_RETRY_MS);
      retry();
    }, retryDelay);
  }

  return {
    initiate() {
      sendHello();
      retry();
    },
    receive(msg) {
      if (closed) return;
      const v = negotiateVersion(localVersion, msg.v);
      if (v === null) return; // a peer too old for us: calls end NOT_READY
      const newPeer = msg.sid !== peerSid;
      if (!newPeer && isReady) return; // a retry, or a second answer, from the peer we know
      if (newPeer && peerSid !== null) opts.onPeerReload();
      peerSid = msg.sid;
      peerCaps = new Set(msg.caps);
      peerRole = msg.role;
      version = v;
      // Answer before flushing: over postMessage the answer carries the port the flush then uses.
      if (msg.re === undefined) sendHello(msg.id);
      isReady = true;
      clearTimeout(retryTimer);
      resolveReady([...peerCaps]);
      opts.onReady();
    },
    ready,
    get isReady() {
      return isReady;
    },
    get version() {
      return version;
    },
    get peerRole() {
      return peerRole;
    },
    has: (method) => isReady && peerCaps.has(method),
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      rejectReady(new BridgeCallError('CANCELLED', 'the bridge was destroyed before the handshake'));
    },
  };
}
