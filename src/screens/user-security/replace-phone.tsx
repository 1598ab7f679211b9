// /usercenter/userSetting/accountAndSecurity/replacePhone (spec §2; §5 "send-code needs a phone",
// "already-registered phones rejected"): new phone with its area code, a code sent to it
// (sendPhoneCode), then replacePhone. "Already registered" comes back as 4422 and shows under the
// phone field; the index shows the new number afterwards (userAllInfo refreshed).
import { useShell } from '../../app/use-shell.js';
import { DEFAULT_MOBILE_CODE } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { phoneCodeSchema } from '../../contract/validation/account.js';
import { replacePhoneFormSchema } from '../../contract/validation/replace-contact.js';
import { useT } from '../../ui/t-context.js';
import { CodeField, ErrorText, PhoneField, useForm, useSendCode, useSubmit } from '../kit/form/index.js';
import { codeDigits } from '../kit/pickers/index.js';
import { maskPhone } from './mask.js';
import { SECURITY_INDEX, SecurityFrame } from './screen-frame.js';
import { useRefreshUserInfo, useUserInfo } from '../kit/use-user-info.js';

const EMPTY = { mobileCode: DEFAULT_MOBILE_CODE, phone: '', validCode: '' };
/** Refusals about the number (issue path '' or 'username') belong under the phone field. */
const RENAME = { '': 'phone', username: 'phone' };

export function ReplacePhoneScreen() {
  const t = useT();
  return (
    <SecurityFrame title={t('security.replacePhoneTitle')}>
      <ReplacePhoneForm />
    </SecurityFrame>
  );
}

function ReplacePhoneForm() {
  const t = useT();
  const { dialogs, navigate } = useShell();
  const { info } = useUserInfo();
  const refresh = useRefreshUserInfo();
  const form = useForm(replacePhoneFormSchema, EMPTY);
  const submit = useSubmit();
  const target = (v: typeof EMPTY) => ({ mobileCode: codeDigits(v.mobileCode), phone: v.phone.trim() });
  const sendCode = useSendCode(form, { endpoint: ENDPOINTS.sendPhoneCode, schema: phoneCodeSchema, fields: ['mobileCode', 'phone'], body: target, rename: RENAME });
  const current = info?.phone ? maskPhone(info.mobileCode ?? '', info.phone) : '';

  const save = async () => {
    if (!form.check()) return;
    const body = { ...target(form.values), validCode: form.values.validCode.trim() };
    if (!(await submit.run(ENDPOINTS.replacePhone, body, form, RENAME))) return;
    await refresh();
    dialogs.toast(t('security.phoneDone'));
    navigate(SECURITY_INDEX, { replace: true });
  };
  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      {current && <p className="mkt-form-note">{t('security.currentPhone', { phone: current })}</p>}
      <PhoneField form={form} codeName="mobileCode" name="phone" label={t('security.newPhone')} />
      <CodeField form={form} name="validCode" onSend={sendCode} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy}>{t('form.save')}</button>
    </form>
  );
}
