// How a CV row becomes a reply (spec §3 "CV"; §6 "viewing ... depend on the package"): names of
// its lookups in the reader's language, the age on the server's clock, and the contact details
// only when resumes-access.ts allows them. The same SQL reads a live CV (`resumes r`) and the copy
// an application carries (`jsonb_populate_record(null::resumes, a.resume_snapshot) r`), so a
// recruiter reads what was sent with today's names.
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { Gender, Resume, ResumeAccess, ResumeLanguage, ResumeSummary } from '../../../src/contract/types/jobs.js';
import { ageOn } from '../../../src/contract/validation/jobs-resume.js';
import type { SqlParams } from '../listings/sql.js';

/** The columns a reply needs, from a resumes-shaped `r`. */
export interface ResumeRow {
  id: string;
  user_id: string;
  real_name: string;
  gender: number;
  birth_text: string;
  mail: string;
  mobile_code: string;
  phone: string;
  education_id: number;
  job_status_id: number;
  position_type_id: number;
  years_worked: number;
  industry_id: number;
  position_id: number;
  salary_min: string | number;
  salary_max: string | number;
  money_unit_id: number;
  billing_cycle_id: number;
  self_introduction: string;
  work_location: string;
  area_id: string;
  attachment: string;
  attachment_name: string;
  is_public: boolean;
  language: string;
  updated_at: Date | string;
  user_mq: string;
  avatar_path: string;
  education_name: string;
  job_status_name: string;
  position_type_name: string;
  industry_name: string;
  position_name: string;
  price_flag: string;
  billing_cycle_name: string;
  country_name: string;
}

const named = (alias: string, lang: string) => `coalesce(${alias}.names->>${lang}, ${alias}.names->>'en', '')`;

/**
 * SELECT list and joins over `source` (which must name a resumes-shaped row `r`); `lang` is the
 * reader's language as a parameter. The caller adds WHERE / ORDER.
 */
export function resumeSelect(source: string, params: SqlParams, language: LanguageCode): string {
  const lang = `${params.add(language)}::text`;
  return `select r.id, r.user_id, r.real_name, r.gender, to_char(r.birth_date, 'YYYY-MM-DD') as birth_text, r.mail, r.mobile_code, r.phone,
      r.education_id, r.job_status_id, r.position_type_id, r.years_worked, r.industry_id, r.position_id, r.salary_min, r.salary_max,
      r.money_unit_id, r.billing_cycle_id, r.self_introduction, r.work_location, r.area_id, r.attachment, r.attachment_name,
      r.is_public, r.language, r.updated_at, u.user_mq, u.avatar_path,
      ${named('ed', lang)} as education_name, ${named('js', lang)} as job_status_name, ${named('pt', lang)} as position_type_name,
      ${named('ind', lang)} as industry_name, ${named('pos', lang)} as position_name, coalesce(mu.flag, '') as price_flag,
      ${named('bc', lang)} as billing_cycle_name, ${named('c', lang)} as country_name
    from ${source}
    join users u on u.id = r.user_id
    left join job_lookups ed on ed.kind = 'degree' and ed.id = r.education_id
    left join job_lookups js on js.kind = 'jobStatus' and js.id = r.job_status_id
    left join job_lookups pt on pt.kind = 'positionType' and pt.id = r.position_type_id
    left join tags ind on ind.id = r.industry_id
    left join tags pos on pos.id = r.position_id
    left join money_units mu on mu.id = r.money_unit_id
    left join billing_cycles bc on bc.id = r.billing_cycle_id
    left join countries c on c.id = r.area_id`;
}

/** "Aya Kouassi" -> "Aya K.": a name readers may see before contact details are allowed. */
export function maskedName(realName: string): string {
  const words = realName.trim().split(/\s+/).filter((w) => w !== '');
  const first = words[0] ?? '';
  if (words.length < 2) return first === '' ? '' : `${[...first][0] ?? ''}.`;
  return `${first} ${[...(words[words.length - 1] ?? '')][0] ?? ''}.`;
}

const iso = (t: Date | string): string => new Date(t).toISOString();

/** The reply: contact details, full name and attachment only when `access.contactVisible`. */
export function resumeReply(r: ResumeRow, access: ResumeAccess, now: number, signUrl: (path: string) => string): Resume {
  const visible = access.contactVisible;
  return {
    recruitingResumeId: r.id,
    userId: r.user_id,
    userMq: r.user_mq,
    avatarPath: r.avatar_path,
    realName: visible ? r.real_name : maskedName(r.real_name),
    gender: r.gender as Gender,
    birthDate: r.birth_text,
    mail: visible ? r.mail : '',
    mobileCode: visible ? r.mobile_code : '',
    phone: visible ? r.phone : '',
    educationId: r.education_id,
    jobStatusId: r.job_status_id,
    positionTypeId: r.position_type_id,
    yearsWorked: r.years_worked,
    industryId: r.industry_id,
    positionId: r.position_id,
    salaryMin: Number(r.salary_min),
    salaryMax: Number(r.salary_max),
    moneyUnitId: r.money_unit_id,
    billingCycleId: r.billing_cycle_id,
    selfIntroduction: r.self_introduction,
    workLocation: r.work_location,
    areaId: r.area_id,
    attachment: visible ? r.attachment : '',
    attachmentName: visible ? r.attachment_name : '',
    isPublic: r.is_public ? 1 : 0,
    languageId: r.language as ResumeLanguage,
    educationName: r.education_name,
    jobStatusName: r.job_status_name,
    positionTypeName: r.position_type_name,
    industryName: r.industry_name,
    positionName: r.position_name,
    priceFlag: r.price_flag,
    billingCycleName: r.billing_cycle_name,
    countryCityName: r.country_name,
    age: ageOn(r.birth_text, new Date(now)) ?? 0,
    updateTime: iso(r.updated_at),
    // Signing is the check: a signed URL is a capability (private-files/signed-url.ts), so it is
    // only ever made for a reader allowed to see the attachment.
    attachmentUrl: visible && r.attachment !== '' ? signUrl(r.attachment) : '',
    access,
  };
}

/** A CV in recruitList: the masked name unless this reader may see contact details. */
export function resumeSummary(r: ResumeRow, contactVisible: boolean, now: number): ResumeSummary {
  return {
    recruitingResumeId: r.id,
    displayName: contactVisible ? r.real_name : maskedName(r.real_name),
    avatarPath: r.avatar_path,
    gender: r.gender as Gender,
    age: ageOn(r.birth_text, new Date(now)) ?? 0,
    yearsWorked: r.years_worked,
    educationName: r.education_name,
    positionName: r.position_name,
    industryName: r.industry_name,
    salaryMin: Number(r.salary_min),
    salaryMax: Number(r.salary_max),
    priceFlag: r.price_flag,
    billingCycleName: r.billing_cycle_name,
    workLocation: r.work_location,
    jobStatusName: r.job_status_name,
    updateTime: iso(r.updated_at),
  };
}
