// /login (spec §2, §4 "Login", §5 "Accounts", §7 "Login"): mobile or e-mail tab, language dropdown,
// area-code picker, password eye, agreement, forgot-password and register links, QR-code login.
// Check, then login; code 4036 on the check asks the user to confirm the server's message first.
// After repeated wrong passwords for the account the server may ask this device for a proof of
// work (4429 with a challenge, accounts/login-guard.ts): solved here, then the call is sent again.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { DEFAULT_MOBILE_CODE } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AnyEndpoint } from '../../contract/endpoint.js';
import { isProofChallenge } from '../../contract/proof-of-work.js';
import type { LoginRequest, LoginResult, LoginType } from '../../contract/types/account.js';
import { LOGIN_FORM_SCHEMAS } from '../../contract/validation/account.js';
import { sha256Hex } from '../../features/sha256.js';
import { useT } from '../../ui/t-context.js';
import { AgreementField, ErrorText, fieldOfIssue, INLINE_CODES, PasswordField, PhoneField, Tabs, TextField, useForm, useFormStyle } from '../kit/form/index.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { PageHeader } from '../kit/page-header.js';
import { LanguageSelect } from './language-select.js';
import { SettingsLink } from './settings-link.js';
import { loginBody } from './login-body.js';
import { QrLogin } from './qr-login.js';
import { useAccountStyle } from './account-styles.js';
import { solveProof } from './solve-proof.js';
import { useLoginSuccess } from './use-login-success.js';

const INITIAL = { mobileCode: DEFAULT_MOBILE_CODE, phone: '', username: '', password: '', agreed: false };

function LoginForm({ type }: { type: LoginType }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const form = useForm(LOGIN_FORM_SCHEMAS[type], INITIAL);
  const [busy, setBusy] = useState(false);
  const [proving, setProving] = useState(false);
  const done = useLoginSuccess();

  /** One login call; a 4429 that carries a challenge is solved and the call sent again with the proof. */
  const callProving = async (endpoint: AnyEndpoint, body: LoginRequest, inline: readonly number[]) => {
    const options = { inline: [...inline, CODE.RATE_LIMITED] };
    const first = await api.call(endpoint, body, options);
    if (first.code !== CODE.RATE_LIMITED || !isProofChallenge(first.customData)) return first;
    setProving(true);
    try {
      const proof = await solveProof(first.customData);
      return await api.call(endpoint, { ...body, loginData: { ...body.loginData, proof } }, options);
    } finally {
      setProving(false);
    }
  };

  const submit = async () => {
    if (!form.check()) return;
    setBusy(true);
    try {
      const body = loginBody(type, form.values, await sha256Hex(form.values.password));
      const check = await callProving(ENDPOINTS.loginCheck, body, [...INLINE_CODES, CODE.LOGIN_CONFIRM]);
      if (check.code === CODE.LOGIN_CONFIRM) {
        if (!(await dialogs.confirm(check.message, { cancel: true }))) return;
      } else if (check.code === CODE.RATE_LIMITED) {
        return form.fail('', { text: check.message });
      } else if (check.code !== 200) {
        if (INLINE_CODES.includes(check.code)) form.fail(fieldOfIssue(check.customData, { loginData: type === 'mobile' ? 'phone' : 'username' }), { text: check.message });
        return;
      }
      const login = await callProving(ENDPOINTS.login, body, INLINE_CODES);
      if (login.code === 200 && login.customData) done(login.customData as LoginResult);
      else if (INLINE_CODES.includes(login.code) || login.code === CODE.RATE_LIMITED) form.fail('', { text: login.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {type === 'mobile'
        ? <PhoneField form={form} codeName="mobileCode" name="phone" />
        : <TextField form={form} name="username" label={t('form.email')} type="email" inputMode="email" autoComplete="email" />}
      <PasswordField form={form} name="password" label={t('form.password')} autoComplete="current-password" />
      <AgreementField form={form} name="agreed" />
      <ErrorText error={form.formError} role="alert" />
      {proving && <p className="mkt-form-note" role="status">{t('account.proving')}</p>}
      <button type="submit" className="mkt-btn mkt-submit" disabled={busy}>{t('account.login')}</button>
      <div className="mkt-form-links">
        <Link href="/resetPassword">{t('account.forgot')}</Link>
        <Link href="/register">{t('account.register')}</Link>
      </div>
    </form>
  );
}

export function LoginScreen() {
  const t = useT();
  useKitStyle();
  useFormStyle();
  useAccountStyle();
  const [tab, setTab] = useState<LoginType | 'qr'>('mobile');
  return (
    <div className="mkt-screen mkt-account">
      <PageHeader title={t('account.loginTitle')} fallback="/index" actions={<><SettingsLink /><LanguageSelect /></>} />
      <Tabs
        label={t('account.loginWays')}
        current={tab}
        onChange={setTab}
        tabs={[{ key: 'mobile', label: t('account.byMobile') }, { key: 'account', label: t('account.byEmail') }, { key: 'qr', label: t('account.byQr') }]}
      />
      {/* One form per tab (keyed): switching never carries a phone into the e-mail field. */}
      {tab === 'qr' ? <QrLogin /> : <LoginForm key={tab} type={tab} />}
    </div>
  );
}
