// /sea/pay?parcelNo= (spec §2 /sea pay): what the parcel costs (its goods, route, charged weight,
// freight, insurance and total; or the supplement after the warehouse weighed it heavier), the
// method, then the payments flow like the goods (orderListPayment with the due payment order → the
// provider's page → /common/payConfirmReal → back to the parcel's details). Nothing due: details.
import { useEffect, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import type { Parcel } from '../../contract/types/air-express.js';
import { PARCEL_NO_PATTERN } from '../../contract/validation/air-express.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { MethodChoice } from '../kit/money/method-choice.js';
import { DEFAULT_PAY_TYPE } from '../kit/money/pay-methods.js';
import { returnPageOf, returnPathOf } from '../kit/money/purchase-origin.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { dueOf, type ParcelDue } from './parcel-due.js';
import { kgLabel } from './parcel-texts.js';
import { detailsHref, SEA } from './sea-paths.js';

export function ParcelPayScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  const raw = (query.get('parcelNo') ?? '').trim();
  const parcelNo = PARCEL_NO_PATTERN.test(raw) ? raw : '';
  const call = useCall(AIR_EXPRESS_ENDPOINTS.getParcel, parcelNo ? { parcelNo } : null, `parcel|${parcelNo}`, [CODE.NOT_FOUND]);
  return (
    <AccountFrame title={t('sea.pay.title')} fallback={parcelNo ? detailsHref(parcelNo) : SEA.order} className="mkt-sea mkt-sea-pay" loginText={t('sea.form.login')}>
      {!parcelNo && <p className="mkt-center">{t('sea.pay.missing')}</p>}
      {parcelNo && call.state.status === 'loading' && <p className="mkt-center mkt-muted" aria-busy="true">…</p>}
      {parcelNo && call.state.status === 'error' && (call.state.code === CODE.NOT_FOUND
        ? <p className="mkt-center">{t('sea.pay.missing')}</p>
        : <LoadError retry={call.retry} />)}
      {call.state.status === 'ok' && <PayParcel parcel={call.state.data} />}
    </AccountFrame>
  );
}

function PayParcel({ parcel }: { parcel: Parcel }) {
  const { navigate } = useShell();
  const due = dueOf(parcel);
  useEffect(() => {
    if (!due) navigate(detailsHref(parcel.parcelNo), { replace: true });
  }, [due?.paymentOrderNo]);
  return due ? <PayDue parcel={parcel} due={due} /> : null;
}

function PayDue({ parcel, due }: { parcel: Parcel; due: ParcelDue }) {
  const t = useT();
  const lang = useLanguage();
  const { api, media } = useServices();
  const { navigate } = useShell();
  const { money } = useMoney();
  const [payType, setPayType] = useState<number>(DEFAULT_PAY_TYPE);
  const [busy, setBusy] = useState(false);
  const q = parcel.quote;

  const pay = async () => {
    setBusy(true);
    // Paid or not, the payer comes back to the parcel (purchase-origin.ts: a parcel is "real").
    const reply = await api.call(PAYMENT_ENDPOINTS.orderListPayment, {
      orderNos: [due.paymentOrderNo], payType, returnUrl: media(returnPathOf(returnPageOf('express'), detailsHref(parcel.parcelNo))),
    });
    setBusy(false);
    if (reply.code !== 200) return;
    if (reply.customData?.payUrl) window.location.assign(reply.customData.payUrl);
    // Bank transfer or offline: the payment order's details say how to pay.
    else navigate(`/usercenter/order/details?orderNo=${encodeURIComponent(due.paymentOrderNo)}`, { replace: true });
  };

  return (
    <>
      <section className="mkt-mcard mkt-sea-card" aria-labelledby="mkt-sea-sum" data-parcel={parcel.parcelNo}>
        <h2 id="mkt-sea-sum">{parcel.goods.name}</h2>
        <p className="mkt-muted">{`${parcel.goods.categoryName} · ${t('sea.form.goodsLine', { count: parcel.goods.quantity, value: money(parcel.goods.declaredValue) })}`}</p>
        <p className="mkt-sea-route">{`${parcel.warehouse.cityName} → ${parcel.receiver.cityName ? `${parcel.receiver.cityName}, ` : ''}${parcel.receiver.areaName}`}</p>
        <dl className="mkt-dl">
          <dt>{t('sea.form.chargeable')}</dt>
          <dd data-chargeable-g={q.chargeableG}>{kgLabel(q.chargeableG, lang)}</dd>
          <dt>{t('sea.form.freight')}</dt>
          <dd>{money(q.freight)}</dd>
          <dt>{t('sea.form.insurance')}</dt>
          <dd>{money(q.insurance)}</dd>
          <dt>{t('sea.form.total')}</dt>
          <dd data-total={q.total}>{money(q.total)}</dd>
          {due.supplement && (<><dt>{t('sea.pay.paid')}</dt><dd>{money(parcel.paidAmount)}</dd></>)}
          <dt className="mkt-dl-total">{t(due.supplement ? 'sea.pay.supplement' : 'sea.pay.toPay')}</dt>
          <dd className="mkt-dl-total" data-pay-amount={due.amount}>{money(due.amount)}</dd>
        </dl>
        {due.supplement && <p className="mkt-sea-hint">{t('sea.pay.supplementWhy')}</p>}
      </section>
      {/* MethodChoice's legend names the section. */}
      <section className="mkt-mcard">
        <MethodChoice value={payType} onChange={setPayType} />
      </section>
      <div className="mkt-paybar">
        <div>
          <span className="mkt-muted">{t(due.supplement ? 'sea.pay.supplement' : 'sea.pay.toPay')}</span>
          <span className="mkt-money-amount">{money(due.amount)}</span>
        </div>
        <button type="button" className="mkt-btn" disabled={busy} aria-busy={busy || undefined} data-action="pay-parcel" onClick={() => void pay()}>
          {busy ? t('sea.pay.paying') : t('sea.pay.pay')}
        </button>
      </div>
    </>
  );
}
