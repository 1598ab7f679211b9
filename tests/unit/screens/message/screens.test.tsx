// /message/list and /message/chat in the real shell against a scripted API (spec §2 "Messages",
// §1 "Real-time messages", §3 "Messages", §5 "Messages: body not empty").
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ENDPOINTS } from '../../../../src/contract/endpoints/chat.js';
import type { ChatRecord, ChatSession, SendMsgRequest } from '../../../../src/contract/types/chat.js';
import { until } from '../../ui/render.js';
import { closeAll, openRoute, type OpenOptions } from '../../harness/open-route.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

const P = {
  list: CHAT_ENDPOINTS.getChatList.path,
  total: CHAT_ENDPOINTS.getUnreadTotalNumber.path,
  init: CHAT_ENDPOINTS.initChatWindow.path,
  records: CHAT_ENDPOINTS.getRecentChatRecords.path,
  send: CHAT_ENDPOINTS.sendMsg.path,
  clean: CHAT_ENDPOINTS.cleanChatUnread.path,
};

const session = (id: string, name: string, extra: Partial<ChatSession> = {}): ChatSession => ({
  chatSessionId: id, sessionType: 0, otherUserId: `u-${id}`, otherUserMq: `mq-${id}`, otherUserAvatarPath: '', otherUserPetName: name,
  lastMessage: 'Bonjour', lastType: 0, lastTime: new Date().toISOString(), unreadNum: 0, lastMessageId: `${id}-1`, ...extra,
});
const record = (id: string, from: string, content: string, extra: Partial<ChatRecord> = {}): ChatRecord => ({
  chatMessageId: id, chatSessionId: '7', content, fromUserId: from, toUserId: from === 'me' ? 'u-seller' : 'me', moduleId: 0,
  sendTime: new Date(Date.UTC(2026, 4, 12, 9, Number(id))).toISOString(), sessionType: 0, type: 0, ...extra,
});
const list = (items: readonly unknown[]) => ({ totalCount: items.length, resultList: items });
const open = (path: string, options: OpenOptions) => openRoute(path, { userId: 'me', language: 'fr', ...options });

// The customer-service row pinned above the list has its own tests (service-chat.test.tsx): the
// conversations are the list's (nav).
describe('/message/list', () => {
  it('lists conversations with name, preview by type, listing and unread; the badge takes the server total', async () => {
    const s = await open('/message/list', {
      ready: 'nav .mkt-msg-row',
      answers: {
        [P.list]: list([
          session('1', 'Awa', { lastMessage: 'Dispo samedi ? [微笑]', unreadNum: 2, card: { title: 'Villa Cocody', content: '', imgPath: '/v.jpg', moduleId: 6, serviceId: '4' } }),
          session('2', 'Yao', { lastMessage: '', lastType: 1 }),
        ]),
        [P.total]: { totalUnread: 2 },
      },
    });
    expect(s.$$('nav .mkt-msg-name').map((e) => e.textContent)).toEqual(['Awa', 'Yao']);
    expect(s.$$('nav .mkt-msg-preview')[0]?.querySelector('[data-emoji=smile]')).not.toBeNull();
    expect(s.$$('nav .mkt-msg-preview')[1]?.textContent).toBe('chat.preview.photo');
    expect(s.text('nav .mkt-msg-count')).toBe('2');
    expect(s.text('nav .mkt-msg-about')).toBe('chat.list.about{"title":"Villa Cocody"}');
    expect(s.$('nav a.mkt-msg-row').getAttribute('href')).toBe('/message/chat?otherUserMq=mq-1&otherUserAvatarPath=&otherUserPetName=Awa&sessionType=0');
    await until(() => expect(s.stores.chat.unreadTotal.get()).toBe(2));
    expect(s.callsTo(P.list)[0]?.body).toEqual({ page: { index: 1, size: 15 } });
  });

  it('a queue record moves its conversation to the top with one more unread; an unknown one reloads the list', async () => {
    const s = await open('/message/list', {
      ready: 'nav .mkt-msg-row',
      answers: { [P.list]: list([session('1', 'Awa'), session('2', 'Yao')]), [P.total]: { totalUnread: 0 } },
    });
    const later = new Date(Date.now() + 60_000).toISOString();
    act(() => s.stores.chat.receive({ ...record('9', 'u-2', 'Toujours libre ?'), chatSessionId: '2', sendTime: later }));
    await until(() => expect(s.$$('nav .mkt-msg-name').map((e) => e.textContent)).toEqual(['Yao', 'Awa']));
    expect(s.text('nav .mkt-msg-row .mkt-msg-preview')).toBe('Toujours libre ?');
    expect(s.text('nav .mkt-msg-count')).toBe('1');
    act(() => s.stores.chat.receive({ ...record('10', 'u-3', 'Nouveau'), chatSessionId: '3', sendTime: later }));
    await until(() => expect(s.callsTo(P.list)).toHaveLength(2));
  });

  it('says when there is no conversation yet', async () => {
    const s = await open('/message/list', { ready: '[data-empty=messages]', answers: { [P.list]: list([]), [P.total]: { totalUnread: 0 } } });
    expect(s.text('.mkt-msg-empty h2')).toBe('chat.list.empty');
  });
});

