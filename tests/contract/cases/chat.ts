// Contract cases of user-to-user messages (spec §3 "Messages", §5 "Messages: body not empty; cannot
// message yourself ('not allowed')", §6, §7 chat API): the real client against the reference
// server, in the order a conversation goes — open it from a listing with its card, send, list, read
// the history, count and clear unread, upload, then block, list blocks, unblock and report.
import { expect } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { CHAT_REPORT_REASONS } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type {
  BlockedUser, ChatCard, ChatMessageTranslation, ChatRecord, ChatSession, ChatTranslateInfo, ChatUploadReply, InitChatWindowReply, UnreadTotalReply,
} from '../../../src/contract/types/chat.js';
import type { MineIndex } from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, ok, type Case } from '../support/cases.js';
import { S, shapeOf, type Spec } from '../support/shapes.js';
import { pngBlob, type World } from '../support/world.js';

export interface ChatState {
  chatSessionId?: string;
  messageId?: string;
}
export const newChatState = (): ChatState => ({});
type C = Case<ChatState>;
type W = World<ChatState>;

const { member, seller, enterprise } = SEED_USERS;

const card = shapeOf<ChatCard>()({
  title: S.string, content: S.string, imgPath: S.string, moduleId: S.number, serviceId: S.string,
  price: S.optional(S.number), priceFlag: S.optional(S.string), billingCycle: S.optional(S.string), serviceTime: S.optional(S.number),
});
const session = shapeOf<ChatSession>()({
  chatSessionId: S.string, sessionType: S.literal(0), otherUserId: S.string, otherUserMq: S.string, otherUserAvatarPath: S.string,
  otherUserPetName: S.string, lastMessage: S.string, lastType: S.literal(0, 1, 2, 6), lastTime: S.string, unreadNum: S.number,
  lastMessageId: S.optional(S.string), card: S.optional(S.nullable(card)),
});
const record = shapeOf<ChatRecord>()({
  chatMessageId: S.string, chatSessionId: S.string, content: S.string, fromUserId: S.string, toUserId: S.string, moduleId: S.number,
  sendTime: S.string, sessionType: S.literal(0), type: S.literal(0, 1, 2, 6), translation: S.optional(S.string),
  clientMsgId: S.optional(S.string), fileUrl: S.optional(S.string),
  sender: S.optional(S.literal('robot', 'agent', 'system')), senderName: S.optional(S.string), fileName: S.optional(S.string),
  fileSize: S.optional(S.number),
});
const initReply = shapeOf<InitChatWindowReply>()({ chatSessionId: S.string, session: S.optional(session), blockedByMe: S.optional(S.boolean) });
const page = (item: Spec) => S.object({ totalCount: S.number, resultList: S.array(item) });
const unread = shapeOf<UnreadTotalReply>()({ totalUnread: S.number, lastUnreadTime: S.optional(S.string) });
const upload = shapeOf<ChatUploadReply>()({ imgPath: S.string, type: S.optional(S.literal(1, 2)), fileUrl: S.optional(S.string) });
const translateInfo = shapeOf<ChatTranslateInfo>()({ translateFlag: S.literal(0, 1), targetLanguageId: S.literal('cn', 'en', 'fr') });
const translation = shapeOf<ChatMessageTranslation>()({ translation: S.string, language: S.literal('cn', 'en', 'fr') });
const blocked = shapeOf<BlockedUser>()({ userId: S.string, userMq: S.string, petName: S.string, avatarPath: S.string, blockedAt: S.string });

function need<T>(value: T | undefined, what: string): T {
  expect(value, `${what} (made by an earlier case)`).toBeDefined();
  return value!;
}

/** A published listing of the seller, as the details page's chat icon makes its card. */
async function sellersCard(w: W): Promise<ChatCard> {
  const [row] = await w.db.query<{ id: string; module_id: number; title: string; first: string }>(
    `select l.id::text as id, l.module_id, t.title, l.images->0->>'imgPath' as first from listings l
     join listing_texts t on t.listing_id = l.id and t.language = l.original_language
     where l.user_id = $1 and l.status = 7 and not l.deleted order by l.id limit 1`, [seller.id]);
  return { title: row!.title, content: 'Twenty characters or more of content', imgPath: row!.first, moduleId: row!.module_id, serviceId: row!.id };
}

