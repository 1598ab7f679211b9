// /usercenter/exchangecode (spec §2; §8 "a wrong redeem code asks to try again"): a code printed on
// a card or sent by SMS gives posting chances or a coupon. The code is typed as it came (spaces and
// dashes are fine: the server reads past them); a wrong, used or lapsed code gets one answer,
// under the field, asking to try again; too many tries are refused for a while (4429). What the
// code gave is said, with the way to use it.
import { useState } from 'react';
import { Link } from 'wouter';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import type { ExchangeCodeReply } from '../../contract/types/payment.js';
import { EXCHANGE_CODE_INPUT_MAX, exchangeCodeRequestSchema } from '../../contract/validation/payment.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { ErrorText, TextField, useForm, useSubmit } from '../kit/form/index.js';
import { formatTime } from '../kit/format-time.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';

export function ExchangeCodeScreen() {
  const t = useT();
  useMoneyStyle();
  const [granted, setGranted] = useState<ExchangeCodeReply | null>(null);
  return (
    <AccountFrame title={t('money.exchange.title')} fallback="/usercenter/userInfo" className="mkt-money mkt-exchange">
      {granted ? <Granted g={granted} onAnother={() => setGranted(null)} /> : <CodeForm onGranted={setGranted} />}
    </AccountFrame>
  );
}

function CodeForm({ onGranted }: { onGranted(g: ExchangeCodeReply): void }) {
  const t = useT();
  const form = useForm(exchangeCodeRequestSchema, { code: '' });
  const submit = useSubmit();
  const send = async () => {
    const checked = form.check<typeof exchangeCodeRequestSchema>();
    if (!checked) return;
    const done = await submit.run(PAYMENT_ENDPOINTS.exchangeCode, { code: checked.code }, form);
    if (done) onGranted(done.data);
  };
  return (
    <form className="mkt-form" noValidate data-form="exchange" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <p className="mkt-form-note">{t('money.exchange.intro')}</p>
      <TextField form={form} name="code" label={t('money.exchange.code')} placeholder="ABCD-EFGH-JKLM" autoCapitalize="characters" maxLength={EXCHANGE_CODE_INPUT_MAX} />
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={submit.busy} aria-busy={submit.busy || undefined}>{t('money.exchange.redeem')}</button>
    </form>
  );
}

function Granted({ g, onAnother }: { g: ExchangeCodeReply; onAnother(): void }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  const date = formatTime(g.expiresAt, lang, false);
  return (
    <div className="mkt-result" data-tone="ok" data-outcome="granted" data-kind={g.kind} role="status">
      <h1>{t('money.exchange.done')}</h1>
      <p>{g.kind === 'chances'
        ? t('money.exchange.gotChances', { count: g.quantity, name: g.name, date })
        : t('money.exchange.gotCoupon', { amount: money(g.quantity), name: g.name, date })}</p>
      <Link href={g.kind === 'chances' ? '/usercenter/myAssets' : '/usercenter/coupon'} className="mkt-btn">
        {t(g.kind === 'chances' ? 'money.assets.title' : 'money.coupons.title')}
      </Link>
      <button type="button" className="mkt-btn mkt-btn-ghost" onClick={onAnother}>{t('money.exchange.another')}</button>
    </div>
  );
}
