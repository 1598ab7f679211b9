// The real @stomp/stompjs Client configured as the app configures it (spec §7 "Queue": CONNECT with
// the granted login and passcode on vhost '/', heart-beats 30 s out and none in, the STOMP
// subprotocols), over Node's `ws` in place of the browser's WebSocket, and without reconnection: a
// refused login must stay refused in a test. Both brokers' test harnesses build their clients here.
import { Client, type IStompSocket, type StompConfig } from '@stomp/stompjs';
import WebSocket from 'ws';
import { QUEUE_HEARTBEAT, STOMP_SUBPROTOCOLS } from '../../../src/contract/queue.js';

export type BrowserStompEvents = Pick<StompConfig, 'onConnect' | 'onStompError' | 'onWebSocketClose'>;

export function browserStomp(url: string, login: string, passcode: string, events: BrowserStompEvents): Client {
  return new Client({
    // Boundary: ws's WebSocket implements the browser WebSocket surface stompjs uses.
    webSocketFactory: () => new WebSocket(url, [...STOMP_SUBPROTOCOLS]) as unknown as IStompSocket,
    connectHeaders: { login, passcode, host: '/' },
    heartbeatOutgoing: QUEUE_HEARTBEAT.outgoing,
    heartbeatIncoming: QUEUE_HEARTBEAT.incoming,
    reconnectDelay: 0,
    debug: () => undefined,
    ...events,
  });
}
