// What a console call handler sees (console-route.ts builds it): the database, the services, the
// caller's session (null only for the public login call), and the few request facts a session
// needs. Handlers never see HTTP; they return the reply's customData or throw a ReplyError.
import type { ConsoleCall, ConsoleReplies } from '../../../src/contract/console-api.js';
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import type { OperatorSession } from './operator-sessions.js';

export interface ConsoleContext {
  db: Database;
  services: ServerServices;
  operator: OperatorSession | null;
  ip: string;
  userAgent: string;
  now: number;
  /** Sets (token) or clears (null) the session cookie on the reply. */
  setSessionCookie(token: string | null): void;
}

export type ConsoleHandler<C extends ConsoleCall> = (input: unknown, ctx: ConsoleContext) => Promise<ConsoleReplies[C]>;

export type ConsoleHandlers = { [C in ConsoleCall]: ConsoleHandler<C> };

/** The session of a call the role table says needs one (console-route.ts checked it before). */
export function operatorOf(ctx: ConsoleContext): OperatorSession {
  if (!ctx.operator) throw new Error('console call without a session: the route must check access first');
  return ctx.operator;
}
