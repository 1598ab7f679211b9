// Customer service (spec §1 "chat with publishers or with customer service (human or robot)", §3
// event kinds onlineServiceList, onlineService, switchingQueue, endService, §6 "Customer service:
// human and robot"). The spec shows no shapes: everything here is ours.
//
// One customer-service conversation (a chat session of sessionType 1) belongs to one user and moves
// forward only: 'robot' (the robot answers from the help articles) → 'waiting' (the user asked for a
// person, or the robot could not answer; the user sees their place in the queue) → 'serving' (an
// operator of the console took it; the user sees their name) → 'ended' (the operator or the user
// closed it; the user may rate it once). A message after 'ended' opens a new conversation with the
// robot. Its records are ChatRecords of that session (getRecentChatRecords pages them like a user
// chat); the robot's and the operators' carry `sender`.
//
// Queue events on the user's queue (QueueMessageData.msgType, spec §3), base64 like chatInfo:
// - 'onlineServiceList': msgData is a ChatRecord the robot, an operator or the system wrote to the
//   user (counted as unread unless the user is looking at the conversation);
// - 'switchingQueue': msgData is CustomerServiceStatus (state 'waiting', the new queuePosition);
// - 'onlineService': msgData is CustomerServiceStatus (state 'serving', agentName: someone joined);
// - 'endService': msgData is CustomerServiceStatus (state 'ended').
// The database is the truth: the app reads getCustomerServiceStatus when the conversation opens and
// whenever its queue reconnects.
import type { ChatRecord } from './chat.js';

export const SERVICE_STATES = ['robot', 'waiting', 'serving', 'ended'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** Who wrote a record that is not a user's (ChatRecord.sender); absent means a user. Declared in chat.ts. */
export { SERVICE_SENDERS, type ServiceSender } from './chat.js';

/** A one-tap satisfaction rating: 1 (bad) to 5 (excellent). */
export const SERVICE_RATING_MIN = 1;
export const SERVICE_RATING_MAX = 5;

/** The caller's current (or latest) customer-service conversation. */
export interface CustomerServiceStatus {
  /** '' when the user never opened customer service. */
  chatSessionId: string;
  state: ServiceState;
  /** 'waiting': 1 means next. */
  queuePosition?: number;
  /** 'serving' and 'ended': the display name of the operator who answers (or answered). */
  agentName?: string;
  /** 'ended': the user's rating once given. */
  rating?: number;
  /** Records of this conversation the user has not read. */
  unreadNum: number;
}

/** /customer/v2/chat/sendMsg: a text (or a picture path from uploadChatImg) to customer service. */
export interface CustomerSendMsgReply {
  /** The user's stored record (matched to the outbox by clientMsgId, as sendMsg). */
  record: ChatRecord;
  /** What the robot answered at once (also sent on the queue as onlineServiceList); [] when a person serves. */
  answers: ChatRecord[];
  status: CustomerServiceStatus;
}

export interface ServiceRatingRequest {
  chatSessionId: string;
  /** SERVICE_RATING_MIN..SERVICE_RATING_MAX. */
  rating: number;
}
