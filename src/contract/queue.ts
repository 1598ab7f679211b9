// Constants of the real-time queue (spec §7 "Queue", §9). Apart from constants.ts on purpose: only
// the lazily loaded realtime chunk reads them, and a module it shared with the entry would make
// Rollup split that module into a chunk of its own on the first paint.

/** STOMP heart-beats: 30 s outgoing, none incoming (spec §7, §9). */
export const QUEUE_HEARTBEAT = { outgoing: 30_000, incoming: 0 } as const;
/** Broker websocket path (spec §7). */
export const QUEUE_WS_PATH = '/ws';

/** STOMP's websocket subprotocols, best first: what @stomp/stompjs offers and Web-STOMP accepts. */
export const STOMP_SUBPROTOCOLS: readonly string[] = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/** STOMP destination of a user's queue; the queue's name is the user's userMq (spec §3). */
export const queueDestination = (userMq: string): string => `/queue/${userMq}`;

/**
 * SUBSCRIBE headers of the user queue (spec §7: client acknowledgement, expiry expTtl). durable and
 * auto-delete are the server's own declaration too: a broker refuses a queue declared twice with
 * different arguments.
 */
export const queueSubscribeHeaders = (expTtl: number): Record<string, string> => ({
  ack: 'client-individual',
  'x-expires': String(expTtl),
  durable: 'true',
  'auto-delete': 'false',
});

/**
 * encryptionType of a queue message whose data field is base64 of its JSON (spec §3 "Base64
 * messages carry encryptionType and a data field"): what the server publishes, what the app decodes.
 */
export const BASE64 = 'base64';
