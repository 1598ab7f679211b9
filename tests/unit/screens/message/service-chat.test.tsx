// Customer service in the real shell against a scripted API (spec §1 "chat with ... customer
// service (human or robot)", §3 event kinds, §6; contract customer-service.ts): the pinned row of
// /message/list, and the conversation through its states robot → waiting → serving → ended.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ENDPOINTS } from '../../../../src/contract/endpoints/chat.js';
import type { ChatRecord, ChatSession, CustomerSendMsgRequest, RobotInfo } from '../../../../src/contract/types/chat.js';
import type { CustomerServiceStatus } from '../../../../src/contract/types/customer-service.js';
import { SERVICE_CHAT_HREF } from '../../../../src/screens/message/service/service-href.js';
import { SERVICE_CHAT } from '../../../../src/screens/user-help/service-link.js';
import { until } from '../../ui/render.js';
import { closeAll, openRoute, type OpenOptions } from '../../harness/open-route.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const P = {
  chatList: CHAT_ENDPOINTS.getChatList.path,
  serviceList: CHAT_ENDPOINTS.getChatSessionList.path,
  status: CHAT_ENDPOINTS.getCustomerServiceStatus.path,
  robot: CHAT_ENDPOINTS.getChatRobotInfo.path,
  send: CHAT_ENDPOINTS.customerSendMsg.path,
  person: CHAT_ENDPOINTS.requestServiceAgent.path,
  end: CHAT_ENDPOINTS.endCustomerService.path,
  rate: CHAT_ENDPOINTS.rateCustomerService.path,
  records: CHAT_ENDPOINTS.getRecentChatRecords.path,
  clean: CHAT_ENDPOINTS.cleanChatUnread.path,
  total: CHAT_ENDPOINTS.getUnreadTotalNumber.path,
};

const list = (items: readonly unknown[]) => ({ totalCount: items.length, resultList: items });
const status = (chatSessionId: string, state: CustomerServiceStatus['state'], extra: Partial<CustomerServiceStatus> = {}): CustomerServiceStatus =>
  ({ chatSessionId, state, unreadNum: 0, ...extra });
let minute = 0;
const rec = (id: string, content: string, extra: Partial<ChatRecord> = {}): ChatRecord => ({
  chatMessageId: id, chatSessionId: '7', content, fromUserId: '', toUserId: 'me', moduleId: 0,
  sendTime: new Date(Date.now() - 3_600_000 + (minute += 1) * 1000).toISOString(), sessionType: 1, type: 0, ...extra,
});
const robot: RobotInfo = {
  robotName: 'Assistant d’aide', avatarPath: '/chat/robot-avatar.svg', greeting: 'Bonjour ! Je suis l’assistant.',
  questions: [{ id: 3, question: 'Comment publier une annonce ?' }, { id: 4, question: 'Comment payer ?' }],
};
const open = (path: string, options: OpenOptions) => openRoute(path, { userId: 'me', language: 'fr', ...options });

