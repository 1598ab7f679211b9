// customerSendMsg (spec §7 /customer/v2/chat/sendMsg; types/customer-service.ts): a text or a
// picture to customer service, in the caller's open conversation (a new one with the robot when
// none is open, after an ended one too). In order:
//   1. the request is read (contract/validation/customer-service.ts); a retry (same clientMsgId)
//      answers the stored record and the robot's answers to it, and publishes nothing again;
//   2. a picture must be the caller's upload (chat/content.ts); the send rate is sendMsg's;
//   3. the robot's reply is worked out (robot.ts) — used only if the conversation is with the
//      robot when the transaction reads it; in 'waiting' or 'serving' the message is for the
//      operator (the console's desk reads it) and nobody answers at once;
//   4. one transaction: the conversation (opened if needed), the user's record, the robot's
//      answer or its hand-over and the move to 'waiting' (under the queue lock: queue.ts);
//   5. after the commit: the robot's records as 'onlineServiceList' on the user's queue, and the
//      queue positions that changed.
import { CODE } from '../../../../src/contract/codes.js';
import { SESSION_TYPE } from '../../../../src/contract/statuses.js';
import type { ChatRecord } from '../../../../src/contract/types/chat.js';
import type { CustomerSendMsgReply } from '../../../../src/contract/types/customer-service.js';
import { customerSendMsgRequestSchema } from '../../../../src/contract/validation/customer-service.js';
import { MSG } from '../../../../src/contract/validation/messages.js';
import { rateHit } from '../../accounts/rate-limit.js';
import type { Queryable } from '../../db/database.js';
import { okReply, ReplyError, type Handler } from '../../http/handler.js';
import { fieldError, parseInput } from '../../http/input.js';
import { userQueueOf } from '../../realtime/queue-credentials.js';
import { requireUser } from '../../usercenter/caller.js';
import { checkContent } from '../content.js';
import { CHAT_RATE_RULES } from '../limits.js';
import { MESSAGE_SELECT, recordOf, type MessageRow } from '../records.js';
import { publishService, SERVICE_EVENTS, type ServiceDelivery } from './publish.js';
import { lockQueue, queueMoves } from './queue.js';
import { robotReply } from './robot.js';
import { openServiceSession, serviceById, statusOf } from './sessions.js';
import { toWaiting } from './states.js';
import { insertServiceRecord } from './store.js';
import { serviceText } from './texts.js';

/** A retry: the stored record and what the robot answered to it (its records up to the user's next one). */
async function replayed(db: Queryable, me: string, clientMsgId: string | undefined): Promise<CustomerSendMsgReply | undefined> {
  if (clientMsgId === undefined) return undefined;
  const [row] = await db.query<MessageRow>(`${MESSAGE_SELECT} where m.from_user_id = $1 and m.client_msg_id = $2`, [me, clientMsgId]);
  if (!row) return undefined;
  if (Number(row.session_type) !== SESSION_TYPE.customerService) throw fieldError('clientMsgId', MSG.checkWarning);
  const answers = await db.query<MessageRow>(
    `${MESSAGE_SELECT} where m.session_id = $1::bigint and m.id > $2::bigint and m.sender = 'robot'
       and m.id < coalesce((select min(n.id) from chat_messages n where n.session_id = $1::bigint and n.id > $2::bigint and n.from_user_id is not null), 9223372036854775807)
     order by m.id`,
    [row.session_id, row.id],
  );
  return { record: recordOf(row), answers: answers.map((a) => recordOf(a)), status: await statusOf(db, await serviceById(db, row.session_id)) };
}

export const customerSendMsg: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(customerSendMsgRequestSchema, input, { ownText: ['content'] });
  const myMq = await userQueueOf(ctx.db, me);
  if (!myMq) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const again = await replayed(ctx.db, me, req.clientMsgId);
  if (again) return okReply(again);

  const checked = await checkContent(req.type, req.content, { db: ctx.db, me, participants: [me] });
  await rateHit(ctx.db, `chat-send:${me}`, CHAT_RATE_RULES.send, ctx.services.clock());
  const robot = await robotReply(ctx.db, ctx.language, { type: req.type, content: checked.content, questionId: req.questionId });
  const robotAuthor = { kind: 'robot' as const, name: serviceText('robotName', ctx.language) };

  const now = new Date(ctx.services.clock());
  const done = await ctx.db.transaction(async (tx) => {
    const session = await openServiceSession(tx, me, now);
    const record = await insertServiceRecord(tx, { sessionId: session.session_id, userId: me, type: req.type, content: checked.content, clientMsgId: req.clientMsgId, now });
    if (!record) return null; // the same clientMsgId committed meanwhile: a racing retry
    const answers: MessageRow[] = [];
    const moves: ServiceDelivery[] = [];
    if (session.state === 'robot') {
      const before = robot.handOver ? await lockQueue(tx) : [];
      const answer = await insertServiceRecord(tx, { sessionId: session.session_id, userId: me, author: robotAuthor, type: 0, content: robot.text, now });
      if (answer) answers.push(answer);
      if (robot.handOver && (await toWaiting(tx, session.session_id, now))) moves.push(...(await queueMoves(tx, before)));
    }
    return { record, answers, moves, status: await statusOf(tx, await serviceById(tx, session.session_id)) };
  });
  if (done === null) {
    const raced = await replayed(ctx.db, me, req.clientMsgId);
    if (!raced) throw new Error('customer service: a conflicting clientMsgId vanished');
    return okReply(raced);
  }

  const answers: ChatRecord[] = done.answers.map((a) => recordOf(a));
  await publishService(ctx.services.broker, [...answers.map((data) => ({ userMq: myMq, kind: SERVICE_EVENTS.record, data })), ...done.moves]);
  const reply: CustomerSendMsgReply = { record: recordOf(done.record), answers, status: done.status };
  return okReply(reply);
};
