// Constants of the real-time queue (spec §7 "Queue", §9). Apart from constants.ts on purpose: only
// the lazily loaded realtime chunk reads them, and a module it shared with the entry would make
// Rollup split that module into a chunk of its own on the first paint.

/** STOMP heart-beats: 30 s outgoing, none incoming (spec §7, §9). */
export const QUEUE_HEARTBEAT = { outgoing: 30_000, incoming: 0 } as const;
/** Broker websocket path (spec §7). */
export const QUEUE_WS_PATH = '/ws';
