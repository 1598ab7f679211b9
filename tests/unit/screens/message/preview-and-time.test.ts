// /message/list rows: the last message's preview by type (spec §3 "Message types: text 0, image 1,
// file 2, card 6") and the time in the locale's format (spec §9).
import { describe, expect, it } from 'vitest';
import { dayLabel, needsSeparator, rowTime } from '../../../../src/screens/message/chat-time.js';
import { hasLastMessage, previewOf } from '../../../../src/screens/message/preview-text.js';

describe('previewOf', () => {
  it('words each type', () => {
    expect(previewOf(0, '  Bonjour,\n la maison  est libre ? ')).toEqual({ text: 'Bonjour, la maison est libre ?' });
    expect(previewOf(1, '')).toEqual({ key: 'chat.preview.photo' });
    expect(previewOf(2, '')).toEqual({ key: 'chat.preview.file' });
    expect(previewOf(6, 'Villa 4 pièces')).toEqual({ key: 'chat.preview.card', values: { title: 'Villa 4 pièces' } });
    expect(previewOf(6, JSON.stringify({ title: 'Terrain', moduleId: 4, serviceId: '9' }))).toEqual({ key: 'chat.preview.card', values: { title: 'Terrain' } });
    expect(previewOf(6, '{broken')).toEqual({ key: 'chat.preview.cardOnly' });
    expect(previewOf(9, 'x')).toEqual({ key: 'chat.preview.other' });
    expect(previewOf(0, '', false)).toEqual({ key: 'chat.preview.none' });
  });

  it('knows a conversation without a message', () => {
    expect(hasLastMessage({ lastMessageId: '', lastMessage: '', lastType: 0 })).toBe(false);
    expect(hasLastMessage({ lastMessageId: '12', lastMessage: '', lastType: 1 })).toBe(true);
    expect(hasLastMessage({ lastMessage: '', lastType: 0 })).toBe(false);
    expect(hasLastMessage({ lastMessage: '', lastType: 1 })).toBe(true);
  });
});

describe('rowTime and separators', () => {
  const now = new Date(2026, 4, 12, 15, 30);
  const at = (d: number, h = 9, m = 5) => new Date(2026, 4, d, h, m).toISOString();
  it('says the time today, yesterday, the day this year, the full date before', () => {
    expect(rowTime(at(12), now, 'fr', 'Hier')).toBe('09:05');
    expect(rowTime(at(12, 21), now, 'en', 'Yesterday')).toBe('09:05 PM');
    expect(rowTime(at(11, 23, 59), now, 'fr', 'Hier')).toBe('Hier');
    expect(rowTime(at(2), now, 'fr', 'Hier')).toBe('2 mai');
    expect(rowTime(new Date(2025, 11, 31).toISOString(), now, 'fr', 'Hier')).toBe('31 déc. 2025');
    expect(rowTime('', now, 'fr', 'Hier')).toBe('');
  });

  it('names each day once, above its first message', () => {
    const a = new Date(2026, 4, 12, 9, 0);
    expect(needsSeparator(a, null)).toBe(true);
    expect(needsSeparator(new Date(2026, 4, 12, 23, 59), a)).toBe(false);
    expect(needsSeparator(new Date(2026, 4, 13, 0, 1), new Date(2026, 4, 12, 23, 59))).toBe(true);
    const words = { today: 'Aujourd’hui', yesterday: 'Hier' };
    expect(dayLabel(new Date(2026, 4, 12, 8, 1), now, 'fr', words)).toBe('Aujourd’hui');
    expect(dayLabel(new Date(2026, 4, 11, 8, 1), now, 'fr', words)).toBe('Hier');
    expect(dayLabel(new Date(2026, 0, 3, 8, 1), now, 'cn', words)).toBe('1月3日');
    expect(dayLabel(new Date(2024, 0, 3, 8, 1), now, 'en', words)).toBe('Jan 3, 2024');
  });
});
