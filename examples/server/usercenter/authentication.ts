// Personal and enterprise authentication (spec §2 auth: personal, authEnt; §7 /authentication/form;
// §5 "Enterprise authentication refused while personal authentication is not done"; §6 enterprise
// membership needs enterprise authentication). Every attachment must be an upload of the caller:
// documents from uploadFile, pictures from uploadImg.
import { CODE } from '../../../src/contract/codes.js';
import type {
  AuthenticationEnterprise, AuthenticationForm, AuthenticationPersonal, AuthenticationRecord, AuthenticationReply,
} from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { authenticationSchemaOf } from '../../../src/contract/validation/usercenter.js';
import { fieldError, isRecord, parseInput } from '../http/input.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import {
  auditStatus, passed, readAuthentications, saveAuthentication, settleAuthentication, type AuthenticationRow,
} from './authentication-store.js';
import { requireUser } from './caller.js';
import { USERCENTER_LIMITS } from './limits.js';
import { checkOwnedUploads, type OwnedPath } from './owned-uploads.js';

/** Spec §8 "first personal" (locales validation.firstPersonal). */
export const FIRST_PERSONAL = 'validation.firstPersonal';

const clean = (s: string): string => s.trim();

/** The stored form: trimmed texts, nothing the schema did not name. */
function normalize(form: AuthenticationForm): AuthenticationForm {
  if (form.type === 'personal') {
    return { type: 'personal', realName: clean(form.realName), papersType: form.papersType, papersNumber: clean(form.papersNumber), address: clean(form.address), attachment: form.attachment };
  }
  return {
    type: 'enterprise', legalPerson: clean(form.legalPerson), companyName: clean(form.companyName), phone: clean(form.phone),
    officeAddress: clean(form.officeAddress), papersType: form.papersType, registrationCode: clean(form.registrationCode),
    papersPictures: form.papersPictures, attachment: form.attachment, authorizationLetter: form.authorizationLetter,
  };
}

const attachmentsOf = (form: AuthenticationForm): OwnedPath[] =>
  form.type === 'personal'
    ? [{ field: 'attachment', path: form.attachment }]
    : [
        ...form.papersPictures.map((path, i) => ({ field: `papersPictures.${i}`, path, picture: true })),
        { field: 'attachment', path: form.attachment },
        ...(form.authorizationLetter === '' ? [] : [{ field: 'authorizationLetter', path: form.authorizationLetter }]),
      ];

export const submitAuthentication: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const schema = authenticationSchemaOf(isRecord(input) ? input.type : undefined);
  if (!schema) throw fieldError('type', MSG.checkWarning);
  const form = normalize(parseInput(schema, input) as AuthenticationForm);
  const existing = await readAuthentications(ctx.db, userId);
  // Enterprise needs a personal submission (in review or passed); the enterprise level counts only
  // once both passed (authentication-store.ts authenticationLevelOf).
  if (form.type === 'enterprise' && !existing.some((r) => r.kind === 'personal')) {
    throw new ReplyError(CODE.VALIDATION, FIRST_PERSONAL);
  }
  await checkOwnedUploads(ctx.db, userId, attachmentsOf(form));
  await saveAuthentication(ctx.db, userId, form, ctx.services.clock(), USERCENTER_LIMITS.reviewDelayMs);
  return okReply(null);
};

function record<T extends AuthenticationForm>(row: AuthenticationRow | undefined, now: number): AuthenticationRecord<T> | null {
  if (!row) return null;
  return {
    ...(row.form as T),
    status: auditStatus(row, now),
    submittedAt: new Date(row.submitted_at).toISOString(),
    reviewedAt: passed(row, now) ? new Date(row.reviewed_at).toISOString() : '',
  };
}

export const getAuthentication: Handler = async (_input, ctx) => {
  const userId = requireUser(ctx);
  const now = ctx.services.clock();
  const { rows } = await settleAuthentication(ctx.db, userId, now);
  const reply: AuthenticationReply = {
    personal: record<AuthenticationPersonal>(rows.find((r) => r.kind === 'personal'), now),
    enterprise: record<AuthenticationEnterprise>(rows.find((r) => r.kind === 'enterprise'), now),
  };
  return okReply(reply);
};
