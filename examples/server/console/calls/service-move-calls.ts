// The desk's moves (console-service.ts; chat/service/states.ts): take a waiting conversation (of
// two agents at once one wins, the other is told errors.serviceState), answer it, transfer it to
// another agent or back to the queue, end it. Each runs in one transaction under the queue lock
// (chat/service/queue.ts) with its audit row (take, transfer, end: console/audit.ts); the user's
// queue hears of it after the commit: the answer as 'onlineServiceList', a person joining as
// 'onlineService', the end as 'endService', and every waiting user whose place changed as
// 'switchingQueue'. Only the agent serving a conversation answers, transfers or ends it (an admin
// may transfer or end anyone's: someone must be able to release a conversation of an agent gone
// home); a waiting one may be ended by any agent (spam, a duplicate).
import { CODE } from '../../../../src/contract/codes.js';
import { CONSOLE_SERVICE_ERRORS, consoleServiceSchemas, type ServiceQueueItem } from '../../../../src/contract/console-service.js';
import { MESSAGE_TYPE } from '../../../../src/contract/statuses.js';
import type { ChatRecord } from '../../../../src/contract/types/chat.js';
import type { Queryable } from '../../db/database.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { userQueueOf } from '../../realtime/queue-credentials.js';
import { recordOf } from '../../chat/records.js';
import { cleanChatText } from '../../chat/text.js';
import { publishService, SERVICE_EVENTS, type ServiceDelivery, type ServiceEvent } from '../../chat/service/publish.js';
import { lockQueue, queueMoves } from '../../chat/service/queue.js';
import { serviceById, statusOf } from '../../chat/service/sessions.js';
import { backToQueue, toAgent, toEnded, toServing, type Agent } from '../../chat/service/states.js';
import { insertServiceRecord } from '../../chat/service/store.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleContext, type ConsoleHandler } from '../console-context.js';
import type { OperatorSession } from '../operator-sessions.js';
import { deskItemOf, deskPosition, deskRow, type DeskRow } from './service-desk-rows.js';

const refuse = (key: string): ReplyError => new ReplyError(CODE.VALIDATION, key);
const stateRefusal = () => refuse(CONSOLE_SERVICE_ERRORS.serviceState);

interface MoveOutcome {
  /** Audit action ('service.take', …); none for an answer. */
  action?: string;
  detail?: Record<string, unknown>;
  /** The status event the user gets. */
  event?: Exclude<ServiceEvent, typeof SERVICE_EVENTS.record>;
  deliveries?: ServiceDelivery[];
}

type Act = (tx: Queryable, row: DeskRow, me: OperatorSession, userMq: string) => Promise<MoveOutcome>;

/** The serving agent (or an admin, `adminToo`) may act on a conversation in 'serving'. */
function mayActOn(row: DeskRow, me: OperatorSession, adminToo: boolean): void {
  if (row.state !== 'serving') throw stateRefusal();
  if (row.agent_id !== me.operatorId && !(adminToo && me.role === 'admin')) throw refuse(CONSOLE_SERVICE_ERRORS.notYours);
}

async function deskMove(ctx: ConsoleContext, sessionId: string, act: Act): Promise<ServiceQueueItem> {
  const me = operatorOf(ctx);
  const { item, deliveries } = await ctx.db.transaction(async (tx) => {
    const before = await lockQueue(tx);
    const row = await deskRow(tx, sessionId);
    if (!row?.user_id) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_SERVICE_ERRORS.sessionNotFound);
    const userMq = (await userQueueOf(tx, row.user_id)) ?? '';
    const outcome = await act(tx, row, me, userMq);
    if (outcome.action) await writeAudit(tx, { operatorId: me.operatorId, action: outcome.action, target: `chat:${sessionId}`, detail: outcome.detail ?? {} }, ctx.now);
    const deliveries: ServiceDelivery[] = [...(outcome.deliveries ?? []), ...(await queueMoves(tx, before))];
    if (outcome.event && userMq) deliveries.push({ userMq, kind: outcome.event, data: await statusOf(tx, await serviceById(tx, sessionId)) });
    const after = await deskRow(tx, sessionId);
    if (!after) throw new Error('customer service: the conversation vanished');
    return { item: deskItemOf(after, await deskPosition(tx, after)), deliveries };
  });
  await publishService(ctx.services.broker, deliveries);
  return item;
}

