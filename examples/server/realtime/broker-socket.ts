// The embedded broker's websocket (spec §7 "Queue": path /ws) on this server's own port, so a fresh
// machine has a working queue without RabbitMQ. The STOMP subprotocol is chosen the way Web-STOMP
// does. The websocket server refuses a message over twice the broker's frame limit itself: ws would
// otherwise buffer up to 100 MiB before the broker could say no.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { QUEUE_WS_PATH } from '../../../src/contract/queue.js';
import type { Broker } from './broker.js';
import { selectStompProtocol } from './embedded-broker.js';
import { MAX_FRAME_BYTES } from './stomp-frame.js';

export type SocketBroker = Broker & { accept(socket: WebSocket): void };

export const acceptsSockets = (broker: Broker): broker is SocketBroker =>
  typeof (broker as Partial<SocketBroker>).accept === 'function';

export async function registerBrokerSocket(app: FastifyInstance, broker: SocketBroker): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 2 * MAX_FRAME_BYTES, handleProtocols: (protocols) => selectStompProtocol(protocols) } });
  app.get(QUEUE_WS_PATH, { websocket: true }, (socket) => broker.accept(socket));
}
