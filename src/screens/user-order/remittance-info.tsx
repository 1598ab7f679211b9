// How to pay by bank transfer or offline (spec §4 methods 4 and 8; §2 order/remittance): where the
// money goes, the amount, and the order number as the transfer's reference, which is how an
// operator matches the proof to the order in the console. The account and the office are the
// reference server's sample marketplace's: a partner running its own marketplace replaces these
// rows (they are data, not code).
import { Fragment } from 'react';
import { PAYMENT_METHOD } from '../../contract/statuses.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useMoney } from '../kit/money/use-money.js';

export const BANK_ACCOUNT: readonly { label: MessageKey; value: string }[] = [
  { label: 'money.remit.bank', value: 'Banque Atlantique Côte d’Ivoire' },
  { label: 'money.remit.holder', value: 'Marché Services SARL' },
  { label: 'money.remit.iban', value: 'CI93 CI042 01001 012345678901 23' },
  { label: 'money.remit.swift', value: 'ATCICIAB' },
];

export function RemittanceInfo({ payType, amount, orderNo }: { payType: number; amount: number; orderNo: string }) {
  const t = useT();
  const { money } = useMoney();
  const bank = payType === PAYMENT_METHOD.bank;
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-remit-how" data-remit={bank ? 'bank' : 'offline'}>
      <h2 id="mkt-remit-how">{t(bank ? 'money.remit.bankTitle' : 'money.remit.offlineTitle')}</h2>
      <p>{t(bank ? 'money.remit.bankText' : 'money.remit.offlineText')}</p>
      {/* The reference on a line of its own: it is what the payer copies into the transfer. */}
      <p className="mkt-mref" data-reference={orderNo}>{t('money.remit.reference')}<strong>{orderNo}</strong></p>
      <dl className="mkt-dl">
        {bank
          ? BANK_ACCOUNT.map((row) => <Fragment key={row.label}><dt>{t(row.label)}</dt><dd>{row.value}</dd></Fragment>)
          : (<><dt>{t('money.remit.office')}</dt><dd>{t('money.remit.officeAddress')}</dd></>)}
        <dt className="mkt-dl-total">{t('money.pay.toPay')}</dt>
        <dd className="mkt-dl-total">{money(amount)}</dd>
      </dl>
      <p className="mkt-muted">{t('money.remit.after')}</p>
    </section>
  );
}
