// Unread counts (spec §2 "unread badge when total unread is above zero", §3 "Chat store: total
// unread"): each participant's counter is raised by send.ts in the message's transaction and
// zeroed here when the caller reads the session; the total is their sum. lastUnreadTime is the
// newest unread record's sendTime (types/chat.ts UnreadTotalReply): the app skips queue records
// it already counted through this total.
import type { UnreadTotalReply } from '../../../src/contract/types/chat.js';
import { chatSessionRefSchema, USER_MQ } from '../../../src/contract/validation/chat.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler } from '../http/handler.js';
import { emptySchema, fieldError, parseInput } from '../http/input.js';
import { userQueueOf } from '../realtime/queue-credentials.js';
import { requireUser } from '../usercenter/caller.js';
import { mySession, notAllowed } from './refusals.js';
import { iso } from './sessions.js';

/** The caller's total unread, and the newest unread record's time (for the mine index's unreadNum too). */
export async function unreadTotalOf(db: Queryable, userId: string): Promise<UnreadTotalReply> {
  const [row] = await db.query<{ total: number | string | null; newest: Date | string | null }>(
    `select coalesce(sum(p.unread), 0)::int as total,
            (select max(m.sent_at) from chat_participants q
               join chat_messages m on m.session_id = q.session_id and m.to_user_id = q.user_id and m.id > q.last_read_id
             where q.user_id = $1 and q.unread > 0) as newest
     from chat_participants p where p.user_id = $1 and p.unread > 0`,
    [userId],
  );
  const totalUnread = Number(row?.total ?? 0);
  return totalUnread > 0 && row?.newest ? { totalUnread, lastUnreadTime: iso(row.newest) } : { totalUnread };
}

export const getUnreadTotalNumber: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  parseInput(emptySchema, input);
  return okReply(await unreadTotalOf(ctx.db, me));
};

/** Spec §7 "unread messages by userMq": the caller's own queue only (someone else's count is theirs). */
export const getUnreadByUserMq: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const raw = parseInput(emptySchema, input).userMq;
  if (typeof raw !== 'string' || !USER_MQ.test(raw)) throw fieldError('userMq', MSG.checkWarning);
  if (raw !== (await userQueueOf(ctx.db, me))) throw notAllowed();
  return okReply({ totalUnread: (await unreadTotalOf(ctx.db, me)).totalUnread });
};

/** The session was read: its unread for the caller is 0, the read pointer at its last message. */
export const cleanChatUnread: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { chatSessionId } = parseInput(chatSessionRefSchema, input);
  const session = await mySession(ctx.db, me, chatSessionId);
  await ctx.db.query(
    `update chat_participants p set unread = 0, last_read_id = coalesce(s.last_message_id, 0)
     from chat_sessions s where s.id = p.session_id and p.session_id = $1::bigint and p.user_id = $2`,
    [session.id, me],
  );
  return okReply(null);
};

/** The caller's queue name (spec §7 getMqConfig). */
export const getMqConfig: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  parseInput(emptySchema, input);
  return okReply({ userMq: (await userQueueOf(ctx.db, me)) ?? '' });
};
