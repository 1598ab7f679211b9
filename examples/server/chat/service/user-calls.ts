// The user's customer-service calls besides sending (chat/endpoints chat.ts; types/
// customer-service.ts): the status, "talk to a person" (robot → waiting, idempotent once
// waiting or served), ending (→ ended, idempotent) and one rating of an ended conversation (the
// same rating again is accepted, another refused). Every move in one transaction, its queue
// events after the commit (queue.ts, publish.ts).
import { CODE } from '../../../../src/contract/codes.js';
import type { CustomerServiceStatus } from '../../../../src/contract/types/customer-service.js';
import { serviceRatingRequestSchema } from '../../../../src/contract/validation/customer-service.js';
import { okReply, ReplyError, type Handler } from '../../http/handler.js';
import { emptySchema, fieldError, parseInput } from '../../http/input.js';
import { userQueueOf } from '../../realtime/queue-credentials.js';
import { requireUser } from '../../usercenter/caller.js';
import { notFound } from '../refusals.js';
import { publishService, SERVICE_EVENTS, type ServiceDelivery } from './publish.js';
import { lockQueue, queueMoves } from './queue.js';
import { latestServiceOf, openServiceOf, openServiceSession, serviceById, statusOf } from './sessions.js';
import { toEnded, toWaiting } from './states.js';

/** Refusals of rateCustomerService (app locale keys, locales/*.json "errors"). */
export const SERVICE_ERRORS = { notEnded: 'errors.serviceNotEnded', rated: 'errors.serviceRated' } as const;

export const getCustomerServiceStatus: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  parseInput(emptySchema, input);
  return okReply(await statusOf(ctx.db, await latestServiceOf(ctx.db, me)));
};

async function queueOf(ctx: Parameters<Handler>[1], me: string): Promise<string> {
  const mq = await userQueueOf(ctx.db, me);
  if (!mq) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  return mq;
}

/** Opens a conversation when none is open: a user may ask for a person before writing. */
export const requestServiceAgent: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  parseInput(emptySchema, input);
  await queueOf(ctx, me);
  const now = new Date(ctx.services.clock());
  const { status, moves } = await ctx.db.transaction(async (tx) => {
    const session = await openServiceSession(tx, me, now);
    const moves: ServiceDelivery[] = [];
    if (session.state === 'robot') {
      const before = await lockQueue(tx);
      if (await toWaiting(tx, session.session_id, now)) moves.push(...(await queueMoves(tx, before)));
    }
    return { status: await statusOf(tx, await serviceById(tx, session.session_id)), moves };
  });
  await publishService(ctx.services.broker, moves);
  return okReply(status);
};

export const endCustomerService: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  parseInput(emptySchema, input);
  const myMq = await queueOf(ctx, me);
  const now = new Date(ctx.services.clock());
  const { status, moves } = await ctx.db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [me]);
    const open = await openServiceOf(tx, me);
    if (!open) return { status: await statusOf(tx, await latestServiceOf(tx, me)), moves: [] as ServiceDelivery[] };
    const before = await lockQueue(tx);
    await toEnded(tx, open.session_id, 'user', now);
    const status: CustomerServiceStatus = await statusOf(tx, await serviceById(tx, open.session_id));
    // The user's other devices learn it too.
    const moves: ServiceDelivery[] = [...(await queueMoves(tx, before)), { userMq: myMq, kind: SERVICE_EVENTS.ended, data: status }];
    return { status, moves };
  });
  await publishService(ctx.services.broker, moves);
  return okReply(status);
};

export const rateCustomerService: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { chatSessionId, rating } = parseInput(serviceRatingRequestSchema, input);
  const now = new Date(ctx.services.clock());
  const rated = await ctx.db.query(
    "update service_sessions set rating = $3, rated_at = $4 where session_id = $1::bigint and user_id = $2 and state = 'ended' and rating is null returning 1",
    [chatSessionId, me, rating, now],
  );
  if (rated.length > 0) return okReply(null);
  const row = await serviceById(ctx.db, chatSessionId);
  if (!row || row.user_id !== me) throw notFound();
  if (row.state !== 'ended') throw fieldError('chatSessionId', SERVICE_ERRORS.notEnded);
  if (Number(row.rating) !== rating) throw fieldError('rating', SERVICE_ERRORS.rated);
  return okReply(null);
};
