// Telling a post's author that the console decided it (types/discover.ts ShareStateEvent): after
// the decision's commit, a SHARE_EVENT on the author's user queue, so an open myShare screen
// reloads and the app toasts — queued the way the parcels' events are (express/notify.ts). Sent on
// approve, reject and hide (console review, report decisions). A failure here is logged, never
// the decision's: it is committed and the author's myShare shows it anyway.
import { SHARE_EVENT, type ShareStatus } from '../../../src/contract/statuses.js';
import type { ShareStateEvent } from '../../../src/contract/types/discover.js';
import type { QueueMessageData } from '../../../src/contract/types/chat.js';
import type { Queryable } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { queueMessageBody } from '../realtime/queue-body.js';

export interface ShareNotifyDeps {
  db: Queryable;
  services: Pick<ServerServices, 'broker'>;
}

async function publish(deps: ShareNotifyDeps, shareId: string): Promise<void> {
  const broker = deps.services.broker;
  if (!broker) return;
  const [row] = await deps.db.query<{ status: number; reason: string; user_mq: string }>(
    'select s.status, s.reason, u.user_mq from shares s join users u on u.id = s.user_id where s.id = $1',
    [shareId],
  );
  if (!row || !row.user_mq) return;
  const event: ShareStateEvent = { shareId, status: Number(row.status) as ShareStatus, reason: row.reason };
  const data: QueueMessageData = { msgType: SHARE_EVENT, msgData: { ...event } };
  const message = queueMessageBody(data);
  await broker.publish(row.user_mq, message);
}

/** Tells the author of `shareId` its state as committed now. Call after the commit; never throws. */
export async function notifyShare(deps: ShareNotifyDeps, shareId: string): Promise<void> {
  await publish(deps, shareId).catch((e: unknown) => console.error(`discover: state of ${shareId} not told`, e));
}
