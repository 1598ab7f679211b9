// /register (spec §2; §5 "Registration": phone required and valid, already-registered phones
// refused, code required and correct, password ≥ 6 without leading/trailing spaces, confirmation
// equal, service-terms agreement; §7 "Register": send code, check code, register).
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { DEFAULT_MOBILE_CODE } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { phoneCodeSchema, registerFormSchema } from '../../contract/validation/account.js';
import { sha256Hex } from '../../features/sha256.js';
import { useT } from '../../ui/t-context.js';
import { AgreementField, CodeField, ErrorText, PasswordField, PhoneField, useForm, useFormStyle, useSendCode, useSubmit } from '../kit/form/index.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { codeDigits } from '../kit/pickers/index.js';
import { PageHeader } from '../kit/page-header.js';
import { useAccountStyle } from './account-styles.js';
import { useLoginSuccess } from './use-login-success.js';

const INITIAL = { mobileCode: DEFAULT_MOBILE_CODE, phone: '', validCode: '', password: '', confirmPassword: '', agreed: false };
type Values = typeof INITIAL;

const target = (v: Values) => ({ mobileCode: codeDigits(v.mobileCode), phone: v.phone.trim() });

export function RegisterScreen() {
  const t = useT();
  useKitStyle();
  useFormStyle();
  useAccountStyle();
  const { stores } = useServices();
  const { i18n } = useShell();
  const form = useForm(registerFormSchema, INITIAL);
  const submit = useSubmit();
  const done = useLoginSuccess();
  const sendCode = useSendCode(form, { endpoint: ENDPOINTS.sendRegisterCode, schema: phoneCodeSchema, fields: ['mobileCode', 'phone'], body: target });

  const register = async () => {
    if (!form.check()) return;
    const v = form.values;
    const code = { ...target(v), validCode: v.validCode.trim() };
    // Spec §7: check the code first, so a wrong code is told before anything is created.
    if (!(await submit.run(ENDPOINTS.checkRegisterCode, code, form))) return;
    const result = await submit.run(ENDPOINTS.register, {
      ...code,
      areaId: stores.session.areaId.get(),
      languageId: i18n.language as LanguageCode,
      password: await sha256Hex(v.password),
    }, form);
    if (result) done(result.data);
  };

  return (
    <div className="mkt-screen mkt-account">
      <PageHeader title={t('account.registerTitle')} fallback="/login" />
      <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void register(); }}>
        <PhoneField form={form} codeName="mobileCode" name="phone" />
        <CodeField form={form} name="validCode" onSend={sendCode} />
        <PasswordField form={form} name="password" label={t('form.newPassword')} autoComplete="new-password" />
        <PasswordField form={form} name="confirmPassword" label={t('form.confirmPassword')} autoComplete="new-password" />
        <AgreementField form={form} name="agreed" />
        <ErrorText error={form.formError} role="alert" />
        <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('account.register')}</button>
        <div className="mkt-form-links">
          <Link href="/login">{t('account.haveAccount')}</Link>
        </div>
      </form>
    </div>
  );
}
