// /usercenter/userSetting/accountAndSecurity/replaceEmail (spec §2; §5 "email send-code needs an
// email"): new e-mail, a code sent to it (sendMailCode type 2 = bind, accounts/code-handlers.ts),
// then replaceEmail. A user without an e-mail binds one here (same call). An address of another
// account comes back as 4422 under the e-mail field; the index shows the new address afterwards.
import { useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { mailCodeSchema } from '../../contract/validation/account.js';
import { replaceEmailFormSchema } from '../../contract/validation/replace-contact.js';
import { useT } from '../../ui/t-context.js';
import { CodeField, ErrorText, TextField, useForm, useSendCode, useSubmit } from '../kit/form/index.js';
import { maskEmail } from './mask.js';
import { SECURITY_INDEX, SecurityFrame } from './screen-frame.js';
import { useRefreshUserInfo, useUserInfo } from '../kit/use-user-info.js';

const EMPTY = { mail: '', validCode: '' };
const RENAME = { '': 'mail', username: 'mail' };

export function ReplaceEmailScreen() {
  const t = useT();
  const { info } = useUserInfo();
  return (
    <SecurityFrame title={t(info && !info.mail ? 'security.bindEmailTitle' : 'security.replaceEmailTitle')}>
      <ReplaceEmailForm current={info?.mail ? maskEmail(info.mail) : ''} />
    </SecurityFrame>
  );
}

function ReplaceEmailForm({ current }: { current: string }) {
  const t = useT();
  const { dialogs, navigate } = useShell();
  const refresh = useRefreshUserInfo();
  const form = useForm(replaceEmailFormSchema, EMPTY);
  const submit = useSubmit();
  const sendCode = useSendCode(form, {
    endpoint: ENDPOINTS.sendMailCode, schema: mailCodeSchema, fields: ['mail'], rename: RENAME,
    body: (v: typeof EMPTY) => ({ mail: v.mail.trim(), type: 2 as const }),
  });
  const save = async () => {
    if (!form.check()) return;
    if (!(await submit.run(ENDPOINTS.replaceEmail, { mail: form.values.mail.trim(), validCode: form.values.validCode.trim() }, form, RENAME))) return;
    await refresh();
    dialogs.toast(t('security.emailDone'));
    navigate(SECURITY_INDEX, { replace: true });
  };
  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      {current && <p className="mkt-form-note">{t('security.currentEmail', { mail: current })}</p>}
      <TextField form={form} name="mail" label={t('security.newEmail')} type="email" inputMode="email" autoComplete="email" />
      <CodeField form={form} name="validCode" onSend={sendCode} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('form.save')}</button>
    </form>
  );
}
