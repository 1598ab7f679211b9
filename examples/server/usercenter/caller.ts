// The logged-in caller of a user-centre call. Every user-centre endpoint is `auth: true`, so the
// route already answered 4001 without a session; this guard keeps handlers safe when called directly.
import { CODE } from '../../../src/contract/codes.js';
import { ReplyError, type RequestContext } from '../http/handler.js';

export function requireUser(ctx: RequestContext): string {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  return ctx.user.userId;
}
