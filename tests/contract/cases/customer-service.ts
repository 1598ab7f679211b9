// Contract cases of customer service (spec §6 "Customer service: human and robot", §7
// /customer/v2/chat/sendMsg, getChatSessionList, getChatRobotInfo; types/customer-service.ts): the
// real client against the reference server, in the order a conversation goes — the robot's card,
// a question it answers, a person asked for, the status, the list, the end and one rating.
import { expect } from 'vitest';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { ChatRecord, ChatSession, RobotInfo } from '../../../src/contract/types/chat.js';
import type { CustomerSendMsgReply, CustomerServiceStatus } from '../../../src/contract/types/customer-service.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, type Case } from '../support/cases.js';
import { S, shapeOf } from '../support/shapes.js';

export interface ServiceState {
  chatSessionId?: string;
}
export const newServiceState = (): ServiceState => ({});
type C = Case<ServiceState>;

const record = shapeOf<ChatRecord>()({
  chatMessageId: S.string, chatSessionId: S.string, content: S.string, fromUserId: S.string, toUserId: S.string, moduleId: S.number,
  sendTime: S.string, sessionType: S.literal(1), type: S.literal(0, 1), translation: S.optional(S.string),
  clientMsgId: S.optional(S.string), fileUrl: S.optional(S.string),
  sender: S.optional(S.literal('robot', 'agent', 'system')), senderName: S.optional(S.string), fileName: S.optional(S.string),
  fileSize: S.optional(S.number),
});
const status = shapeOf<CustomerServiceStatus>()({
  chatSessionId: S.string, state: S.literal('robot', 'waiting', 'serving', 'ended'), queuePosition: S.optional(S.number),
  agentName: S.optional(S.string), rating: S.optional(S.number), unreadNum: S.number,
});
const sendReply = shapeOf<CustomerSendMsgReply>()({ record, answers: S.array(record), status });
const robotInfo = shapeOf<RobotInfo>()({
  robotName: S.string, avatarPath: S.string, greeting: S.string, questions: S.array(S.object({ id: S.number, question: S.string })),
});
const session = shapeOf<ChatSession>()({
  chatSessionId: S.string, sessionType: S.literal(1), otherUserId: S.string, otherUserMq: S.string, otherUserAvatarPath: S.string,
  otherUserPetName: S.string, lastMessage: S.string, lastType: S.literal(0, 1), lastTime: S.string, unreadNum: S.number,
  lastMessageId: S.optional(S.string), card: S.optional(S.nullable(S.object({}))),
});

export const SERVICE_CASES: readonly C[] = [
  {
    endpoint: 'getChatRobotInfo', kind: 'happy', name: 'the robot introduces itself with five questions', as: 'enterprise', language: 'fr',
    expect: { code: 200, shape: robotInfo, check: (r) => expect(data<RobotInfo>(r).questions).toHaveLength(5) },
  },
  { endpoint: 'getChatRobotInfo', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'customerSendMsg', kind: 'happy', name: 'a question the robot answers from the help articles', as: 'enterprise', language: 'fr',
    body: () => ({ type: 0, content: 'Mot de passe oublié ?', clientMsgId: 'contract-cs-1' }),
    expect: {
      code: 200, shape: sendReply,
      check: (r, w) => {
        const reply = data<CustomerSendMsgReply>(r);
        expect(reply.status.state).toBe('robot');
        expect(reply.answers[0]).toMatchObject({ sender: 'robot', toUserId: 'u-enterprise' });
        w.state.chatSessionId = reply.status.chatSessionId;
      },
    },
  },
  { endpoint: 'customerSendMsg', kind: 'bad', name: 'a document is not for customer service', as: 'enterprise', body: () => ({ type: 2, content: '/uploads/a.pdf' }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'customerSendMsg', kind: 'bad', name: 'an empty message', as: 'enterprise', language: 'cn', body: () => ({ type: 0, content: '  ' }), expect: { code: 4422, key: MSG.messageEmpty } },
  {
    endpoint: 'requestServiceAgent', kind: 'happy', name: 'the user asks for a person and gets a place', as: 'enterprise',
    expect: { code: 200, shape: status, check: (r, w) => expect(data<CustomerServiceStatus>(r)).toMatchObject({ chatSessionId: w.state.chatSessionId, state: 'waiting' }) },
  },
  { endpoint: 'requestServiceAgent', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'getCustomerServiceStatus', kind: 'happy', name: 'the status says waiting, with the place', as: 'enterprise',
    expect: { code: 200, shape: status, check: (r) => expect(data<CustomerServiceStatus>(r).queuePosition).toBeGreaterThanOrEqual(1) },
  },
  { endpoint: 'getCustomerServiceStatus', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'getChatSessionList', kind: 'happy', name: 'the conversation is listed, named after the robot', as: 'enterprise', body: () => ({ page: { index: 1, size: 15 } }),
    expect: { code: 200, shape: S.object({ totalCount: S.number, resultList: S.array(session) }), check: (r, w) => expect(data<SearchReply<ChatSession>>(r).resultList[0]?.chatSessionId).toBe(w.state.chatSessionId) },
  },
  { endpoint: 'getChatSessionList', kind: 'bad', name: 'logged out', body: () => ({}), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'rateCustomerService', kind: 'bad', name: 'a conversation still open is not rated yet', as: 'enterprise',
    body: (w) => ({ chatSessionId: w.state.chatSessionId, rating: 5 }), expect: { code: 4422, key: 'errors.serviceNotEnded' },
  },
  {
    endpoint: 'endCustomerService', kind: 'happy', name: 'the user ends the conversation', as: 'enterprise',
    expect: { code: 200, shape: status, check: (r) => expect(data<CustomerServiceStatus>(r).state).toBe('ended') },
  },
  { endpoint: 'endCustomerService', kind: 'bad', name: 'logged out', expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'rateCustomerService', kind: 'happy', name: 'the user rates it', as: 'enterprise', body: (w) => ({ chatSessionId: w.state.chatSessionId, rating: 5 }), expect: { code: 200 } },
  {
    endpoint: 'rateCustomerService', kind: 'bad', name: 'another rating of a rated conversation', as: 'enterprise', language: 'fr',
    body: (w) => ({ chatSessionId: w.state.chatSessionId, rating: 2 }), expect: { code: 4422, key: 'errors.serviceRated' },
  },
  { endpoint: 'rateCustomerService', kind: 'bad', name: 'a rating out of 1 to 5', as: 'enterprise', body: (w) => ({ chatSessionId: w.state.chatSessionId, rating: 9 }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'rateCustomerService', kind: 'bad', name: 'someone else\'s conversation', as: 'member',
    body: (w) => ({ chatSessionId: w.state.chatSessionId, rating: 5 }), expect: { code: 4404, key: 'errors.notFound' },
  },
];
