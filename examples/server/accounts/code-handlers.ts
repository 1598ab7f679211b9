// Send and check verification codes (spec §7 "Register", "Reset", "phone and mail code calls and
// validMail"; spec §5: phone required and valid, registered phones refused on sign-up).
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { checkPhoneCodeSchema, mailCodeSchema, phoneCodeSchema } from '../../../src/contract/validation/account.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { requiredEmailSchema, verificationCodeSchema } from '../../../src/contract/validation/text.js';
import { okReply, ReplyError, type HandlerTable, type RequestContext } from '../http/handler.js';
import { fieldError, parseInput } from './input.js';
import { RATE_RULES } from './limits.js';
import { INCORRECT_ACCOUNT } from './login-handlers.js';
import { rateHit } from './rate-limit.js';
import { sendCode, verifyCode, type CodeChannel, type CodePurpose } from './verification-codes.js';
import { findByMail, findByPhone, mailTarget, phoneTarget } from './users.js';

export const PHONE_REGISTERED = 'errors.phoneRegistered';
export const MAIL_REGISTERED = 'errors.mailRegistered';
export const CODE_SENT_SMS = 'outbox.sentSms';
export const CODE_SENT_MAIL = 'outbox.sentMail';

const mailOnlySchema = formObject({ mail: requiredEmailSchema });
export const checkMailCodeSchema = formObject({ mail: requiredEmailSchema, validCode: verificationCodeSchema });

/**
 * Code key of a purpose: bind codes belong to the logged-in user who asked for them, so another
 * account cannot use a code it did not request.
 */
export const codeTarget = (purpose: CodePurpose, to: string, userId: string | null): string =>
  purpose === 'bind' ? `${userId ?? ''}>${to}` : to;

async function send(ctx: RequestContext, purpose: CodePurpose, channel: CodeChannel, to: string, language: LanguageCode = ctx.language) {
  const target = codeTarget(purpose, to, ctx.user?.userId ?? null);
  await sendCode(ctx.db, ctx.services.outbox, { purpose, channel, target, to, language, ip: ctx.ip }, ctx.services.clock());
  // Spec §8: the send-code message is shown as a toast, so it says what happened.
  return okReply(null, channel === 'sms' ? CODE_SENT_SMS : CODE_SENT_MAIL);
}

const check = async (ctx: RequestContext, purpose: CodePurpose, to: string, code: string) => {
  await verifyCode(ctx.db, purpose, codeTarget(purpose, to, ctx.user?.userId ?? null), code, false, ctx.services.clock());
  return okReply(null);
};

/** Reset codes go in the account's own language (the owner reads them, maybe not the caller). */
const ownLanguage = (language: string, fallback: LanguageCode): LanguageCode =>
  language === 'cn' || language === 'en' || language === 'fr' ? language : fallback;

async function sendResetMail(ctx: RequestContext, input: unknown) {
  const req = parseInput(mailCodeSchema, input);
  if (req.type !== 1) throw fieldError('type', MSG.checkWarning);
  const user = await findByMail(ctx.db, req.mail);
  if (!user) throw new ReplyError(CODE.VALIDATION, INCORRECT_ACCOUNT);
  return send(ctx, 'reset', 'mail', mailTarget(req.mail), ownLanguage(user.language, ctx.language));
}

export const CODE_HANDLERS: HandlerTable = {
  async sendRegisterCode(input, ctx) {
    const req = parseInput(phoneCodeSchema, input);
    if (await findByPhone(ctx.db, req.mobileCode, req.phone)) throw new ReplyError(CODE.VALIDATION, PHONE_REGISTERED);
    return send(ctx, 'register', 'sms', phoneTarget(req.mobileCode, req.phone));
  },

  async checkRegisterCode(input, ctx) {
    const req = parseInput(checkPhoneCodeSchema, input);
    return check(ctx, 'register', phoneTarget(req.mobileCode, req.phone), req.validCode);
  },

  async sendResetPhoneCode(input, ctx) {
    const req = parseInput(phoneCodeSchema, input);
    const user = await findByPhone(ctx.db, req.mobileCode, req.phone);
    if (!user) throw new ReplyError(CODE.VALIDATION, INCORRECT_ACCOUNT);
    return send(ctx, 'reset', 'sms', phoneTarget(req.mobileCode, req.phone), ownLanguage(user.language, ctx.language));
  },

  sendResetMailCode: (input, ctx) => sendResetMail(ctx, input),

  async checkResetCode(input, ctx) {
    if (typeof input === 'object' && input !== null && 'mail' in input) {
      const req = parseInput(checkMailCodeSchema, input);
      return check(ctx, 'reset', mailTarget(req.mail), req.validCode);
    }
    const req = parseInput(checkPhoneCodeSchema, input);
    return check(ctx, 'reset', phoneTarget(req.mobileCode, req.phone), req.validCode);
  },

  /** Replace phone (account security): the new phone must not belong to another account. */
  async sendPhoneCode(input, ctx) {
    const req = parseInput(phoneCodeSchema, input);
    const owner = await findByPhone(ctx.db, req.mobileCode, req.phone);
    if (owner && owner.id !== ctx.user?.userId) throw new ReplyError(CODE.VALIDATION, PHONE_REGISTERED);
    return send(ctx, 'bind', 'sms', phoneTarget(req.mobileCode, req.phone));
  },

  async checkPhoneCode(input, ctx) {
    const req = parseInput(checkPhoneCodeSchema, input);
    return check(ctx, 'bind', phoneTarget(req.mobileCode, req.phone), req.validCode);
  },

  /** type 2: bind / replace e-mail (must be free); type 1: the reset code, as sendResetMailCode. */
  async sendMailCode(input, ctx) {
    const req = parseInput(mailCodeSchema, input);
    if (req.type === 1) return sendResetMail(ctx, input);
    const owner = await findByMail(ctx.db, req.mail);
    if (owner && owner.id !== ctx.user?.userId) throw new ReplyError(CODE.VALIDATION, MAIL_REGISTERED);
    return send(ctx, 'bind', 'mail', mailTarget(req.mail));
  },

  async checkMailCode(input, ctx) {
    const req = parseInput(checkMailCodeSchema, input);
    return check(ctx, 'bind', mailTarget(req.mail), req.validCode);
  },

  /** Spec §5 "email checked on blur": well-formed (else 4422) and whether it is taken. */
  async validMail(input, ctx) {
    await rateHit(ctx.db, `probe-ip:${ctx.ip}`, RATE_RULES.probeIp, ctx.services.clock());
    const req = parseInput(mailOnlySchema, input);
    return okReply({ registered: (await findByMail(ctx.db, req.mail)) !== null });
  },
};
