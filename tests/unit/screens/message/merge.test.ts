// Paging merge of the conversation (history-merge.ts, chat-items.ts) and the live list
// (session-merge.ts).
import { describe, expect, it } from 'vitest';
import type { ChatRecord, ChatSession } from '../../../../src/contract/types/chat.js';
import { chatItems } from '../../../../src/screens/message/chat-items.js';
import { deliveredClientIds, fromStore, mergeRecords, oldestId } from '../../../../src/screens/message/history-merge.js';
import type { OutMessage } from '../../../../src/screens/message/outbox-state.js';
import { applyRecord, moveToTop, sessionsShown } from '../../../../src/screens/message/session-merge.js';

const rec = (id: string, minute: number, extra: Partial<ChatRecord> = {}): ChatRecord => ({
  chatMessageId: id, chatSessionId: 's1', content: `m${id}`, fromUserId: 'u-buyer', toUserId: 'u-seller', moduleId: 0,
  sendTime: new Date(Date.UTC(2026, 4, 12, 9, minute)).toISOString(), sessionType: 0, type: 0, ...extra,
});

describe('mergeRecords', () => {
  it('puts an older page above, once per id, oldest first', () => {
    const newest = [rec('5', 5), rec('6', 6)];
    const older = [rec('3', 3), rec('4', 4), rec('5', 5)];
    const merged = mergeRecords(newest, older);
    expect(merged.map((r) => r.chatMessageId)).toEqual(['3', '4', '5', '6']);
    expect(oldestId(merged)).toBe('3');
    expect(oldestId([])).toBeUndefined();
  });

  it('adds live records below and keeps the later copy of a record', () => {
    const merged = mergeRecords([rec('1', 1), rec('2', 2)], [rec('3', 3), rec('2', 2, { content: 'edited' })]);
    expect(merged.map((r) => `${r.chatMessageId}:${r.content}`)).toEqual(['1:m1', '2:edited', '3:m3']);
  });

  it('returns the same list when nothing comes', () => {
    const list = [rec('1', 1)];
    expect(mergeRecords(list, [])).toBe(list);
  });

  it('reads store records with epoch times', () => {
    const r = fromStore({ ...rec('1', 1), sendTime: Date.UTC(2026, 0, 1), fromUserId: 'u', type: 1 });
    expect(r.sendTime).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('chatItems', () => {
  const pending = (id: string, createdAt: number): OutMessage => ({
    clientMsgId: id, chatSessionId: 's1', toUserMq: 'mq', sessionType: 0, type: 0, content: id, state: 'sending', createdAt,
  });
  it('shows records, the draft card, then unsent messages; a pending message the records have is shown once', () => {
    const records = [rec('1', 1, { fromUserId: 'me' }), rec('2', 2, { clientMsgId: 'c-done', fromUserId: 'me' })];
    expect(deliveredClientIds(records)).toEqual(new Set(['c-done']));
    const card = { title: 'Villa', content: '', imgPath: '', moduleId: 3, serviceId: '9' };
    const items = chatItems(records, [pending('c-2', 2), pending('c-done', 1), pending('c-1', 1)], 'me', card);
    expect(items.map((i) => (i.kind === 'record' ? `r${i.record.chatMessageId}:${i.mine}:${i.last}` : i.kind === 'pending' ? `p${i.message.clientMsgId}` : 'draft')))
      .toEqual(['r1:true:false', 'r2:true:false', 'draft', 'pc-1', 'pc-2']);
    // Nothing pending: the last record is the last item (it says "sent").
    const done = chatItems(records, [], 'me', null);
    expect(done.at(-1)).toMatchObject({ kind: 'record', last: true });
  });
});

describe('session list kept live', () => {
  const session = (id: string, unread = 0): ChatSession => ({
    chatSessionId: id, sessionType: 0, otherUserId: 'u-other', otherUserMq: 'mq', otherUserAvatarPath: '', otherUserPetName: 'Awa',
    lastMessage: 'old', lastType: 0, lastTime: '2026-05-01T00:00:00.000Z', unreadNum: unread, lastMessageId: '1',
  });
  it('a record from the other party updates its conversation and counts one more unread', () => {
    const next = applyRecord([session('s1', 2)], rec('9', 9, { fromUserId: 'u-other', content: 'Toujours dispo ? [微笑]' }), 'me');
    expect(next).toMatchObject({ lastMessage: 'Toujours dispo ? [微笑]', lastType: 0, lastMessageId: '9', unreadNum: 3 });
  });

  it('my own record (another device) does not count; a card shows its title; a picture no text', () => {
    const card = JSON.stringify({ title: 'Terrain 500 m²', moduleId: 4, serviceId: '3' });
    expect(applyRecord([session('s1')], rec('9', 9, { fromUserId: 'me', type: 6, content: card }), 'me'))
      .toMatchObject({ lastMessage: 'Terrain 500 m²', lastType: 6, unreadNum: 0 });
    expect(applyRecord([session('s1')], rec('9', 9, { fromUserId: 'u-other', type: 1, content: '/uploads/a.jpg' }), 'me'))
      .toMatchObject({ lastMessage: '', lastType: 1, unreadNum: 1 });
  });

  it('records the listed row already had (kept by the queue while away) change nothing', () => {
    const row = { ...session('s1', 2), lastTime: rec('5', 5).sendTime, lastMessageId: '5' };
    expect(applyRecord([row], rec('4', 4, { fromUserId: 'u-other' }), 'me')).toBe(row);
    expect(applyRecord([row], rec('5', 5, { fromUserId: 'u-other' }), 'me')).toBe(row);
    expect(applyRecord([row], rec('6', 6, { fromUserId: 'u-other' }), 'me')).toMatchObject({ unreadNum: 3, lastMessageId: '6' });
  });

  it('the same record twice is counted once; an unknown conversation asks for a reload', () => {
    const once = applyRecord([session('s1')], rec('9', 9, { fromUserId: 'u-other' }), 'me')!;
    expect(applyRecord([once], rec('9', 9, { fromUserId: 'u-other' }), 'me')).toBe(once);
    expect(applyRecord([session('s1')], rec('9', 9, { chatSessionId: 's-new' }), 'me')).toBeNull();
  });

  it('moves the touched conversation to the top, once', () => {
    const pages = [session('a'), session('b'), session('c')];
    let moved = moveToTop([], { ...session('c'), unreadNum: 1 });
    moved = moveToTop(moved, { ...session('b'), unreadNum: 1 });
    moved = moveToTop(moved, { ...session('c'), unreadNum: 2 });
    expect(sessionsShown(pages, moved).map((s) => `${s.chatSessionId}${s.unreadNum}`)).toEqual(['c2', 'b1', 'a0']);
  });
});
