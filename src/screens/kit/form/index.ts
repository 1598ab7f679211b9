// Form pieces shared by every screen that asks the user to type (DESIGN.md §7: variation as data,
// the rules in src/contract/validation).
export { AgreementField, AGREEMENT_IDS } from './agreement-field.js';
export { CodeField } from './code-field.js';
export { ErrorText } from './field-error.js';
export { FORM_CSS, useFormStyle } from './form-styles.js';
export { PasswordField } from './password-field.js';
export { PhoneField } from './phone-field.js';
export { Tabs } from './tabs.js';
export { TextAreaField } from './text-area-field.js';
export { TextField } from './text-field.js';
export type { TextFieldProps } from './text-field.js';
export { useCountdown } from './use-countdown.js';
export { useForm } from './use-form.js';
export { useSendCode } from './use-send-code.js';
export type { SendCodeSpec } from './use-send-code.js';
export type { FieldError, Form, FormValues } from './use-form.js';
export { fieldOfIssue, INLINE_CODES, useSubmit } from './use-submit.js';
export type { Submit } from './use-submit.js';
