// The sending state machine (outbox-state.ts): sending, sent, failed with retry; pictures upload
// first; a reload keeps what was not sent.
import { describe, expect, it } from 'vitest';
import { outboxReducer, restored, type OutMessage } from '../../../../src/screens/message/outbox-state.js';

const text = (id: string, extra: Partial<OutMessage> = {}): OutMessage => ({
  clientMsgId: id, chatSessionId: '7', toUserMq: 'mq-seller', sessionType: 0, type: 0, content: 'Bonjour', state: 'sending', createdAt: 1, ...extra,
});
const picture = (id: string) => text(id, { type: 1, content: '', state: 'uploading', percent: 0 });

describe('outboxReducer', () => {
  it('sending -> sent removes the message; an id is added once', () => {
    let list = outboxReducer([], { type: 'add', message: text('a') });
    list = outboxReducer(list, { type: 'add', message: text('a', { content: 'again' }) });
    expect(list).toHaveLength(1);
    expect(outboxReducer(list, { type: 'sent', id: 'a' })).toEqual([]);
  });

  it('failed -> retry -> sending keeps the client id; a failure says why', () => {
    let list = outboxReducer([text('a')], { type: 'failed', id: 'a', failure: { kind: 'network' } });
    expect(list[0]).toMatchObject({ state: 'failed', failure: { kind: 'network' } });
    list = outboxReducer(list, { type: 'retry', id: 'a' });
    expect(list[0]).toMatchObject({ clientMsgId: 'a', state: 'sending' });
    expect(list[0]).not.toHaveProperty('failure');
  });

  it('moves only forward: sent from failed, uploaded from sending and retry from sending are ignored', () => {
    const failed = outboxReducer([text('a')], { type: 'failed', id: 'a', failure: { kind: 'refused', message: 'Non autorisé' } });
    expect(outboxReducer(failed, { type: 'sent', id: 'a' })).toBe(failed);
    const sending = [text('b')];
    expect(outboxReducer(sending, { type: 'uploaded', id: 'b', path: '/x.jpg' })).toBe(sending);
    expect(outboxReducer(sending, { type: 'retry', id: 'b' })).toBe(sending);
    expect(outboxReducer(sending, { type: 'sent', id: 'unknown' })).toBe(sending);
  });

  it('a picture uploads with progress, then sends its path; a failed upload is uploaded again', () => {
    let list = outboxReducer([], { type: 'add', message: picture('p') });
    list = outboxReducer(list, { type: 'progress', id: 'p', percent: 42.4 });
    expect(list[0]).toMatchObject({ state: 'uploading', percent: 42 });
    const failedUpload = outboxReducer(list, { type: 'failed', id: 'p', failure: { kind: 'network' } });
    expect(outboxReducer(failedUpload, { type: 'retry', id: 'p' })[0]).toMatchObject({ state: 'uploading', percent: 0 });
    list = outboxReducer(list, { type: 'uploaded', id: 'p', path: '/uploads/chat/p.jpg' });
    expect(list[0]).toMatchObject({ state: 'sending', content: '/uploads/chat/p.jpg' });
    // Uploaded, then the send failed: a retry sends the path again, it does not upload again.
    const failedSend = outboxReducer(list, { type: 'failed', id: 'p', failure: { kind: 'network' } });
    expect(outboxReducer(failedSend, { type: 'retry', id: 'p' })[0]).toMatchObject({ state: 'sending', content: '/uploads/chat/p.jpg' });
  });

  it('a lost picture cannot be retried, only removed', () => {
    const lost = outboxReducer([picture('p')], { type: 'failed', id: 'p', failure: { kind: 'lost' } });
    expect(outboxReducer(lost, { type: 'retry', id: 'p' })).toBe(lost);
    expect(outboxReducer(lost, { type: 'remove', id: 'p' })).toEqual([]);
  });
});

describe('restored (after a reload)', () => {
  it('keeps texts as they were, and a picture that was not uploaded as lost', () => {
    const list = restored([
      text('a'),
      text('b', { state: 'failed', failure: { kind: 'network' } }),
      picture('c'),
      text('d', { type: 1, content: '/uploads/chat/d.jpg', state: 'sending', percent: 100 }),
    ]);
    expect(list.map((m) => [m.clientMsgId, m.state, m.failure?.kind])).toEqual([
      ['a', 'sending', undefined], ['b', 'failed', 'network'], ['c', 'failed', 'lost'], ['d', 'sending', undefined],
    ]);
    expect(list.some((m) => 'percent' in m)).toBe(false);
  });
});
