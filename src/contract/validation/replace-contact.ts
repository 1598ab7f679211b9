// Replace phone / replace e-mail forms of account security (spec §2 accountAndSecurity:
// replacePhone, replaceEmail; §5 phone rule by area code, e-mail pattern, code required). The
// request has the same fields as the form, so one schema checks both.
import { checkPhoneCodeSchema } from './account.js';
import { formObject } from './form-object.js';
import { requiredEmailSchema, verificationCodeSchema } from './text.js';

/** New phone with its area code and the code sent to it ({mobileCode, phone, validCode}). */
export const replacePhoneFormSchema = checkPhoneCodeSchema;

/** New e-mail and the code sent to it with sendMailCode type 2 ({mail, validCode}). */
export const replaceEmailFormSchema = formObject({ mail: requiredEmailSchema, validCode: verificationCodeSchema });
