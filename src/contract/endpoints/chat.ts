// Chat API (spec §7: /chat/v1, /chat/v2 call names and /customer/v2/chat/sendMsg) and the queue
// credentials GET. The spec names the calls but not their full paths: the controller segment
// "/chat/" is ours (invented-paths.ts NAMED_PATHS).
import { endpoint } from '../endpoint.js';
import type { Empty, PageRequest, SearchReply } from '../types/common.js';
import type {
  ChatRecord, ChatRecordsRequest, ChatSession, ChatSessionRef, ChatTranslateFlagRequest, ChatTranslateInfo,
  ChatUploadReply, CustomerSendMsgRequest, InitChatWindowReply, InitChatWindowRequest, MqConfigReply,
  QueueCredentials, QueueCredentialsRequest, RobotInfo, SendMsgRequest, UnreadTotalReply,
} from '../types/chat.js';

export const CHAT_ENDPOINTS = {
  /** GET with the access-system code and no user id in the path (spec §7 "Queue"). */
  getQueueCredentials: endpoint<QueueCredentialsRequest, QueueCredentials>()('/chat/v1/mq/getMqAccount/:systemCode', { transport: 'get', auth: true }),

  getChatList: endpoint<PageRequest, SearchReply<ChatSession>>()('/chat/v1/chat/getChatList', { list: true, auth: true }),
  getRecentChatRecords: endpoint<ChatRecordsRequest, SearchReply<ChatRecord>>()('/chat/v1/chat/getRecentChatRecords', { list: true, auth: true }),
  uploadChatImg: endpoint<{ multipartFile: Blob }, ChatUploadReply>()('/chat/v1/chat/uploadChatImg', { transport: 'multipart', auth: true }),
  getUnreadTotalNumber: endpoint<Empty, UnreadTotalReply>()('/chat/v1/chat/getUnreadTotalNumber', { auth: true }),
  cleanChatUnread: endpoint<ChatSessionRef, null>()('/chat/v1/chat/cleanChatUnread', { auth: true }),
  getMqConfig: endpoint<Empty, MqConfigReply>()('/chat/v1/chat/getMqConfig', { auth: true }),

  sendMsg: endpoint<SendMsgRequest, ChatRecord>()('/chat/v2/chat/sendMsg', { auth: true }),
  initChatWindow: endpoint<InitChatWindowRequest, InitChatWindowReply>()('/chat/v2/chat/initChatWindow', { auth: true }),
  /** Customer-service sessions (human and robot). */
  getChatSessionList: endpoint<PageRequest, SearchReply<ChatSession>>()('/chat/v2/chat/getChatSessionList', { list: true, auth: true }),
  getChatRobotInfo: endpoint<Empty, RobotInfo>()('/chat/v2/chat/getChatRobotInfo', { auth: true }),
  getChatTranslateInfo: endpoint<ChatSessionRef, ChatTranslateInfo>()('/chat/v2/chat/getChatTranslateInfo', { auth: true }),
  updateChatTranslateFlag: endpoint<ChatTranslateFlagRequest, null>()('/chat/v2/chat/updateChatTranslateFlag', { auth: true }),

  customerSendMsg: endpoint<CustomerSendMsgRequest, ChatRecord>()('/customer/v2/chat/sendMsg', { auth: true }),
} as const;
