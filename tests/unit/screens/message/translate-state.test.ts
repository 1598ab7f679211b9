// The reader's translation of a conversation, pure (src/screens/message/translate-state.ts): which
// messages are translated and asked for, and what the original/translated toggle shows.
import { describe, expect, it } from 'vitest';
import type { ChatRecord } from '../../../../src/contract/types/chat.js';
import { entryOf, toTranslate, translationView, type TranslationEntry } from '../../../../src/screens/message/translate-state.js';

const record = (id: string, over: Partial<ChatRecord> = {}): ChatRecord => ({
  chatMessageId: id, chatSessionId: '7', content: `Hello ${id}`, fromUserId: 'u-other', toUserId: 'u-me', moduleId: 0,
  sendTime: '2030-01-15T09:00:00.000Z', sessionType: 0, type: 0, ...over,
});
const none = new Map<string, TranslationEntry>();

describe('translationView', () => {
  it('shows the translation by default and the original once flipped', () => {
    const r = record('1');
    const done: TranslationEntry = { status: 'done', text: '[fr] Hello 1' };
    expect(translationView(r, false, true, done, false)).toEqual({ status: 'done', text: '[fr] Hello 1', showing: 'translated' });
    expect(translationView(r, false, true, done, true)).toEqual({ status: 'done', text: 'Hello 1', showing: 'original' });
  });

  it('shows nothing when off, for one\'s own messages, for pictures and when the text is already in the language', () => {
    const done: TranslationEntry = { status: 'done', text: '[fr] x' };
    expect(translationView(record('1'), false, false, done, false)).toBeNull();
    expect(translationView(record('1', { fromUserId: 'u-me' }), true, true, done, false)).toBeNull();
    expect(translationView(record('1', { type: 1, content: '/uploads/a.png' }), false, true, done, false)).toBeNull();
    expect(translationView(record('1'), false, true, { status: 'done', text: ' Hello 1 ' }, false)).toBeNull();
  });

  it('keeps the original while the translation is on its way or failed (the line says which)', () => {
    expect(translationView(record('1'), false, true, undefined, false)).toEqual({ status: 'pending', text: 'Hello 1', showing: 'original' });
    expect(translationView(record('1'), false, true, { status: 'pending' }, false)?.status).toBe('pending');
    expect(translationView(record('1'), false, true, { status: 'failed' }, true)).toEqual({ status: 'failed', text: 'Hello 1', showing: 'original' });
  });
});

describe('entryOf and toTranslate', () => {
  it('uses the history\'s translation, and an entry of this view over it', () => {
    const r = record('1', { translation: '[fr] Hello 1' });
    expect(entryOf(r, none)).toEqual({ status: 'done', text: '[fr] Hello 1' });
    expect(entryOf(r, new Map([['1', { status: 'failed' }]]))).toEqual({ status: 'failed' });
    expect(entryOf(record('2'), none)).toBeUndefined();
  });

  it('asks only for the other party\'s texts with nothing yet, oldest first, and nothing when off', () => {
    const records = [
      record('1'),
      record('2', { fromUserId: 'u-me', toUserId: 'u-other' }),
      record('3', { type: 2, content: '/uploads/x.pdf' }),
      record('4', { translation: '[fr] Hello 4' }),
      record('5'),
      record('6'),
    ];
    const entries = new Map<string, TranslationEntry>([['5', { status: 'pending' }]]);
    expect(toTranslate(records, 'u-me', true, entries).map((r) => r.chatMessageId)).toEqual(['1', '6']);
    expect(toTranslate(records, 'u-me', false, entries)).toEqual([]);
  });
});
