// Chat API (spec §7: /chat/v1, /chat/v2 call names and /customer/v2/chat/sendMsg) and the queue
// credentials GET. The spec names the calls but not their full paths: the controller segment
// "/chat/" is ours (origin 'named'); the queue GET is wholly ours.
import { endpoint } from '../endpoint.js';
import type { Empty, PageRequest, SearchReply } from '../types/common.js';
import type {
  BlockedUser, ChatMessageRef, ChatMessageTranslation, ChatRecord, ChatReportRequest, ChatRecordsRequest, ChatSession, ChatSessionRef, ChatTranslateFlagRequest, ChatTranslateInfo,
  ChatUploadReply, ChatUserRef, CustomerSendMsgRequest, InitChatWindowReply, InitChatWindowRequest, MqConfigReply,
  QueueCredentials, QueueCredentialsRequest, RobotInfo, SendMsgRequest, UnreadTotalReply,
} from '../types/chat.js';
import type { CustomerSendMsgReply, CustomerServiceStatus, ServiceRatingRequest } from '../types/customer-service.js';

export const CHAT_ENDPOINTS = {
  /** GET with the access-system code and no user id in the path (spec §7 "Queue"). */
  getQueueCredentials: endpoint<QueueCredentialsRequest, QueueCredentials>()('/chat/v1/mq/getMqAccount/:systemCode', { origin: 'ours', transport: 'get', auth: true }),

  getChatList: endpoint<PageRequest, SearchReply<ChatSession>>()('/chat/v1/chat/getChatList', { origin: 'named', list: true, auth: true }),
  getRecentChatRecords: endpoint<ChatRecordsRequest, SearchReply<ChatRecord>>()('/chat/v1/chat/getRecentChatRecords', { origin: 'named', list: true, auth: true }),
  uploadChatImg: endpoint<{ multipartFile: Blob }, ChatUploadReply>()('/chat/v1/chat/uploadChatImg', { origin: 'named', transport: 'multipart', auth: true }),
  getUnreadTotalNumber: endpoint<Empty, UnreadTotalReply>()('/chat/v1/chat/getUnreadTotalNumber', { origin: 'named', auth: true }),
  cleanChatUnread: endpoint<ChatSessionRef, null>()('/chat/v1/chat/cleanChatUnread', { origin: 'named', auth: true }),
  getMqConfig: endpoint<Empty, MqConfigReply>()('/chat/v1/chat/getMqConfig', { origin: 'named', auth: true }),

  /**
   * The stored record is the reply; it goes on the RECIPIENT's queue as 'chatInfo' (counted as
   * unread), and on the sender's own queue as CHAT_SENT_EVENT 'chatSent' (statuses.ts), for the
   * sender's other devices: never counted, merged by chatMessageId.
   */
  sendMsg: endpoint<SendMsgRequest, ChatRecord>()('/chat/v2/chat/sendMsg', { origin: 'named', auth: true }),
  initChatWindow: endpoint<InitChatWindowRequest, InitChatWindowReply>()('/chat/v2/chat/initChatWindow', { origin: 'named', auth: true }),
  /** The caller's customer-service conversations (sessionType 1), newest first; otherUserPetName names the robot or the operator. */
  getChatSessionList: endpoint<PageRequest, SearchReply<ChatSession>>()('/chat/v2/chat/getChatSessionList', { origin: 'named', list: true, auth: true }),
  getChatRobotInfo: endpoint<Empty, RobotInfo>()('/chat/v2/chat/getChatRobotInfo', { origin: 'named', auth: true }),
  getChatTranslateInfo: endpoint<ChatSessionRef, ChatTranslateInfo>()('/chat/v2/chat/getChatTranslateInfo', { origin: 'named', auth: true }),
  updateChatTranslateFlag: endpoint<ChatTranslateFlagRequest, null>()('/chat/v2/chat/updateChatTranslateFlag', { origin: 'named', auth: true }),
  /**
   * Ours: a text message of the caller's conversation in the caller's target language (spec §1
   * original/translated; §3 the record's translation): machine-translated once per language and
   * cached; refused with CODE.TRANSLATE_UNAVAILABLE while the provider is busy or down.
   */
  translateChatMessage: endpoint<ChatMessageRef, ChatMessageTranslation>()('/chat/v2/chat/translateChatMessage', { origin: 'ours', auth: true }),

  /** To customer service: stored in the caller's current conversation (a new one with the robot when none is open). */
  customerSendMsg: endpoint<CustomerSendMsgRequest, CustomerSendMsgReply>()('/customer/v2/chat/sendMsg', { auth: true }),
  /** Ours: the caller's current customer-service conversation and its state (customer-service.ts). */
  getCustomerServiceStatus: endpoint<Empty, CustomerServiceStatus>()('/customer/v2/chat/getStatus', { origin: 'ours', auth: true }),
  /** Ours: "talk to a person": robot → waiting (idempotent while waiting or served); the reply has the queue position. */
  requestServiceAgent: endpoint<Empty, CustomerServiceStatus>()('/customer/v2/chat/requestAgent', { origin: 'ours', auth: true }),
  /** Ours: the user closes their conversation (→ ended; idempotent). */
  endCustomerService: endpoint<Empty, CustomerServiceStatus>()('/customer/v2/chat/endService', { origin: 'ours', auth: true }),
  /** Ours: one rating of an ended conversation (the same rating again is accepted; another is refused). */
  rateCustomerService: endpoint<ServiceRatingRequest, null>()('/customer/v2/chat/rateService', { origin: 'ours', auth: true }),

  /** Ours: the caller stops receiving the other user's messages (sendMsg refused both ways). Idempotent. */
  blockUser: endpoint<ChatUserRef, null>()('/chat/v1/chat/blockUser', { origin: 'ours', auth: true }),
  /** Ours: undoes blockUser. Idempotent. */
  unblockUser: endpoint<ChatUserRef, null>()('/chat/v1/chat/unblockUser', { origin: 'ours', auth: true }),
  /** Ours: the users the caller blocked, newest first (page size 15). */
  getBlockedUsers: endpoint<PageRequest, SearchReply<BlockedUser>>()('/chat/v1/chat/getBlockedUsers', { origin: 'ours', list: true, auth: true }),
  /** Ours: reports a user to the operators (reason from CHAT_REPORT_REASONS); one open report per pair. */
  reportUser: endpoint<ChatReportRequest, null>()('/chat/v1/chat/reportUser', { origin: 'ours', auth: true }),
} as const;