const text = (w: W, content: string, extra: Record<string, unknown> = {}) =>
  ({ chatSessionId: need(w.state.chatSessionId, 'session'), toUserMq: seller.userMq, type: 0, content, sessionType: 0, ...extra });

export const CHAT_CASES: readonly C[] = [
  {
    endpoint: 'initChatWindow', kind: 'happy', name: 'the member opens a chat with the seller from a listing', as: 'member',
    body: async (w) => ({ otherUserMq: seller.userMq, sessionType: 0, card: await sellersCard(w) }),
    expect: {
      code: 200, shape: initReply,
      check: (r, w) => {
        const reply = data<InitChatWindowReply>(r);
        expect(reply.session).toMatchObject({ otherUserId: seller.id, otherUserPetName: seller.petName, card: { content: 'Twenty characters or' } });
        w.state.chatSessionId = reply.chatSessionId;
      },
    },
  },
  {
    endpoint: 'initChatWindow', kind: 'bad', name: 'a chat with yourself is not allowed', as: 'member', language: 'fr',
    body: () => ({ otherUserMq: member.userMq, sessionType: 0 }), expect: { code: 4403, key: 'validation.notAllowed' },
  },
  {
    endpoint: 'initChatWindow', kind: 'bad', name: 'a card of a listing neither side published', as: 'member',
    body: async (w) => ({ otherUserMq: enterprise.userMq, sessionType: 0, card: await sellersCard(w) }), expect: { code: 4422, key: MSG.choose },
  },
  { endpoint: 'initChatWindow', kind: 'bad', name: 'logged out', body: () => ({ otherUserMq: seller.userMq, sessionType: 0 }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'sendMsg', kind: 'happy', name: 'a text to the seller', as: 'member',
    body: (w) => text(w, 'Is it still available?', { clientMsgId: 'contract-1' }),
    expect: {
      code: 200, shape: record,
      check: async (r, w) => {
        const sent = data<ChatRecord>(r);
        expect(sent).toMatchObject({ content: 'Is it still available?', fromUserId: member.id, toUserId: seller.id, clientMsgId: 'contract-1' });
        w.state.messageId = sent.chatMessageId;
      },
    },
  },
  {
    endpoint: 'sendMsg', kind: 'happy', name: 'the same clientMsgId again answers the stored record', as: 'member',
    body: (w) => text(w, 'Is it still available?', { clientMsgId: 'contract-1' }),
    expect: { code: 200, shape: record, check: (r, w) => expect(data<ChatRecord>(r).chatMessageId).toBe(w.state.messageId) },
  },
  { endpoint: 'sendMsg', kind: 'bad', name: 'an empty body', as: 'member', language: 'cn', body: (w) => text(w, '   '), expect: { code: 4422, key: MSG.messageEmpty } },
  {
    endpoint: 'sendMsg', kind: 'bad', name: 'a message to yourself is not allowed', as: 'member', language: 'fr',
    body: (w) => text(w, 'hello me', { toUserMq: member.userMq }), expect: { code: 4403, key: 'validation.notAllowed' },
  },
  { endpoint: 'sendMsg', kind: 'bad', name: 'in a conversation of others', as: 'personal', body: (w) => text(w, 'let me in'), expect: { code: 4404, key: 'errors.notFound' } },
  {
    endpoint: 'getChatList', kind: 'happy', name: 'the seller sees the conversation first, with one unread', as: 'seller', body: () => ({ page: { index: 1, size: 15 } }),
    expect: {
      code: 200, shape: page(session),
      check: (r, w) => expect(data<SearchReply<ChatSession>>(r).resultList[0]).toMatchObject({
        chatSessionId: w.state.chatSessionId, otherUserPetName: member.petName, lastMessage: 'Is it still available?', unreadNum: 1,
      }),
    },
  },
  { endpoint: 'getChatList', kind: 'bad', name: 'logged out', body: () => ({}), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'getUnreadTotalNumber', kind: 'happy', name: 'the seller\'s total counts the new message', as: 'seller',
    expect: { code: 200, shape: unread, check: (r) => expect(data<UnreadTotalReply>(r).totalUnread).toBeGreaterThanOrEqual(1) },
  },
  { endpoint: 'getUnreadTotalNumber', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'getRecentChatRecords', kind: 'happy', name: 'the seller reads the history', as: 'seller',
    body: (w) => ({ chatSessionId: w.state.chatSessionId, page: { index: 1, size: 20 } }),
    expect: { code: 200, shape: page(record), check: (r, w) => expect(data<SearchReply<ChatRecord>>(r).resultList.at(-1)?.chatMessageId).toBe(w.state.messageId) },
  },
  {
    endpoint: 'getRecentChatRecords', kind: 'bad', name: 'someone else\'s conversation', as: 'personal',
    body: (w) => ({ chatSessionId: w.state.chatSessionId }), expect: { code: 4404, key: 'errors.notFound' },
  },
  {
    endpoint: 'getMineIndex', kind: 'happy', name: 'the seller\'s mine index counts the chat unread', as: 'seller', body: () => ({ userId: seller.id }),
    expect: {
      code: 200,
      check: async (r, _w, c) => {
        const index = data<MineIndex>(r);
        expect(index.user.userId).toBe(seller.id);
        expect(index.unreadNum).toBeGreaterThanOrEqual(1);
        expect(index.unreadNum).toBe((await ok<UnreadTotalReply>(c, 'getUnreadTotalNumber', {})).totalUnread);
      },
    },
  },
  { endpoint: 'getMineIndex', kind: 'bad', name: 'someone else\'s mine index', as: 'seller', body: () => ({ userId: member.id }), expect: { code: 4403, key: 'errors.incorrectAccount' } },
  {
    endpoint: 'getChatTranslateInfo', kind: 'happy', name: 'the seller\'s translation is off, in the app language', as: 'seller', body: (w) => ({ chatSessionId: w.state.chatSessionId }),
    expect: { code: 200, shape: translateInfo, check: (r) => expect(data<ChatTranslateInfo>(r)).toEqual({ translateFlag: 0, targetLanguageId: 'en' }) },
  },
  {
    endpoint: 'getChatTranslateInfo', kind: 'bad', name: 'the translation setting of someone else\'s conversation', as: 'personal',
    body: (w) => ({ chatSessionId: w.state.chatSessionId }), expect: { code: 4404, key: 'errors.notFound' },
  },
  {
    endpoint: 'updateChatTranslateFlag', kind: 'happy', name: 'the seller turns translation on', as: 'seller', body: (w) => ({ chatSessionId: w.state.chatSessionId, translateFlag: 1 }),
    expect: {
      code: 200,
      check: async (_r, w, c) => expect((await ok<ChatTranslateInfo>(c, 'getChatTranslateInfo', { chatSessionId: w.state.chatSessionId })).translateFlag).toBe(1),
    },
  },
  {
    endpoint: 'updateChatTranslateFlag', kind: 'bad', name: 'a flag that is neither 0 nor 1', as: 'seller',
    body: (w) => ({ chatSessionId: w.state.chatSessionId, translateFlag: 5 }), expect: { code: 4422, key: MSG.checkWarning },
  },
  {
    endpoint: 'translateChatMessage', kind: 'happy', name: 'a message already in the reader\'s language answers itself', as: 'seller',
    body: (w) => ({ chatMessageId: w.state.messageId }),
    expect: { code: 200, shape: translation, check: (r) => expect(data<ChatMessageTranslation>(r)).toEqual({ translation: 'Is it still available?', language: 'en' }) },
  },
  {
    endpoint: 'translateChatMessage', kind: 'bad', name: 'a message of someone else\'s conversation', as: 'personal',
    body: (w) => ({ chatMessageId: w.state.messageId }), expect: { code: 4404, key: 'errors.notFound' },
  },
  {
    endpoint: 'cleanChatUnread', kind: 'happy', name: 'the seller read the conversation', as: 'seller', body: (w) => ({ chatSessionId: w.state.chatSessionId }),
    expect: {
      code: 200,
      check: async (_r, w, c) => {
        const list = await ok<SearchReply<ChatSession>>(c, 'getChatList', {});
        expect(list.resultList.find((s) => s.chatSessionId === w.state.chatSessionId)?.unreadNum).toBe(0);
      },
    },
  },
  { endpoint: 'cleanChatUnread', kind: 'bad', name: 'a session id that is no number', as: 'seller', body: () => ({ chatSessionId: 'x; drop table' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'uploadChatImg', kind: 'happy', name: 'a picture to send', as: 'member',
    send: (c) => c.api.upload(ENDPOINTS.uploadChatImg, { language: c.session.language }, pngBlob(), 'photo.png'),
    expect: { code: 200, shape: upload, check: (r) => expect(data<ChatUploadReply>(r)).toMatchObject({ type: 1 }) },
  },
  {
    endpoint: 'uploadChatImg', kind: 'bad', name: 'neither a picture nor a document', as: 'member', language: 'fr',
    send: (c) => c.api.upload(ENDPOINTS.uploadChatImg, { language: c.session.language }, new Blob(['plain text']), 'notes.txt'),
    expect: { code: 4415, key: 'errors.chatFileType' },
  },
  {
    endpoint: 'getMqConfig', kind: 'happy', name: 'the caller\'s own queue name', as: 'member',
    expect: { code: 200, shape: S.object({ userMq: S.string }), check: (r) => expect(data<{ userMq: string }>(r).userMq).toBe(member.userMq) },
  },
  { endpoint: 'getMqConfig', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'getUnreadByUserMq', kind: 'happy', name: 'the caller\'s unread by its own queue', as: 'seller', body: () => ({ userMq: seller.userMq }),
    expect: { code: 200, shape: S.object({ totalUnread: S.number }) },
  },
  {
    endpoint: 'getUnreadByUserMq', kind: 'bad', name: 'someone else\'s queue', as: 'seller', language: 'cn', body: () => ({ userMq: member.userMq }),
    expect: { code: 4403, key: 'validation.notAllowed' },
  },
  { endpoint: 'blockUser', kind: 'happy', name: 'the seller blocks the member', as: 'seller', body: () => ({ otherUserMq: member.userMq }), expect: { code: 200 } },
  {
    endpoint: 'sendMsg', kind: 'bad', name: 'to someone who blocked you', as: 'member', language: 'fr',
    body: (w) => text(w, 'Hello?'), expect: { code: 4403, key: 'errors.chatBlockedByThem' },
  },
  { endpoint: 'blockUser', kind: 'bad', name: 'yourself', as: 'seller', body: () => ({ otherUserMq: seller.userMq }), expect: { code: 4403, key: 'validation.notAllowed' } },
  {
    endpoint: 'getBlockedUsers', kind: 'happy', name: 'the seller\'s blocked users', as: 'seller', body: () => ({ page: { index: 1 } }),
    expect: { code: 200, shape: page(blocked), check: (r) => expect(data<SearchReply<BlockedUser>>(r).resultList.map((b) => b.userId)).toEqual([member.id]) },
  },
  { endpoint: 'getBlockedUsers', kind: 'bad', name: 'a page that is no page', as: 'seller', body: () => ({ page: 'all' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'unblockUser', kind: 'happy', name: 'the seller unblocks the member', as: 'seller', body: () => ({ otherUserMq: member.userMq }),
    expect: { code: 200, check: async (_r, _w, c) => expect((await ok<SearchReply<BlockedUser>>(c, 'getBlockedUsers', {})).totalCount).toBe(0) },
  },
  { endpoint: 'unblockUser', kind: 'bad', name: 'a user that does not exist', as: 'seller', body: () => ({ otherUserMq: 'mq.user.ghost' }), expect: { code: 4404, key: 'errors.notFound' } },
  {
    endpoint: 'reportUser', kind: 'happy', name: 'the personal account reports the enterprise for spam', as: 'personal',
    body: () => ({ otherUserMq: enterprise.userMq, reason: CHAT_REPORT_REASONS[0], text: 'Same offer every hour' }), expect: { code: 200 },
  },
  {
    endpoint: 'reportUser', kind: 'bad', name: 'a reason not on the list', as: 'personal', language: 'fr',
    body: () => ({ otherUserMq: enterprise.userMq, reason: 'boring' }), expect: { code: 4422, key: MSG.choose },
  },
];
