// The company form (editCompanyInfo) and updateCompanyInfo payload (spec §6 "enterprise" accounts;
// §5: every free input is bounded, phones follow the shared rule, e-mail the standard pattern).
// The app's form and the server run this one schema. What needs the database is the server's:
// the industry is a first-level job tag, the size a company-size lookup, the logo the caller's
// own upload.
import * as v from 'valibot';
import { INT4_MAX, JOBS, LIMITS } from '../constants.js';
import type { CompanyInfo } from '../types/jobs.js';
import { formObject } from './form-object.js';
import { MSG } from './messages.js';
import { phoneCodeRule, requiredPhoneSchema } from './phone.js';
import { entriesFor } from './publish-base.js';
import { freeInputSchema, mobileCodeSchema, optionalEmailSchema } from './text.js';

/** Company name bounds (migration 024 companies.ent_name). */
export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 120;
/** Longest upload path (/uploads/yyyy-mm/<hex>.png is far shorter). */
const PATH_MAX = 200;

/** A picked id: a whole positive number the database can hold. */
const idChoice = v.pipe(v.number(MSG.choose), v.integer(MSG.choose), v.minValue(1, MSG.choose), v.maxValue(INT4_MAX, MSG.choose));

/** Plain text: no markup (the card shows it as typed, never as HTML). */
const HTML_TAG = /<\s*\/?\s*[a-z!]/i;

/** '' or an absolute http(s) URL of at most 250 characters. */
export function isWebsite(s: string): boolean {
  const t = s.trim();
  if (t === '') return true;
  if (t.length > LIMITS.freeInputMax || /\s/.test(t)) return false;
  try {
    const url = new URL(t);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** CompanyInfo: every field bounded (spec §5), the phone valid for the area code picked beside it. */
export const companyInfoSchema = () =>
  v.pipe(
    formObject(
      entriesFor<CompanyInfo>()({
        entName: v.pipe(
          v.string(MSG.pleaseInput),
          v.check((s) => s.trim() !== '', MSG.pleaseInput),
          v.check((s) => s.trim().length >= COMPANY_NAME_MIN, MSG.checkWarning),
          v.maxLength(COMPANY_NAME_MAX, MSG.maxLength),
        ),
        industryId: idChoice,
        sizeId: idChoice,
        address: freeInputSchema,
        introduction: v.pipe(
          v.string(MSG.pleaseInput),
          v.check((s) => s.trim() !== '', MSG.pleaseInput),
          v.check((s) => s.trim().length >= JOBS.introductionMin && s.length <= JOBS.introductionMax, MSG.introductionLength),
          v.check((s) => !HTML_TAG.test(s), MSG.checkWarning),
        ),
        /** '' or a public upload path; that it is the caller's own is the server's check. */
        logoPath: v.optional(
          v.pipe(v.string(MSG.choose), v.maxLength(PATH_MAX, MSG.choose), v.check((s) => s === '' || /^\/uploads\/[\w./-]+$/.test(s) && !s.includes('..'), MSG.choose)),
          '',
        ),
        // Known code (countries): the server's check, like the CV's.
        mobileCode: mobileCodeSchema,
        phone: requiredPhoneSchema,
        mail: optionalEmailSchema,
        website: v.optional(v.pipe(v.string(MSG.checkWarning), v.check(isWebsite, MSG.checkWarning)), ''),
      }),
    ),
    phoneCodeRule(),
  );
