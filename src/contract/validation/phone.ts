// The shared phone validator (spec §5): area code 86 uses a Chinese mobile pattern, 225 (Ivory
// Coast, the default country) needs exactly 10 digits, other codes any digits ("phone numbers
// digits only"); at most 50 characters. Phones of a listing: 1 to 3 (spec §5, §9).
import * as v from 'valibot';
import { LIMITS } from '../constants.js';
import { crossRule } from './form-object.js';
import { MSG, type ValidationKey } from './messages.js';
import { normalizeMobileCode } from '../mobile-code.js';

/** Per-area-code patterns; codes not listed only need digits. */
export const PHONE_PATTERNS: Readonly<Record<string, RegExp>> = {
  '86': /^1[3-9]\d{9}$/,
  '225': /^\d{10}$/,
};
const DIGITS = /^\d+$/;

export { normalizeMobileCode };

/** null when valid, else the message key. `emptyKey`: what an empty number says (register vs publish). */
export function validatePhone(
  mobileCode: string | undefined,
  phone: unknown,
  emptyKey: ValidationKey = MSG.phoneRequired,
): ValidationKey | null {
  if (typeof phone !== 'string' || phone.trim() === '') return emptyKey;
  if (phone.length > LIMITS.phoneMaxLength || !DIGITS.test(phone)) return MSG.phoneInvalid;
  const pattern = PHONE_PATTERNS[normalizeMobileCode(mobileCode)];
  return pattern && !pattern.test(phone) ? MSG.phoneInvalid : null;
}

/** One phone number under a known area code. */
export const phoneSchema = (mobileCode?: string, emptyKey: ValidationKey = MSG.phoneRequired) =>
  v.pipe(
    v.string(emptyKey),
    v.check((s) => validatePhone(mobileCode, s, emptyKey) === null, (issue) => validatePhone(mobileCode, issue.input, emptyKey) ?? MSG.phoneInvalid),
  );

/** The number itself is required; its pattern is phoneCodeRule's, under the code beside it. */
export const requiredPhoneSchema = v.pipe(v.string(MSG.phoneRequired), v.check((s) => s.trim() !== '', MSG.phoneRequired));

/**
 * The phone must be valid for the area code of the same form (`mobileCode` beside it: login,
 * register, the CV and company forms). An empty phone is the field's own message.
 */
export const phoneCodeRule = <T>(phoneField = 'phone') =>
  crossRule<T>((value) => {
    const code = typeof value.mobileCode === 'string' ? value.mobileCode : undefined;
    const key = validatePhone(code, value[phoneField]);
    return key && key !== MSG.phoneRequired ? { field: phoneField, key } : null;
  });

/** The phone rows of a publish form: 1 to 3, each required ("please input") and valid. */
export const phonesSchema = (mobileCode?: string) =>
  v.pipe(
    v.array(phoneSchema(mobileCode, MSG.pleaseInput), MSG.pleaseInput),
    v.minLength(1, MSG.pleaseInput),
    v.maxLength(LIMITS.phones, MSG.addPhoneLimit),
  );

export const splitTel = (tel: string): string[] => (tel === '' ? [] : tel.split(',').map((p) => p.trim()));
export const joinTel = (phones: readonly string[]): string => phones.map((p) => p.trim()).join(',');

/** First problem of a comma-joined `tel` (spec §3 "tel (comma-joined phones)"), or null. */
export function validateTel(mobileCode: string | undefined, tel: unknown): ValidationKey | null {
  if (typeof tel !== 'string' || tel.trim() === '') return MSG.pleaseInput;
  const phones = splitTel(tel);
  if (phones.length > LIMITS.phones) return MSG.addPhoneLimit;
  for (const p of phones) {
    const problem = validatePhone(mobileCode, p, MSG.pleaseInput);
    if (problem) return problem;
  }
  return null;
}

/** The `tel` field of a publish payload. */
export const telSchema = (mobileCode?: string) =>
  v.pipe(
    v.string(MSG.pleaseInput),
    v.check((s) => validateTel(mobileCode, s) === null, (issue) => validateTel(mobileCode, issue.input) ?? MSG.phoneInvalid),
  );