describe('the pinned customer-service row', () => {
  const session: ChatSession = {
    chatSessionId: '7', sessionType: 1, otherUserId: '', otherUserMq: '', otherUserAvatarPath: '/chat/robot-avatar.svg',
    otherUserPetName: 'Assistant d’aide', lastMessage: 'Touchez une question', lastType: 0, lastTime: new Date().toISOString(),
    unreadNum: 2, lastMessageId: '5',
  };

  it('is on top of the list, from the newest conversation, and moves live without reloading the list', async () => {
    const s = await open('/message/list', {
      ready: '[data-service]',
      answers: { [P.chatList]: list([]), [P.serviceList]: list([session]), [P.status]: status('7', 'robot', { unreadNum: 2 }), [P.total]: { totalUnread: 2 } },
    });
    await until(() => expect(s.text('[data-service] .mkt-msg-name')).toBe('Assistant d’aide'));
    expect(s.$('[data-service]').getAttribute('href')).toBe(SERVICE_CHAT_HREF);
    expect(s.text('[data-service] .mkt-msg-preview')).toBe('Touchez une question');
    expect(s.text('[data-service] .mkt-msg-count')).toBe('2');
    expect(s.callsTo(P.serviceList)[0]?.body).toEqual({ page: { index: 1, size: 1 } });
    act(() => s.stores.chat.receive({ ...rec('6', 'Je regarde votre dossier', { sender: 'agent', senderName: 'Awa' }), sendTime: new Date(Date.now() + 1000).toISOString() }));
    await until(() => expect(s.text('[data-service] .mkt-msg-count')).toBe('3'));
    expect(s.text('[data-service] .mkt-msg-preview')).toBe('Je regarde votre dossier');
    // The agent's name once one serves.
    act(() => s.stores.chat.serviceEvent.set({ kind: 'onlineService', data: { ...status('7', 'serving', { agentName: 'Awa' }) } }));
    await until(() => expect(s.text('[data-service] .mkt-msg-name')).toBe('Awa'));
    expect(s.callsTo(P.chatList)).toHaveLength(1);
  });

  it('is there before the user ever wrote to customer service', async () => {
    const s = await open('/message/list', {
      ready: '[data-service]',
      answers: { [P.chatList]: list([]), [P.serviceList]: list([]), [P.status]: status('', 'robot'), [P.total]: { totalUnread: 0 } },
    });
    await until(() => expect(s.callsTo(P.serviceList)).toHaveLength(1));
    expect(s.text('[data-service] .mkt-msg-name')).toBe('chat.customerService.name');
    expect(s.text('[data-service] .mkt-msg-preview')).toBe('chat.customerService.preview');
    expect(s.$$('[data-service] .mkt-msg-count')).toHaveLength(0);
  });
});

