// The console's one way to call its server (src/contract/console-api.ts): POST /console/api/<call>
// with the CSRF header, the session cookie sent by the browser (same origin), plain JSON both ways.
// Never throws: a network failure is a coded reply too (5002, spec §8 "system error").
import { CODE } from '../../src/contract/codes.js';
import {
  CONSOLE_API_BASE, CONSOLE_CSRF_HEADER, CONSOLE_CSRF_VALUE, type ConsoleCall, type ConsoleReplies, type ConsoleReply,
} from '../../src/contract/console-api.js';

export type CallResult<C extends ConsoleCall> =
  | { ok: true; data: ConsoleReplies[C] }
  | { ok: false; code: number; message: string; customData: unknown };

/** Called on every 4001: the shell goes back to the login page. */
let onLoggedOut: () => void = () => undefined;
export const setLoggedOutHandler = (fn: () => void) => {
  onLoggedOut = fn;
};

export async function consoleCall<C extends ConsoleCall>(call: C, body: Record<string, unknown> = {}): Promise<CallResult<C>> {
  let reply: ConsoleReply<unknown>;
  try {
    const res = await fetch(`${CONSOLE_API_BASE}/${call}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [CONSOLE_CSRF_HEADER]: CONSOLE_CSRF_VALUE },
      body: JSON.stringify(body),
    });
    reply = (await res.json()) as ConsoleReply<unknown>;
  } catch {
    return { ok: false, code: CODE.SYSTEM_ERROR, message: 'errors.network', customData: null };
  }
  if (reply.code === CODE.OK) return { ok: true, data: reply.customData as ConsoleReplies[C] };
  if (reply.code === CODE.NOT_LOGGED_IN && call !== 'login') onLoggedOut();
  return { ok: false, code: reply.code, message: reply.message, customData: reply.customData };
}

/** The values of a refusal's message ({{max}} of validation.reviewReason). */
export function messageValues(customData: unknown): Record<string, number> {
  const issues = (customData as { issues?: { values?: Record<string, number> }[] } | null)?.issues;
  return issues?.[0]?.values ?? {};
}
