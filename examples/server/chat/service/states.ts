// The moves of a customer-service conversation (types/customer-service.ts: robot → waiting →
// serving → ended), each one conditional update `where state = <from>`: a move made meanwhile by
// someone else (another agent took it, the user ended it) updates nothing and the caller answers
// with a coded refusal instead of overwriting it. The one step back is an operator's: a transfer
// back to the queue (serving → waiting, console serviceTransfer), keeping the original queued_at so
// the user does not lose their turn. Run in the caller's transaction, under the queue lock
// (queue.ts) when the move touches the queue.
import type { Queryable } from '../../db/database.js';

export interface Agent {
  id: string;
  name: string;
}

const moved = (rows: readonly unknown[]): boolean => rows.length > 0;

/** robot → waiting (asked for a person, or the robot could not answer). */
export async function toWaiting(tx: Queryable, sessionId: string, now: Date): Promise<boolean> {
  return moved(await tx.query("update service_sessions set state = 'waiting', queued_at = $2 where session_id = $1::bigint and state = 'robot' returning 1", [sessionId, now]));
}

/** waiting → serving by `agent`: of two agents at once, one wins. */
export async function toServing(tx: Queryable, sessionId: string, agent: Agent, now: Date): Promise<boolean> {
  return moved(await tx.query(
    "update service_sessions set state = 'serving', agent_id = $2::bigint, agent_name = $3, taken_at = $4 where session_id = $1::bigint and state = 'waiting' returning 1",
    [sessionId, agent.id, agent.name, now],
  ));
}

/** serving (by `fromAgentId`) → serving by `to`. */
export async function toAgent(tx: Queryable, sessionId: string, fromAgentId: string, to: Agent, now: Date): Promise<boolean> {
  return moved(await tx.query(
    "update service_sessions set agent_id = $3::bigint, agent_name = $4, taken_at = $5 where session_id = $1::bigint and state = 'serving' and agent_id = $2::bigint returning 1",
    [sessionId, fromAgentId, to.id, to.name, now],
  ));
}

/** serving (by `fromAgentId`) → waiting, at its first place in the queue. */
export async function backToQueue(tx: Queryable, sessionId: string, fromAgentId: string): Promise<boolean> {
  return moved(await tx.query(
    "update service_sessions set state = 'waiting', agent_id = null, agent_name = null, taken_at = null where session_id = $1::bigint and state = 'serving' and agent_id = $2::bigint returning 1",
    [sessionId, fromAgentId],
  ));
}

/** Any open state → ended. */
export async function toEnded(tx: Queryable, sessionId: string, by: 'user' | 'agent', now: Date): Promise<boolean> {
  return moved(await tx.query(
    "update service_sessions set state = 'ended', ended_at = $2, ended_by = $3 where session_id = $1::bigint and state <> 'ended' returning 1",
    [sessionId, now, by],
  ));
}
