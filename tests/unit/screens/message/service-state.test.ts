// The customer-service state as the app holds it (contract customer-service.ts: robot → waiting →
// serving → ended, forward only; the queue's events read as outside input), the pinned row kept
// live, and the order of the conversation's rows with the "<name> joined" lines.
import { describe, expect, it } from 'vitest';
import type { ChatRecord, ChatSession } from '../../../../src/contract/types/chat.js';
import type { CustomerServiceStatus } from '../../../../src/contract/types/customer-service.js';
import type { ChatItem } from '../../../../src/screens/message/bubble.js';
import { mergeRecords } from '../../../../src/screens/message/history-merge.js';
import { RELOAD, rowAfter } from '../../../../src/screens/message/service/service-row-state.js';
import { serviceRows } from '../../../../src/screens/message/service/service-rows.js';
import { joinedBy, nextStatus, rated, readStatus, STATE_VIEW } from '../../../../src/screens/message/service/service-status.js';

const st = (chatSessionId: string, state: CustomerServiceStatus['state'], extra: Partial<CustomerServiceStatus> = {}): CustomerServiceStatus =>
  ({ chatSessionId, state, unreadNum: 0, ...extra });

describe('readStatus (a queue event is outside input)', () => {
  it('reads a status and drops what is not one', () => {
    expect(readStatus({ chatSessionId: '9', state: 'waiting', queuePosition: 2, unreadNum: 1 })).toEqual(st('9', 'waiting', { queuePosition: 2, unreadNum: 1 }));
    expect(readStatus({ chatSessionId: '9', state: 'serving', agentName: 'Awa', unreadNum: 0 })).toEqual(st('9', 'serving', { agentName: 'Awa' }));
    expect(readStatus({ chatSessionId: '9', state: 'ended', rating: 4 })).toEqual(st('9', 'ended', { rating: 4 }));
    expect(readStatus({ chatSessionId: '9', state: 'closed' })).toBeNull();
    expect(readStatus({ chatSessionId: 9, state: 'robot' })).toBeNull();
    expect(readStatus(null)).toBeNull();
    // A nonsense position or count is left out, not trusted.
    expect(readStatus({ chatSessionId: '9', state: 'waiting', queuePosition: -3, unreadNum: 'x' })).toEqual(st('9', 'waiting'));
  });
});

describe('nextStatus (forward only)', () => {
  it('moves forward and takes the newer queue position', () => {
    let s = nextStatus(null, st('1', 'robot'), 'server');
    s = nextStatus(s, st('1', 'waiting', { queuePosition: 2 }), 'server');
    s = nextStatus(s, st('1', 'waiting', { queuePosition: 1 }), 'queue');
    expect(s).toEqual(st('1', 'waiting', { queuePosition: 1 }));
    s = nextStatus(s, st('1', 'serving', { agentName: 'Awa' }), 'queue');
    expect(s).toEqual(st('1', 'serving', { agentName: 'Awa' }));
    s = nextStatus(s, st('1', 'ended'), 'queue');
    // The agent's name stays once known (the ended conversation still says who answered).
    expect(s).toEqual(st('1', 'ended', { agentName: 'Awa' }));
  });

  it('never moves a conversation backwards, whatever answers late', () => {
    const serving = st('1', 'serving', { agentName: 'Awa' });
    expect(nextStatus(serving, st('1', 'waiting', { queuePosition: 3 }), 'server')).toBe(serving);
    expect(nextStatus(serving, st('1', 'robot'), 'queue')).toBe(serving);
    const ended = st('1', 'ended', { rating: 5 });
    expect(nextStatus(ended, st('1', 'serving', { agentName: 'Awa' }), 'queue')).toBe(ended);
    // A repeat of the end keeps the rating given.
    expect(nextStatus(ended, st('1', 'ended'), 'server')).toEqual(st('1', 'ended', { rating: 5 }));
  });

  it('another conversation: the server is taken; the queue only after an end or before any', () => {
    const open = st('2', 'robot');
    expect(nextStatus(open, st('1', 'ended'), 'queue')).toBe(open);
    expect(nextStatus(open, st('1', 'waiting', { queuePosition: 1 }), 'queue')).toBe(open);
    expect(nextStatus(st('1', 'ended'), st('2', 'waiting', { queuePosition: 1 }), 'queue')).toEqual(st('2', 'waiting', { queuePosition: 1 }));
    expect(nextStatus(st('1', 'ended'), st('0', 'ended'), 'queue')).toEqual(st('1', 'ended'));
    expect(nextStatus(st('', 'robot'), st('5', 'serving', { agentName: 'Yao' }), 'queue')).toEqual(st('5', 'serving', { agentName: 'Yao' }));
    expect(nextStatus(open, st('3', 'robot'), 'server')).toEqual(st('3', 'robot'));
  });

  it('a rating is kept only on an ended conversation', () => {
    expect(rated(st('1', 'ended'), 4)).toEqual(st('1', 'ended', { rating: 4 }));
    expect(rated(st('1', 'serving'), 4)).toEqual(st('1', 'serving'));
  });

  it('each state offers its own actions', () => {
    expect(STATE_VIEW.robot).toMatchObject({ askPerson: true, canEnd: false, questions: true });
    expect(STATE_VIEW.waiting).toMatchObject({ askPerson: false, canEnd: true, questions: false });
    expect(STATE_VIEW.serving).toMatchObject({ canEnd: true, title: 'agent' });
    expect(STATE_VIEW.ended).toMatchObject({ canEnd: false, questions: true });
  });

  it('"joined" is the move into serving of the same conversation, once', () => {
    expect(joinedBy(st('1', 'waiting'), st('1', 'serving', { agentName: 'Awa' }))).toBe('Awa');
    expect(joinedBy(st('1', 'waiting'), st('1', 'serving'))).toBe('');
    expect(joinedBy(st('1', 'serving', { agentName: 'Awa' }), st('1', 'serving', { agentName: 'Awa' }))).toBeNull();
    expect(joinedBy(null, st('1', 'serving', { agentName: 'Awa' }))).toBeNull();
    expect(joinedBy(st('0', 'ended'), st('1', 'serving', { agentName: 'Awa' }))).toBeNull();
  });
});

