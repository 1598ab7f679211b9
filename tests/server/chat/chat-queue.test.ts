// A sent message on the queues (spec §1 "Real-time messages", §3 "Base64 messages carry
// encryptionType and a data field with msgType and msgData", §7 "Queue"): read off the embedded
// broker by the STOMP client the browser uses and decoded by the app's own decoder
// (src/realtime/queue-message.ts). The receiver gets 'chatInfo' (which the app counts as unread),
// the sender's other devices 'chatSent'; a retry, a refusal or a block publishes nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64Utf8 } from '../../../src/contract/base64.js';
import { CHAT_SENT_EVENT } from '../../../src/contract/statuses.js';
import type { ChatRecord, InitChatWindowReply } from '../../../src/contract/types/chat.js';
import { decodeQueueMessage } from '../../../src/realtime/queue-message.js';
import { createChatStore, type ChatRecord as StoreRecord } from '../../../src/stores/chat.js';
import { TEST_DATABASES } from '../databases.js';
import { browser, sleep, stopAllClients, waitFor, type StompTestClient } from '../realtime/broker-harness.js';
import { openChatRig, U, type ChatRig, type Who } from './chat-rig.js';

describe.each(TEST_DATABASES)('chat on the queues ($name)', (target) => {
  let rig: ChatRig;
  beforeAll(async () => { rig = await openChatRig(target); });
  afterEach(async () => stopAllClients());
  afterAll(async () => rig?.close());

  const decoded = (c: StompTestClient) => c.messages.map((m) => decodeQueueMessage(m.body, decodeBase64Utf8));
  const send = async (who: Who, to: Who, chatSessionId: string, content: string, extra: Record<string, unknown> = {}) =>
    rig.call<ChatRecord>('sendMsg', await rig.token(who), { chatSessionId, toUserMq: U[to].userMq, type: 0, content, sessionType: 0, ...extra });

  it('the receiver reads the record as chatInfo, base64-encoded; the sender\'s other device as chatSent', async () => {
    const { chatSessionId } = (await rig.call<InitChatWindowReply>('initChatWindow', await rig.token('seller'), { otherUserMq: U.personal.userMq, sessionType: 0 })).customData;
    const receiver = await browser(rig.broker, U.personal.userMq);
    const otherDevice = await browser(rig.broker, U.seller.userMq);
    const sent = await send('seller', 'personal', chatSessionId, 'Bonjour [微笑] — à samedi 😀', { clientMsgId: 'q-1', moduleId: 2 });
    expect(sent.code).toBe(200);
    await waitFor(() => receiver.messages.length === 1 && otherDevice.messages.length === 1, 'both queues');

    // The wire: base64 under encryptionType 'base64' (spec §3), as the app expects it.
    const wire = JSON.parse(receiver.messages[0]!.body) as { encryptionType: string; data: string };
    expect(wire.encryptionType).toBe('base64');
    expect(typeof wire.data).toBe('string');
    expect(decoded(receiver)).toEqual([{ msgType: 'chatInfo', msgData: sent.customData }]);
    expect(decoded(otherDevice)).toEqual([{ msgType: CHAT_SENT_EVENT, msgData: sent.customData }]);
    expect(sent.customData).toMatchObject({ content: 'Bonjour [微笑] — à samedi 😀', fromUserId: U.seller.id, toUserId: U.personal.id, moduleId: 2, clientMsgId: 'q-1' });

    // The app's chat store counts the receiver's copy and not the sender's (start-realtime.ts
    // counts 'chatInfo' records only).
    const store = createChatStore();
    for (const e of [...decoded(receiver), ...decoded(otherDevice)]) {
      if (e?.msgType === 'chatInfo') store.receive(e.msgData as unknown as StoreRecord);
    }
    expect(store.unreadTotal.get()).toBe(1);
    expect(store.lastIncoming.get()?.chatMessageId).toBe(sent.customData.chatMessageId);

    // A retry, an empty body and a blocked send put nothing more on any queue.
    expect((await send('seller', 'personal', chatSessionId, 'Bonjour [微笑] — à samedi 😀', { clientMsgId: 'q-1' })).code).toBe(200);
    expect((await send('seller', 'personal', chatSessionId, '  ')).code).toBe(4422);
    expect((await rig.call('blockUser', await rig.token('personal'), { otherUserMq: U.seller.userMq })).code).toBe(200);
    expect((await send('seller', 'personal', chatSessionId, 'blocked')).code).toBe(4403);
    await sleep(200);
    expect([receiver.messages.length, otherDevice.messages.length]).toEqual([1, 1]);
    expect((await rig.call('unblockUser', await rig.token('personal'), { otherUserMq: U.seller.userMq })).code).toBe(200);
  });

  it('a message sent while the receiver is away waits on its device queue and is delivered on connect', async () => {
    const { chatSessionId } = (await rig.call<InitChatWindowReply>('initChatWindow', await rig.token('member'), { otherUserMq: U.enterprise.userMq, sessionType: 0 })).customData;
    await (await browser(rig.broker, U.enterprise.userMq)).stop(); // the device has connected once: its queue exists
    const sent = await send('member', 'enterprise', chatSessionId, 'Are you open on Sunday?');
    expect(sent.code).toBe(200);
    const late = await browser(rig.broker, U.enterprise.userMq);
    await waitFor(() => late.messages.length === 1, 'the waiting message');
    expect(decoded(late)[0]).toEqual({ msgType: 'chatInfo', msgData: sent.customData });
  });

  it('a broker that fails does not fail the send: the message is stored and counted', async () => {
    const { chatSessionId } = (await rig.call<InitChatWindowReply>('initChatWindow', await rig.token('enterprise'), { otherUserMq: U.seller.userMq, sessionType: 0 })).customData;
    const broker = rig.server.services.broker!;
    const publish = broker.publish;
    broker.publish = async () => { throw new Error('broker down'); };
    const errors = console.error;
    console.error = () => undefined;
    try {
      const sent = await send('enterprise', 'seller', chatSessionId, 'Stored anyway');
      expect(sent.code).toBe(200);
      const [stored] = await rig.db.query<{ n: number }>('select count(*)::int as n from chat_messages where id = $1::bigint', [sent.customData.chatMessageId]);
      expect(stored?.n).toBe(1);
    } finally {
      broker.publish = publish;
      console.error = errors;
    }
  });
});
