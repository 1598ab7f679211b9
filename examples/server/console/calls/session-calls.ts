// login, logout, me: the console's own login for operator accounts (issue "Publishing"). Wrong
// name, wrong password and a disabled account answer alike, after the same scrypt work, so the
// reply never tells which names exist.
import { CODE } from '../../../../src/contract/codes.js';
import { CONSOLE_CALLS, CONSOLE_ERRORS, consoleSchemas, mayCall, type ConsoleCall, type OperatorView } from '../../../../src/contract/console-api.js';
import { hashPassword, needsRehash, verifyPassword } from '../../accounts/passwords.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleContext, type ConsoleHandler } from '../console-context.js';
import { admitConsoleLogin, clearConsoleLoginFailures, recordConsoleLoginFailure } from '../login-throttle.js';
import { endOperatorSession, openOperatorSession } from '../operator-sessions.js';
import { findOperator } from '../operators.js';

/** A stored hash no password matches: unknown names cost the same scrypt as operators. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy'));

export const operatorView = (o: { operatorId: string; username: string; role: string }): OperatorView => ({
  id: o.operatorId,
  username: o.username,
  role: o.role,
  calls: (Object.keys(CONSOLE_CALLS) as ConsoleCall[]).filter((c) => CONSOLE_CALLS[c] !== 'public' && mayCall(o.role, c)),
});

const login: ConsoleHandler<'login'> = async (raw, ctx) => {
  const input = parseInput(consoleSchemas.login, raw);
  await admitConsoleLogin(ctx.db, input.username, ctx.ip, ctx.now);
  const operator = await findOperator(ctx.db, input.username);
  const clientHash = input.password.toLowerCase();
  const ok = await verifyPassword(clientHash, operator?.password_hash ?? (await decoy()));
  if (!operator || !ok || operator.disabled) {
    await recordConsoleLoginFailure(ctx.db, input.username, ctx.ip, ctx.now);
    await writeAudit(ctx.db, { operatorId: operator?.id ?? null, action: 'loginFailed', target: input.username, detail: { ip: ctx.ip } }, ctx.now);
    throw new ReplyError(CODE.VALIDATION, CONSOLE_ERRORS.badLogin);
  }
  await clearConsoleLoginFailures(ctx.db, input.username);
  // A hash stored at an older, cheaper cost is replaced now that the password is at hand.
  if (needsRehash(operator.password_hash)) {
    await ctx.db.query('update operators set password_hash = $2 where id = $1::bigint and password_hash = $3', [operator.id, await hashPassword(clientHash), operator.password_hash]);
  }
  const session = await ctx.db.transaction(async (tx) => {
    const opened = await openOperatorSession(tx, operator.id, { ip: ctx.ip, userAgent: ctx.userAgent }, ctx.now);
    await writeAudit(tx, { operatorId: operator.id, action: 'login', target: operator.username, detail: { ip: ctx.ip, session: opened.sessionId } }, ctx.now);
    return opened;
  });
  ctx.setSessionCookie(session.token);
  return operatorView({ operatorId: operator.id, username: operator.username, role: operator.role });
};

const logout: ConsoleHandler<'logout'> = async (_raw, ctx: ConsoleContext) => {
  const operator = operatorOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await endOperatorSession(tx, operator.sessionId, ctx.now);
    await writeAudit(tx, { operatorId: operator.operatorId, action: 'logout', target: operator.username, detail: { session: operator.sessionId } }, ctx.now);
  });
  ctx.setSessionCookie(null);
  return null;
};

const me: ConsoleHandler<'me'> = async (_raw, ctx) => operatorView(operatorOf(ctx));

export const SESSION_CALLS = { login, logout, me };
