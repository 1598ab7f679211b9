// Host page <-> app iframe over window.postMessage (DESIGN.md §6).
//   - sends with the exact peer origin as targetOrigin, never '*';
//   - accepts a window message only when event.origin is allowed AND event.source is the peer
//     window (a frame of an allowed origin that is not our peer is ignored);
//   - the side that answers the hello creates a MessageChannel and transfers one port with the
//     answer; from then on everything but hellos goes over the port, which only the two peers
//     hold. Hellos stay on the window so a reloaded peer can handshake again (new port);
//   - anything unparsable, oversized or forged is dropped without an answer.
import { BridgeCallError } from '../errors.js';
import { parseEnvelope } from '../codec.js';
import type { HelloMessage } from '../protocol.js';
import { createSinks, encodeOrThrow, type Transport } from '../transport.js';

export interface PostMessageTransportOptions {
  /** The window we receive on (ours). */
  self: Window;
  /** The peer window: iframe.contentWindow on the host, window.parent in the app. */
  peer: Window;
  /** The peer's exact origin, used as targetOrigin. */
  peerOrigin: string;
  /** Origins whose messages are accepted (normally [peerOrigin]). */
  allowedOrigins: readonly string[];
  /** Where ports come from; default `new MessageChannel()` (tests pass a fake). */
  createChannel?: () => MessageChannel;
}

/** An exact origin such as 'https://shop.example:8443': never '*', 'null' or a path. */
export function isExactOrigin(origin: unknown): origin is string {
  if (typeof origin !== 'string' || origin === '*' || origin === 'null') return false;
  try {
    return new URL(origin).origin === origin;
  } catch {
    return false;
  }
}

export function postMessageTransport(opts: PostMessageTransportOptions): Transport {
  const { self, peer, peerOrigin } = opts;
  if (!isExactOrigin(peerOrigin)) {
    throw new TypeError(`postMessageTransport: peerOrigin must be an exact origin like "https://app.example", received ${JSON.stringify(peerOrigin)}`);
  }
  const bad = opts.allowedOrigins.filter((o) => !isExactOrigin(o));
  if (bad.length > 0) {
    throw new TypeError(`postMessageTransport: allowedOrigins must be exact origins, received ${JSON.stringify(bad)}`);
  }
  const allowed = new Set(opts.allowedOrigins);
  const createChannel = opts.createChannel ?? (() => new MessageChannel());
  const sinks = createSinks();
  let port: MessagePort | null = null;
  let closed = false;

  const onPortMessage = (e: MessageEvent): void => {
    const msg = parseEnvelope(e.data);
    if (msg && msg.kind !== 'hello') sinks.deliver(msg);
  };

  function usePort(next: MessagePort | null): void {
    if (port) {
      port.removeEventListener('message', onPortMessage);
      port.close();
    }
    port = next;
    if (port) {
      port.addEventListener('message', onPortMessage);
      port.start();
    }
  }

  const onWindowMessage = (e: MessageEvent): void => {
    if (!allowed.has(e.origin) || e.source !== peer) return;
    const msg = parseEnvelope(e.data);
    if (!msg) return;
    if (msg.kind === 'hello') {
      // The answer to our hello brings the port (see the header); a first hello never does.
      const transferred = msg.re !== undefined ? e.ports?.[0] : undefined;
      if (transferred) usePort(transferred);
      sinks.deliver(msg);
    } else if (!port) {
      sinks.deliver(msg); // a peer that never upgraded (no MessageChannel) stays on the window
    }
  };

  self.addEventListener('message', onWindowMessage);

  function sendHello(msg: HelloMessage, text: string): void {
    if (msg.re === undefined) return peer.postMessage(text, peerOrigin);
    let channel: MessageChannel | null = null;
    try {
      channel = createChannel();
    } catch {
      channel = null; // no MessageChannel here: both sides keep using the window
    }
    usePort(channel ? channel.port1 : null);
    if (channel) peer.postMessage(text, peerOrigin, [channel.port2]);
    else peer.postMessage(text, peerOrigin);
  }

  return {
    name: 'post-message',
    send(msg) {
      if (closed) throw new BridgeCallError('CANCELLED', 'the transport is closed');
      const text = encodeOrThrow(msg);
      if (msg.kind === 'hello') sendHello(msg, text);
      else if (port) port.postMessage(text);
      else peer.postMessage(text, peerOrigin);
    },
    listen: (fn) => sinks.add(fn),
    close() {
      if (closed) return;
      closed = true;
      self.removeEventListener('message', onWindowMessage);
      usePort(null);
      sinks.clear();
    },
  };
}
