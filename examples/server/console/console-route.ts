// POST /console/api/<call> (src/contract/console-api.ts): the CSRF guard, the session cookie, the
// role table checked on every call, the handler, and a plain JSON {code, message, customData}
// whatever happened. Bad input is a coded reply (4400/4422), never a 500.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../../src/contract/codes.js';
import { CONSOLE_API_BASE, CONSOLE_CALLS, CONSOLE_ERRORS, isConsoleCall, mayCall, type ConsoleCall, type ConsoleReply } from '../../../src/contract/console-api.js';
import type { Database } from '../db/database.js';
import { ReplyError, type ServerServices } from '../http/handler.js';
import { writeAudit } from './audit.js';
import { CONSOLE_HANDLERS } from './console-calls.js';
import type { ConsoleContext, ConsoleHandler } from './console-context.js';
import { resolveOperatorSession } from './operator-sessions.js';
import { passesCsrfGuard, sessionCookie, sessionToken } from './request-guard.js';

export interface ConsoleDeps {
  db: Database;
  services: ServerServices;
}

/** The app's CORS headers (app.ts), taken off every console answer. */
export const CORS = ['Access-Control-Allow-Origin', 'Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Max-Age'];

function send(reply: FastifyReply, body: ConsoleReply<unknown>, status = 200) {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const refusal = (code: number, message: string, customData: unknown = null): ConsoleReply<unknown> => ({ code, message, customData });

/** The body as JSON; undefined for an empty body, null when it is not JSON. */
function readBody(body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (body === undefined || body === null || body === '') return { ok: true, value: undefined };
  if (typeof body !== 'string') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

async function handle(req: FastifyRequest, reply: FastifyReply, deps: ConsoleDeps) {
  const name = (req.params as { call?: string }).call ?? '';
  if (!isConsoleCall(name)) return send(reply, refusal(CODE.NOT_FOUND, CONSOLE_ERRORS.unknownCall), 404);
  if (!passesCsrfGuard(req)) return send(reply, refusal(CODE.FORBIDDEN, CONSOLE_ERRORS.csrf), 403);
  const body = readBody(req.body);
  if (!body.ok) return send(reply, refusal(CODE.BAD_ENVELOPE, 'validation.checkWarning'), 400);
  const call: ConsoleCall = name;
  const now = deps.services.clock();
  try {
    const operator = CONSOLE_CALLS[call] === 'public' ? null : await resolveOperatorSession(deps.db, sessionToken(req), now);
    if (CONSOLE_CALLS[call] !== 'public') {
      if (!operator) return send(reply.header('Set-Cookie', sessionCookie(req, null)), refusal(CODE.NOT_LOGGED_IN, CONSOLE_ERRORS.notLoggedIn));
      if (!mayCall(operator.role, call)) {
        await writeAudit(deps.db, { operatorId: operator.operatorId, action: 'refused', target: call, detail: { role: operator.role } }, now);
        return send(reply, refusal(CODE.FORBIDDEN, CONSOLE_ERRORS.forbidden));
      }
    }
    const ctx: ConsoleContext = {
      db: deps.db,
      services: deps.services,
      operator,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      now,
      setSessionCookie: (token) => void reply.header('Set-Cookie', sessionCookie(req, token)),
    };
    const customData = await (CONSOLE_HANDLERS[call] as ConsoleHandler<ConsoleCall>)(body.value, ctx);
    return send(reply, { code: CODE.OK, message: 'success', customData });
  } catch (e) {
    if (e instanceof ReplyError) return send(reply, refusal(e.code, e.key, e.customData));
    req.log.error({ err: e, call }, 'console call failed');
    return send(reply, refusal(CODE.INTERNAL, CONSOLE_ERRORS.internal));
  }
}

/** The console API in a scope of its own: its answers carry no CORS headers (request-guard.ts says why). */
export async function registerConsoleApi(app: FastifyInstance, deps: ConsoleDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      for (const h of CORS) reply.removeHeader(h);
    });
    scope.setErrorHandler((err, req, reply) => {
      const statusCode = (err as { statusCode?: unknown } | null)?.statusCode;
      const client = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
      if (!client) req.log.error({ err }, 'console: unhandled');
      return send(reply, client ? refusal(CODE.BAD_ENVELOPE, 'validation.checkWarning') : refusal(CODE.INTERNAL, CONSOLE_ERRORS.internal), client ? statusCode : 500);
    });
    scope.post(`${CONSOLE_API_BASE}/:call`, (req, reply) => handle(req, reply, deps));
    // Any other method on a call path: 405, as the app's API answers (http/not-found.ts).
    scope.route({
      method: ['GET', 'PUT', 'DELETE', 'PATCH'],
      url: `${CONSOLE_API_BASE}/:call`,
      handler: (_req, reply) => send(reply.header('Allow', 'POST'), refusal(CODE.BAD_ENVELOPE, 'validation.checkWarning'), 405),
    });
  });
}
