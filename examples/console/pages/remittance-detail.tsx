// One proof as the cashier judges it: the picture the payer sent (through the console's own file
// route: users' uploads are opened with a session of a money role only), the amount the order
// asks, who paid, the payer's remark; then Confirm (the order is delivered) or Reject with the
// reason the payer reads in their order (ui/decision-bar.tsx). An order that expired meanwhile is
// said so first: confirming it records the money as due back, nothing is granted.
import { Fragment } from 'react';
import type { RemittanceItem } from '../../../src/contract/console-payments.js';
import { DecisionBar } from '../ui/decision-bar.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { textIn } from '../ui/money.js';
import { useConsole } from '../use-console.js';

export function RemittanceDetail({ item, busy, decide, onBack }: {
  item: RemittanceItem;
  busy: boolean;
  decide(decision: 'confirm' | 'reject', reason?: string): Promise<void>;
  onBack(): void;
}) {
  const { t, i18n } = useConsole();
  const facts: [string, string][] = [
    ['orders.number', item.orderNo],
    ['orders.amount', formatMoney(item.amount, i18n.language)],
    ['orders.method', t(`money.payTypes.${item.payType}`, { defaultValue: String(item.payType) })],
    ['orders.payer', [item.user.name, item.user.userId].filter(Boolean).join(' · ')],
    ['orders.phone', item.user.phone || '—'],
    ['remittances.sent', formatTime(item.submittedAt, i18n.language)],
    ['orders.expires', formatTime(item.expiresAt, i18n.language)],
    ['remittances.remark', item.remark || '—'],
  ];
  return (
    <article className="detail" aria-labelledby="remittance-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('remittances.back')}</button>
      <div className="detail-head">
        <span className={`badge order-${item.state}`}>{t(`money.states.${item.state}`)}</span>
      </div>
      <h2 id="remittance-title">{textIn(item.titles, i18n.language)}</h2>
      <p className="amount-due">{t('remittances.expects', { amount: formatMoney(item.amount, i18n.language) })}</p>
      {item.state !== 1 && <p className="notice error">{t('remittances.notWaiting')}</p>}
      <div className="remittance-body">
        <dl className="facts">
          {facts.map(([k, v]) => <Fragment key={k}><dt>{t(k)}</dt><dd>{v}</dd></Fragment>)}
        </dl>
        <div className="proof proof-large">
          <a href={item.voucherUrl} target="_blank" rel="noopener noreferrer" aria-label={t('remittances.openProof')}>
            <img src={item.voucherUrl} alt={t('remittances.proof')} />
          </a>
        </div>
      </div>
      <DecisionBar
        subject={`${item.orderNo}/${item.submittedAt}`}
        busy={busy}
        texts={{ accept: t('remittances.confirm'), reject: t('remittances.reject'), reason: t('remittances.reason'), confirmReject: t('remittances.confirmReject') }}
        onAccept={() => void decide('confirm')}
        onReject={(reason) => void decide('reject', reason)}
      />
    </article>
  );
}
