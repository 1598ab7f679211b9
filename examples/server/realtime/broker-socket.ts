// The embedded broker's websocket (spec §7 "Queue": path /ws) on this server's own port, so a fresh
// machine has a working queue without RabbitMQ. The STOMP subprotocol is chosen the way Web-STOMP
// does; frames larger than the broker accepts are cut off by the websocket server itself.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { QUEUE_WS_PATH } from '../../../src/contract/queue.js';
import type { Broker } from './broker.js';
import { selectStompProtocol } from './embedded-broker.js';

export type SocketBroker = Broker & { accept(socket: WebSocket): void };

export const acceptsSockets = (broker: Broker): broker is SocketBroker =>
  typeof (broker as Partial<SocketBroker>).accept === 'function';

export async function registerBrokerSocket(app: FastifyInstance, broker: SocketBroker): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024, handleProtocols: (protocols) => selectStompProtocol(protocols) } });
  app.get(QUEUE_WS_PATH, { websocket: true }, (socket) => broker.accept(socket));
}
