// Login, registration and password-reset rules (spec §5 "Accounts"). *Form schemas check what the
// user typed (plain password, confirmation, agreement); *Request schemas check what the server
// receives (SHA-256 password, no confirmation).
import * as v from 'valibot';
import { LANGUAGES } from '../constants.js';
import { crossRule, formObject } from './form-object.js';
import { MSG } from './messages.js';
// The phone must be valid for the area code of the same form (spec §5 shared phone validator).
import { phoneCodeRule, requiredPhoneSchema } from './phone.js';
import {
  agreementSchema, confirmPasswordSchema, loginPasswordSchema, mobileCodeSchema, passwordHashSchema, passwordSchema,
  requiredEmailSchema, requiredTextSchema, verificationCodeSchema,
} from './text.js';



/** Confirmation required and equal to the password. */
const confirmRule = <T>() =>
  crossRule<T>((value) =>
    typeof value.confirmPassword === 'string' && value.confirmPassword !== '' && value.confirmPassword !== value.password
      ? { field: 'confirmPassword', key: MSG.passwordsDiffer }
      : null,
  );

/** Login, mobile tab: area code, phone, password, agreement. */
export const loginMobileFormSchema = formObject({
  mobileCode: mobileCodeSchema,
  phone: requiredPhoneSchema,
  password: loginPasswordSchema,
  agreed: agreementSchema,
});

/** Login, e-mail tab: e-mail, password, agreement. */
export const loginEmailFormSchema = formObject({
  username: requiredEmailSchema,
  password: loginPasswordSchema,
  agreed: agreementSchema,
});

export const LOGIN_FORM_SCHEMAS = { mobile: loginMobileFormSchema, account: loginEmailFormSchema } as const;

/** Server side of the login check and login: {type, loginData} (spec §7). */
export const loginRequestSchema = v.pipe(
  formObject({
    type: v.picklist(['mobile', 'account'], MSG.checkWarning),
    loginData: formObject({
      mobileCode: v.optional(v.string(MSG.areaCodeWarning)),
      phone: v.optional(v.string(MSG.phoneRequired)),
      username: v.optional(v.string(MSG.emailWarning)),
      password: passwordHashSchema,
      proof: v.optional(formObject({
        challenge: v.pipe(v.string(MSG.checkWarning), v.maxLength(128, MSG.checkWarning)),
        nonce: v.pipe(v.string(MSG.checkWarning), v.regex(/^\d{1,16}$/, MSG.checkWarning)),
      })),
    }),
  }),
  crossRule((value) => {
    const data = value.loginData as Record<string, unknown> | undefined;
    if (!data || typeof data !== 'object') return null;
    if (value.type === 'mobile') {
      if (typeof data.mobileCode !== 'string' || data.mobileCode.trim() === '') return { field: 'loginData', key: MSG.areaCodeWarning };
      if (typeof data.phone !== 'string' || data.phone.trim() === '') return { field: 'loginData', key: MSG.phoneRequired };
    } else if (value.type === 'account' && (typeof data.username !== 'string' || data.username.trim() === '')) {
      return { field: 'loginData', key: MSG.emailWarning };
    }
    return null;
  }),
);

/** Send a code to a phone (register, reset, replace phone). */
export const phoneCodeSchema = v.pipe(formObject({ mobileCode: mobileCodeSchema, phone: requiredPhoneSchema }), phoneCodeRule());

/** Send a code to an e-mail (reset by e-mail: type 1). */
export const mailCodeSchema = formObject({ mail: requiredEmailSchema, type: v.optional(v.picklist([1, 2], MSG.checkWarning), 1) });

/** Check a phone code. */
export const checkPhoneCodeSchema = v.pipe(
  formObject({ mobileCode: mobileCodeSchema, phone: requiredPhoneSchema, validCode: verificationCodeSchema }),
  phoneCodeRule(),
);

export const registerFormSchema = v.pipe(
  formObject({
    mobileCode: mobileCodeSchema,
    phone: requiredPhoneSchema,
    validCode: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    agreed: agreementSchema,
  }),
  phoneCodeRule(),
  confirmRule(),
);

export const registerRequestSchema = v.pipe(
  formObject({
    phone: requiredPhoneSchema,
    mobileCode: mobileCodeSchema,
    areaId: v.pipe(v.string(MSG.choose), v.nonEmpty(MSG.choose)),
    languageId: v.picklist(LANGUAGES, MSG.checkWarning),
    password: passwordHashSchema,
    validCode: verificationCodeSchema,
  }),
  phoneCodeRule(),
);

export const resetPhoneFormSchema = v.pipe(
  formObject({
    mobileCode: mobileCodeSchema,
    phone: requiredPhoneSchema,
    validCode: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
  phoneCodeRule(),
  confirmRule(),
);

export const resetEmailFormSchema = v.pipe(
  formObject({
    mail: requiredEmailSchema,
    validCode: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
  confirmRule(),
);

/** Server side of reset by phone: username is the phone. */
export const resetByPhoneRequestSchema = v.pipe(
  formObject({
    mobileCode: mobileCodeSchema,
    username: requiredPhoneSchema,
    password: passwordHashSchema,
    validCode: verificationCodeSchema,
  }),
  phoneCodeRule('username'),
);

/** Server side of reset by e-mail: username is the e-mail. */
export const resetByEmailRequestSchema = formObject({
  username: requiredEmailSchema,
  password: passwordHashSchema,
  validCode: verificationCodeSchema,
});

/** Account security: change password (old one required, new one by the password rule). */
export const changePasswordFormSchema = v.pipe(
  formObject({ oldPassword: loginPasswordSchema, password: passwordSchema, confirmPassword: confirmPasswordSchema }),
  confirmRule(),
);

/**
 * The phone side of QR login (spec §2 /login "confirm-on-phone step"): the scanned content or the
 * code printed under the picture, as typed. The server finds the code and says when it expired.
 */
export const qrScanFormSchema = formObject({ qrCodeId: requiredTextSchema });
