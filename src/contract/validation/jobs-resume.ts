// The CV form and updateResume payload (spec §3 "CV" fields, §5 rules): the form checks what the
// user typed, the server the same rules on every save. Rules that need the database (the position
// belongs to the industry, the attachment is the caller's own upload, recruiter mode off) are the
// server's.
import * as v from 'valibot';
import { INT4_MAX, JOBS, LANGUAGES } from '../constants.js';
import type { ResumeEdit } from '../types/jobs.js';
import { areaIdSchema, yesNoSchema } from './choices.js';
import { formObject } from './form-object.js';
import { MSG } from './messages.js';
import { positiveNumberSchema } from './numbers.js';
import { phoneCodeRule, requiredPhoneSchema } from './phone.js';
import { entriesFor, salaryRule } from './publish-base.js';
import { mobileCodeSchema, optionalEmailSchema, requiredTextSchema } from './text.js';

/** Longest real name (ours: a full name with middle names fits). */
export const RESUME_NAME_MAX = 64;
/** Longest attachment file name shown to readers (ours). */
export const RESUME_ATTACHMENT_NAME_MAX = 120;
/** Longest upload path (/private/yyyy-mm/<hex>.docx is far shorter). */
const PATH_MAX = 200;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date of YYYY-MM-DD, or null when it is not a real date (2025-02-30). */
export function parseBirthDate(s: string): { y: number; m: number; d: number } | null {
  const match = DATE.exec(s);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { y, m, d } : null;
}

/** Whole years between a birth date and `today` (UTC), or null for a malformed date. */
export function ageOn(birthDate: string, today: Date = new Date()): number | null {
  const b = parseBirthDate(birthDate);
  if (!b) return null;
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = tm > b.m || (tm === b.m && td >= b.d);
  return ty - b.y - (hadBirthday ? 0 : 1);
}

const ageAllowed = (s: string, today?: Date): boolean => {
  const age = ageOn(s, today);
  return age !== null && age >= JOBS.ageMin && age <= JOBS.ageMax;
};

/** Years worked: a whole number 0..60, also typed as digits in the form. */
const yearsWorkedSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*\d{1,2}\s*$/), v.transform(Number))], MSG.pleaseInput),
  v.integer(MSG.checkWarning),
  v.minValue(0, MSG.checkWarning),
  v.maxValue(JOBS.yearsWorkedMax, MSG.checkWarning),
);

/** A picked id: a whole number the database can hold (a stray 1.5 or 1e20 is "choose", never a crash). */
const idChoice = v.pipe(v.number(MSG.choose), v.integer(MSG.choose), v.minValue(0, MSG.choose), v.maxValue(INT4_MAX, MSG.choose));

const textOf = (max: number, emptyKey = MSG.pleaseInput) =>
  v.pipe(v.string(emptyKey), v.check((s) => s.trim() !== '', emptyKey), v.maxLength(max, MSG.maxLength));

export interface ResumeRuleOptions {
  /** "Today" for the age rule (tests); omitted: now. */
  today?: Date;
}

/** ResumeEdit: every field of spec §3 "CV", salary minimum <= maximum (spec §5), the phone valid for its code. */
export const resumeEditSchema = (o: ResumeRuleOptions = {}) => {
  const entries = entriesFor<ResumeEdit>()({
    realName: textOf(RESUME_NAME_MAX),
    gender: v.picklist([1, 2], MSG.choose),
    birthDate: v.pipe(
      v.string(MSG.choose),
      v.check((s) => s.trim() !== '', MSG.choose),
      v.check((s) => ageAllowed(s, o.today), MSG.birthDate),
    ),
    mail: optionalEmailSchema,
    // The area code travels with the number (spec §5 "Shared phone validator": the phone rule is the
    // picked code's); that it is a known code (countries) is the server's check.
    mobileCode: mobileCodeSchema,
    phone: requiredPhoneSchema,
    educationId: idChoice,
    jobStatusId: idChoice,
    positionTypeId: idChoice,
    yearsWorked: yearsWorkedSchema,
    industryId: idChoice,
    positionId: idChoice,
    salaryMin: positiveNumberSchema(),
    salaryMax: positiveNumberSchema(),
    moneyUnitId: idChoice,
    billingCycleId: idChoice,
    selfIntroduction: v.pipe(
      v.string(MSG.pleaseInput),
      v.check((s) => s.trim() !== '', MSG.pleaseInput),
      v.check((s) => s.trim().length >= JOBS.introductionMin && s.length <= JOBS.introductionMax, MSG.introductionLength),
    ),
    workLocation: requiredTextSchema,
    areaId: v.pipe(areaIdSchema, v.check((s) => !s.includes(','), MSG.choose), v.maxLength(8, MSG.choose)),
    /** '' or a path returned by the private upload (uploadFile); ownership is the server's check. */
    attachment: v.optional(
      v.pipe(
        v.string(MSG.choose),
        v.maxLength(PATH_MAX, MSG.choose),
        v.check((s) => s === '' || /^\/[\w./-]+$/.test(s), MSG.choose),
      ),
      '',
    ),
    attachmentName: v.optional(v.pipe(v.string(MSG.checkWarning), v.maxLength(RESUME_ATTACHMENT_NAME_MAX, MSG.maxLength)), ''),
    isPublic: yesNoSchema,
    languageId: v.picklist(LANGUAGES, MSG.choose),
  });
  return v.pipe(formObject(entries), salaryRule(), phoneCodeRule());
};
