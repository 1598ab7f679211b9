// Constants of the real-time queue (spec §7 "Queue", §9). Apart from constants.ts on purpose: only
// the lazily loaded realtime chunk reads them, and a module it shared with the entry would make
// Rollup split that module into a chunk of its own on the first paint.

/** STOMP heart-beats: 30 s outgoing, none incoming (spec §7, §9). */
export const QUEUE_HEARTBEAT = { outgoing: 30_000, incoming: 0 } as const;
/** Broker websocket path (spec §7). */
export const QUEUE_WS_PATH = '/ws';

/** STOMP's websocket subprotocols, best first: what @stomp/stompjs offers and Web-STOMP accepts. */
export const STOMP_SUBPROTOCOLS: readonly string[] = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/**
 * Every device of a user gets every message (spec §1 "Real-time messages"): the server publishes to
 * the user's fanout exchange, named by their userMq (spec §3), and each device reads a queue of its
 * own bound to it. One queue shared by the devices would make them compete, each seeing some.
 */
export const userExchangeDestination = (userMq: string): string => `/exchange/${userMq}`;

/** A device id: random, base64url (the app makes 16 bytes, 22 characters). */
export const DEVICE_ID = /^[A-Za-z0-9_-]{16,43}$/;
/** The same as DEVICE_ID, as regular-expression text for the broker's permissions. */
export const DEVICE_ID_PATTERN = '[A-Za-z0-9_-]{16,43}';

/** One device's queue: its user's userMq, `.d-`, the device id. */
export const deviceQueueName = (userMq: string, deviceId: string): string => `${userMq}.d-${deviceId}`;

/**
 * SUBSCRIBE headers of one device's queue (spec §7: client acknowledgement, expiry expTtl). The
 * broker declares the queue from them and binds it to the user's exchange: durable, not auto-delete,
 * so it keeps what arrives while the device is away, until x-expires of idleness. Every device sends
 * the same arguments, since a broker refuses a queue declared twice with different ones.
 */
export const queueSubscribeHeaders = (expTtl: number, queueName: string): Record<string, string> => ({
  ack: 'client-individual',
  'x-queue-name': queueName,
  'x-expires': String(expTtl),
  durable: 'true',
  'auto-delete': 'false',
});

/**
 * encryptionType of a queue message whose data field is base64 of its JSON (spec §3 "Base64
 * messages carry encryptionType and a data field"): what the server publishes, what the app decodes.
 */
export const BASE64 = 'base64';
