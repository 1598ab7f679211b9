// The two ends of the chat benchmark (chat-latency.bench-run.ts), as the app is: a sender that calls
// sendMsg over real HTTP with the real envelope, and a receiver whose device reads its queue with
// the app's own connection code (src/realtime/queue-connection.ts: credentials, STOMP, ACK,
// reconnect with new credentials), over Node's `ws` in place of the browser's WebSocket.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { decodeBase64Utf8 } from '../../src/contract/base64.js';
import { SYSTEM_CODE } from '../../src/contract/constants.js';
import { decodeReply, encodeRequest } from '../../src/contract/envelope.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { STOMP_SUBPROTOCOLS } from '../../src/contract/queue.js';
import { SESSION_TYPE } from '../../src/contract/statuses.js';
import type { QueueCredentials } from '../../src/contract/types/chat.js';
import { newDeviceId } from '../../src/realtime/device-id.js';
import { openQueue, type QueueConnection } from '../../src/realtime/queue-connection.js';
import { decodeQueueMessage } from '../../src/realtime/queue-message.js';
import { testMeta } from '../server/harness.js';

interface Reply<T> {
  code: number;
  message: string;
  customData: T;
}

/** One envelope call (POST, or GET for the queue credentials) as `token`. */
export async function call<T>(origin: string, path: string, customData: unknown, token: string): Promise<Reply<T>> {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(encodeRequest({ metaData: testMeta({ language: 'fr', deviceId: 'bench-chat' }), customData })),
  });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok) throw new Error(`${path}: undecodable reply (${res.status})`);
  return decoded.value as Reply<T>;
}

async function credentials(origin: string, token: string): Promise<QueueCredentials | null> {
  const res = await fetch(`${origin}${ENDPOINTS.getQueueCredentials.path.replace(':systemCode', SYSTEM_CODE)}`, { headers: { authorization: token } }).catch(() => null);
  if (!res) return null;
  const decoded = decodeReply(await res.text());
  return decoded.ok && decoded.value.code === 200 ? (decoded.value.customData as QueueCredentials) : null;
}

export interface Receiver {
  /** performance.now() at each chat record's arrival, by content; every arrival, doubles included. */
  arrivals: Map<string, number[]>;
  opens(): number;
  close(): void;
}

/** The receiver's device: its queue, read as the app reads it; only 'chatInfo' records count. */
export function openReceiver(origin: string, token: string): Receiver {
  const arrivals = new Map<string, number[]>();
  let opened = 0;
  const connection: QueueConnection = openQueue({
    deviceId: newDeviceId(),
    credentials: () => credentials(origin, token),
    onMessage: (body) => {
      const at = performance.now();
      const event = decodeQueueMessage(body, decodeBase64Utf8);
      const content = event?.msgType === 'chatInfo' ? event.msgData.content : undefined;
      if (typeof content !== 'string') return;
      const seen = arrivals.get(content);
      if (seen) seen.push(at);
      else arrivals.set(content, [at]);
    },
    onState: (state) => {
      if (state === 'open') opened += 1;
    },
    createSocket: (url) => new WebSocket(url, [...STOMP_SUBPROTOCOLS]) as unknown as globalThis.WebSocket,
  });
  return { arrivals, opens: () => opened, close: () => connection.close() };
}

export interface Conversation {
  chatSessionId: string;
  toUserMq: string;
}

export async function openConversation(origin: string, token: string, otherUserMq: string): Promise<Conversation> {
  const reply = await call<{ chatSessionId: string }>(origin, ENDPOINTS.initChatWindow.path, { otherUserMq, sessionType: SESSION_TYPE.user }, token);
  if (reply.code !== 200) throw new Error(`initChatWindow: ${reply.code} ${reply.message}`);
  return { chatSessionId: reply.customData.chatSessionId, toUserMq: otherUserMq };
}

/**
 * One text message through sendMsg; `clientMsgId` makes a retry idempotent (the server answers the
 * stored record), so a send that failed on the way is retried without doubling it.
 */
export async function sendText(origin: string, token: string, to: Conversation, content: string, clientMsgId: string): Promise<void> {
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const reply = await call(origin, ENDPOINTS.sendMsg.path, {
        chatSessionId: to.chatSessionId, toUserMq: to.toUserMq, type: 0, content, sessionType: SESSION_TYPE.user, clientMsgId,
      }, token);
      if (reply.code === 200) return;
      last = `${reply.code} ${reply.message}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`sendMsg ${clientMsgId}: ${last}`);
}