const agentOf = (me: OperatorSession): Agent => ({ id: me.operatorId, name: me.username });

const serviceTake: ConsoleHandler<'serviceTake'> = async (raw, ctx) => {
  const { chatSessionId } = parseInput(consoleServiceSchemas.serviceTake, raw);
  return deskMove(ctx, chatSessionId, async (tx, _row, me) => {
    if (!(await toServing(tx, chatSessionId, agentOf(me), new Date(ctx.now)))) throw stateRefusal();
    return { action: 'service.take', event: SERVICE_EVENTS.joined };
  });
};

const serviceSend: ConsoleHandler<'serviceSend'> = async (raw, ctx) => {
  const { chatSessionId, text } = parseInput(consoleServiceSchemas.serviceSend, raw, { ownText: ['text'] });
  const content = cleanChatText(text);
  if (content === '') throw refuse('validation.messageEmpty');
  let record: ChatRecord | undefined;
  await deskMove(ctx, chatSessionId, async (tx, row, me, userMq) => {
    mayActOn(row, me, false);
    const stored = await insertServiceRecord(tx, {
      sessionId: chatSessionId, userId: row.user_id ?? '', author: { kind: 'agent', name: row.agent_name ?? me.username, operatorId: me.operatorId },
      type: MESSAGE_TYPE.text, content, now: new Date(ctx.now),
    });
    if (!stored) throw new Error('customer service: the answer was not stored');
    record = recordOf(stored);
    return { deliveries: userMq ? [{ userMq, kind: SERVICE_EVENTS.record, data: record }] : [] };
  });
  if (!record) throw new Error('customer service: no record');
  return record;
};

const serviceTransfer: ConsoleHandler<'serviceTransfer'> = async (raw, ctx) => {
  const { chatSessionId, toOperatorId } = parseInput(consoleServiceSchemas.serviceTransfer, raw);
  return deskMove(ctx, chatSessionId, async (tx, row, me) => {
    mayActOn(row, me, true);
    const from = row.agent_id ?? '';
    if (toOperatorId === '') {
      if (!(await backToQueue(tx, chatSessionId, from))) throw stateRefusal();
      return { action: 'service.transfer', detail: { from, to: 'queue' } };
    }
    const [to] = await tx.query<{ id: string; username: string }>(
      "select id::text as id, username from operators where id = $1::bigint and role in ('agent', 'admin') and not disabled",
      [toOperatorId],
    );
    if (!to || to.id === from) throw refuse(CONSOLE_SERVICE_ERRORS.agentNotFound);
    if (!(await toAgent(tx, chatSessionId, from, { id: to.id, name: to.username }, new Date(ctx.now)))) throw stateRefusal();
    return { action: 'service.transfer', detail: { from, to: to.id }, event: SERVICE_EVENTS.joined };
  });
};

const serviceEnd: ConsoleHandler<'serviceEnd'> = async (raw, ctx) => {
  const { chatSessionId } = parseInput(consoleServiceSchemas.serviceEnd, raw);
  return deskMove(ctx, chatSessionId, async (tx, row, me) => {
    if (row.state !== 'waiting') mayActOn(row, me, true);
    if (!(await toEnded(tx, chatSessionId, 'agent', new Date(ctx.now)))) throw stateRefusal();
    return { action: 'service.end', detail: { from: row.state }, event: SERVICE_EVENTS.ended };
  });
};

export const SERVICE_MOVE_CALLS = { serviceTake, serviceSend, serviceTransfer, serviceEnd };
