// The sending state of the messages the user wrote (a state machine, DESIGN.md §8), pure:
//
//   uploading --uploaded--> sending --sent--> (gone: the record takes its place)
//       |                      |
//       +------failed----------+--failed--> failed --retry--> uploading | sending
//
// Every message has a client id (contract SendMsgRequest.clientMsgId) made once when it is written:
// a retry sends the same id, and the server answers the record it already stored, so a message
// whose reply was lost with the network is never stored twice. Unknown ids and moves the machine
// does not have are ignored (a late reply for a message the user deleted changes nothing).
import type { ChatCard } from '../../contract/types/chat.js';
import { MESSAGE_TYPE, type MessageType, type SessionType } from '../../contract/statuses.js';

export type OutState = 'uploading' | 'sending' | 'failed';

/** Why a message failed: the network (retry when back online) or a refusal (the server's words). */
export type Failure = { kind: 'network' } | { kind: 'refused'; message: string } | { kind: 'lost' };

export interface OutMessage {
  clientMsgId: string;
  chatSessionId: string;
  toUserMq: string;
  sessionType: SessionType;
  type: MessageType;
  /** Text, the uploaded picture's path, or a card's JSON; '' while a picture is not uploaded. */
  content: string;
  moduleId?: number;
  /** Customer service: the robot's suggested question the user tapped (CustomerSendMsgRequest.questionId). */
  questionId?: number;
  /** For a card: the card (drawn while unsent). */
  card?: ChatCard;
  /** For a document: the picked file's name and size (drawn while unsent; the record has its own). */
  fileName?: string;
  fileSize?: number;
  state: OutState;
  /** Upload progress 0-100 while uploading. */
  percent?: number;
  failure?: Failure;
  /** When it was written (ms): the order of unsent messages. */
  createdAt: number;
}

export type OutAction =
  | { type: 'add'; message: OutMessage }
  | { type: 'progress'; id: string; percent: number }
  | { type: 'uploaded'; id: string; path: string }
  | { type: 'sent'; id: string }
  | { type: 'failed'; id: string; failure: Failure }
  | { type: 'retry'; id: string }
  | { type: 'remove'; id: string };

const update = (list: readonly OutMessage[], id: string, change: (m: OutMessage) => OutMessage | null): readonly OutMessage[] => {
  const i = list.findIndex((m) => m.clientMsgId === id);
  if (i < 0) return list;
  const next = change(list[i]!);
  if (next === list[i]) return list;
  return next === null ? [...list.slice(0, i), ...list.slice(i + 1)] : [...list.slice(0, i), next, ...list.slice(i + 1)];
};

export function outboxReducer(list: readonly OutMessage[], action: OutAction): readonly OutMessage[] {
  switch (action.type) {
    case 'add':
      return list.some((m) => m.clientMsgId === action.message.clientMsgId) ? list : [...list, action.message];
    case 'progress':
      return update(list, action.id, (m) => (m.state === 'uploading' ? { ...m, percent: Math.max(0, Math.min(100, Math.round(action.percent))) } : m));
    case 'uploaded':
      return update(list, action.id, (m) => (m.state === 'uploading' ? { ...m, state: 'sending', content: action.path, percent: 100 } : m));
    case 'sent':
      return update(list, action.id, (m) => (m.state === 'sending' ? null : m));
    case 'failed':
      return update(list, action.id, (m) => (m.state === 'failed' ? m : { ...m, state: 'failed', failure: action.failure }));
    case 'retry':
      return update(list, action.id, (m) => {
        if (m.state !== 'failed' || m.failure?.kind === 'lost') return m;
        const { failure: _gone, ...rest } = m;
        // A picture that never reached the server is uploaded again; anything else is sent again.
        return { ...rest, state: m.content === '' ? 'uploading' : 'sending', ...(m.content === '' ? { percent: 0 } : {}) };
      });
    case 'remove':
      return update(list, action.id, () => null);
  }
}

/**
 * What survives a reload (the page closed mid-send): every unsent message, as failed if a picture
 * was still on its way up (the file itself is not stored: it may weigh megabytes), else as it was;
 * a message that was sending is sent again at once (its client id makes that safe).
 */
export function restored(list: readonly OutMessage[]): readonly OutMessage[] {
  return list.map((m) => {
    const { percent: _p, ...rest } = m;
    if (m.state === 'uploading' || (m.state === 'failed' && m.content === '' && m.type !== MESSAGE_TYPE.text)) {
      return { ...rest, state: 'failed', failure: { kind: 'lost' } };
    }
    return rest;
  });
}
