// User-to-user messages (spec §1 "Real-time messages", §3 "Messages", §5, §6, §7 chat API): the
// handler table. One file per idea: sessions and their list (sessions.ts, list.ts, init-window.ts),
// sending (send.ts, content.ts, card.ts, text.ts, publish.ts), history (records.ts), unread counts
// (unread.ts), uploads (upload.ts), blocks and reports (blocks.ts, reports.ts). Decisions (ours):
// - a text message is at most 2,000 characters (constants.ts LIMITS.chatMessageMax says why);
// - the sender's own queue gets its records as 'chatSent' (publish.ts), never counted as unread;
// - a conversation opened without a message is in nobody's list;
// - customer service (sessionType 1) is refused with 4404 until its own task builds it: the
//   tables (migration 020-chat) already hold sessions without a pair.
import type { HandlerTable } from '../http/handler.js';
import { blockUser, getBlockedUsers, unblockUser } from './blocks.js';
import { initChatWindow } from './init-window.js';
import { getChatList } from './list.js';
import { getRecentChatRecords } from './records.js';
import { reportUser } from './reports.js';
import { sendMsg } from './send.js';
import { cleanChatUnread, getMqConfig, getUnreadByUserMq, getUnreadTotalNumber } from './unread.js';
import { uploadChatImg } from './upload.js';

/** Boundary cast: each handler answers its endpoint's reply type (the contract cases check the shapes). */
export const CHAT_HANDLERS = {
  initChatWindow, sendMsg, getChatList, getRecentChatRecords, getUnreadTotalNumber, cleanChatUnread, uploadChatImg, getMqConfig,
  getUnreadByUserMq, blockUser, unblockUser, getBlockedUsers, reportUser,
} as HandlerTable;
