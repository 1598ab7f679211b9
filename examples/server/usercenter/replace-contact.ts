// Replace phone / e-mail (spec §2 accountAndSecurity: replacePhone, replaceEmail). The code comes
// from sendPhoneCode / sendMailCode type 2 (purpose 'bind', bound to the caller: another account
// cannot use it) and is consumed here; a phone or e-mail of another account is refused (spec §5
// "already-registered phones rejected").
import { CODE } from '../../../src/contract/codes.js';
import { checkPhoneCodeSchema } from '../../../src/contract/validation/account.js';
import { normalizeMobileCode } from '../../../src/contract/validation/phone.js';
import { checkMailCodeSchema, codeTarget, MAIL_REGISTERED, PHONE_REGISTERED } from '../accounts/code-handlers.js';
import { parseInput } from '../http/input.js';
import { findByMail, findByPhone, mailTarget, phoneTarget } from '../accounts/users.js';
import { verifyCode } from '../accounts/verification-codes.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { logAccount } from './account-log.js';
import { requireUser } from './caller.js';

export const replacePhone: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(checkPhoneCodeSchema, input);
  const mobileCode = normalizeMobileCode(req.mobileCode);
  const phone = req.phone.trim();
  const owner = await findByPhone(ctx.db, mobileCode, phone);
  if (owner && owner.id !== userId) throw new ReplyError(CODE.VALIDATION, PHONE_REGISTERED);
  await verifyCode(ctx.db, 'bind', codeTarget('bind', phoneTarget(mobileCode, phone), userId), req.validCode, true, ctx.services.clock());
  // The condition repeats the check in one statement, so a phone taken meanwhile is refused, not a 5000.
  const updated = await ctx.db.query(
    `update users set mobile_code = $2, phone = $3 where id = $1
       and not exists (select 1 from users o where o.mobile_code = $2 and o.phone = $3 and o.id <> $1) returning id`,
    [userId, mobileCode, phone],
  );
  if (updated.length === 0) throw new ReplyError(CODE.VALIDATION, PHONE_REGISTERED);
  await logAccount(ctx.db, ctx, userId, 'replacePhone');
  return okReply(null);
};

export const replaceEmail: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(checkMailCodeSchema, input);
  const mail = mailTarget(req.mail);
  const owner = await findByMail(ctx.db, mail);
  if (owner && owner.id !== userId) throw new ReplyError(CODE.VALIDATION, MAIL_REGISTERED);
  await verifyCode(ctx.db, 'bind', codeTarget('bind', mail, userId), req.validCode, true, ctx.services.clock());
  const updated = await ctx.db.query(
    `update users set mail = $2 where id = $1
       and not exists (select 1 from users o where lower(o.mail) = $2 and o.id <> $1) returning id`,
    [userId, mail],
  );
  if (updated.length === 0) throw new ReplyError(CODE.VALIDATION, MAIL_REGISTERED);
  await logAccount(ctx.db, ctx, userId, 'replaceEmail');
  return okReply(null);
};
