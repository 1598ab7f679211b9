// The frame body of one user-queue message (spec §3 "Base64 messages carry encryptionType and a
// data field with msgType and msgData"): what src/realtime/queue-message.ts decodes. Every event
// the server publishes (chat, service desk, jobs, goods, parcels, discover, alerts) goes through here.
import { encodeBase64Utf8 } from '../../../src/contract/base64.js';
import { BASE64 } from '../../../src/contract/queue.js';
import type { QueueMessage, QueueMessageData } from '../../../src/contract/types/chat.js';

export function queueMessageBody(data: QueueMessageData): string {
  const message: QueueMessage = { encryptionType: BASE64, data: encodeBase64Utf8(JSON.stringify(data)) };
  return JSON.stringify(message);
}