const rec = (id: string, minute: number, extra: Partial<ChatRecord> = {}): ChatRecord => ({
  chatMessageId: id, chatSessionId: '1', content: `m${id}`, fromUserId: '', toUserId: 'me', moduleId: 0,
  sendTime: new Date(Date.UTC(2026, 4, 12, 9, minute)).toISOString(), sessionType: 1, type: 0, ...extra,
});

describe('the pinned row kept live', () => {
  const session: ChatSession = {
    chatSessionId: '1', sessionType: 1, otherUserId: '', otherUserMq: '', otherUserAvatarPath: '', otherUserPetName: 'Assistant',
    lastMessage: 'Bonjour', lastType: 0, lastTime: new Date(Date.UTC(2026, 4, 12, 9, 0)).toISOString(), unreadNum: 0, lastMessageId: '0',
  };

  it('a record of the robot or an agent is the preview with one more unread; the user\'s own is not unread', () => {
    const a = rowAfter(session, rec('1', 5, { sender: 'agent', senderName: 'Awa' }), 'me', '');
    expect(a).toMatchObject({ lastMessage: 'm1', unreadNum: 1, lastMessageId: '1' });
    const b = rowAfter(a as ChatSession, rec('2', 6, { fromUserId: 'me' }), 'me', '');
    expect(b).toMatchObject({ lastMessage: 'm2', unreadNum: 1 });
  });

  it('none while that conversation is on screen; another conversation reloads the row', () => {
    expect(rowAfter(session, rec('1', 5, { sender: 'robot' }), 'me', '1')).toMatchObject({ unreadNum: 0, lastMessage: 'm1' });
    expect(rowAfter(session, rec('1', 5, { chatSessionId: '2' }), 'me', '')).toBe(RELOAD);
    expect(rowAfter(null, rec('1', 5), 'me', '')).toBe(RELOAD);
  });
});

describe('the conversation\'s rows', () => {
  const item = (r: ChatRecord): ChatItem => ({ kind: 'record', record: r, mine: false, last: false });
  const words = { today: 'today', yesterday: 'yesterday' };
  const now = new Date(Date.UTC(2026, 4, 12, 12, 0));

  it('puts a "joined" line after the records sent before it and before those after, one day line on top', () => {
    const at = Date.UTC(2026, 4, 12, 9, 7);
    const rows = serviceRows([item(rec('1', 5)), item(rec('2', 9))], [{ chatSessionId: '1', name: 'Awa', at }], now, 'fr', words);
    expect(rows.map((r) => r.kind === 'item' ? r.key : r.kind)).toEqual(['sep', 'r:1', 'joined', 'r:2']);
  });

  it('a line newer than every record goes before the messages still on their way out', () => {
    const pending: ChatItem = { kind: 'pending', message: { clientMsgId: 'c1', chatSessionId: '1', toUserMq: '', sessionType: 1, type: 0, content: 'x', state: 'sending', createdAt: 0 } };
    const rows = serviceRows([item(rec('1', 5)), pending], [{ chatSessionId: '1', name: '', at: Date.UTC(2026, 4, 12, 10, 0) }], now, 'fr', words);
    expect(rows.map((r) => r.kind === 'item' ? r.key : r.kind)).toEqual(['sep', 'r:1', 'joined', 'p:c1']);
    expect(serviceRows([], [{ chatSessionId: '1', name: 'Awa', at: 1 }], now, 'fr', words).map((r) => r.kind)).toEqual(['joined']);
  });
});

describe('a question and its answer stored at one time', () => {
  it('keep the store\'s order whichever arrived first (the answer\'s queue copy, or the reply)', () => {
    const question = rec('99', 5, { fromUserId: 'me' });
    const answer = rec('100', 5, { sender: 'robot' });
    expect(mergeRecords([answer], [question, answer]).map((r) => r.chatMessageId)).toEqual(['99', '100']);
    expect(mergeRecords([question], [answer]).map((r) => r.chatMessageId)).toEqual(['99', '100']);
  });
});
