// Fake windows for the postMessage transport: what a browser guarantees and nothing more.
//   - postMessage(data, targetOrigin) is dropped unless targetOrigin is '*' or the target's origin;
//   - the receiver sees event.origin = the sender's origin and event.source = ITS reference to the
//     sender (the WindowProxy it would compare with);
//   - delivery is asynchronous; transferred ports arrive in event.ports.
// Ports come from FakeChannel (happy-dom has no MessageChannel).

type Listener = (e: MessageEvent) => void;

export interface FakeWindow {
  readonly origin: string;
  addEventListener(type: string, fn: Listener): void;
  removeEventListener(type: string, fn: Listener): void;
  /** What arrived, for assertions. */
  readonly received: Array<{ data: unknown; origin: string }>;
  listenerCount(): number;
  dispatch(data: unknown, origin: string, source: unknown, ports: unknown[]): void;
}

export function fakeWindow(origin: string): FakeWindow {
  const listeners = new Set<Listener>();
  const received: Array<{ data: unknown; origin: string }> = [];
  return {
    origin,
    received,
    addEventListener: (type, fn) => type === 'message' && listeners.add(fn),
    removeEventListener: (type, fn) => type === 'message' && listeners.delete(fn),
    listenerCount: () => listeners.size,
    dispatch(data, from, source, ports) {
      queueMicrotask(() => {
        received.push({ data, origin: from });
        const event = { data, origin: from, source, ports } as unknown as MessageEvent;
        for (const fn of [...listeners]) fn(event);
      });
    },
  };
}

export interface WindowRef {
  postMessage(data: unknown, targetOrigin: string, transfer?: unknown[]): void;
  /** Every targetOrigin used through this reference. */
  readonly targetOrigins: string[];
}

/**
 * References between two windows: `aToB` is how A reaches B (what A passes as `peer`), and a
 * message through it reaches B with source === `bToA`.
 */
export function linkWindows(a: FakeWindow, b: FakeWindow): { aToB: WindowRef; bToA: WindowRef } {
  const make = (from: FakeWindow, to: FakeWindow, back: () => WindowRef): WindowRef => {
    const targetOrigins: string[] = [];
    return {
      targetOrigins,
      postMessage(data, targetOrigin, transfer = []) {
        targetOrigins.push(targetOrigin);
        if (targetOrigin !== '*' && targetOrigin !== to.origin) return; // the browser drops it
        to.dispatch(data, from.origin, back(), transfer);
      },
    };
  };
  const refs: { aToB?: WindowRef; bToA?: WindowRef } = {};
  refs.aToB = make(a, b, () => refs.bToA as WindowRef);
  refs.bToA = make(b, a, () => refs.aToB as WindowRef);
  return { aToB: refs.aToB, bToA: refs.bToA };
}

/** A MessageChannel in plain JS: two entangled ports, queued until start(), dead after close(). */
export class FakeChannel {
  static created: FakeChannel[] = [];
  readonly port1: FakePort;
  readonly port2: FakePort;

  constructor() {
    this.port1 = new FakePort();
    this.port2 = new FakePort();
    this.port1.other = this.port2;
    this.port2.other = this.port1;
    FakeChannel.created.push(this);
  }
}

export class FakePort {
  other: FakePort | null = null;
  closed = false;
  started = false;
  sent = 0;
  private queue: unknown[] = [];
  private listeners = new Set<Listener>();

  postMessage(data: unknown): void {
    if (this.closed) return;
    this.sent++;
    const other = this.other;
    queueMicrotask(() => other?.receive(data));
  }
  receive(data: unknown): void {
    if (this.closed) return;
    if (!this.started) return void this.queue.push(data);
    for (const fn of [...this.listeners]) fn({ data } as MessageEvent);
  }
  addEventListener(_type: string, fn: Listener): void {
    this.listeners.add(fn);
  }
  removeEventListener(_type: string, fn: Listener): void {
    this.listeners.delete(fn);
  }
  start(): void {
    this.started = true;
    for (const data of this.queue.splice(0)) this.receive(data);
  }
  close(): void {
    this.closed = true;
    this.listeners.clear();
  }
}
