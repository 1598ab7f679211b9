// User-to-user messages (spec §1 "Real-time messages", §3 "Messages", §5, §6, §7 chat API): the
// handler table. One file per idea: sessions and their list (sessions.ts, list.ts, init-window.ts),
// sending (send.ts, content.ts, card.ts, text.ts, publish.ts), history (records.ts), unread counts
// (unread.ts), uploads (upload.ts), blocks and reports (blocks.ts, reports.ts), translation
// (translate-setting.ts, translate-message.ts, translations.ts). Decisions (ours):
// - a text message is at most 2,000 characters (constants.ts LIMITS.chatMessageMax says why);
// - the sender's own queue gets its records as 'chatSent' (publish.ts), never counted as unread;
// - a conversation opened without a message is in nobody's list;
// - customer service (sessionType 1) has its own calls (service/): initChatWindow and sendMsg
//   keep refusing sessionType 1 with 4404 (its conversation is opened by its first message).
import type { HandlerTable } from '../http/handler.js';
import { blockUser, getBlockedUsers, unblockUser } from './blocks.js';
import { initChatWindow } from './init-window.js';
import { getChatList } from './list.js';
import { getRecentChatRecords } from './records.js';
import { reportUser } from './reports.js';
import { sendMsg } from './send.js';
import { translateChatMessage } from './translate-message.js';
import { getChatTranslateInfo, updateChatTranslateFlag } from './translate-setting.js';
import { cleanChatUnread, getMqConfig, getUnreadByUserMq, getUnreadTotalNumber } from './unread.js';
import { uploadChatImg } from './upload.js';
import { SERVICE_HANDLERS } from './service/index.js';

/** Boundary cast: each handler answers its endpoint's reply type (the contract cases check the shapes). */
export const CHAT_HANDLERS = {
  initChatWindow, sendMsg, getChatList, getRecentChatRecords, getUnreadTotalNumber, cleanChatUnread, uploadChatImg, getMqConfig,
  getUnreadByUserMq, blockUser, unblockUser, getBlockedUsers, reportUser, getChatTranslateInfo, updateChatTranslateFlag, translateChatMessage,
  ...SERVICE_HANDLERS,
} as HandlerTable;
