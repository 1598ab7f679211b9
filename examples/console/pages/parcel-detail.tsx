// One parcel whole, as warehouse staff handle it: the sender's account, both addresses as copied
// when it was made, the goods, the measures declared and measured with the price in force
// (parcel-measures-table.tsx), its payments (the price, the supplement of a heavier measure and
// whether it is paid), the action its state allows — the receipt at the counter while it waits for
// drop-off (parcel-receive-form.tsx), then the next tracking step only (parcel-advance-form.tsx) —
// and its history with operators and places (parcel-history.tsx).
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { CONSOLE_EXPRESS_ERRORS } from '../../../src/contract/console-express.js';
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { ParcelAddress } from '../../../src/contract/types/air-express.js';
import { DetailPending, useDetailLoad } from '../ui/detail-load.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusalText, useConsole } from '../use-console.js';
import type { DecisionNotice } from './dispute-form.js';
import { ParcelAdvanceForm } from './parcel-advance-form.js';
import { ParcelBadges } from './parcel-badges.js';
import { ParcelHistory } from './parcel-history.js';
import { ParcelMeasuresTable } from './parcel-measures-table.js';
import { ParcelReceiveForm } from './parcel-receive-form.js';

type Fact = [string, string];

const addressText = (a: ParcelAddress): string =>
  [`${a.name} · +${a.mobileCode} ${a.phone}`, [a.district, a.street, a.cityName, a.areaName].filter(Boolean).join(', '), a.landmark].filter(Boolean).join(' — ');

/** The tracking states an operator moves on from (received up to out for delivery). */
const advancing = (state: number) => state >= PARCEL_STATE.received && state < PARCEL_STATE.delivered;

export function ParcelDetailPane({ parcelNo, onBack, onChanged }: { parcelNo: string; onBack(): void; onChanged(): void }) {
  const { t, i18n, operator } = useConsole();
  /** What the last move did (or why it was refused: moved meanwhile), shown over the parcel read again. */
  const [notice, setNotice] = useState<DecisionNotice | null>(null);
  const mayMove = operator?.calls.includes('receiveParcel') ?? false;
  const mayOpenOrders = operator?.calls.includes('orderSearch') ?? false;

  // The names (warehouse, category, countries) come in the console's language: another language reads the parcel again.
  const language = i18n.language;
  const { detail, error, load } = useDetailLoad('parcelDetail', { parcelNo, language }, `${parcelNo} ${language}`);

  const money = (n: number) => formatMoney(n, i18n.language);
  const time = (iso: string) => (iso ? formatTime(iso, i18n.language) : '—');

  if (!detail) return <DetailPending back={t('parcels.back')} error={error} onBack={onBack} />;
  const { parcel, sender } = detail;
  const supplementDue = parcel.supplement !== null && !parcel.supplement.paid;
  const done = (n: DecisionNotice) => {
    setNotice(n);
    void load();
    onChanged();
  };
  // Translated and formatted at each render: the language may change after the move.
  const noticeValues = ({ amount, stepKey, ...rest }: Record<string, string>) => ({
    ...rest, ...(amount ? { amount: money(Number(amount)) } : {}), ...(stepKey ? { step: t(stepKey) } : {}),
  });
  const orderRef = (orderNo: string) =>
    mayOpenOrders ? <Link href={`/orders?orderNo=${encodeURIComponent(orderNo)}`} className="mono">{orderNo}</Link> : <span className="mono">{orderNo}</span>;
  const facts: Fact[] = [
    ['number', parcel.parcelNo],
    ['account', [sender.name, sender.userId, sender.phone].filter(Boolean).join(' · ')],
    ['sender', addressText(parcel.sender)],
    ['receiver', addressText(parcel.receiver)],
    ['warehouse', `${parcel.warehouse.name} · ${parcel.warehouse.cityName}`],
    ['goods', t('parcels.goodsLine', { name: parcel.goods.name, category: parcel.goods.categoryName, quantity: parcel.goods.quantity })],
    ['declaredValue', money(parcel.goods.declaredValue)],
    ...(parcel.remark ? [['remark', parcel.remark] as Fact] : []),
    ['created', time(parcel.createTime)],
    ...(parcel.state === PARCEL_STATE.toBePaid && parcel.payBy ? [['payBy', time(parcel.payBy)] as Fact] : []),
    ...(parcel.closeReason ? [['closed', t(`parcels.closeReasons.${parcel.closeReason}`)] as Fact] : []),
  ];

  return (
    <article className="detail wide trade-detail parcel-detail" aria-labelledby="parcel-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('parcels.back')}</button>
      <div className="detail-head">
        <ParcelBadges state={parcel.state} supplementDue={supplementDue} />
        <span className="spacer" />
        {/* Warehouse staff wait here for the sender's supplement payment. */}
        <button type="button" className="btn" onClick={() => void load()}>{t('app.refresh')}</button>
      </div>
      <h2 id="parcel-title">{t('parcels.title', { parcelNo: parcel.parcelNo })}</h2>
      <dl className="facts">
        {facts.map(([k, value]) => <Fragment key={k}><dt>{t(`parcels.facts.${k}`)}</dt><dd>{value}</dd></Fragment>)}
      </dl>

      <ParcelMeasuresTable parcel={parcel} />

      <h3>{t('parcels.payments')}</h3>
      <dl className="facts payments">
        <dt>{t('parcels.paymentOrder')}</dt><dd>{orderRef(parcel.paymentOrderNo)}</dd>
        <dt>{t('parcels.supplementOrder')}</dt>
        <dd>{parcel.supplement
          ? <>{orderRef(parcel.supplement.paymentOrderNo)} · {money(parcel.supplement.amount)} · <strong className={parcel.supplement.paid ? 'ok-text' : 'danger-text'}>{t(parcel.supplement.paid ? 'parcels.paid' : 'parcels.unpaid')}</strong></>
          : <span className="muted">{t('parcels.noSupplement')}</span>}</dd>
        <dt>{t('parcels.paidAmount')}</dt><dd>{money(parcel.paidAmount)}</dd>
      </dl>

      {notice && <p className={`notice ${notice.kind}`} role={notice.kind === 'ok' ? 'status' : 'alert'}>{refusalText(t, notice.key, noticeValues(notice.values))}</p>}
      {mayMove && parcel.state === PARCEL_STATE.toDropOff && <ParcelReceiveForm key={parcel.state} parcel={parcel} onDone={done} />}
      {mayMove && advancing(parcel.state) && <ParcelAdvanceForm key={parcel.state} parcel={parcel} warnSupplement={supplementDue && notice?.key !== CONSOLE_EXPRESS_ERRORS.supplementDue} onDone={done} />}

      <h3>{t('parcels.history')}</h3>
      <ParcelHistory events={detail.events} />
    </article>
  );
}
