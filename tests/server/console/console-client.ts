// Calling the console API of an in-process server as the console's pages do: POST
// /console/api/<call>, plain JSON, the CSRF header and this origin's Origin, the session cookie.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_BASE, CONSOLE_COOKIE, type ConsoleReply } from '../../../src/contract/console-api.js';
import type { Database } from '../../../examples/server/db/database.js';
import { hashPassword } from '../../../examples/server/accounts/passwords.js';
import { createOperator } from '../../../examples/server/console/index.js';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** inject's default Host is localhost:80; browsers leave the default port out of Origin. */
export const OWN_ORIGIN = 'http://localhost';

export interface ConsoleAnswer<T = unknown> {
  status: number;
  reply: ConsoleReply<T>;
  setCookie: string | undefined;
  headers: Record<string, unknown>;
}

export async function consoleCall<T = unknown>(
  app: FastifyInstance,
  call: string,
  body: unknown,
  o: { cookie?: string; headers?: Record<string, string | undefined>; raw?: string } = {},
): Promise<ConsoleAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-console': '1', origin: OWN_ORIGIN };
  for (const [k, v] of Object.entries(o.headers ?? {})) {
    if (v === undefined) delete headers[k];
    else headers[k] = v;
  }
  if (o.cookie) headers.cookie = `${CONSOLE_COOKIE}=${o.cookie}`;
  const res = await app.inject({ method: 'POST', url: `${CONSOLE_API_BASE}/${call}`, headers, payload: o.raw ?? (body === undefined ? '' : JSON.stringify(body)) });
  const setCookie = res.headers['set-cookie'];
  return { status: res.statusCode, reply: JSON.parse(res.body) as ConsoleReply<T>, setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie, headers: res.headers };
}

/** The session token a Set-Cookie carries ('' for a cleared cookie). */
export const tokenOf = (setCookie: string | undefined): string => new RegExp(`^${CONSOLE_COOKIE}=([^;]*)`).exec(setCookie ?? '')?.[1] ?? '';

export async function addOperator(db: Database, username: string, password: string, role: string): Promise<string> {
  return createOperator(db, { username, passwordStored: await hashPassword(sha256(password)), role });
}

/** Logs in and returns the session token. */
export async function loginAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await consoleCall(app, 'login', { username, password: sha256(password) });
  if (res.reply.code !== 200) throw new Error(`console login ${username}: ${JSON.stringify(res.reply)}`);
  return tokenOf(res.setCookie);
}

export async function auditRows(db: Database): Promise<{ action: string; target: string; operator_id: string | null; detail: Record<string, unknown> }[]> {
  return db.query('select action, target, operator_id::text as operator_id, detail from operator_audit order by id');
}
