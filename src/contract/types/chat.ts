// Chat and the real-time queue (spec §3 "Messages", §7 "Queue" and chat API).
import type { PageRequest, ServiceId, UserId, YesNo } from './common.js';
import type { ChatEventKind, MessageType, SessionType } from '../statuses.js';

/** Queue credentials (spec §7 "Queue"). */
export interface QueueCredentials {
  mqUsername: string;
  mqPassword: string;
  /** Scheme of the broker: 'ws' | 'wss'. */
  mqIpType: string;
  mqIp: string;
  mqPort: number;
  /** Message expiry in ms for the subscription. */
  expTtl: number;
  /** The per-user queue name. Ours: the spec does not say where it comes from. */
  userMq?: string;
}

/** GET path parameters: access-system code only, never the user id (spec §7). */
export interface QueueCredentialsRequest {
  systemCode: string;
}

/** A chat record (spec §3 "Chat store ... the incoming record"). */
export interface ChatRecord {
  chatMessageId: string;
  chatSessionId: string;
  content: string;
  fromUserId: UserId;
  toUserId: UserId;
  moduleId: number;
  sendTime: string;
  sessionType: SessionType;
  type: MessageType;
  translation?: string;
}

/** Chat card saved when a chat starts from a listing (spec §3). */
export interface ChatCard {
  title: string;
  /** First 20 characters of the content. */
  content: string;
  imgPath: string;
  moduleId: number;
  serviceId: ServiceId;
  price?: number;
  priceFlag?: string;
  billingCycle?: string;
  serviceTime?: number;
}

/** Data field of a base64 queue message (spec §3 "Base64 messages"). */
export interface QueueMessageData {
  msgType: ChatEventKind | string;
  msgData: { content?: string } & Record<string, unknown>;
}
export interface QueueMessage {
  encryptionType: string;
  /** base64 of QueueMessageData when encryptionType says so, else the object itself. */
  data: string | QueueMessageData;
}

/** Shapes below are not shown in spec §7; ours. */
export interface ChatSession {
  chatSessionId: string;
  sessionType: SessionType;
  otherUserId: UserId;
  otherUserMq: string;
  otherUserAvatarPath: string;
  otherUserPetName: string;
  lastMessage: string;
  lastType: MessageType;
  lastTime: string;
  unreadNum: number;
}

export interface InitChatWindowRequest {
  otherUserMq: string;
  sessionType: SessionType;
  card?: ChatCard;
}
export interface InitChatWindowReply {
  chatSessionId: string;
}

export interface ChatRecordsRequest extends PageRequest {
  chatSessionId: string;
  /** Load records older than this id (scroll-back). */
  beforeMessageId?: string;
}

export interface SendMsgRequest {
  chatSessionId: string;
  toUserMq: string;
  type: MessageType;
  /** Text, image path, file path or JSON of a ChatCard. */
  content: string;
  sessionType: SessionType;
  moduleId?: number;
}

export interface UnreadTotalReply {
  totalUnread: number;
}

export interface ChatSessionRef {
  chatSessionId: string;
}

/** Upload reply of a chat image / file. */
export interface ChatUploadReply {
  imgPath: string;
}

export interface MqConfigReply {
  userMq: string;
}

export interface RobotInfo {
  robotName: string;
  avatarPath: string;
  greeting: string;
  questions: { id: number; question: string }[];
}

export interface ChatTranslateInfo {
  translateFlag: YesNo;
  targetLanguageId: string;
}

export interface ChatTranslateFlagRequest {
  chatSessionId: string;
  translateFlag: YesNo;
  targetLanguageId?: string;
}

/** Customer service message (/customer/v2/chat/sendMsg). */
export interface CustomerSendMsgRequest {
  type: MessageType;
  content: string;
  /** Robot question id when the user taps a suggested question. */
  questionId?: number;
}
