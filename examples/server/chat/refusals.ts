// The refusals every chat call shares, coded (spec §8: the app toasts the message):
// - the other user must exist (4404) and must not be the caller (spec §5 "cannot message yourself
//   ('not allowed')", §6 "a publisher cannot chat with themselves": 4403 validation.notAllowed);
// - a session is read and written by its participants only: anyone else gets 4404, as for a
//   session that does not exist, so ids cannot be probed.
import { CODE } from '../../../src/contract/codes.js';
import { SESSION_TYPE, type SessionType } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { partyByMq, type PartyRow } from './parties.js';

export const NOT_ALLOWED = 'validation.notAllowed';

export const notFound = (): ReplyError => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
export const notAllowed = (): ReplyError => new ReplyError(CODE.FORBIDDEN, NOT_ALLOWED);

/** The user of `otherUserMq`, who is not the caller. */
export async function otherParty(db: Queryable, me: string, otherUserMq: string): Promise<PartyRow> {
  const other = await partyByMq(db, otherUserMq);
  if (!other) throw notFound();
  if (other.id === me) throw notAllowed();
  return other;
}

export interface MySession {
  id: string;
  sessionType: SessionType;
  /** The other participant's user id (user-to-user sessions have exactly one; '' for customer service). */
  otherId: string;
  lastMessageId: string | null;
}

/** The session `sessionId` of which `me` is a participant; 4404 otherwise. */
export async function mySession(db: Queryable, me: string, sessionId: string): Promise<MySession> {
  const [row] = await db.query<{ id: string; session_type: number; other_id: string | null; last_message_id: string | null }>(
    `select s.id::text as id, s.session_type, o.user_id as other_id, s.last_message_id::text as last_message_id
     from chat_participants p
     join chat_sessions s on s.id = p.session_id
     left join chat_participants o on o.session_id = s.id and o.user_id <> p.user_id
     where p.session_id = $1::bigint and p.user_id = $2
     limit 1`,
    [sessionId, me],
  );
  // A customer-service conversation (session_type 1) has the user as its only participant.
  if (!row || (row.other_id === null && row.session_type !== SESSION_TYPE.customerService)) throw notFound();
  return { id: row.id, sessionType: row.session_type as SessionType, otherId: row.other_id ?? '', lastMessageId: row.last_message_id };
}
