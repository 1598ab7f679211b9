// How the outbox sends one message, by the conversation's session type (variation as data, DESIGN.md
// §7): to a user with sendMsg (spec §2 "Messages"), to customer service with customerSendMsg (spec §7
// /customer/v2/chat/sendMsg, service/service-send.ts).
import { CODE } from '../../contract/codes.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import { SESSION_TYPE, type SessionType } from '../../contract/statuses.js';
import type { Sender } from './outbox-sender.js';
import { sendToService } from './service/service-send.js';

const sendToUser: Sender = async (m, { api, inline }) => {
  const reply = await api.call(CHAT_ENDPOINTS.sendMsg, {
    chatSessionId: m.chatSessionId,
    toUserMq: m.toUserMq,
    type: m.type,
    content: m.content,
    sessionType: m.sessionType,
    clientMsgId: m.clientMsgId,
    ...(m.moduleId !== undefined ? { moduleId: m.moduleId } : {}),
  }, { inline });
  return reply.code === CODE.OK && reply.customData
    ? { ok: true, record: reply.customData, also: [] }
    : { ok: false, code: reply.code, message: reply.message };
};

export const SENDERS: Readonly<Record<SessionType, Sender>> = {
  [SESSION_TYPE.user]: sendToUser,
  [SESSION_TYPE.customerService]: sendToService,
};
