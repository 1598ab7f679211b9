// Send and check verification codes (spec §7 "Register", "Reset", "phone and mail code calls and
// validMail"; spec §5: phone required and valid, registered phones refused on sign-up).
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { checkPhoneCodeSchema, mailCodeSchema, phoneCodeSchema } from '../../../src/contract/validation/account.js';
import { formObject } from '../../../src/contract/validation/form-object.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { requiredEmailSchema, verificationCodeSchema } from '../../../src/contract/validation/text.js';
import { okReply, ReplyError, type HandlerTable, type RequestContext } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { RATE_RULES } from './limits.js';
import { rateHit } from './rate-limit.js';
import { admitCodeSend, issueCode, verifyCode, type CodeChannel, type CodePurpose } from './verification-codes.js';
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

/** Spec §8: the send-code message is shown as a toast, so it says what happened. */
const sentReply = (channel: CodeChannel) => okReply(null, channel === 'sms' ? CODE_SENT_SMS : CODE_SENT_MAIL);

/**
 * Every send-code call first passes admitCodeSend (rate limits, 60 s resend) and only then looks
 * the account up: a prober is limited like a sender, whatever the answer would have been.
 */
async function sendAfterLookup(
  ctx: RequestContext, purpose: CodePurpose, channel: CodeChannel, to: string,
  lookup: () => Promise<{ deliver: boolean; language?: LanguageCode }>,
) {
  const target = codeTarget(purpose, to, ctx.user?.userId ?? null);
  const now = ctx.services.clock();
  await admitCodeSend(ctx.db, { purpose, target, ip: ctx.ip }, now);
  const { deliver, language = ctx.language } = await lookup();
  await issueCode(ctx.db, ctx.services.outbox, { purpose, channel, target, to, language, ip: ctx.ip }, now, deliver);
  return sentReply(channel);
}

const check = async (ctx: RequestContext, purpose: CodePurpose, to: string, code: string) => {
  await verifyCode(ctx.db, purpose, codeTarget(purpose, to, ctx.user?.userId ?? null), code, false, ctx.services.clock());
  return okReply(null);
};

/** Reset codes go in the account's own language (the owner reads them, maybe not the caller). */
const ownLanguage = (language: string, fallback: LanguageCode): LanguageCode =>
  language === 'cn' || language === 'en' || language === 'fr' ? language : fallback;

/**
 * A reset code goes to the account's owner; an address with no account gets the same answer and
 * nothing is sent (no account enumeration through the reset form).
 */
const resetLookup = (ctx: RequestContext, find: () => Promise<{ language: string } | null>) => async () => {
  const user = await find();
  return user ? { deliver: true, language: ownLanguage(user.language, ctx.language) } : { deliver: false };
};

async function sendResetMail(ctx: RequestContext, input: unknown) {
  const req = parseInput(mailCodeSchema, input);
  if (req.type !== 1) throw fieldError('type', MSG.checkWarning);
  return sendAfterLookup(ctx, 'reset', 'mail', mailTarget(req.mail), resetLookup(ctx, () => findByMail(ctx.db, req.mail)));
}

/** Sign-up and binding refuse an address that belongs to another account (spec §5), after admission. */
const mustBeFree = (owner: () => Promise<{ id: string } | null>, selfId: string | null, taken: string) => async () => {
  const found = await owner();
  if (found && found.id !== selfId) throw new ReplyError(CODE.VALIDATION, taken);
  return { deliver: true };
};

export const CODE_HANDLERS: HandlerTable = {
  async sendRegisterCode(input, ctx) {
    const req = parseInput(phoneCodeSchema, input);
    return sendAfterLookup(ctx, 'register', 'sms', phoneTarget(req.mobileCode, req.phone), mustBeFree(() => findByPhone(ctx.db, req.mobileCode, req.phone), null, PHONE_REGISTERED));
  },

  async checkRegisterCode(input, ctx) {
    const req = parseInput(checkPhoneCodeSchema, input);
    return check(ctx, 'register', phoneTarget(req.mobileCode, req.phone), req.validCode);
  },

  async sendResetPhoneCode(input, ctx) {
    const req = parseInput(phoneCodeSchema, input);
    return sendAfterLookup(ctx, 'reset', 'sms', phoneTarget(req.mobileCode, req.phone), resetLookup(ctx, () => findByPhone(ctx.db, req.mobileCode, req.phone)));
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
    const free = mustBeFree(() => findByPhone(ctx.db, req.mobileCode, req.phone), ctx.user?.userId ?? null, PHONE_REGISTERED);
    return sendAfterLookup(ctx, 'bind', 'sms', phoneTarget(req.mobileCode, req.phone), free);
  },

  async checkPhoneCode(input, ctx) {
    const req = parseInput(checkPhoneCodeSchema, input);
    return check(ctx, 'bind', phoneTarget(req.mobileCode, req.phone), req.validCode);
  },

  /** type 2: bind / replace e-mail (must be free); type 1: the reset code, as sendResetMailCode. */
  async sendMailCode(input, ctx) {
    const req = parseInput(mailCodeSchema, input);
    if (req.type === 1) return sendResetMail(ctx, input);
    const free = mustBeFree(() => findByMail(ctx.db, req.mail), ctx.user?.userId ?? null, MAIL_REGISTERED);
    return sendAfterLookup(ctx, 'bind', 'mail', mailTarget(req.mail), free);
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
