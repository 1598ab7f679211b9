// Telling a user of a new notice (types/alerts.ts NoticeEvent): after the commit that wrote it, a
// NOTICE_EVENT on the user's queue with the notice and the unread count, so the bell updates at
// once and a native WebView's bridge can push it; queued as discover/share-notify.ts does. A
// failure is logged, never the publish's or the digest's: the notice is in the centre anyway.
import { NOTICE_EVENT } from '../../../src/contract/statuses.js';
import type { NoticeEvent } from '../../../src/contract/types/alerts.js';
import type { QueueMessageData } from '../../../src/contract/types/chat.js';
import type { Queryable } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import type { MadeNotice } from './match.js';
import { unreadCount } from './notices.js';
import { noticeOf } from './rows.js';
import { queueMessageBody } from '../realtime/queue-body.js';

export interface AlertNotifyDeps {
  db: Queryable;
  services: Pick<ServerServices, 'broker'>;
}

async function publish(deps: AlertNotifyDeps, made: MadeNotice): Promise<void> {
  const broker = deps.services.broker;
  if (!broker) return;
  const [user] = await deps.db.query<{ user_mq: string }>('select user_mq from users where id = $1', [made.user_id]);
  if (!user?.user_mq) return;
  const event: NoticeEvent = { notice: noticeOf(made), unread: await unreadCount(deps.db, made.user_id) };
  const data: QueueMessageData = { msgType: NOTICE_EVENT, msgData: { ...event } };
  const message = queueMessageBody(data);
  await broker.publish(user.user_mq, message);
}

/** Tells each notice's user. Call after the commit; never throws. */
export async function notifyNotices(deps: AlertNotifyDeps, notices: readonly MadeNotice[]): Promise<void> {
  for (const made of notices) {
    await publish(deps, made).catch((e: unknown) => console.error(`alerts: notice ${made.id} not told`, e));
  }
}
