// sendMsg (spec §7 /chat/v2 sendMsg; §5 "body not empty; cannot message yourself ('not allowed')";
// §6 "a publisher cannot chat with themselves"). In order:
//   1. the request is read (contract/validation/chat.ts); a message to one's own queue is refused
//      as spec §5 says, before anything else;
//   2. the session must be the caller's (4404 otherwise) and toUserMq its other participant;
//   3. a retry (same clientMsgId) answers the stored record and publishes nothing again;
//   4. a block either way refuses with its own message; the content is checked for its type
//      (content.ts); the sender's rate (limits.ts) is counted;
//   5. one transaction: the session row is locked (so ids in a session follow commit order:
//      records.ts pages by id), the message inserted (once per clientMsgId, even for two retries
//      racing), the session's last message, the receiver's unread + 1 and the sender's read pointer;
//   6. after the commit, the record goes on both queues (publish.ts).
// The message keeps the sender's app language (the translate call's guess of its language) and a
// document's original name and size (migration 023).
import { CODE } from '../../../src/contract/codes.js';
import { CHAT_SENT_EVENT, SESSION_TYPE } from '../../../src/contract/statuses.js';
import type { ChatRecord } from '../../../src/contract/types/chat.js';
import { sendMsgRequestSchema } from '../../../src/contract/validation/chat.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { rateHit } from '../accounts/rate-limit.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { userQueueOf } from '../realtime/queue-credentials.js';
import { requireUser } from '../usercenter/caller.js';
import { blockState } from './blocks.js';
import { checkContent } from './content.js';
import { CHAT_RATE_RULES } from './limits.js';
import { partyById } from './parties.js';
import { CHAT_INFO, publishRecords } from './publish.js';
import { MESSAGE_SELECT, recordOf, signerFor, type MessageRow } from './records.js';
import { mySession, notAllowed, notFound } from './refusals.js';

async function byClientId(db: Queryable, me: string, clientMsgId: string): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(`${MESSAGE_SELECT} where m.from_user_id = $1 and m.client_msg_id = $2`, [me, clientMsgId]);
  return row;
}

/** The stored record of a retry, if `clientMsgId` was sent already (in this session: else a client bug). */
async function replayed(ctx: RequestContext, me: string, sessionId: string, clientMsgId: string | undefined): Promise<ChatRecord | undefined> {
  if (clientMsgId === undefined) return undefined;
  const row = await byClientId(ctx.db, me, clientMsgId);
  if (!row) return undefined;
  if (row.session_id !== sessionId) throw fieldError('clientMsgId', MSG.checkWarning);
  return recordOf(row, await signerFor(ctx, [row]));
}

export const sendMsg: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(sendMsgRequestSchema, input, { ownText: ['content'] });
  const myMq = await userQueueOf(ctx.db, me);
  if (!myMq) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  if (req.toUserMq === myMq) throw notAllowed();
  // Customer service (spec §6) has its own calls (chat/service/): customerSendMsg opens its conversation.
  if (req.sessionType !== SESSION_TYPE.user) throw new ReplyError(CODE.NOT_FOUND, 'app.notAvailable');
  const session = await mySession(ctx.db, me, req.chatSessionId);
  if (session.sessionType !== SESSION_TYPE.user) throw fieldError('sessionType', MSG.checkWarning);
  const other = await partyById(ctx.db, session.otherId);
  if (!other) throw notFound();
  if (req.toUserMq !== other.user_mq) throw fieldError('toUserMq', MSG.checkWarning);

  const again = await replayed(ctx, me, session.id, req.clientMsgId);
  if (again) return okReply(again);

  const blocks = await blockState(ctx.db, me, other.id);
  if (blocks.byMe) throw new ReplyError(CODE.FORBIDDEN, 'errors.chatBlockedByYou');
  if (blocks.byThem) throw new ReplyError(CODE.FORBIDDEN, 'errors.chatBlockedByThem');
  const checked = await checkContent(req.type, req.content, { db: ctx.db, me, participants: [me, other.id] });
  await rateHit(ctx.db, `chat-send:${me}`, CHAT_RATE_RULES.send, ctx.services.clock());

  const now = new Date(ctx.services.clock());
  const moduleId = checked.moduleId ?? req.moduleId ?? 0;
  const id = await ctx.db.transaction(async (tx) => {
    await tx.query('select id from chat_sessions where id = $1::bigint for update', [session.id]);
    const [row] = await tx.query<{ id: string }>(
      `insert into chat_messages (session_id, from_user_id, to_user_id, type, content, module_id, client_msg_id, sent_at, language, file_name, file_bytes)
       values ($1::bigint, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (from_user_id, client_msg_id) where client_msg_id is not null do nothing
       returning id::text as id`,
      [session.id, me, other.id, req.type, checked.content, moduleId, req.clientMsgId ?? null, now, ctx.language, checked.fileName ?? null, checked.fileBytes ?? null],
    );
    if (!row) return null; // the same clientMsgId committed meanwhile: a racing retry
    await tx.query('update chat_sessions set last_message_id = $2::bigint, last_at = $3 where id = $1::bigint', [session.id, row.id, now]);
    await tx.query('update chat_participants set unread = unread + 1, last_at = $3 where session_id = $1::bigint and user_id = $2', [session.id, other.id, now]);
    await tx.query('update chat_participants set last_read_id = $3::bigint, last_at = $4 where session_id = $1::bigint and user_id = $2', [session.id, me, row.id, now]);
    return row.id;
  });
  if (id === null) {
    const raced = await replayed(ctx, me, session.id, req.clientMsgId);
    if (!raced) throw new Error('chat: a conflicting clientMsgId vanished');
    return okReply(raced);
  }

  const stored: MessageRow = {
    id, session_id: session.id, session_type: session.sessionType, from_user_id: me, to_user_id: other.id, type: req.type,
    content: checked.content, module_id: moduleId, client_msg_id: req.clientMsgId ?? null, translation: null, sent_at: now,
    file_name: checked.fileName ?? null, file_bytes: checked.fileBytes ?? null,
  };
  const record = recordOf(stored, await signerFor(ctx, [stored]));
  await publishRecords(ctx.services.broker, [
    { userMq: other.user_mq, kind: CHAT_INFO, record },
    { userMq: myMq, kind: CHAT_SENT_EVENT, record },
  ]);
  return okReply(record);
};
