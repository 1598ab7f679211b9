// Two transports wired to each other in one JavaScript realm: inline mode (the SDK and the app
// share a window, DESIGN.md §6 "inline mode") and tests. Messages still go through the JSON codec, so the
// limits (1 MB, no binary/base64, unknown fields dropped) are the same as on a real wire, and
// delivery is asynchronous like postMessage.
import { parseEnvelope } from '../codec.js';
import { createSinks, encodeOrThrow, type Transport } from '../transport.js';

export function memoryTransportPair(name = 'memory'): [Transport, Transport] {
  const a = createSinks();
  const b = createSinks();
  let closed = false;
  const side = (own: typeof a, other: typeof a): Transport => ({
    name,
    send(msg) {
      const text = encodeOrThrow(msg);
      if (closed) return;
      queueMicrotask(() => {
        const parsed = parseEnvelope(text);
        if (parsed && !closed) other.deliver(parsed);
      });
    },
    listen: (fn) => own.add(fn),
    close() {
      // Closing either side ends the pair, like closing one end of a MessageChannel.
      closed = true;
      a.clear();
      b.clear();
    },
  });
  return [side(a, b), side(b, a)];
}
