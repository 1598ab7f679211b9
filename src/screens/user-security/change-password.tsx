// /usercenter/userSetting/accountAndSecurity/changePassword (spec §2; §5 password rules, SHA-256
// before sending): current, new and confirmation. A wrong current password comes back as 4422 on
// `oldPassword` and shows under that field. The server ends every OTHER session on success.
import { useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { changePasswordFormSchema } from '../../contract/validation/account.js';
import { sha256Hex } from '../../features/sha256.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText, PasswordField, useForm, useSubmit } from '../kit/form/index.js';
import { SECURITY_INDEX, SecurityFrame } from './screen-frame.js';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordScreen() {
  const t = useT();
  return (
    <SecurityFrame title={t('security.changePassword')}>
      <ChangePasswordForm />
    </SecurityFrame>
  );
}

function ChangePasswordForm() {
  const t = useT();
  const { dialogs, navigate } = useShell();
  const form = useForm(changePasswordFormSchema, EMPTY);
  const submit = useSubmit();
  const save = async () => {
    if (!form.check()) return;
    const body = { oldPassword: await sha256Hex(form.values.oldPassword), password: await sha256Hex(form.values.password) };
    // Issue paths of the request are the form's names; a path-less refusal is about the old one.
    if (!(await submit.run(ENDPOINTS.changePassword, body, form, { '': 'oldPassword' }))) return;
    dialogs.toast(t('security.passwordDone'));
    navigate(SECURITY_INDEX, { replace: true });
  };
  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <PasswordField form={form} name="oldPassword" label={t('form.oldPassword')} autoComplete="current-password" />
      <PasswordField form={form} name="password" label={t('form.newPassword')} autoComplete="new-password" />
      <PasswordField form={form} name="confirmPassword" label={t('form.confirmPassword')} autoComplete="new-password" />
      <p className="mkt-form-note">{t('security.passwordHint')}</p>
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('form.save')}</button>
    </form>
  );
}
