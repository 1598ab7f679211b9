// The authentication FORMS as the user fills them (spec §2 auth: personal, authEnt; §5 "please
// input" / "choose" messages; §9 pictures at most 6). The server checks the request with
// personalAuthenticationSchema / enterpriseAuthenticationSchema (usercenter.ts); these differ only
// in how a form holds its values: every value is a string (a <select> gives '3', not 3), and the
// papers pictures are the uploaded paths joined by PATHS_SEPARATOR, so one field carries their
// message. toPersonalRequest / toEnterpriseRequest turn a checked form into the request.
import * as v from 'valibot';
import { IMAGE } from '../constants.js';
import type { AuthenticationEnterprise, AuthenticationPersonal } from '../types/usercenter.js';
import { formObject } from './form-object.js';
import { MSG } from './messages.js';
import { requiredTextSchema } from './text.js';
import { uploadPathSchema } from './usercenter.js';

/** Joins the uploaded picture paths of one form field (a path never holds a newline). */
export const PATHS_SEPARATOR = '\n';

export const splitPaths = (joined: string): string[] => joined.split(PATHS_SEPARATOR).filter((p) => p.trim() !== '');

/** A picked papers type: the id of an option, '' until chosen. */
const papersTypeFieldSchema = v.pipe(v.string(MSG.choose), v.check((s) => /^[1-9]\d?$/.test(s), MSG.choose));

/** Same rule as the server's company phone (usercenter.ts enterpriseAuthenticationSchema). */
const companyPhoneSchema = v.pipe(requiredTextSchema, v.check((s) => /^\+?[\d\s-]{3,50}$/.test(s.trim()), MSG.phoneInvalid));

/** Papers pictures: at least one ("choose"), at most 6 (spec §9). */
const picturesFieldSchema = v.pipe(
  v.string(MSG.choose),
  v.check((s) => splitPaths(s).length > 0, MSG.choose),
  v.check((s) => splitPaths(s).length <= IMAGE.maxCount, MSG.imagesLimit),
);

export const personalAuthFormSchema = formObject({
  realName: requiredTextSchema,
  papersType: papersTypeFieldSchema,
  papersNumber: requiredTextSchema,
  address: requiredTextSchema,
  attachment: uploadPathSchema,
});

export const enterpriseAuthFormSchema = formObject({
  legalPerson: requiredTextSchema,
  companyName: requiredTextSchema,
  phone: companyPhoneSchema,
  officeAddress: requiredTextSchema,
  papersType: papersTypeFieldSchema,
  registrationCode: requiredTextSchema,
  papersPictures: picturesFieldSchema,
  attachment: uploadPathSchema,
  /** Optional, as the server takes it. */
  authorizationLetter: v.optional(v.string(MSG.choose), ''),
});

export function toPersonalRequest(f: Readonly<Record<'realName' | 'papersType' | 'papersNumber' | 'address' | 'attachment', string>>): AuthenticationPersonal {
  return {
    type: 'personal', realName: f.realName.trim(), papersType: Number(f.papersType), papersNumber: f.papersNumber.trim(),
    address: f.address.trim(), attachment: f.attachment,
  };
}

export function toEnterpriseRequest(
  f: Readonly<Record<'legalPerson' | 'companyName' | 'phone' | 'officeAddress' | 'papersType' | 'registrationCode' | 'papersPictures' | 'attachment' | 'authorizationLetter', string>>,
): AuthenticationEnterprise {
  return {
    type: 'enterprise', legalPerson: f.legalPerson.trim(), companyName: f.companyName.trim(), phone: f.phone.trim(),
    officeAddress: f.officeAddress.trim(), papersType: Number(f.papersType), registrationCode: f.registrationCode.trim(),
    papersPictures: splitPaths(f.papersPictures), attachment: f.attachment, authorizationLetter: f.authorizationLetter,
  };
}
