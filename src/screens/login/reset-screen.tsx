// /resetPassword (spec §2 "by-phone and by-email tabs"; §5 "Registration and reset" rules, "email
// checked on blur"; §7 "Reset": send code {mobileCode, phone} or {mail, type 1}; check code; by phone
// {mobileCode, username, password, validCode}; by email {username, password, validCode}).
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { DEFAULT_MOBILE_CODE } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { mailCodeSchema, phoneCodeSchema, resetEmailFormSchema, resetPhoneFormSchema } from '../../contract/validation/account.js';
import { validate } from '../../contract/validation/validate.js';
import { sha256Hex } from '../../features/sha256.js';
import { useT } from '../../ui/t-context.js';
import { CodeField, ErrorText, PasswordField, PhoneField, Tabs, TextField, useForm, useFormStyle, useSendCode, useSubmit, type Form } from '../kit/form/index.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { codeDigits } from '../kit/pickers/index.js';
import { PageHeader } from '../kit/page-header.js';
import { useAccountStyle } from './account-styles.js';

type Way = 'phone' | 'mail';
const PASSWORDS = { validCode: '', password: '', confirmPassword: '' };
const BY_PHONE = { mobileCode: DEFAULT_MOBILE_CODE, phone: '', ...PASSWORDS };
const BY_MAIL = { mail: '', ...PASSWORDS };

/** After a reset the user logs in with the new password. */
function useResetDone() {
  const t = useT();
  const { dialogs, navigate } = useShell();
  return () => {
    dialogs.toast(t('account.resetDone'));
    navigate('/login', { replace: true });
  };
}

function Passwords<V extends typeof PASSWORDS>({ form }: { form: Form<V> }) {
  const t = useT();
  return (
    <>
      <PasswordField form={form} name="password" label={t('form.newPassword')} autoComplete="new-password" />
      <PasswordField form={form} name="confirmPassword" label={t('form.confirmPassword')} autoComplete="new-password" />
    </>
  );
}

function ByPhone() {
  const t = useT();
  const form = useForm(resetPhoneFormSchema, BY_PHONE);
  const submit = useSubmit();
  const done = useResetDone();
  const target = (v: typeof BY_PHONE) => ({ mobileCode: codeDigits(v.mobileCode), phone: v.phone.trim() });
  const sendCode = useSendCode(form, { endpoint: ENDPOINTS.sendResetPhoneCode, schema: phoneCodeSchema, fields: ['mobileCode', 'phone'], body: target });
  const reset = async () => {
    if (!form.check()) return;
    const v = form.values;
    const { mobileCode, phone } = target(v);
    if (!(await submit.run(ENDPOINTS.checkResetCode, { mobileCode, phone, validCode: v.validCode.trim() }, form))) return;
    const body = { mobileCode, username: phone, password: await sha256Hex(v.password), validCode: v.validCode.trim() };
    if (await submit.run(ENDPOINTS.resetByPhone, body, form, { username: 'phone' })) done();
  };
  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void reset(); }}>
      <PhoneField form={form} codeName="mobileCode" name="phone" />
      <CodeField form={form} name="validCode" onSend={sendCode} />
      <Passwords form={form} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('account.resetSubmit')}</button>
    </form>
  );
}

function ByMail() {
  const t = useT();
  const { api } = useServices();
  const form = useForm(resetEmailFormSchema, BY_MAIL);
  const submit = useSubmit();
  const done = useResetDone();
  const target = (v: typeof BY_MAIL) => ({ mail: v.mail.trim(), type: 1 as const });
  const sendCode = useSendCode(form, { endpoint: ENDPOINTS.sendResetMailCode, schema: mailCodeSchema, fields: ['mail'], body: target, rename: { username: 'mail' } });
  // Spec §5 "email checked on blur": a well-formed address nobody registered is told at once.
  const checkMail = async () => {
    const body = { mail: form.values.mail.trim() };
    if (!validate(mailCodeSchema, body).ok) return;
    const reply = await api.call(ENDPOINTS.validMail, body, { silent: true });
    if (reply.code === 200 && reply.customData?.registered === false) form.fail('mail', { key: 'account.mailUnknown' });
  };
  const reset = async () => {
    if (!form.check()) return;
    const v = form.values;
    const mail = v.mail.trim();
    if (!(await submit.run(ENDPOINTS.checkResetCode, { mail, validCode: v.validCode.trim() }, form))) return;
    const body = { username: mail, password: await sha256Hex(v.password), validCode: v.validCode.trim() };
    if (await submit.run(ENDPOINTS.resetByEmail, body, form, { username: 'mail' })) done();
  };
  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void reset(); }}>
      <div onBlurCapture={(e) => { if ((e.target as HTMLInputElement).name === 'mail') void checkMail(); }}>
        <TextField form={form} name="mail" label={t('form.email')} type="email" inputMode="email" autoComplete="email" />
      </div>
      <CodeField form={form} name="validCode" onSend={sendCode} />
      <Passwords form={form} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('account.resetSubmit')}</button>
    </form>
  );
}

export function ResetScreen() {
  const t = useT();
  useKitStyle();
  useFormStyle();
  useAccountStyle();
  const [way, setWay] = useState<Way>('phone');
  return (
    <div className="mkt-screen mkt-account">
      <PageHeader title={t('account.resetTitle')} fallback="/login" />
      <Tabs label={t('account.resetWays')} current={way} onChange={setWay}
        tabs={[{ key: 'phone', label: t('account.byPhone') }, { key: 'mail', label: t('account.byEmail') }]} />
      {way === 'phone' ? <ByPhone /> : <ByMail />}
    </div>
  );
}
