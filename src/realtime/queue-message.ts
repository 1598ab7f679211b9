// Reading a message off the user queue (spec §3 "Messages": base64 messages carry encryptionType
// and a data field with msgType and msgData, including content). A message that cannot be read is
// dropped (null), never thrown: one bad message must not stop the queue.
import { isRecord } from '../contract/is-record.js';
import { BASE64 } from '../contract/queue.js';
import type { QueueMessageData } from '../contract/types/chat.js';

/** encryptionType of a message whose data is base64 (of UTF-8 JSON); the contract says it. */
export { BASE64 };


const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** contract/base64 decodeBase64Utf8, handed in by the instance (see start-realtime.ts for why). */
export type DecodeBase64 = (data: string) => string | null;

export function decodeQueueMessage(body: string, decodeBase64: DecodeBase64): QueueMessageData | null {
  const outer = parse(body);
  if (!isRecord(outer)) return null;
  let data: unknown = outer.data;
  if (typeof data === 'string') {
    // Spec §1: payloads MARKED base64 are decoded; any other string is JSON text as it is.
    const marked = typeof outer.encryptionType === 'string' && outer.encryptionType.toLowerCase() === BASE64;
    const text = marked ? decodeBase64(data) : data;
    data = text === null ? undefined : parse(text);
  }
  if (!isRecord(data) || typeof data.msgType !== 'string' || data.msgType === '') return null;
  const msgData = isRecord(data.msgData) ? data.msgData : {};
  return { msgType: data.msgType, msgData };
}
