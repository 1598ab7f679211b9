// Customer-service conversations as rows (migration 021-customer-service): reading the caller's
// open or latest one, opening one, and its status as the app sees it (types/customer-service.ts
// CustomerServiceStatus). A user has at most one open conversation (the unique partial index);
// openServiceSession takes the user's row lock first, so two first messages at once (two devices)
// make one conversation instead of one of them failing on the index.
import { SESSION_TYPE } from '../../../../src/contract/statuses.js';
import type { CustomerServiceStatus, ServiceState } from '../../../../src/contract/types/customer-service.js';
import type { Queryable } from '../../db/database.js';

export interface ServiceRow {
  session_id: string;
  user_id: string;
  state: ServiceState;
  opened_at: Date | string;
  queued_at: Date | string | null;
  agent_id: string | null;
  agent_name: string | null;
  taken_at: Date | string | null;
  ended_at: Date | string | null;
  rating: number | null;
  /** The user's unread records of this conversation. */
  unread: number;
}

export const SERVICE_SELECT = `
  select v.session_id::text as session_id, v.user_id, v.state, v.opened_at, v.queued_at, v.agent_id::text as agent_id, v.agent_name,
         v.taken_at, v.ended_at, v.rating, coalesce(p.unread, 0)::int as unread
  from service_sessions v
  left join chat_participants p on p.session_id = v.session_id and p.user_id = v.user_id`;

/** The user's open (not ended) conversation. */
export async function openServiceOf(q: Queryable, userId: string): Promise<ServiceRow | undefined> {
  const [row] = await q.query<ServiceRow>(`${SERVICE_SELECT} where v.user_id = $1 and v.state <> 'ended'`, [userId]);
  return row;
}

/** The user's open conversation, else their latest one. */
export async function latestServiceOf(q: Queryable, userId: string): Promise<ServiceRow | undefined> {
  const [row] = await q.query<ServiceRow>(`${SERVICE_SELECT} where v.user_id = $1 order by (v.state <> 'ended') desc, v.session_id desc limit 1`, [userId]);
  return row;
}

export async function serviceById(q: Queryable, sessionId: string): Promise<ServiceRow | undefined> {
  const [row] = await q.query<ServiceRow>(`${SERVICE_SELECT} where v.session_id = $1::bigint`, [sessionId]);
  return row;
}

/**
 * The user's open conversation, made (state 'robot') when there is none. `tx` must be a
 * transaction: the user's row lock it takes holds until its commit.
 */
export async function openServiceSession(tx: Queryable, userId: string, now: Date): Promise<ServiceRow> {
  await tx.query('select id from users where id = $1 for update', [userId]);
  const open = await openServiceOf(tx, userId);
  if (open) return open;
  const [made] = await tx.query<{ id: string }>(
    'insert into chat_sessions (session_type, created_by, created_at, last_at) values ($1, $2, $3, $3) returning id::text as id',
    [SESSION_TYPE.customerService, userId, now],
  );
  if (!made) throw new Error('customer service: no session id');
  // last_at stays null on the participant row: getChatList lists user-to-user conversations only.
  await tx.query('insert into chat_participants (session_id, user_id) values ($1::bigint, $2)', [made.id, userId]);
  await tx.query("insert into service_sessions (session_id, user_id, state, opened_at) values ($1::bigint, $2, 'robot', $3)", [made.id, userId, now]);
  const row = await serviceById(tx, made.id);
  if (!row) throw new Error('customer service: the new session vanished');
  return row;
}

/** 1 for the next to be taken; 0 when the conversation is not waiting. */
export async function queuePosition(q: Queryable, sessionId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from service_sessions w, service_sessions me
     where me.session_id = $1::bigint and me.state = 'waiting' and w.state = 'waiting'
       and (w.queued_at, w.session_id) <= (me.queued_at, me.session_id)`,
    [sessionId],
  );
  return Number(row?.n ?? 0);
}

/** The status the app shows (types/customer-service.ts); `position` when already known. */
export async function statusOf(q: Queryable, row: ServiceRow | undefined, position?: number): Promise<CustomerServiceStatus> {
  if (!row) return { chatSessionId: '', state: 'robot', unreadNum: 0 };
  const status: CustomerServiceStatus = { chatSessionId: row.session_id, state: row.state, unreadNum: Number(row.unread) };
  if (row.state === 'waiting') status.queuePosition = position ?? (await queuePosition(q, row.session_id));
  if ((row.state === 'serving' || row.state === 'ended') && row.agent_name) status.agentName = row.agent_name;
  if (row.state === 'ended' && row.rating !== null) status.rating = Number(row.rating);
  return status;
}
