// Where the browser opens the queue's websocket (spec §7 "Queue"): "the given scheme and host, port
// only when not 443, path /ws".
import { QUEUE_WS_PATH } from '../contract/queue.js';
import type { QueueCredentials } from '../contract/types/chat.js';

export function brokerUrl(c: Pick<QueueCredentials, 'mqIpType' | 'mqIp' | 'mqPort'>): string {
  const scheme = c.mqIpType === 'wss' ? 'wss' : 'ws';
  // An IPv6 literal needs its brackets in a URL (the server may answer it bare).
  const host = c.mqIp.includes(':') && !c.mqIp.startsWith('[') ? `[${c.mqIp}]` : c.mqIp;
  const port = Number(c.mqPort);
  const withPort = Number.isInteger(port) && port > 0 && port !== 443 ? `:${port}` : '';
  return `${scheme}://${host}${withPort}${QUEUE_WS_PATH}`;
}
