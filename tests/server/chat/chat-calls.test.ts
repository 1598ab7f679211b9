// The chat calls on the real server and a real database (spec §3 "Messages", §5 "Messages: body not
// empty; cannot message yourself ('not allowed')", §6, §7 chat API): each call's happy path and its
// refusals (yourself, empty, blocked, not a participant, a bad card, garbage), unread counting and
// clearing, history paged upwards under concurrent sends, idempotent retries, uploads, blocks and
// reports. What reaches the queues is chat-queue.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../examples/server/http/messages.js';
import { LIMITS } from '../../../src/contract/constants.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type {
  BlockedUser, ChatCard, ChatRecord, ChatSession, ChatUploadReply, InitChatWindowReply, UnreadTotalReply,
} from '../../../src/contract/types/chat.js';
import { TEST_DATABASES } from '../databases.js';
import { openChatRig, PDF, PNG, T0, U, type ChatRig, type Who } from './chat-rig.js';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('chat calls ($name)', (target) => {
  let rig: ChatRig;
  beforeAll(async () => { rig = await openChatRig(target); });
  afterAll(async () => rig?.close());

  const as = async (who: Who) => rig.token(who);
  const open = async (who: Who, other: Who, card?: unknown) => {
    const r = await rig.call<InitChatWindowReply>('initChatWindow', await as(who), { otherUserMq: U[other].userMq, sessionType: 0, ...(card ? { card } : {}) });
    expect(r.code, JSON.stringify(r)).toBe(200);
    return r.customData;
  };
  const send = async (who: Who, to: Who, chatSessionId: string, content: string, extra: Record<string, unknown> = {}) =>
    rig.call<ChatRecord>('sendMsg', await as(who), { chatSessionId, toUserMq: U[to].userMq, type: 0, content, sessionType: 0, ...extra });
  const unread = async (who: Who) => (await rig.call<UnreadTotalReply>('getUnreadTotalNumber', await as(who), {})).customData;
  const list = async (who: Who) => (await rig.call<SearchReply<ChatSession>>('getChatList', await as(who), { page: { index: 1, size: 15 } })).customData;
  const history = async (who: Who, chatSessionId: string, body: Record<string, unknown> = {}) =>
    rig.call<SearchReply<ChatRecord>>('getRecentChatRecords', await as(who), { chatSessionId, page: { index: 1, size: 10 }, ...body });
  /** A published listing of `owner`. */
  const listingOf = async (owner: string) => {
    const [row] = await rig.db.query<{ id: string; module_id: number; first: string }>(
      `select id::text as id, module_id, images->0->>'imgPath' as first from listings where user_id = $1 and status = 7 and not deleted order by id limit 1`, [owner]);
    return row!;
  };
  const message = (key: string, language: 'cn' | 'en' | 'fr' = 'en') => translate(key, language);

  it('opens one conversation per pair, shown by the enterprise name, with the card checked against its listing', async () => {
    const listing = await listingOf(U.enterprise.id);
    const card = { title: '  Company  registration ', content: 'A long description of the service we offer', imgPath: 'https://tracker.example/pixel.png', moduleId: listing.module_id, serviceId: listing.id };
    const first = await open('seller', 'enterprise', card);
    expect(first.session).toMatchObject({
      chatSessionId: first.chatSessionId, sessionType: 0, otherUserId: U.enterprise.id, otherUserMq: U.enterprise.userMq,
      otherUserPetName: 'Abidjan Services SARL', unreadNum: 0, lastMessage: '', lastMessageId: '', lastTime: new Date(T0).toISOString(),
    });
    expect(first.blockedByMe).toBe(false);
    // The preview is the first 20 characters; a picture from elsewhere becomes the listing's own.
    const stored: ChatCard = { title: 'Company registration', content: 'A long description o', imgPath: listing.first, moduleId: listing.module_id, serviceId: listing.id };
    expect(first.session?.card).toEqual(stored);
    expect([...stored.content]).toHaveLength(LIMITS.chatCardPreview);
    // The other side finds the same conversation, and sees the seller by nickname.
    const back = await open('enterprise', 'seller');
    expect(back.chatSessionId).toBe(first.chatSessionId);
    expect(back.session).toMatchObject({ otherUserPetName: 'Yao Seller', otherUserId: U.seller.id, card: stored });
    // No message yet: in nobody's list.
    expect((await list('seller')).resultList.map((s) => s.chatSessionId)).not.toContain(first.chatSessionId);
  });

  it('refuses yourself ("not allowed"), unknown users, customer service, bad cards and garbage', async () => {
    const token = await as('member');
    const init = (body: unknown, language: 'cn' | 'en' | 'fr' = 'en') => rig.call('initChatWindow', token, body, language);
    expect(await init({ otherUserMq: U.member.userMq, sessionType: 0 }, 'fr')).toMatchObject({ code: 4403, message: message('validation.notAllowed', 'fr') });
    expect(await init({ otherUserMq: 'mq.user.nobody', sessionType: 0 })).toMatchObject({ code: 4404 });
    expect(await init({ otherUserMq: U.seller.userMq, sessionType: 1 })).toMatchObject({ code: 4404 });
    const theirs = await listingOf(U.personal.id); // neither member's nor seller's
    const mine = await listingOf(U.member.id);
    const bad: unknown[] = [
      { title: 'x', moduleId: theirs.module_id, serviceId: theirs.id },
      { title: 'x', moduleId: mine.module_id + 100, serviceId: mine.id },
      { title: '', moduleId: mine.module_id, serviceId: mine.id },
      { title: 'x', moduleId: mine.module_id, serviceId: '99999999' },
      { title: 'x', moduleId: mine.module_id, serviceId: mine.id, price: -3 },
      { title: 'x', moduleId: mine.module_id, serviceId: { toString: 'x' } },
      'not a card',
    ];
    for (const card of bad) expect((await init({ otherUserMq: U.seller.userMq, sessionType: 0, card })).code, JSON.stringify(card)).toBe(4422);
    for (const body of [[], 'x', { otherUserMq: 42, sessionType: 0 }, { otherUserMq: '../../etc', sessionType: 0 }, { otherUserMq: U.seller.userMq, sessionType: 'x' }, { otherUserMq: { toString: 'x' } }]) {
      expect((await init(body)).code, JSON.stringify(body)).toBe(4422);
    }
    expect(await rig.call('initChatWindow', null, { otherUserMq: U.seller.userMq, sessionType: 0 })).toMatchObject({ code: 4001 });
  });

  it('sends text: cleaned, counted as the receiver\'s unread, listed newest first, cleared on reading', async () => {
    rig.clock.advance(MINUTE);
    const { chatSessionId } = await open('member', 'seller');
    const before = (await unread('seller')).totalUnread;
    const r = await send('member', 'seller', chatSessionId, '  Hello\u0000 there\u202e\r\nStill free?  ', { moduleId: 2 });
    expect(r.code, JSON.stringify(r)).toBe(200);
    expect(r.customData).toMatchObject({
      chatSessionId, content: 'Hello there\nStill free?', fromUserId: U.member.id, toUserId: U.seller.id, moduleId: 2, sessionType: 0, type: 0,
      sendTime: new Date(rig.clock.now).toISOString(),
    });
    expect(r.customData.chatMessageId).toMatch(/^\d+$/);
    expect(await unread('seller')).toEqual({ totalUnread: before + 1, lastUnreadTime: new Date(rig.clock.now).toISOString() });
    expect((await unread('member')).totalUnread).toBe(0);

    const sellerList = await list('seller');
    expect(sellerList.resultList[0]).toMatchObject({
      chatSessionId, otherUserPetName: 'Koffi Member', otherUserMq: U.member.userMq, lastMessage: 'Hello there\nStill free?', lastType: 0,
      unreadNum: 1, lastMessageId: r.customData.chatMessageId, lastTime: r.customData.sendTime,
    });
    expect((await list('member')).resultList[0]).toMatchObject({ chatSessionId, unreadNum: 0, otherUserPetName: 'Yao Seller' });

    // Only participants read or clear a session.
    expect((await history('personal', chatSessionId)).code).toBe(4404);
    expect((await rig.call('cleanChatUnread', await as('personal'), { chatSessionId })).code).toBe(4404);
    expect((await rig.call('cleanChatUnread', await as('seller'), { chatSessionId })).code).toBe(200);
    expect((await unread('seller')).totalUnread).toBe(before);
    expect((await list('seller')).resultList[0]).toMatchObject({ chatSessionId, unreadNum: 0 });
  });

  it('refuses an empty body, a long one, yourself, a session not yours, a wrong receiver and garbage', async () => {
    rig.clock.advance(MINUTE);
    const { chatSessionId } = await open('member', 'seller');
    const count = async () => Number((await rig.db.query<{ n: number }>('select count(*)::int as n from chat_messages where session_id = $1::bigint', [chatSessionId]))[0]!.n);
    const n = await count();
    expect(await send('member', 'seller', chatSessionId, '   ', {})).toMatchObject({ code: 4422, message: message('validation.messageEmpty') });
    expect(await send('member', 'seller', chatSessionId, '\u0000\u202e\n')).toMatchObject({ code: 4422, message: message('validation.messageEmpty') });
    expect(await send('member', 'seller', chatSessionId, 'x'.repeat(LIMITS.chatMessageMax + 1))).toMatchObject({ code: 4422, message: 'A message can have at most 2000 characters' });
    expect((await send('member', 'seller', chatSessionId, 'é'.repeat(LIMITS.chatMessageMax))).code).toBe(200);
    // To yourself: "not allowed" (spec §5), whatever the session.
    const self = await rig.call('sendMsg', await as('member'), { chatSessionId, toUserMq: U.member.userMq, type: 0, content: 'me', sessionType: 0 }, 'fr');
    expect(self).toMatchObject({ code: 4403, message: 'Non autorisé' });
    expect((await send('personal', 'seller', chatSessionId, 'not mine')).code).toBe(4404);
    expect((await send('member', 'enterprise', chatSessionId, 'wrong receiver')).code).toBe(4422);
    expect((await send('member', 'seller', '99999999', 'no such session')).code).toBe(4404);
    expect((await send('member', 'seller', chatSessionId, 'cs', { sessionType: 1 })).code).toBe(4404);
    for (const extra of [{ type: 5 }, { type: 'text' }, { chatSessionId: 'abc' }, { content: 42 }, { content: { toString: 'x' } }, { clientMsgId: 'has space' }, { clientMsgId: 'x'.repeat(65) }, { moduleId: -1 }]) {
      expect((await send('member', 'seller', chatSessionId, 'hi', extra)).code, JSON.stringify(extra)).toBe(4422);
    }
    for (const payload of ['not json', '{"data":"%%%"}', JSON.stringify({ data: 'e30=' })]) {
      const r = await rig.raw('sendMsg', await as('member'), payload);
      expect(r.reply.code, payload).toBeGreaterThanOrEqual(4000);
      expect(r.reply.code).toBeLessThan(5000);
    }
    expect(await count()).toBe(n + 1);
  });

  it('a retry with the same clientMsgId stores the message once, even when the retries race', async () => {
    rig.clock.advance(MINUTE);
    const { chatSessionId } = await open('enterprise', 'member');
    const before = (await unread('member')).totalUnread;
    const first = await send('enterprise', 'member', chatSessionId, 'Our offer', { clientMsgId: 'retry-1' });
    const again = await send('enterprise', 'member', chatSessionId, 'Our offer', { clientMsgId: 'retry-1' });
    expect(first.code).toBe(200);
    expect(again.customData).toEqual(first.customData);
    expect(first.customData.clientMsgId).toBe('retry-1');
    const racing = await Promise.all([1, 2, 3, 4].map(() => send('enterprise', 'member', chatSessionId, 'Racing', { clientMsgId: 'retry-2' })));
    expect(new Set(racing.map((r) => r.code))).toEqual(new Set([200]));
    expect(new Set(racing.map((r) => r.customData.chatMessageId)).size).toBe(1);
    const [stored] = await rig.db.query<{ n: number }>("select count(*)::int as n from chat_messages where from_user_id = 'u-enterprise' and client_msg_id in ('retry-1', 'retry-2')");
    expect(stored?.n).toBe(2);
    expect((await unread('member')).totalUnread).toBe(before + 2);
    // The id belongs to its conversation: reused in another one, it is a client bug, refused.
    const other = await open('enterprise', 'seller');
    expect((await send('enterprise', 'seller', other.chatSessionId, 'Other', { clientMsgId: 'retry-1' })).code).toBe(4422);
  });

  it('pages history upwards: newest page first, each oldest first, nothing skipped or doubled while others send', async () => {
    rig.clock.advance(MINUTE);
    const { chatSessionId } = await open('personal', 'enterprise');
    const sender = (i: number): [Who, Who] => (i % 2 === 0 ? ['personal', 'enterprise'] : ['enterprise', 'personal']);
    const sent = await Promise.all(Array.from({ length: 24 }, (_, i) => send(...sender(i), chatSessionId, `m${i}`)));
    expect(sent.every((r) => r.code === 200)).toBe(true);
    // Both sides' counters saw every message (no lost update under concurrency).
    const [counters] = await rig.db.query<{ p: number; e: number }>(
      `select sum(unread) filter (where user_id = 'u-personal')::int as p, sum(unread) filter (where user_id = 'u-enterprise')::int as e
       from chat_participants where session_id = $1::bigint`, [chatSessionId]);
    expect(counters).toEqual({ p: 12, e: 12 });

    const firstPage = await history('enterprise', chatSessionId);
    expect(firstPage.customData.totalCount).toBe(24);
    const seen = [...firstPage.customData.resultList];
    let cursor = seen[0]!.chatMessageId;
    // New messages arrive while the reader scrolls back: the older pages do not move.
    rig.clock.advance(MINUTE);
    await Promise.all(Array.from({ length: 6 }, (_, i) => send(...sender(i), chatSessionId, `late${i}`)));
    for (;;) {
      const page = (await history('enterprise', chatSessionId, { beforeMessageId: cursor })).customData.resultList;
      if (page.length === 0) break;
      seen.unshift(...page);
      cursor = page[0]!.chatMessageId;
    }
    const ids = seen.map((r) => BigInt(r.chatMessageId));
    expect(ids).toHaveLength(24);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    expect(new Set(seen.map((r) => r.content))).toEqual(new Set(Array.from({ length: 24 }, (_, i) => `m${i}`)));
    const newest = (await history('personal', chatSessionId, { page: { index: 1, size: 3 } })).customData;
    expect(newest.totalCount).toBe(30);
    expect(newest.resultList.map((r) => r.content).every((c) => c.startsWith('late'))).toBe(true);
    // Garbage cursors and pages are refused, not crashed on.
    for (const body of [{ beforeMessageId: 'abc' }, { beforeMessageId: -4 }, { page: 'x' }, { page: { index: 0 } }]) {
      expect((await history('personal', chatSessionId, body)).code, JSON.stringify(body)).toBe(4422);
    }
  });

  it('sends pictures and documents the sender uploaded, and cards of the participants\' listings', async () => {
    rig.clock.advance(MINUTE);
    const { chatSessionId } = await open('member', 'seller');
    const picture = await rig.upload<ChatUploadReply>(await as('member'), { name: 'photo.png', bytes: PNG });
    expect(picture.customData).toMatchObject({ type: 1 });
    expect(picture.customData.imgPath).toMatch(/^\/uploads\/[\w-]+\/[0-9a-f]{32}\.png$/);
    const image = await send('member', 'seller', chatSessionId, picture.customData.imgPath, { type: 1 });
    expect(image.customData).toMatchObject({ type: 1, content: picture.customData.imgPath });
    expect((await list('seller')).resultList[0]).toMatchObject({ chatSessionId, lastType: 1, lastMessage: '' });
    // Someone else's upload, one never made, a document as a picture: refused.
    const sellers = await rig.upload<ChatUploadReply>(await as('seller'), { name: 's.png', bytes: PNG });
    expect((await send('member', 'seller', chatSessionId, sellers.customData.imgPath, { type: 1 })).code).toBe(4422);
    expect((await send('member', 'seller', chatSessionId, '/uploads/2030-01/0123456789abcdef0123456789abcdef.png', { type: 1 })).code).toBe(4422);

    const doc = await rig.upload<ChatUploadReply>(await as('member'), { name: 'offer.pdf', bytes: PDF });
    expect(doc.customData).toMatchObject({ type: 2 });
    expect((await send('member', 'seller', chatSessionId, doc.customData.imgPath, { type: 1 })).code).toBe(4422);
    const file = await send('member', 'seller', chatSessionId, doc.customData.imgPath, { type: 2 });
    expect(file.customData).toMatchObject({ type: 2, content: doc.customData.imgPath });
    // A document is private: not at its path, only through the signed URL the participants get.
    const plain = await rig.server.app.inject({ method: 'GET', url: doc.customData.imgPath });
    expect(plain.statusCode).toBe(404);
    const records = (await history('seller', chatSessionId)).customData.resultList;
    const fileUrl = records.find((r) => r.type === 2)?.fileUrl ?? '';
    expect(fileUrl).toMatch(/^\/private-files\//);
    const opened = await rig.server.app.inject({ method: 'GET', url: fileUrl });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect((await rig.upload(await as('member'), { name: 'notes.txt', bytes: Buffer.from('just text') }))).toMatchObject({ code: 4415, message: message('errors.chatFileType') });
    expect((await rig.upload(await as('member'), { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) })).code).toBe(4415);

    const listing = await listingOf(U.seller.id);
    const cardJson = JSON.stringify({ title: 'About your listing', content: 'Twenty-something characters here', imgPath: '', moduleId: listing.module_id, serviceId: listing.id });
    const card = await send('member', 'seller', chatSessionId, cardJson, { type: 6 });
    expect(card.code, JSON.stringify(card)).toBe(200);
    expect(JSON.parse(card.customData.content)).toEqual({ title: 'About your listing', content: 'Twenty-something cha', imgPath: listing.first, moduleId: listing.module_id, serviceId: listing.id });
    expect(card.customData.moduleId).toBe(listing.module_id);
    expect((await list('member')).resultList[0]).toMatchObject({ chatSessionId, lastType: 6, lastMessage: 'About your listing' });
    const stranger = await listingOf(U.enterprise.id);
    for (const bad of ['{not json', '[]', JSON.stringify({ title: 'x', moduleId: stranger.module_id, serviceId: stranger.id })]) {
      expect((await send('member', 'seller', chatSessionId, bad, { type: 6 })).code, bad).toBe(4422);
    }
  });

  it('blocks either way: refused with its own message, listed, lifted by unblock', async () => {
    rig.clock.advance(MINUTE);
    const { chatSessionId } = await open('personal', 'member');
    const personal = await as('personal');
    expect((await rig.call('blockUser', personal, { otherUserMq: U.member.userMq })).code).toBe(200);
    expect((await rig.call('blockUser', personal, { otherUserMq: U.member.userMq })).code).toBe(200); // idempotent
    expect(await send('member', 'personal', chatSessionId, 'hello?', {})).toMatchObject({ code: 4403, message: message('errors.chatBlockedByThem') });
    expect(await rig.call('sendMsg', personal, { chatSessionId, toUserMq: U.member.userMq, type: 0, content: 'hi', sessionType: 0 }, 'fr'))
      .toMatchObject({ code: 4403, message: message('errors.chatBlockedByYou', 'fr') });
    expect((await open('personal', 'member')).blockedByMe).toBe(true);
    expect((await open('member', 'personal')).blockedByMe).toBe(false);
    const blocked = (await rig.call<SearchReply<BlockedUser>>('getBlockedUsers', personal, {})).customData;
    expect(blocked).toMatchObject({ totalCount: 1, resultList: [{ userId: U.member.id, userMq: U.member.userMq, petName: 'Koffi Member' }] });
    expect((await rig.call('blockUser', personal, { otherUserMq: U.personal.userMq })).code).toBe(4403);
    expect((await rig.call('blockUser', personal, { otherUserMq: 'mq.user.ghost' })).code).toBe(4404);
    expect((await rig.call('blockUser', personal, { otherUserMq: ['x'] })).code).toBe(4422);
    expect((await rig.call('unblockUser', personal, { otherUserMq: U.member.userMq })).code).toBe(200);
    expect((await send('member', 'personal', chatSessionId, 'hello again')).code).toBe(200);
    expect((await rig.call<SearchReply<BlockedUser>>('getBlockedUsers', personal, { page: { index: 1 } })).customData.totalCount).toBe(0);
  });

  it('reports a user with a reason of the list, once while open', async () => {
    const seller = await as('seller');
    const { chatSessionId } = await open('seller', 'member');
    const report = (body: Record<string, unknown>) => rig.call('reportUser', seller, { otherUserMq: U.member.userMq, reason: 'spam', ...body });
    expect((await report({ text: 'Sends the same offer ten times a day', chatSessionId })).code).toBe(200);
    expect((await report({ reason: 'fraud' })).code).toBe(200);
    const rows = await rig.db.query<{ reason: string; note: string; status: string; session_id: string }>(
      "select reason, note, status, session_id::text as session_id from chat_reports where reporter_id = 'u-seller'");
    expect(rows).toEqual([{ reason: 'spam', note: 'Sends the same offer ten times a day', status: 'open', session_id: chatSessionId }]);
    expect((await report({ reason: 'rude' })).code).toBe(4422);
    expect((await report({ text: 'x'.repeat(251) })).code).toBe(4422);
    expect((await report({ otherUserMq: U.seller.userMq })).code).toBe(4403);
    expect((await report({ chatSessionId: '99999999' })).code).toBe(4404);
  });

  it('rate-limits sending per user; another minute sends again', async () => {
    rig.clock.advance(MINUTE);
    const { chatSessionId } = await open('enterprise', 'personal');
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send('enterprise', 'personal', chatSessionId, `n${i}`)).code);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(4429);
    rig.clock.advance(MINUTE);
    expect((await send('enterprise', 'personal', chatSessionId, 'later')).code).toBe(200);
  });

  it('answers the caller\'s queue name and its unread by that name only', async () => {
    const member = await as('member');
    expect((await rig.call('getMqConfig', member, {})).customData).toEqual({ userMq: U.member.userMq });
    const total = (await unread('member')).totalUnread;
    expect((await rig.call('getUnreadByUserMq', member, { userMq: U.member.userMq })).customData).toEqual({ totalUnread: total });
    expect((await rig.call('getUnreadByUserMq', member, { userMq: U.seller.userMq })).code).toBe(4403);
    expect((await rig.call('getUnreadByUserMq', member, { userMq: 7 })).code).toBe(4422);
  });

  it('the seed leaves personal one unread answer from the seller about a house, with its card', async () => {
    const seeded = (await list('personal')).resultList.find((s) => s.otherUserId === U.seller.id);
    expect(seeded).toMatchObject({ otherUserPetName: 'Yao Seller', lastType: 0, unreadNum: 1 });
    expect(seeded?.card?.title).toBeTruthy();
    const records = (await history('personal', seeded!.chatSessionId)).customData;
    expect(records.resultList.slice(0, 4).map((r) => r.fromUserId)).toEqual([U.personal.id, U.seller.id, U.personal.id, U.seller.id]);
  });
});