describe('/message/chat', () => {
  const chatPath = '/message/chat?otherUserMq=mq-seller&otherUserAvatarPath=&otherUserPetName=Yao&sessionType=0';
  const base = (sent: SendMsgRequest[], records: ChatRecord[] = []) => ({
    [P.init]: { chatSessionId: '7', blockedByMe: false },
    [P.records]: list(records),
    [P.clean]: null,
    [P.total]: { totalUnread: 0 },
    [P.send]: (body: unknown) => {
      const b = body as SendMsgRequest;
      sent.push(b);
      return { code: 200, customData: { ...record(String(50 + sent.length), 'me', b.content, { type: b.type }), clientMsgId: b.clientMsgId } };
    },
  });

  it('opens the conversation, marks it read and shows its records', async () => {
    const s = await open(chatPath, { ready: '[data-message]', answers: base([], [record('1', 'u-seller', 'Bonjour [强]'), record('2', 'me', 'Merci')]) });
    expect(s.callsTo(P.init)[0]?.body).toEqual({ otherUserMq: 'mq-seller', sessionType: 0 });
    expect(s.$$('[data-message]').map((e) => e.getAttribute('data-mine'))).toEqual(['false', 'true']);
    expect(s.$('[data-message="1"] [data-emoji=thumbsUp]')).toBeTruthy();
    await until(() => expect(s.callsTo(P.clean)[0]?.body).toEqual({ chatSessionId: '7' }));
    expect(s.stores.chat.reading.get()).toBe('7');
  });

  it('refuses an empty message with the spec message and sends text with a client id and stored emoji codes', async () => {
    const sent: SendMsgRequest[] = [];
    const s = await open(chatPath, { ready: '.mkt-compose textarea', answers: base(sent) });
    s.submit('.mkt-compose-row');
    await until(() => expect(s.text('.mkt-compose-error')).toBe('validation.messageEmpty'));
    s.type('.mkt-compose textarea', 'Bonjour [Sourire]');
    s.submit('.mkt-compose-row');
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ chatSessionId: '7', toUserMq: 'mq-seller', type: 0, content: 'Bonjour [微笑]', sessionType: 0 });
    expect(sent[0]?.clientMsgId).toMatch(/^[\w-]{8,64}$/);
    await until(() => expect(s.$$('[data-message]')).toHaveLength(1));
    expect(s.$$('[data-client-id]')).toHaveLength(0);
  });

  it('a start from a listing passes the card, shows it and the tips, and sends the card before the first message', async () => {
    const sent: SendMsgRequest[] = [];
    const card = { title: 'Villa Cocody', content: 'Belle villa de 4 piè', imgPath: '/v.jpg', moduleId: 6, serviceId: '42', price: 250000, priceFlag: 'F CFA' };
    // The details page's chat icon leaves the card in the chat store, then opens the chat.
    const again = await open('/message/list', { answers: { ...base(sent), [P.list]: list([]) } });
    act(() => again.stores.chat.startCard.set({ otherUserMq: 'mq-seller', card }));
    await again.go(chatPath);
    await until(() => expect(again.$('[data-draft-card]')).toBeTruthy());
    expect(again.callsTo(P.init).at(-1)?.body).toEqual({ otherUserMq: 'mq-seller', sessionType: 0, card });
    expect(again.$('[data-tips]')).toBeTruthy();
    again.type('.mkt-compose textarea', 'Est-elle libre ?');
    again.submit('.mkt-compose-row');
    await until(() => expect(sent).toHaveLength(2));
    expect(sent.map((b) => b.type)).toEqual([6, 0]);
    expect(JSON.parse(sent[0]!.content)).toEqual(card);
    expect(sent[0]?.moduleId).toBe(6);
    // Once per conversation: opening it again shows no tips.
    await again.go('/message/list');
    await again.go(chatPath);
    await until(() => expect(again.$('.mkt-compose')).toBeTruthy());
    expect(again.$$('[data-tips]')).toHaveLength(0);
  });

  it('a failed send shows retry; the retry sends the same client id', async () => {
    let fail = true;
    const sent: SendMsgRequest[] = [];
    const answers = base(sent);
    const s = await open(chatPath, {
      ready: '.mkt-compose textarea',
      answers: { ...answers, [P.send]: (body: unknown) => (fail ? { code: 5002, message: 'x', customData: null } : (answers[P.send] as (b: unknown) => unknown)(body)) },
    });
    s.type('.mkt-compose textarea', 'Allô ?');
    s.submit('.mkt-compose-row');
    await until(() => expect(s.$('[data-state=failed] [data-status=failed]').textContent).toBe('chat.status.network'));
    const id = s.$('[data-state=failed]').getAttribute('data-client-id');
    fail = false;
    s.click('[data-state=failed] button[data-retry]');
    await until(() => expect(s.$$('[data-message]')).toHaveLength(1));
    expect(sent.map((b) => b.clientMsgId)).toEqual([id]);
    expect(s.callsTo(P.send).map((c) => (c.body as SendMsgRequest).clientMsgId)).toEqual([id, id]);
  });

  it('a live record of the conversation appears and is marked read', async () => {
    const s = await open(chatPath, { ready: '.mkt-compose textarea', answers: base([]) });
    await until(() => expect(s.callsTo(P.clean)).toHaveLength(1));
    act(() => s.stores.chat.receive(record('3', 'u-seller', 'Oui, libre')));
    await until(() => expect(s.$$('[data-message]')).toHaveLength(1));
    expect(s.stores.chat.unreadTotal.get()).toBe(0);
    await until(() => expect(s.callsTo(P.clean)).toHaveLength(2), 5_000);
  });

  it('when the queue reopens, the newest page is read again and what the queue missed is merged in', async () => {
    let page = [record('1', 'u-seller', 'Bonjour')];
    const s = await open(chatPath, { ready: '[data-message]', answers: { ...base([]), [P.records]: () => ({ code: 200, customData: list(page) }) } });
    expect(s.$$('[data-message]')).toHaveLength(1);
    page = [record('1', 'u-seller', 'Bonjour'), record('2', 'u-seller', 'Pendant la coupure')];
    act(() => s.stores.chat.queueOpens.set(s.stores.chat.queueOpens.get() + 1));
    await until(() => expect(s.$$('[data-message]').map((e) => e.getAttribute('data-message'))).toEqual(['1', '2']));
    expect(s.callsTo(P.records).at(-1)?.body).toEqual({ chatSessionId: '7', page: { index: 1, size: 15 } });
  });

  it('shows the server refusal in place when the conversation cannot be opened (yourself: not allowed)', async () => {
    const s = await open(chatPath, { ready: '[data-chat-notice]', answers: { [P.init]: () => ({ code: 4403, message: 'Non autorisé' }) } });
    await until(() => expect(s.text('[data-chat-notice]')).toBe('Non autorisé'));
    expect(s.toasts()).toEqual([]);
  });
});
