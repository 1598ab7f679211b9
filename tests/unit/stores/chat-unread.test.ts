// The badge's count (spec §2 "unread badge when total unread is above zero"): the server's total
// after a reload, then the queue; records already in the total, and those of the conversation on
// screen, are not counted again.
import { describe, expect, it } from 'vitest';
import { createChatStore, type ChatRecord } from '../../../src/stores/chat.js';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 12, 9, minute)).toISOString();
const record = (id: string, minute: number, session = 's1'): ChatRecord => ({
  chatMessageId: id, chatSessionId: session, content: 'Bonjour', fromUserId: 'u2', toUserId: 'u1',
  moduleId: 6, sendTime: at(minute), sessionType: 0, type: 0,
});

describe('chat store unread count', () => {
  it('does not count again what the queue still held from before the server total', () => {
    const c = createChatStore();
    c.setUnreadTotal(2, at(5));
    c.receive(record('m1', 4));
    c.receive(record('m2', 5));
    expect(c.unreadTotal.get()).toBe(2);
    c.receive(record('m3', 6));
    expect(c.unreadTotal.get()).toBe(3);
    expect(c.lastIncoming.get()?.chatMessageId).toBe('m3');
  });

  it('keeps a newer record counted while the total was being asked for', () => {
    const c = createChatStore();
    c.receive(record('m1', 9));
    c.setUnreadTotal(4, at(8));
    expect(c.unreadTotal.get()).toBe(5);
  });

  it('does not count the records of the conversation on screen', () => {
    const c = createChatStore();
    c.reading.set('s1');
    c.receive(record('m1', 1, 's1'));
    c.receive(record('m2', 1, 's2'));
    expect(c.unreadTotal.get()).toBe(1);
    c.clear();
    expect([c.reading.get(), c.unreadTotal.get(), c.startCard.get()]).toEqual(['', 0, null]);
  });
});
