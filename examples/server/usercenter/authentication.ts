// Personal and enterprise authentication (spec §2 auth: personal, authEnt; §7 /authentication/form;
// §5 "Enterprise authentication refused while personal authentication is not done"; §6 enterprise
// membership needs enterprise authentication). Every attachment must be a private 'papers' upload
// of the caller: documents from uploadFile, pictures from uploadPrivateImg (use 'papers'). An operator decides each submission in the
// console (authentication-review.ts); the user reads the decision and its reason here, and sees
// their papers through short-lived signed URLs (the papers are private uploads: private-files/).
import { CODE } from '../../../src/contract/codes.js';
import type {
  AuthenticationEnterprise, AuthenticationForm, AuthenticationPersonal, AuthenticationRecord, AuthenticationReply,
} from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { authenticationSchemaOf } from '../../../src/contract/validation/usercenter.js';
import { fieldError, isRecord, parseInput } from '../http/input.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { AUDIT_OF, readAuthentications, saveAuthentication, type AuthenticationRow } from './authentication-store.js';
import { fileUrlSigner, type FileUrlSigner } from '../private-files/file-key.js';
import { requireUser } from './caller.js';
import { checkOwnedUploads, type OwnedPath } from './owned-uploads.js';

/** Spec §8 "first personal" (locales validation.firstPersonal). */
export const FIRST_PERSONAL = 'validation.firstPersonal';
/** A passed authentication is not submitted again (authentication-store.ts saveAuthentication says why). */
export const ALREADY_PASSED = 'errors.authenticationPassed';

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

/** Every upload a form names: what the owner must have uploaded, and what the console may open. */
export const attachmentsOf = (form: AuthenticationForm): OwnedPath[] =>
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
  // Enterprise needs a personal submission in review or passed (a rejected one is to be corrected
  // first); the enterprise level counts only once both passed (authenticationLevelOf), and the
  // console refuses to pass enterprise before personal.
  const personal = existing.find((r) => r.kind === 'personal');
  if (form.type === 'enterprise' && (!personal || personal.status === 'rejected')) {
    throw new ReplyError(CODE.VALIDATION, FIRST_PERSONAL);
  }
  if (existing.some((r) => r.kind === form.type && r.status === 'passed')) throw new ReplyError(CODE.VALIDATION, ALREADY_PASSED);
  await checkOwnedUploads(ctx.db, userId, attachmentsOf(form), 'papers');
  // Checked again in the statement: a decision may have passed it since the read above.
  if (!(await saveAuthentication(ctx.db, userId, form, ctx.services.clock()))) throw new ReplyError(CODE.VALIDATION, ALREADY_PASSED);
  return okReply(null);
};

/** The owner's short-lived URLs of the papers a form names (private uploads: private-files/signed-url.ts). */
const fileUrlsOf = (form: AuthenticationForm, sign: FileUrlSigner): Record<string, string> =>
  Object.fromEntries(attachmentsOf(form).filter((a) => a.path !== '').map((a) => [a.path, sign(a.path)]));

function record<T extends AuthenticationForm>(row: AuthenticationRow | undefined, sign: FileUrlSigner): AuthenticationRecord<T> | null {
  if (!row) return null;
  return {
    ...(row.form as T),
    status: AUDIT_OF[row.status],
    submittedAt: new Date(row.submitted_at).toISOString(),
    reviewedAt: row.reviewed_at === null ? '' : new Date(row.reviewed_at).toISOString(),
    reason: row.status === 'rejected' ? row.reason : '',
    fileUrls: fileUrlsOf(row.form, sign),
  };
}

export const getAuthentication: Handler = async (_input, ctx) => {
  const userId = requireUser(ctx);
  const rows = await readAuthentications(ctx.db, userId);
  const sign = await fileUrlSigner(ctx.db, ctx.services.clock());
  const reply: AuthenticationReply = {
    personal: record<AuthenticationPersonal>(rows.find((r) => r.kind === 'personal'), sign),
    enterprise: record<AuthenticationEnterprise>(rows.find((r) => r.kind === 'enterprise'), sign),
  };
  return okReply(reply);
};
