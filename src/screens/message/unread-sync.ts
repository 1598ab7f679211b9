// The unread total of the tab bar's badge (spec §2), from the server: after a conversation was read
// (cleanChatUnread) and when the list opens, so the badge is right whatever happened on another
// device. Silent: a failure leaves the count the queue kept.
import type { ApiClient } from '../../api/index.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import type { ChatStore } from '../../stores/chat.js';

export async function syncUnreadTotal(api: ApiClient, chat: ChatStore): Promise<void> {
  const reply = await api.call(CHAT_ENDPOINTS.getUnreadTotalNumber, {}, { silent: true });
  if (reply.code === 200 && reply.customData) chat.setUnreadTotal(reply.customData.totalUnread, reply.customData.lastUnreadTime);
}

/** Marks one conversation read on the server, then takes the new total. */
export async function markSessionRead(api: ApiClient, chat: ChatStore, chatSessionId: string): Promise<void> {
  const reply = await api.call(CHAT_ENDPOINTS.cleanChatUnread, { chatSessionId }, { silent: true });
  if (reply.code === 200) await syncUnreadTotal(api, chat);
}
