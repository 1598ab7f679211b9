// The desk's reads (console-service.ts serviceQueue, serviceSession): the waiting queue oldest
// first with each position, the caller's own conversations, the agents a conversation may be
// transferred to; and one conversation with its records and the user's cards and listings.
// Reads are not actions: no audit row.
import { CODE } from '../../../../src/contract/codes.js';
import { CONSOLE_SERVICE_ERRORS, SERVICE_SESSION_RECORDS, consoleServiceSchemas } from '../../../../src/contract/console-service.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { MESSAGE_SELECT, recordOf, type MessageRow } from '../../chat/records.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { deskItemOf, deskPosition, deskRow, DESK_SELECT, recentCards, recentListings, type DeskRow } from './service-desk-rows.js';

/** The longest queue the desk shows at once (the oldest first: they are the ones to take). */
const QUEUE_SHOWN = 100;

const serviceQueue: ConsoleHandler<'serviceQueue'> = async (raw, ctx) => {
  parseInput(consoleServiceSchemas.serviceQueue, raw);
  const me = operatorOf(ctx);
  const waiting = await ctx.db.query<DeskRow>(`${DESK_SELECT} where v.state = 'waiting' order by v.queued_at, v.session_id limit $1`, [QUEUE_SHOWN]);
  const mine = await ctx.db.query<DeskRow>(`${DESK_SELECT} where v.state = 'serving' and v.agent_id = $1::bigint order by v.taken_at, v.session_id`, [me.operatorId]);
  const agents = await ctx.db.query<{ id: string; username: string }>(
    "select id::text as id, username from operators where role in ('agent', 'admin') and not disabled and id <> $1::bigint order by lower(username)",
    [me.operatorId],
  );
  return { waiting: waiting.map((r, i) => deskItemOf(r, i + 1)), mine: mine.map((r) => deskItemOf(r)), agents };
};

const serviceSession: ConsoleHandler<'serviceSession'> = async (raw, ctx) => {
  const { chatSessionId } = parseInput(consoleServiceSchemas.serviceSession, raw);
  const row = await deskRow(ctx.db, chatSessionId);
  if (!row?.user_id) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_SERVICE_ERRORS.sessionNotFound);
  const newestFirst = await ctx.db.query<MessageRow>(`${MESSAGE_SELECT} where m.session_id = $1::bigint order by m.id desc limit $2`, [chatSessionId, SERVICE_SESSION_RECORDS]);
  return {
    item: deskItemOf(row, await deskPosition(ctx.db, row)),
    agentId: row.agent_id ?? '',
    endedAt: row.ended_at === null ? '' : new Date(row.ended_at).toISOString(),
    endedBy: row.ended_by ?? '',
    rating: row.rating === null ? null : Number(row.rating),
    records: [...newestFirst].reverse().map((r) => recordOf(r)),
    cards: await recentCards(ctx.db, row.user_id),
    listings: await recentListings(ctx.db, row.user_id),
  };
};

export const SERVICE_READ_CALLS = { serviceQueue, serviceSession };
