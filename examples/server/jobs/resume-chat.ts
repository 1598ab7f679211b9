// CVs in a conversation (spec §3 "Chat event kinds": askForAResume, sendResume):
// - askForAResume: the caller asks the other party for their CV. Stored as a text message written
//   in the receiver's language ("X asks for your CV", naming the job when one is given: it must
//   be the caller's), so any client shows it in the history; the receiver's queue also gets the
//   'askForAResume' event, for the screen to offer "send my CV".
// - sendResume: the caller sends their CV as a card message (type 6; serviceId is the "RIR" id,
//   which the app opens as a CV: spec §2 "Ad link jumping"), and the receiver may from then on
//   read it whole like a recruiter who received an application (resume_grants; resumes-access.ts).
//   Needs a CV (4422 jobs.errors.noResume) and recruiter mode off (spec §6: it blocks publishing a CV).
// Both follow sendMsg's order (chat/send.ts): the other party must exist and not be the caller,
// blocks refuse, the sender's rate is counted, one transaction stores the message with the
// conversation's unread and read pointers, and the queues get it after the commit (chat/publish.ts).
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { LIMITS, MODULE_ID } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { CHAT_SENT_EVENT, MESSAGE_TYPE, PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { ChatCard } from '../../../src/contract/types/chat.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { optionalServiceIdSchema } from '../../../src/contract/validation/listing-fields.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { rateHit } from '../accounts/rate-limit.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { translate } from '../http/messages.js';
import { userQueueOf } from '../realtime/queue-credentials.js';
import { requireUser } from '../usercenter/caller.js';
import { blockState } from '../chat/blocks.js';
import { CHAT_RATE_RULES } from '../chat/limits.js';
import { displayName, type PartyRow } from '../chat/parties.js';
import { CHAT_INFO, publishRecords, queueBody, type Delivery } from '../chat/publish.js';
import { recordOf, type MessageRow } from '../chat/records.js';
import { otherParty } from '../chat/refusals.js';
import { openPairSession } from '../chat/sessions.js';
import { RECRUITER_MODE_ON, myResumeRow, recruiterModeOf } from './resumes.js';
import { jobModuleKey } from './resumes-tags.js';

const requestSchema = formObject({
  otherUserMq: v.pipe(v.string(MSG.checkWarning), v.nonEmpty(MSG.checkWarning), v.maxLength(120, MSG.checkWarning)),
  recruitingInfoId: optionalServiceIdSchema,
});

type ResumeEvent = 'askForAResume' | 'sendResume';

interface Outgoing {
  type: number;
  content: string;
  kind: ResumeEvent;
  /** Also in the same transaction (the grant of a sent CV). */
  alongside?: (tx: Queryable) => Promise<void>;
}

async function checkParties(ctx: RequestContext, me: string, other: PartyRow): Promise<void> {
  const blocks = await blockState(ctx.db, me, other.id);
  if (blocks.byMe) throw new ReplyError(CODE.FORBIDDEN, 'errors.chatBlockedByYou');
  if (blocks.byThem) throw new ReplyError(CODE.FORBIDDEN, 'errors.chatBlockedByThem');
  await rateHit(ctx.db, `chat-send:${me}`, CHAT_RATE_RULES.send, ctx.services.clock());
}

async function deliver(ctx: RequestContext, me: string, other: PartyRow, out: Outgoing): Promise<void> {
  const now = new Date(ctx.services.clock());
  const stored = await ctx.db.transaction(async (tx) => {
    const sessionId = await openPairSession(tx, me, other.id, null, now);
    await tx.query('select id from chat_sessions where id = $1::bigint for update', [sessionId]);
    const [row] = await tx.query<{ id: string }>(
      `insert into chat_messages (session_id, from_user_id, to_user_id, type, content, module_id, sent_at, language)
       values ($1::bigint, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
      [sessionId, me, other.id, out.type, out.content, MODULE_ID.recruitment, now, ctx.language],
    );
    if (!row) throw new Error('jobs: a chat message was not stored');
    await tx.query('update chat_sessions set last_message_id = $2::bigint, last_at = $3 where id = $1::bigint', [sessionId, row.id, now]);
    await tx.query('update chat_participants set unread = unread + 1, last_at = $3 where session_id = $1::bigint and user_id = $2', [sessionId, other.id, now]);
    await tx.query('update chat_participants set last_read_id = $3::bigint, last_at = $4 where session_id = $1::bigint and user_id = $2', [sessionId, me, row.id, now]);
    await out.alongside?.(tx);
    return { id: row.id, sessionId };
  });
  const message: MessageRow = {
    id: stored.id, session_id: stored.sessionId, session_type: 0, from_user_id: me, to_user_id: other.id, type: out.type, content: out.content,
    module_id: MODULE_ID.recruitment, client_msg_id: null, translation: null, sent_at: now,
  };
  const record = recordOf(message);
  const myMq = await userQueueOf(ctx.db, me);
  // chatInfo shows it in the conversation and counts it unread; the event kind lets the screen react.
  const deliveries: Delivery[] = [{ userMq: other.user_mq, kind: CHAT_INFO, record }];
  if (myMq) deliveries.push({ userMq: myMq, kind: CHAT_SENT_EVENT, record });
  await publishRecords(ctx.services.broker, deliveries);
  await ctx.services.broker?.publish(other.user_mq, queueBody(out.kind, record))
    .catch((e: unknown) => console.error(`jobs: ${out.kind} event not published; the message is stored`, e));
}

async function receiverLanguage(db: Queryable, userId: string): Promise<LanguageCode> {
  const [row] = await db.query<{ language: string }>('select language from users where id = $1', [userId]);
  return row?.language === 'cn' || row?.language === 'fr' ? row.language : 'en';
}

/** The caller's published job's title in `language` (else its original), or a 4422 on recruitingInfoId. */
async function ownJobTitle(db: Queryable, me: string, jobId: string, language: LanguageCode): Promise<string> {
  const [row] = await db.query<{ title: string }>(
    `select coalesce((select t.title from listing_texts t where t.listing_id = l.id and t.language = $4),
                     (select t.title from listing_texts t where t.listing_id = l.id and t.language = l.original_language), '') as title
     from listings l where l.id = $1::bigint and l.user_id = $2 and l.module_key = $3 and l.status = $5 and not l.deleted`,
    [jobId, me, jobModuleKey(), language, PUBLISH_STATUS.published],
  );
  if (!row) throw fieldError('recruitingInfoId', MSG.choose);
  return row.title;
}

export const askForAResume: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(requestSchema, input);
  const other = await otherParty(ctx.db, me, req.otherUserMq);
  const language = await receiverLanguage(ctx.db, other.id);
  const title = req.recruitingInfoId === null ? '' : await ownJobTitle(ctx.db, me, req.recruitingInfoId, language);
  await checkParties(ctx, me, other);
  const [self] = await ctx.db.query<PartyRow>('select id, user_mq, pet_name, ent_name, account_type, avatar_path from users where id = $1', [me]);
  const name = self ? displayName(self) : '';
  const content = title === ''
    ? translate('jobs.chat.askForAResume', language, { name })
    : translate('jobs.chat.askForAResumeJob', language, { name, title });
  await deliver(ctx, me, other, { type: MESSAGE_TYPE.text, content: content.slice(0, LIMITS.chatMessageMax), kind: 'askForAResume' });
  return okReply(null);
};

export const sendResume: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(requestSchema, input);
  const other = await otherParty(ctx.db, me, req.otherUserMq);
  if (await recruiterModeOf(ctx.db, me)) throw new ReplyError(CODE.FORBIDDEN, RECRUITER_MODE_ON);
  const cv = await myResumeRow(ctx.db, me, { language: await receiverLanguage(ctx.db, other.id) });
  if (!cv) throw new ReplyError(CODE.VALIDATION, 'jobs.errors.noResume');
  await checkParties(ctx, me, other);
  const card: ChatCard = {
    title: `${cv.position_name} · ${cv.real_name}`.slice(0, 120),
    content: [...cv.self_introduction.replace(/\s+/g, ' ')].slice(0, LIMITS.chatCardPreview).join(''),
    imgPath: cv.avatar_path,
    moduleId: MODULE_ID.recruitment,
    serviceId: cv.id,
  };
  await deliver(ctx, me, other, {
    type: MESSAGE_TYPE.card, content: JSON.stringify({ ...card, recruitingResumeId: cv.id }), kind: 'sendResume',
    alongside: async (tx) => {
      await tx.query('insert into resume_grants (resume_id, user_id) values ($1, $2) on conflict do nothing', [cv.id, other.id]);
    },
  });
  return okReply(null);
};