describe('/message/chat?sessionType=1', () => {
  /** A scripted customer service: the robot answers each message; `state` is what getStatus says. */
  const service = (start: CustomerServiceStatus) => {
    const sent: CustomerSendMsgRequest[] = [];
    let current = start;
    let n = 100;
    const answers = {
      [P.robot]: robot,
      [P.status]: () => ({ customData: current }),
      [P.records]: list([]),
      [P.clean]: null,
      [P.total]: { totalUnread: 0 },
      [P.send]: (body: unknown) => {
        const b = body as CustomerSendMsgRequest;
        sent.push(b);
        if (current.chatSessionId === '' || current.state === 'ended') current = status(String(7 + sent.length), 'robot');
        const sid = current.chatSessionId;
        const record = rec(String((n += 1)), b.content, { chatSessionId: sid, fromUserId: 'me', toUserId: '', clientMsgId: b.clientMsgId });
        const answer = rec(String((n += 1)), `Réponse à ${b.questionId ?? b.content}`, { chatSessionId: sid, sender: 'robot', senderName: 'Assistant d’aide' });
        return { customData: { record, answers: [answer], status: current } };
      },
      [P.person]: () => ({ customData: (current = status(current.chatSessionId, 'waiting', { queuePosition: 2 })) }),
      [P.end]: () => ({ customData: (current = status(current.chatSessionId, 'ended', { agentName: 'Awa' })) }),
      [P.rate]: null,
    };
    return { sent, answers, set: (s: CustomerServiceStatus) => (current = s) };
  };

  it('greets, answers a tapped question, and starts the conversation on the first message', async () => {
    const cs = service(status('', 'robot'));
    const s = await open(SERVICE_CHAT_HREF, { ready: '[data-greeting]', answers: cs.answers });
    expect(s.text('[data-greeting]')).toBe('Bonjour ! Je suis l’assistant.');
    expect(s.text('.mkt-chat-who h1')).toBe('Assistant d’aide');
    // No conversation yet: nothing to read or mark read.
    expect(s.callsTo(P.records)).toHaveLength(0);
    expect(s.$$('.mkt-svc-chips [data-question]').map((b) => b.textContent)).toEqual(['Comment publier une annonce ?', 'Comment payer ?']);
    s.click('.mkt-svc-chips [data-question="3"]');
    await until(() => expect(cs.sent).toHaveLength(1));
    expect(cs.sent[0]).toMatchObject({ type: 0, content: 'Comment publier une annonce ?', questionId: 3 });
    expect(cs.sent[0]?.clientMsgId).toMatch(/^[\w-]{8,64}$/);
    await until(() => expect(s.$('.mkt-svc')?.getAttribute('data-session')).toBe('8'));
    await until(() => expect(s.$$('[data-message]')).toHaveLength(2));
    expect(s.$$('[data-message]').map((e) => e.getAttribute('data-mine'))).toEqual(['true', 'false']);
    expect(s.text('[data-sender=robot] .mkt-svc-from')).toBe('Assistant d’aide');
    expect(s.text('[data-sender=robot] [data-message]')).toContain('Réponse à 3');
    await until(() => expect(s.callsTo(P.clean).at(-1)?.body).toEqual({ chatSessionId: '8' }));
    expect(s.stores.chat.reading.get()).toBe('8');
    // Typed text goes the same way, without a question id.
    s.type('.mkt-compose textarea', 'Merci [Sourire]');
    s.submit('.mkt-compose-row');
    await until(() => expect(cs.sent).toHaveLength(2));
    expect(cs.sent[1]).toMatchObject({ type: 0, content: 'Merci [微笑]' });
    expect(cs.sent[1]).not.toHaveProperty('questionId');
  });

  it('talk to a person: the place in the queue, live; the agent joins, writes, ends; the user rates once', async () => {
    const cs = service(status('7', 'robot'));
    const s = await open(SERVICE_CHAT_HREF, { ready: '.mkt-svc-chips [data-person]', answers: cs.answers });
    s.click('.mkt-svc-chips [data-person]');
    await until(() => expect(s.$('[data-queue]')?.getAttribute('data-position')).toBe('2'));
    expect(s.text('[data-queue] strong')).toBe('chat.customerService.waiting{"position":2}');
    expect(s.$$('.mkt-svc-chips')).toHaveLength(0);
    act(() => s.stores.chat.serviceEvent.set({ kind: 'switchingQueue', data: { ...status('7', 'waiting', { queuePosition: 1 }) } }));
    await until(() => expect(s.$('[data-queue]')?.getAttribute('data-position')).toBe('1'));
    expect(s.text('[data-queue] strong')).toBe('chat.customerService.waitingNext');
    // A late event of the queue never moves it back.
    act(() => s.stores.chat.serviceEvent.set({ kind: 'switchingQueue', data: { ...status('7', 'robot') } }));
    act(() => s.stores.chat.serviceEvent.set({ kind: 'onlineService', data: { ...status('7', 'serving', { agentName: 'Awa' }) } }));
    await until(() => expect(s.text('.mkt-chat-who h1')).toBe('Awa'));
    expect(s.$$('[data-queue]')).toHaveLength(0);
    expect(s.text('[data-note=joined]')).toBe('chat.customerService.joined{"name":"Awa"}');
    act(() => s.stores.chat.receive(rec('20', 'Bonjour, je suis Awa.', { sender: 'agent', senderName: 'Awa', sendTime: new Date().toISOString() })));
    await until(() => expect(s.text('[data-sender=agent] .mkt-svc-from')).toBe('Awa'));
    expect(s.stores.chat.unreadTotal.get()).toBe(0);
    cs.set(status('7', 'ended', { agentName: 'Awa' }));
    act(() => s.stores.chat.serviceEvent.set({ kind: 'endService', data: { ...status('7', 'ended', { agentName: 'Awa' }) } }));
    await until(() => expect(s.$('[data-ended]')).toBeTruthy());
    s.click('[data-rate="4"]');
    await until(() => expect(s.$('[data-thanks]')).toBeTruthy());
    expect(s.callsTo(P.rate)[0]?.body).toEqual({ chatSessionId: '7', rating: 4 });
    expect(s.$$('[data-rate]').map((b) => b.getAttribute('data-on'))).toEqual(['true', 'true', 'true', 'true', 'false']);
    expect(s.$$('[data-rate]:disabled')).toHaveLength(5);
    // Writing again starts a new conversation with the robot.
    s.type('.mkt-compose textarea', 'Encore une question');
    s.submit('.mkt-compose-row');
    await until(() => expect(s.$('.mkt-svc')?.getAttribute('data-state')).toBe('robot'));
    expect(s.$('.mkt-svc')?.getAttribute('data-session')).toBe('8');
    expect(s.$$('[data-ended]')).toHaveLength(0);
  });

  it('a failed message shows retry, and the retry sends the same client id (nothing doubled)', async () => {
    const cs = service(status('7', 'robot'));
    let fail = true;
    const s = await open(SERVICE_CHAT_HREF, {
      ready: '.mkt-compose textarea',
      answers: { ...cs.answers, [P.send]: (body: unknown) => (fail ? { code: 5002, message: '' } : (cs.answers[P.send] as (b: unknown) => object)(body)) },
    });
    s.type('.mkt-compose textarea', 'Allô ?');
    s.submit('.mkt-compose-row');
    await until(() => expect(s.$('[data-state=failed] [data-status=failed]').textContent).toBe('chat.status.network'));
    const id = s.$('[data-state=failed]').getAttribute('data-client-id');
    fail = false;
    s.click('[data-state=failed] button[data-retry]');
    await until(() => expect(s.$$('[data-message]')).toHaveLength(2));
    expect(s.callsTo(P.send).map((c) => (c.body as CustomerSendMsgRequest).clientMsgId)).toEqual([id, id]);
    expect(s.$$('[data-client-id]')).toHaveLength(0);
  });

  it('the user ends the conversation from the menu, after a confirm', async () => {
    const cs = service(status('7', 'serving', { agentName: 'Awa' }));
    const s = await open(SERVICE_CHAT_HREF, { ready: '.mkt-svc[data-state=serving]', answers: cs.answers });
    s.click('[aria-haspopup=menu]');
    s.click('[data-action=end]');
    await until(() => expect(s.dialog()?.message).toBe('chat.customerService.endConfirm'));
    s.answer(false);
    await until(() => expect(s.dialog()).toBeNull());
    expect(s.callsTo(P.end)).toHaveLength(0);
    s.click('[aria-haspopup=menu]');
    s.click('[data-action=end]');
    await until(() => expect(s.dialog()).not.toBeNull());
    s.answer(true);
    await until(() => expect(s.$('[data-ended]')).toBeTruthy());
    expect(s.callsTo(P.end)).toHaveLength(1);
  });

  it('reads the status again whenever the queue reopens', async () => {
    const cs = service(status('7', 'waiting', { queuePosition: 3 }));
    const s = await open(SERVICE_CHAT_HREF, { ready: '[data-queue]', answers: cs.answers });
    expect(s.$('[data-queue]')?.getAttribute('data-position')).toBe('3');
    cs.set(status('7', 'serving', { agentName: 'Yao' }));
    act(() => s.stores.chat.queueOpens.set(s.stores.chat.queueOpens.get() + 1));
    await until(() => expect(s.text('.mkt-chat-who h1')).toBe('Yao'));
    expect(s.callsTo(P.status).length).toBeGreaterThanOrEqual(2);
  });

  it('says so when customer service cannot be reached, and retries', async () => {
    const cs = service(status('7', 'robot'));
    const s = await open(SERVICE_CHAT_HREF, { ready: '[data-chat-notice]', answers: { ...cs.answers, [P.status]: () => ({ code: 5002, message: '' }) } });
    await until(() => expect(s.text('[data-chat-notice] p')).toBe('chat.customerService.loadFailed'));
    s.answers[P.status] = cs.answers[P.status]!;
    s.click('[data-chat-notice] button');
    await until(() => expect(s.$('.mkt-svc')).toBeTruthy());
  });
});

describe('the help pages', () => {
  it('link to the customer-service conversation', async () => {
    expect(SERVICE_CHAT).toBe(SERVICE_CHAT_HREF);
    const s = await open('/usercenter/serviceAndHelp/serviceAndHelpMenuList', { ready: '[data-service-chat]', answers: {} });
    expect(s.$('[data-service-chat]').getAttribute('href')).toBe(SERVICE_CHAT_HREF);
  });
});
