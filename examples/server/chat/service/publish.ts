// Customer-service events onto the user's queue (spec §3 event kinds; types/customer-service.ts
// header): a record the robot, an operator or the system wrote ('onlineServiceList'), and the
// conversation's status when the queue moves ('switchingQueue'), a person joins ('onlineService')
// or it ends ('endService'). Same body as chat/publish.ts (base64 QueueMessageData). Always
// published after the commit that made them true; a failed publish is logged, never thrown: the
// database is the truth and the app reads getCustomerServiceStatus when its queue reconnects.
import type { ChatRecord, QueueMessageData } from '../../../../src/contract/types/chat.js';
import type { CustomerServiceStatus } from '../../../../src/contract/types/customer-service.js';
import type { Broker } from '../../realtime/broker.js';
import { queueMessageBody } from '../../realtime/queue-body.js';

export const SERVICE_EVENTS = {
  record: 'onlineServiceList',
  queue: 'switchingQueue',
  joined: 'onlineService',
  ended: 'endService',
} as const;
export type ServiceEvent = (typeof SERVICE_EVENTS)[keyof typeof SERVICE_EVENTS];

export type ServiceDelivery =
  | { userMq: string; kind: typeof SERVICE_EVENTS.record; data: ChatRecord }
  | { userMq: string; kind: Exclude<ServiceEvent, typeof SERVICE_EVENTS.record>; data: CustomerServiceStatus };

export function serviceBody(d: ServiceDelivery): string {
  const data: QueueMessageData = { msgType: d.kind, msgData: { ...d.data } };
  return queueMessageBody(data);
}

/** Publishes each delivery (after the commit); never throws. */
export async function publishService(broker: Broker | undefined, deliveries: readonly ServiceDelivery[]): Promise<void> {
  if (!broker || deliveries.length === 0) return;
  const results = await Promise.allSettled(deliveries.map((d) => broker.publish(d.userMq, serviceBody(d))));
  for (const r of results) {
    if (r.status === 'rejected') console.error('customer service: publish to the queue failed; the change is stored', r.reason);
  }
}
