// The app's unread badge against the real chat service and queue (spec §2 "unread badge when total
// unread is above zero", §1 "Real-time messages"): on start the app takes the server's total, and
// the records the queue kept while the user was away are not counted a second time; new records
// count; the user's own record sent from another device ('chatSent') never does.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SEED_USERS } from '../../examples/server/accounts/seed-users.js';
import { decodeBase64Utf8 } from '../../src/contract/base64.js';
import { SYSTEM_CODE } from '../../src/contract/constants.js';
import { CHAT_ENDPOINTS } from '../../src/contract/endpoints/chat.js';
import { STOMP_SUBPROTOCOLS } from '../../src/contract/queue.js';
import { startRealtime } from '../../src/realtime/start-realtime.js';
import { createChatStore } from '../../src/stores/chat.js';
import { TEST_DATABASES } from '../server/databases.js';
import { useWorld, type ContractClient } from './support/world.js';

const nodeSocket = (url: string) => new WebSocket(url, [...STOMP_SUBPROTOCOLS]) as unknown as globalThis.WebSocket;

const until = async (check: () => boolean, what: string, ms = 8_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

let n = 0;
async function send(from: ContractClient, chatSessionId: string, toUserMq: string, content: string) {
  const reply = await from.api.call(CHAT_ENDPOINTS.sendMsg, { chatSessionId, toUserMq, type: 0, content, sessionType: 0, clientMsgId: `badge-${++n}` });
  expect(reply.code, reply.message).toBe(200);
  return reply.customData!;
}

describe.each(TEST_DATABASES)('unread badge against the chat service ($name)', (target) => {
  const world = useWorld(target, () => ({}));

  it('starts from the server total, does not count the queued records twice, counts new ones, never the own ones', async () => {
    const w = world();
    const [member, seller] = await Promise.all([w.caller('member'), w.caller('seller')]);
    const opened = await seller.api.call(CHAT_ENDPOINTS.initChatWindow, { otherUserMq: SEED_USERS.member.userMq, sessionType: 0 });
    expect(opened.code, opened.message).toBe(200);
    const session = opened.customData!.chatSessionId;

    // The member's phone was on once (its device queue exists on the member's exchange: the first
    // record reached it), then went away: the next two records wait in that queue and, with the
    // first, in the server's total.
    const deviceId = 'badge-test-device-0001';
    const start = (chat: ReturnType<typeof createChatStore>) =>
      startRealtime({ api: member.api, chat, systemCode: SYSTEM_CODE, decodeBase64: decodeBase64Utf8, createSocket: nodeSocket, deviceId });
    const before = createChatStore();
    const stopBefore = start(before);
    let seen: Awaited<ReturnType<typeof send>> | undefined;
    try {
      // Sent until one arrives: the device's subscription is in place once a record reaches it.
      for (let i = 0; i < 40 && !seen; i++) {
        const r = await send(seller, session, SEED_USERS.member.userMq, 'Bonjour, toujours intéressé ?');
        const end = Date.now() + 250;
        while (Date.now() < end && before.lastIncoming.get()?.chatMessageId !== r.chatMessageId) await new Promise((res) => setTimeout(res, 10));
        if (before.lastIncoming.get()?.chatMessageId === r.chatMessageId) seen = r;
      }
      expect(seen, 'a record reached the device once').toBeDefined();
    } finally {
      stopBefore();
    }
    const [counted] = await w.db.query<{ n: string }>('select count(*)::text as n from chat_messages where session_id = $1', [session]);
    await send(seller, session, SEED_USERS.member.userMq, 'Je peux baisser le prix');
    const second = await send(seller, session, SEED_USERS.member.userMq, 'Je peux baisser le prix [微笑]');
    const total = Number(counted?.n) + 2;

    const chat = createChatStore();
    const stop = start(chat);
    try {
      await until(() => chat.lastIncoming.get()?.chatMessageId === second.chatMessageId, 'the queued records');
      await new Promise((r) => setTimeout(r, 200));
      expect(chat.unreadTotal.get()).toBe(total);

      const third = await send(seller, session, SEED_USERS.member.userMq, 'Dernier prix : 250 000');
      await until(() => chat.lastIncoming.get()?.chatMessageId === third.chatMessageId, 'the new record');
      expect(chat.unreadTotal.get()).toBe(total + 1);

      // The member answers from another device: its copy comes back on the member's own queue.
      const mine = await send(member, session, SEED_USERS.seller.userMq, 'Merci, je réfléchis');
      await until(() => chat.lastIncoming.get()?.chatMessageId === mine.chatMessageId, 'the own record');
      expect(chat.unreadTotal.get()).toBe(total + 1);
    } finally {
      stop();
    }
  });
});
