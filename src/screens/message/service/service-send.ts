// A message to customer service (spec §7 /customer/v2/chat/sendMsg): the server stores it in the
// user's current conversation (a new one with the robot when none is open or the last one ended)
// and answers the record, the robot's answers and the status, which the service store takes (the
// conversation may have just started, or moved to waiting when the robot could not answer).
import { CODE } from '../../../contract/codes.js';
import { CHAT_ENDPOINTS } from '../../../contract/endpoints/chat.js';
import type { SendContext, SendResult } from '../outbox-sender.js';
import type { OutMessage } from '../outbox-state.js';
import { serviceStoreFor } from './service-store.js';

export async function sendToService(m: OutMessage, { api, userId, inline }: SendContext): Promise<SendResult> {
  const reply = await api.call(CHAT_ENDPOINTS.customerSendMsg, {
    type: m.type,
    content: m.content,
    clientMsgId: m.clientMsgId,
    ...(m.questionId !== undefined ? { questionId: m.questionId } : {}),
  }, { inline });
  if (reply.code !== CODE.OK || !reply.customData) return { ok: false, code: reply.code, message: reply.message };
  const { record, answers, status } = reply.customData;
  serviceStoreFor(api, userId).apply(status, 'server');
  return { ok: true, record, also: answers };
}
