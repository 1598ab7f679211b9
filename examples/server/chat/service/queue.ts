// The waiting queue (spec §3 'switchingQueue'; types/customer-service.ts): conversations in state
// 'waiting', oldest queued_at first; a user's position is their rank. Every change of the queue
// (someone joins, is taken, leaves, ends, is put back) runs under one advisory lock, reads the
// queue before and after, and tells each waiting user whose position changed (or who just joined)
// their new one, after the commit. So two changes at once never tell anyone a stale position.
import type { Queryable } from '../../db/database.js';
import { SERVICE_EVENTS, type ServiceDelivery } from './publish.js';

/** pg_advisory_xact_lock key of the queue (any constant not used elsewhere: "CS" 0x4353). */
const QUEUE_LOCK = 0x4353_0021;

interface WaitingRow {
  session_id: string;
  user_mq: string;
  unread: number;
}

export type QueueSnapshot = readonly WaitingRow[];

async function waitingQueue(q: Queryable): Promise<QueueSnapshot> {
  return q.query<WaitingRow>(
    `select v.session_id::text as session_id, u.user_mq, coalesce(p.unread, 0)::int as unread
     from service_sessions v
     join users u on u.id = v.user_id
     left join chat_participants p on p.session_id = v.session_id and p.user_id = v.user_id
     where v.state = 'waiting' order by v.queued_at, v.session_id`,
  );
}

/** Locks the queue for this transaction and returns it as it is. */
export async function lockQueue(tx: Queryable): Promise<QueueSnapshot> {
  await tx.query('select pg_advisory_xact_lock($1)', [QUEUE_LOCK]);
  return waitingQueue(tx);
}

/** 'switchingQueue' for each waiting user whose position is not what it was in `before`. */
export async function queueMoves(tx: Queryable, before: QueueSnapshot): Promise<ServiceDelivery[]> {
  const was = new Map(before.map((w, i) => [w.session_id, i]));
  const after = await waitingQueue(tx);
  return after.flatMap((w, i): ServiceDelivery[] =>
    was.get(w.session_id) === i || !w.user_mq
      ? []
      : [{ userMq: w.user_mq, kind: SERVICE_EVENTS.queue, data: { chatSessionId: w.session_id, state: 'waiting', queuePosition: i + 1, unreadNum: Number(w.unread) } }],
  );
}
