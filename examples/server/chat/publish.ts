// A sent record onto the queues (spec §1 "Real-time messages", §3 "Base64 messages carry
// encryptionType and a data field with msgType and msgData"): the receiver's queue gets it as
// 'chatInfo', which the app counts as unread (src/realtime/start-realtime.ts); the sender's own
// queue gets it as CHAT_SENT_EVENT, for the sender's other devices, never counted. The body is what
// src/realtime/queue-message.ts decodes. With several instances the broker is RabbitMQ (scale-out.ts),
// so a publish from any instance reaches the user wherever they are connected.
//
// The message is stored before it is published: a publish that fails (broker down) is logged and
// the send still succeeds. The reply waits for the publish a short while only: a broker restarting
// keeps the publish retrying behind it (realtime/publish-backlog.ts), not the sender's spinner.
// Whatever the queue misses, the receiver finds in getChatList and the history, and in
// getUnreadTotalNumber, which the app asks whenever its queue connects.
import { CHAT_SENT_EVENT } from '../../../src/contract/statuses.js';
import type { ChatRecord, QueueMessageData } from '../../../src/contract/types/chat.js';
import type { Broker } from '../realtime/broker.js';
import { queueMessageBody } from '../realtime/queue-body.js';

export const CHAT_INFO = 'chatInfo';

/** The frame body of one queue message carrying `record` as `kind`. */
export function queueBody(kind: string, record: ChatRecord): string {
  const data: QueueMessageData = { msgType: kind, msgData: { ...record } };
  return queueMessageBody(data);
}

export interface Delivery {
  userMq: string;
  kind: typeof CHAT_INFO | typeof CHAT_SENT_EVENT;
  record: ChatRecord;
}

/** How long a send's reply waits for its publishes (ms); a healthy broker confirms in a few. */
export const PUBLISH_WAIT_MS = 1_000;

/** Publishes each delivery, waiting PUBLISH_WAIT_MS at most; never throws (see the header). */
export async function publishRecords(broker: Broker | undefined, deliveries: readonly Delivery[]): Promise<void> {
  if (!broker) return;
  const settled = Promise.allSettled(deliveries.map((d) => broker.publish(d.userMq, queueBody(d.kind, d.record)))).then((results) => {
    for (const r of results) {
      if (r.status === 'rejected') console.error('chat: publish to the queue failed; the message is stored', r.reason);
    }
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PUBLISH_WAIT_MS);
    timer.unref?.();
  });
  await Promise.race([settled, waited]);
  clearTimeout(timer);
}
