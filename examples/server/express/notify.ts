// Telling a parcel's sender that it moved (types/air-express.ts ParcelStateEvent): after the
// move's commit, a PARCEL_EVENT on the sender's user queue, so an open parcel screen reloads it
// and the app toasts — queued the way the goods' events are (goods/notify.ts). Only the sender
// follows a parcel and the app already shows it, so no chat line is written. A failure here is
// logged, never the move's: the move is committed and the parcel's page shows it anyway.
import { PARCEL_EVENT } from '../../../src/contract/statuses.js';
import type { ParcelStateEvent } from '../../../src/contract/types/air-express.js';
import type { QueueMessageData } from '../../../src/contract/types/chat.js';
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { queueMessageBody } from '../realtime/queue-body.js';

export interface ParcelNotifyDeps {
  db: Database;
  services: Pick<ServerServices, 'broker'>;
}

async function publish(deps: ParcelNotifyDeps, parcelNo: string, kind: string): Promise<void> {
  const broker = deps.services.broker;
  if (!broker) return;
  const [row] = await deps.db.query<{ state: number; goods_name: string; user_mq: string }>(
    `select p.state, coalesce(p.goods->>'name', '') as goods_name, u.user_mq
     from parcels p join users u on u.id = p.sender_id where p.parcel_no = $1`,
    [parcelNo],
  );
  if (!row || !row.user_mq) return;
  const event: ParcelStateEvent = { parcelNo, state: Number(row.state), kind, goodsName: row.goods_name };
  const data: QueueMessageData = { msgType: PARCEL_EVENT, msgData: { ...event } };
  const message = queueMessageBody(data);
  await broker.publish(row.user_mq, message);
}

/**
 * Tells the sender of `parcelNo` that it moved (`kind`: an event kind, e.g. 'paid', 'received',
 * 'departed', 'cancelled'). Call after the commit; never throws.
 */
export async function notifyParcel(deps: ParcelNotifyDeps, parcelNo: string, kind: string): Promise<void> {
  await publish(deps, parcelNo, kind).catch((e: unknown) => console.error(`express: ${kind} of ${parcelNo} not told`, e));
}
