// The CV form's values and the updateResume payload they make (spec §3 "CV"): what the form holds
// (text as typed, picked ids or null, the area code of the phone rule), how a saved CV or a draft
// fills it, and the payload the shared schema (validation/jobs-resume.ts) checks. Pure: unit tested.
import type { LanguageCode } from '../../contract/envelope.js';
import type { Gender, Resume, ResumeEdit, ResumeLanguage } from '../../contract/types/jobs.js';
import type { FormValues } from '../kit/form/use-form.js';

/** The form: ids are null until picked, numbers are the text typed. */
export interface ResumeValues extends FormValues {
  realName: string;
  gender: Gender | null;
  birthDate: string;
  mail: string;
  /** The phone's area code (spec §5): sent and stored with the number, which is checked under it. */
  mobileCode: string;
  phone: string;
  educationId: number | null;
  jobStatusId: number | null;
  positionTypeId: number | null;
  yearsWorked: string;
  industryId: number | null;
  positionId: number | null;
  salaryMin: string;
  salaryMax: string;
  moneyUnitId: number | null;
  billingCycleId: number | null;
  selfIntroduction: string;
  workLocation: string;
  areaId: string;
  /** Shown with the picked country until the list says it again. */
  areaName: string;
  attachment: string;
  attachmentName: string;
  isPublic: 0 | 1;
  languageId: ResumeLanguage;
}

const RESUME_LANGUAGES: readonly ResumeLanguage[] = ['cn', 'en', 'fr'];

/** A new CV: the interface language, public (recruiters find it), the user's own area code and country. */
export function emptyResumeValues(o: { language: LanguageCode; mobileCode: string; areaId: string; phone?: string; mail?: string }): ResumeValues {
  return {
    realName: '', gender: null, birthDate: '', mail: o.mail ?? '', mobileCode: o.mobileCode, phone: o.phone ?? '',
    educationId: null, jobStatusId: null, positionTypeId: null, yearsWorked: '', industryId: null, positionId: null,
    salaryMin: '', salaryMax: '', moneyUnitId: null, billingCycleId: null, selfIntroduction: '', workLocation: '',
    areaId: o.areaId, areaName: '', attachment: '', attachmentName: '', isPublic: 1,
    languageId: RESUME_LANGUAGES.includes(o.language as ResumeLanguage) ? (o.language as ResumeLanguage) : 'en',
  };
}

const numText = (n: number | null | undefined): string => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');
const idOr = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null);

/** The saved CV in the form (a CV saved before codes were stored has none: the account's code then). */
export function valuesFromResume(r: Resume, base: ResumeValues): ResumeValues {
  return {
    ...base,
    realName: r.realName, gender: r.gender === 1 || r.gender === 2 ? r.gender : null, birthDate: r.birthDate, mail: r.mail,
    mobileCode: r.mobileCode || base.mobileCode, phone: r.phone,
    educationId: idOr(r.educationId), jobStatusId: idOr(r.jobStatusId), positionTypeId: idOr(r.positionTypeId),
    yearsWorked: numText(r.yearsWorked), industryId: idOr(r.industryId), positionId: idOr(r.positionId),
    salaryMin: numText(r.salaryMin), salaryMax: numText(r.salaryMax), moneyUnitId: idOr(r.moneyUnitId), billingCycleId: idOr(r.billingCycleId),
    selfIntroduction: r.selfIntroduction, workLocation: r.workLocation, areaId: r.areaId, areaName: r.countryCityName,
    attachment: r.attachment, attachmentName: r.attachmentName, isPublic: r.isPublic === 0 ? 0 : 1,
    languageId: RESUME_LANGUAGES.includes(r.languageId) ? r.languageId : base.languageId,
  };
}

/**
 * A stored draft over the form's defaults: only fields of the form, each of the type the form
 * holds there (a draft written by an older version, or edited by hand, cannot break the form).
 */
export function valuesFromDraft(draft: Record<string, unknown>, base: ResumeValues): ResumeValues {
  const out: Record<string, unknown> = { ...base };
  for (const [name, fallback] of Object.entries(base)) {
    const value = draft[name];
    if (value === undefined) continue;
    if (typeof fallback === 'string') {
      if (typeof value === 'string') out[name] = value;
    } else if (name === 'isPublic') {
      if (value === 0 || value === 1) out[name] = value;
    } else if (value === null || (typeof value === 'number' && Number.isFinite(value))) {
      // Picked ids (and the gender): a number, or null when not picked.
      out[name] = value;
    }
  }
  if (!RESUME_LANGUAGES.includes(out.languageId as ResumeLanguage)) out.languageId = base.languageId;
  if (out.gender !== null && out.gender !== 1 && out.gender !== 2) out.gender = null;
  return out as ResumeValues;
}

/** A draft worth restoring: the user typed or picked something beyond the defaults. */
export const draftDiffers = (values: ResumeValues, base: ResumeValues): boolean =>
  Object.keys(base).some((k) => JSON.stringify(values[k]) !== JSON.stringify(base[k]));

/** Typed digits as a number for the payload; text that is no number stays text (the schema refuses it). */
const numberOf = (text: string): number | string => {
  const t = text.trim();
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : text;
};

/**
 * What the schema checks and updateResume receives. Unpicked ids stay null (the schema says
 * "choose"); the country's name stays in the form.
 */
export function resumePayload(v: ResumeValues): Record<keyof ResumeEdit, unknown> {
  return {
    realName: v.realName.trim(), gender: v.gender, birthDate: v.birthDate, mail: v.mail.trim(), mobileCode: v.mobileCode.trim(), phone: v.phone.trim(),
    educationId: v.educationId, jobStatusId: v.jobStatusId, positionTypeId: v.positionTypeId, yearsWorked: numberOf(v.yearsWorked),
    industryId: v.industryId, positionId: v.positionId, salaryMin: numberOf(v.salaryMin), salaryMax: numberOf(v.salaryMax),
    moneyUnitId: v.moneyUnitId, billingCycleId: v.billingCycleId, selfIntroduction: v.selfIntroduction, workLocation: v.workLocation.trim(),
    areaId: v.areaId, attachment: v.attachment, attachmentName: v.attachmentName, isPublic: v.isPublic, languageId: v.languageId,
  };
}
