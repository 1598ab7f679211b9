// One queue connection per browser, not one per tab. The tabs of a browser are one device and read
// one device queue (device-id.ts), whose consumers compete (the broker gives each message to one of
// them, spec §7), so two tabs of the same user would
// each see half the messages, and each tab would pay for its own socket and heart-beats on a slow,
// paid connection. The tabs elect a leader with the Web Locks API: the tab holding the lock runs the
// connection and relays every message to the others over a BroadcastChannel; when it closes, the
// lock passes to a waiting tab, which connects. Where either API is missing, each tab leads alone.

/** The part of the Web Locks API used here (navigator.locks). */
export interface TabLocks {
  request(name: string, options: { signal?: AbortSignal }, granted: () => Promise<void>): Promise<unknown>;
}

export interface TabShare<T> {
  /** Lock and channel name: one per app instance key and user. */
  name: string;
  /** Runs the connection while this tab leads; `relay` hands a message to the other tabs. */
  lead(relay: (message: T) => void): () => void;
  /** A message the leading tab received. */
  follow(message: T): void;
  /** Tests: other implementations. */
  locks?: TabLocks | undefined;
  channel?: (name: string) => BroadcastChannel;
}

/** Returns stop: gives up the lead (or the wait for it) and leaves the channel. */
export function leadAcrossTabs<T>(share: TabShare<T>): () => void {
  const locks: TabLocks | undefined = 'locks' in share ? share.locks : globalThis.navigator?.locks;
  const open = share.channel ?? (typeof BroadcastChannel === 'function' ? (n: string) => new BroadcastChannel(n) : undefined);
  if (!locks || !open) return share.lead(() => undefined);

  const channel = open(share.name);
  channel.onmessage = (e: MessageEvent) => share.follow(e.data as T);
  const waiting = new AbortController();
  let stopLead: (() => void) | null = null;
  let release: (() => void) | null = null;
  let stopped = false;
  locks
    .request(share.name, { signal: waiting.signal }, () => new Promise<void>((resolve) => {
      if (stopped) return resolve();
      release = resolve;
      stopLead = share.lead((message) => channel.postMessage(message));
    }))
    .catch(() => undefined); // AbortError: stopped while still waiting for the lead
  return () => {
    if (stopped) return;
    stopped = true;
    waiting.abort();
    stopLead?.();
    stopLead = null;
    release?.();
    release = null;
    channel.close();
  };
}
