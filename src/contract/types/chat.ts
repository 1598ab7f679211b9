// Chat and the real-time queue (spec §3 "Messages", §7 "Queue" and chat API).
import type { PageRequest, ServiceId, UserId, YesNo } from './common.js';
import type { ChatEventKind, ChatReportReason, MessageType, SessionType } from '../statuses.js';

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

/**
 * Who wrote a customer-service record that is not a user's (ChatRecord.sender); absent means a user.
 * Declared here, not in customer-service.ts (which re-exports it), so the two type files do not import each other.
 */
export const SERVICE_SENDERS = ['robot', 'agent', 'system'] as const;
export type ServiceSender = (typeof SERVICE_SENDERS)[number];

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
  /** The sender's SendMsgRequest.clientMsgId, echoed (the app matches its pending message). Ours. */
  clientMsgId?: string;
  /**
   * Ours: a file message (type 2) is a private upload; this signed URL opens it for the reader the
   * reply or queue message was made for, for 30 minutes (examples/server/private-files/
   * signed-url.ts): read the records again for a fresh one. Absent on other types.
   */
  fileUrl?: string;
  /** Ours: a customer-service record not written by a user: the robot, an operator or the system (customer-service.ts). */
  sender?: ServiceSender;
  /** Ours: with `sender`: the robot's or the operator's display name. */
  senderName?: string;
  /** Ours: a file message's original file name (the path is random). */
  fileName?: string;
  /** Ours: a file message's size in bytes, when known. */
  fileSize?: number;
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
  /** The other party's display name: the enterprise name for accountType 2, else the nickname. */
  otherUserPetName: string;
  /**
   * The last message's preview as data, for the app to word by lastType: the text (cut to 100
   * characters) for text, '' for an image or a file, the card's title for a card; '' when none.
   */
  lastMessage: string;
  lastType: MessageType;
  /** ISO time of the last message, or of the session's start when it has none. */
  lastTime: string;
  unreadNum: number;
  /** Ours: id of the last message ('' when none yet). */
  lastMessageId?: string;
  /** The listing the conversation is about: the card of its last initChatWindow (spec §3). Ours. */
  card?: ChatCard | null;
}

export interface InitChatWindowRequest {
  otherUserMq: string;
  sessionType: SessionType;
  card?: ChatCard;
}
export interface InitChatWindowReply {
  chatSessionId: string;
  /** Ours: the conversation as getChatList shows it (the other party's display, unread, card). */
  session?: ChatSession;
  /** Ours: the caller blocked the other user; sendMsg is refused until unblockUser. */
  blockedByMe?: boolean;
}

/**
 * History paged upwards (ours): the newest `page.size` records older than beforeMessageId (without
 * it, page.index counts pages from the newest), each page in chronological order (oldest first),
 * so the next scroll-back passes the first record's id. totalCount: all records of the session.
 */
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
  /**
   * Made by the app, one per message (at most 64 characters): sending again with the same id
   * answers the record already stored instead of storing a second one, so a retry after a
   * dropped connection never doubles a message. Ours.
   */
  clientMsgId?: string;
}

export interface UnreadTotalReply {
  totalUnread: number;
  /**
   * sendTime of the newest record in the total (absent when it is 0): queue records sent at or
   * before it are already counted, so the ones the queue still holds from while the user was away
   * are not counted twice after a reload. Ours.
   */
  lastUnreadTime?: string;
}

export interface ChatSessionRef {
  chatSessionId: string;
}

/** Upload reply of a chat image / file. */
export interface ChatUploadReply {
  /** The upload's path: the content of the image or file message. */
  imgPath: string;
  /** Ours: the message type to send it as: 1 a picture (jpg/png, 2 MB), 2 a document (pdf/doc/docx, 5 MB). */
  type?: MessageType;
  /** Ours: for a document, a signed URL that opens it (as ChatRecord.fileUrl); absent for a picture. */
  fileUrl?: string;
}

/** Ours: block, unblock and report name the other user as the chat does (spec §2 otherUserMq). */
export interface ChatUserRef {
  otherUserMq: string;
}

/** Ours: a report of a user to the operators, with a reason of CHAT_REPORT_REASONS. */
export interface ChatReportRequest extends ChatUserRef {
  reason: ChatReportReason;
  /** Free text, at most 250 characters (spec §9 free input). */
  text?: string;
  /** The conversation it was reported from (must be the caller's). */
  chatSessionId?: string;
}

/** Ours: one user the caller blocked (getBlockedUsers, newest first). */
export interface BlockedUser {
  userId: UserId;
  userMq: string;
  /** Display name as ChatSession.otherUserPetName. */
  petName: string;
  avatarPath: string;
  /** ISO time of the block. */
  blockedAt: string;
}

export interface MqConfigReply {
  userMq: string;
}

/** The robot of customer service, in the caller's language: its name, greeting and suggested questions (help articles). */
export interface RobotInfo {
  robotName: string;
  avatarPath: string;
  greeting: string;
  /** Help articles to tap (id: the article's, sent back as CustomerSendMsgRequest.questionId). */
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

/** Ours: one message of a conversation the caller takes part in. */
export interface ChatMessageRef {
  chatMessageId: string;
}

/**
 * Ours: a text message in the caller's target language (ChatTranslateInfo.targetLanguageId): the
 * machine translation, cached per message and language (the history's `translation` once the flag
 * is on), or the text itself when it was written in that language.
 */
export interface ChatMessageTranslation {
  translation: string;
  /** The language of `translation`: cn | en | fr. */
  language: string;
}

/** Customer service message (/customer/v2/chat/sendMsg): text 0 or image 1. */
export interface CustomerSendMsgRequest {
  type: MessageType;
  content: string;
  /** Robot question id when the user taps a suggested question (the robot answers that article). */
  questionId?: number;
  /** As SendMsgRequest.clientMsgId: a retry answers the stored record, never a second one. */
  clientMsgId?: string;
}
