// The queue credentials GET (spec §7 "Queue"): asked only when a user id is stored, with the
// access-system code and no user id in the path; answers mqUsername, mqPassword, mqIpType, mqIp,
// mqPort and expTtl. The credentials open the caller's own queue and nothing else (the broker's
// grant), so a user id in the path would add nothing but a way to ask for someone else's.
import { CODE } from '../../../src/contract/codes.js';
import { SYSTEM_CODE } from '../../../src/contract/constants.js';
import type { QueueCredentials } from '../../../src/contract/types/chat.js';
import { RATE_RULES } from '../accounts/limits.js';
import type { Queryable } from '../db/database.js';
import { rateHit } from '../accounts/rate-limit.js';
import { okReply, ReplyError, type Handler, type HandlerTable } from '../http/handler.js';
import { isRecord } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { QUEUE_EXPIRES_MS } from './broker.js';

/** A user's queue name (users.user_mq, made at registration); undefined for no such user. */
export async function userQueueOf(db: Queryable, userId: string): Promise<string | undefined> {
  const rows = await db.query<{ user_mq: string }>('select user_mq from users where id = $1', [userId]);
  return rows[0]?.user_mq || undefined;
}

export const getQueueCredentials: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const systemCode = isRecord(input) ? input.systemCode : undefined;
  const broker = ctx.services.broker;
  // Another access system has no queue here; a server started without a broker has none at all.
  if (systemCode !== SYSTEM_CODE || !broker) throw new ReplyError(CODE.NOT_FOUND, 'app.notAvailable');
  await rateHit(ctx.db, `queue:${userId}`, RATE_RULES.queueGrant, ctx.services.clock());
  const userMq = await userQueueOf(ctx.db, userId);
  if (!userMq) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const grant = await broker.grant(userMq);
  const at = broker.address(ctx.address);
  const credentials: QueueCredentials = {
    mqUsername: grant.username,
    mqPassword: grant.password,
    mqIpType: at.scheme,
    mqIp: at.host,
    mqPort: at.port,
    expTtl: QUEUE_EXPIRES_MS,
    userMq,
  };
  return okReply(credentials);
};

/** Boundary cast: the contract cases check the reply's shape. */
export const REALTIME_HANDLERS = { getQueueCredentials } as HandlerTable;
