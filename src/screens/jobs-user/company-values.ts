// The company form's values and the updateCompanyInfo payload (spec §6 enterprise accounts; the
// rules are validation/jobs-company.ts). The logo field holds at most one picture path (the
// picture kit's value); the area code is sent and stored with the phone (spec §5). Pure: unit tested.
import type { CompanyInfo } from '../../contract/types/jobs.js';
import type { FormValues } from '../kit/form/use-form.js';

export interface CompanyValues extends FormValues {
  entName: string;
  industryId: number | null;
  sizeId: number | null;
  address: string;
  introduction: string;
  logoPath: string;
  mobileCode: string;
  phone: string;
  mail: string;
  website: string;
}

const idOr = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null);

/** The saved company (its area code, else the account's), or an empty form with the account's contact details. */
export function companyValues(c: CompanyInfo | null, o: { mobileCode: string; phone?: string; mail?: string }): CompanyValues {
  return {
    entName: c?.entName ?? '', industryId: idOr(c?.industryId), sizeId: idOr(c?.sizeId), address: c?.address ?? '',
    introduction: c?.introduction ?? '', logoPath: c?.logoPath ?? '', mobileCode: c?.mobileCode || o.mobileCode,
    phone: c ? c.phone : o.phone ?? '', mail: c ? c.mail : o.mail ?? '', website: c?.website ?? '',
  };
}

/** What the schema checks and the server receives (the first picture is the logo). */
export function companyPayload(v: CompanyValues): Record<keyof CompanyInfo, unknown> {
  return {
    entName: v.entName.trim(), industryId: v.industryId, sizeId: v.sizeId, address: v.address.trim(), introduction: v.introduction,
    logoPath: v.logoPath.split('\n').map((p) => p.trim()).find((p) => p !== '') ?? '', mobileCode: v.mobileCode.trim(), phone: v.phone.trim(), mail: v.mail.trim(),
    website: v.website.trim(),
  };
}
