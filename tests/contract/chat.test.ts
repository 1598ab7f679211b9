// Contract suite, user-to-user messages: the real client against the reference server (cases in
// cases/chat.ts), and the whole way of a message into the receiver's app: the seller sends through
// the API, the member's real-time client (src/realtime, over the server's own /ws) decodes it and
// its chat store counts it on top of the server's total.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SEED_USERS } from '../../examples/server/accounts/seed-users.js';
import { decodeBase64Utf8 } from '../../src/contract/base64.js';
import { SYSTEM_CODE } from '../../src/contract/constants.js';
import { STOMP_SUBPROTOCOLS } from '../../src/contract/queue.js';
import type { ChatRecord, InitChatWindowReply, QueueMessageData, UnreadTotalReply } from '../../src/contract/types/chat.js';
import { startRealtime } from '../../src/realtime/start-realtime.js';
import { createChatStore } from '../../src/stores/chat.js';
import { TEST_DATABASES } from '../server/databases.js';
import { CHAT_CASES, newChatState } from './cases/chat.js';
import { ok, rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

const nodeSocket = (url: string) => new WebSocket(url, [...STOMP_SUBPROTOCOLS]) as unknown as globalThis.WebSocket;

const until = async (check: () => boolean, what: string, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.each(TEST_DATABASES)('contract: chat ($name)', (target) => {
  const world = useWorld(target, newChatState);

  it.each(rows(CHAT_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });

  it('a message sent through the API reaches the receiver\'s app and raises its badge', async () => {
    const w = world();
    const [enterprise, personal] = [await w.caller('enterprise'), await w.caller('personal')];
    const events: QueueMessageData[] = [];
    const chat = createChatStore();
    const total = (await ok<UnreadTotalReply>(personal, 'getUnreadTotalNumber', {})).totalUnread;
    const stop = startRealtime({
      api: personal.api, chat, systemCode: SYSTEM_CODE, decodeBase64: decodeBase64Utf8, createSocket: nodeSocket, onEvent: (e) => void events.push(e),
    });
    try {
      await until(() => chat.unreadTotal.get() === total, 'the server total');
      // The queue is open once the client asked for credentials; a message after that is live.
      await new Promise((r) => setTimeout(r, 300));
      const { chatSessionId } = await ok<InitChatWindowReply>(enterprise, 'initChatWindow', { otherUserMq: SEED_USERS.personal.userMq, sessionType: 0 });
      const sent = await ok<ChatRecord>(enterprise, 'sendMsg', { chatSessionId, toUserMq: SEED_USERS.personal.userMq, type: 0, content: 'Bonjour 👋', sessionType: 0 });
      await until(() => chat.unreadTotal.get() === total + 1, 'the new message counted');
      expect(chat.lastIncoming.get()).toMatchObject({ chatMessageId: sent.chatMessageId, content: 'Bonjour 👋', fromUserId: SEED_USERS.enterprise.id });
      expect(events.map((e) => e.msgType)).toEqual(['chatInfo']);
    } finally {
      stop();
    }
  });
});
