// User-centre rules (spec §5 "Accounts": nickname 3 to 32, password hashed before sending; "Enterprise
// authentication refused while personal authentication is not done"; §9 images at most 6, contacts
// and free input at most 250). *Form schemas check what the user typed; *Request schemas what the
// server receives. Rules that need the database (owned uploads, known countries, first personal)
// are the server's.
import * as v from 'valibot';
import { IMAGE, LANGUAGES } from '../constants.js';
import { areaIdSchema, choiceSchema } from './choices.js';
import { formObject } from './form-object.js';
import { MSG } from './messages.js';
import { freeInputSchema, nicknameSchema, passwordHashSchema, requiredTextSchema } from './text.js';

/** Longest upload path we hand out (/uploads/yyyy-mm/<32 hex>.docx is far shorter). */
const PATH_MAX = 200;

/** A path returned by an upload call: required ("choose"), short. */
export const uploadPathSchema = v.pipe(
  v.string(MSG.choose),
  v.check((s) => s.trim() !== '', MSG.choose),
  v.maxLength(PATH_MAX, MSG.choose),
);

/** Server side of change password: both SHA-256 hex (the form is changePasswordFormSchema). */
export const changePasswordRequestSchema = formObject({ oldPassword: passwordHashSchema, password: passwordHashSchema });

/** Personal information: every field optional; a nickname, when given, has 3 to 32 characters. */
export const updateUserInfoRequestSchema = formObject({
  petName: v.optional(nicknameSchema),
  avatarPath: v.optional(uploadPathSchema),
  languageId: v.optional(v.picklist(LANGUAGES, MSG.checkWarning)),
  areaId: v.optional(v.pipe(areaIdSchema, v.maxLength(8, MSG.choose))),
});

/** Device management: the session to end. */
export const removeDeviceRequestSchema = formObject({
  deviceId: v.pipe(v.string(MSG.checkWarning), v.nonEmpty(MSG.checkWarning), v.maxLength(64, MSG.checkWarning)),
});

/** Feedback text: required, at most 250 (spec §5 free input). */
export const feedbackContentSchema = v.pipe(
  v.string(MSG.pleaseInput),
  v.check((s) => s.trim() !== '', MSG.pleaseInput),
  v.maxLength(250, MSG.inputLimit),
);

/** Feedback pictures: uploaded paths, at most 6 (spec §9). */
const feedbackImagesSchema = v.optional(v.pipe(v.array(uploadPathSchema, MSG.choose), v.maxLength(IMAGE.maxCount, MSG.imagesLimit)), []);

/** The feedback form: text, up to 6 pictures (spec §9), optional contacts. */
export const feedbackFormSchema = formObject({
  content: feedbackContentSchema,
  imgList: feedbackImagesSchema,
  contacts: freeInputSchema,
});

/** insertUserFeedback: the form plus the userId spec §7 bodies carry (it must be the caller's). */
export const feedbackRequestSchema = formObject({
  userId: v.optional(v.union([v.string(MSG.checkWarning), v.number(MSG.checkWarning)], MSG.checkWarning)),
  content: feedbackContentSchema,
  imgList: feedbackImagesSchema,
  contacts: freeInputSchema,
});

/** Type of identity paper: a picked id (the list is the screen's). */
const papersTypeSchema = v.pipe(choiceSchema, v.integer(MSG.choose), v.minValue(1, MSG.choose), v.maxValue(99, MSG.choose));

/** Personal authentication (spec §3 "Personal authentication"). */
export const personalAuthenticationSchema = formObject({
  type: v.literal('personal', MSG.checkWarning),
  realName: requiredTextSchema,
  papersType: papersTypeSchema,
  papersNumber: requiredTextSchema,
  address: requiredTextSchema,
  attachment: uploadPathSchema,
});

/** Enterprise authentication (spec §3 "Enterprise authentication"); the letter is optional. */
export const enterpriseAuthenticationSchema = formObject({
  type: v.literal('enterprise', MSG.checkWarning),
  legalPerson: requiredTextSchema,
  companyName: requiredTextSchema,
  phone: v.pipe(requiredTextSchema, v.check((s) => /^\+?[\d\s-]{3,50}$/.test(s.trim()), MSG.phoneInvalid)),
  officeAddress: requiredTextSchema,
  papersType: papersTypeSchema,
  registrationCode: requiredTextSchema,
  papersPictures: v.pipe(
    v.array(uploadPathSchema, MSG.choose),
    v.minLength(1, MSG.choose),
    v.maxLength(IMAGE.maxCount, MSG.imagesLimit),
  ),
  attachment: uploadPathSchema,
  authorizationLetter: v.optional(v.pipe(v.string(MSG.choose), v.maxLength(PATH_MAX, MSG.choose)), ''),
});

/** The schema of an /authentication/form body by its type, or null for an unknown type. */
export const authenticationSchemaOf = (type: unknown) =>
  type === 'personal' ? personalAuthenticationSchema : type === 'enterprise' ? enterpriseAuthenticationSchema : null;

/** Help: problems of a menu, one page at a time. */
export const problemListRequestSchema = formObject({
  menuId: v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(1_000_000, MSG.checkWarning)),
  page: v.optional(v.unknown()),
});

export const problemDetailRequestSchema = formObject({
  id: v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(1_000_000_000, MSG.checkWarning)),
});
