// One record of a customer-service conversation (migration 021: chat_messages.sender), written in
// the caller's transaction under the session's row lock (ids follow commit order, as chat/send.ts):
// a user's record leaves their read pointer on it; a record the robot, an operator or the system
// wrote is addressed to the user (to_user_id, so unread.ts finds its time) and counted unread.
import { SESSION_TYPE, type MessageType } from '../../../../src/contract/statuses.js';
import type { ServiceSender } from '../../../../src/contract/types/customer-service.js';
import type { Queryable } from '../../db/database.js';
import type { MessageRow } from '../records.js';

export interface ServiceAuthor {
  kind: ServiceSender;
  name: string;
  /** The operator of an 'agent' record. */
  operatorId?: string;
}

export interface NewServiceRecord {
  sessionId: string;
  userId: string;
  /** Absent: the user wrote it. */
  author?: ServiceAuthor;
  type: MessageType;
  content: string;
  clientMsgId?: string;
  now: Date;
}

/** Inserts the record; undefined when the user's clientMsgId was stored meanwhile (a racing retry). */
export async function insertServiceRecord(tx: Queryable, r: NewServiceRecord): Promise<MessageRow | undefined> {
  await tx.query('select id from chat_sessions where id = $1::bigint for update', [r.sessionId]);
  const byUser = r.author === undefined;
  const [row] = await tx.query<{ id: string }>(
    `insert into chat_messages (session_id, from_user_id, to_user_id, type, content, module_id, client_msg_id, sent_at, sender, sender_name, operator_id)
     values ($1::bigint, $2, $3, $4, $5, 0, $6, $7, $8, $9, $10::bigint)
     on conflict (from_user_id, client_msg_id) where client_msg_id is not null do nothing
     returning id::text as id`,
    [r.sessionId, byUser ? r.userId : null, byUser ? null : r.userId, r.type, r.content, byUser ? (r.clientMsgId ?? null) : null, r.now,
      r.author?.kind ?? null, r.author?.name ?? null, r.author?.operatorId ?? null],
  );
  if (!row) return undefined;
  await tx.query('update chat_sessions set last_message_id = $2::bigint, last_at = $3 where id = $1::bigint', [r.sessionId, row.id, r.now]);
  if (byUser) await tx.query('update chat_participants set last_read_id = $3::bigint where session_id = $1::bigint and user_id = $2', [r.sessionId, r.userId, row.id]);
  else await tx.query('update chat_participants set unread = unread + 1 where session_id = $1::bigint and user_id = $2', [r.sessionId, r.userId]);
  return {
    id: row.id, session_id: r.sessionId, session_type: SESSION_TYPE.customerService, from_user_id: byUser ? r.userId : null, to_user_id: byUser ? null : r.userId,
    type: r.type, content: r.content, module_id: 0, client_msg_id: byUser ? (r.clientMsgId ?? null) : null, translation: null, sent_at: r.now,
    sender: r.author?.kind ?? null, sender_name: r.author?.name ?? null,
  };
}
