// /sea/details?parcelNo=ae… (spec §2 /sea details): one of the caller's parcels — its state in
// words and what to do next (pay before the deadline; drop it off at the warehouse, its number
// written on it; pay the difference of a re-quote), the tracking timeline, the addresses, goods,
// measures and price, the history, and cancelling before drop-off. A move of the parcel (the
// queue's PARCEL_EVENT, use-parcel-events.ts) reads it again in place. Not the caller's, or no
// such parcel (4404): "not found". Pattern: user-order/trade-details.tsx.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import { PARCEL_STATE } from '../../contract/statuses.js';
import type { Parcel, ParcelEvent } from '../../contract/types/air-express.js';
import { PARCEL_NO_PATTERN } from '../../contract/validation/air-express.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { formatTime } from '../kit/format-time.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { ParcelCancelDialog } from './parcel-cancel-dialog.js';
import { Addresses, Goods, History, Measures, Price, useKg } from './parcel-sections.js';
import { useParcelStyle } from './parcel-styles.js';
import { cancellable, parcelStateView } from './parcel-view.js';
import { payHref, SEA } from './sea-paths.js';
import { TrackingTimeline } from './tracking-timeline.js';
import { useParcelEvents } from './use-parcel-events.js';

/** Refusals shown in the page as "not found" rather than as a failure. */
const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

export function ParcelDetailsScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useParcelStyle();
  const parcelNo = (query.get('parcelNo') ?? '').trim();
  return (
    <AccountFrame title={t('sea.details.title')} fallback={SEA.order} className="mkt-money mkt-pdetails-screen" loginText={t('sea.order.login')}>
      {PARCEL_NO_PATTERN.test(parcelNo) ? <Details key={parcelNo} parcelNo={parcelNo} /> : <NotFound />}
    </AccountFrame>
  );
}

function NotFound() {
  const t = useT();
  return (
    <div className="mkt-result" data-outcome="missing" role="alert">
      <h1>{t('sea.details.notFound')}</h1>
      <p>{t('sea.details.notFoundText')}</p>
      <Link href={SEA.order} className="mkt-btn">{t('sea.order.title')}</Link>
    </div>
  );
}

/** The parcel, read again silently when it moves. */
function Details({ parcelNo }: { parcelNo: string }) {
  const t = useT();
  const lang = useLanguage();
  const { api } = useServices();
  const call = useCall(AIR_EXPRESS_ENDPOINTS.getParcel, { parcelNo }, `${parcelNo}:${lang}`, INLINE);
  const reread = () => {
    void api.call(AIR_EXPRESS_ENDPOINTS.getParcel, { parcelNo }, { silent: true }).then((reply) => {
      const next = reply.code === 200 ? reply.customData : null;
      if (next) call.patch(() => next);
    });
  };
  useParcelEvents((moved) => moved === parcelNo && reread(), reread);
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return INLINE.includes(call.state.code) ? <NotFound /> : <LoadError retry={call.retry} />;
  return <ParcelView parcel={call.state.data} onChanged={(next) => call.patch(() => next)} />;
}

function ParcelView({ parcel, onChanged }: { parcel: Parcel; onChanged(next: Parcel): void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <div className="mkt-pdetails" data-parcel-no={parcel.parcelNo} data-state={parcel.state}>
      <StateCard parcel={parcel} />
      {parcel.state === PARCEL_STATE.toDropOff && <DropOff parcel={parcel} />}
      <Supplement parcel={parcel} />
      <TrackingTimeline parcel={parcel} />
      <Addresses parcel={parcel} />
      <Goods parcel={parcel} />
      <Measures parcel={parcel} />
      <Price parcel={parcel} />
      <History parcel={parcel} />
      {cancellable(parcel.state) && (
        <div className="mkt-pcancel">
          <button type="button" className="mkt-btn mkt-btn-ghost" data-action="cancel-parcel" onClick={() => setAsking(true)}>{t('sea.details.cancel')}</button>
        </div>
      )}
      <ParcelCancelDialog parcel={parcel} open={asking} onClose={() => setAsking(false)}
        onDone={(next) => {
          setAsking(false);
          onChanged(next);
        }} />
    </div>
  );
}

/** The state in words and what happens next: pay before the deadline, drop it off, on its way, closed. */
function StateCard({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  const view = parcelStateView(parcel.state);
  const toPay = parcel.state === PARCEL_STATE.toBePaid;
  return (
    <section className="mkt-mcard mkt-pstate" aria-labelledby="mkt-pstate" data-tone={view.tone} data-parcel-state={view.name}>
      <h2 id="mkt-pstate">{t(view.label)}</h2>
      {/* A heavier measure's difference holds the parcel at the warehouse: say that, not "next flight". */}
      <p data-next>{t(`sea.details.next.${parcel.supplement && !parcel.supplement.paid ? 'supplementDue' : view.name}`, { time: parcel.payBy ? formatTime(parcel.payBy, lang) : '', amount: money(parcel.quote.total) })}</p>
      {parcel.closeReason && <p className="mkt-muted" data-close-reason={parcel.closeReason}>{t(`sea.details.closeReason.${parcel.closeReason}`)}</p>}
      <p className="mkt-muted">{t('sea.details.parcelNo', { parcelNo: parcel.parcelNo })}</p>
      {toPay && (
        <div className="mkt-pactions">
          <Link href={payHref(parcel.parcelNo)} className="mkt-btn" data-action="pay">{t('sea.details.pay', { amount: money(parcel.quote.total) })}</Link>
        </div>
      )}
    </section>
  );
}

/** Where to bring the parcel and what to write on it (spec §2 /sea transitadress: address, hours, phone). */
function DropOff({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const w = parcel.warehouse;
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-pdrop" data-warehouse={w.warehouseId}>
      <h2 id="mkt-pdrop">{t('sea.details.dropOff')}</h2>
      <p><strong>{w.name}</strong></p>
      <p>{w.address}</p>
      <p className="mkt-muted">{t('sea.details.hours', { hours: w.hours })}</p>
      <p><a className="mkt-ptel" href={`tel:+${w.mobileCode}${w.phone}`} dir="ltr">+{w.mobileCode}{'\u00a0'}{w.phone}</a></p>
      <p style={{ marginTop: '12px' }}>{t('sea.details.writeOn')}</p>
      <p className="mkt-pmark" data-mark>{parcel.parcelNo}</p>
    </section>
  );
}

/** The newest re-quote's totals, if the server told them. */
function lastRequote(events: readonly ParcelEvent[]): { from: number; to: number } | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const d = events[i]!.kind === 'requoted' ? events[i]!.data : undefined;
    if (d && typeof d.fromTotal === 'number' && typeof d.toTotal === 'number') return { from: d.fromTotal, to: d.toTotal };
  }
  return null;
}

/** A measured parcel dearer than declared: why, by how much, and the way to pay the difference. */
function Supplement({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const { money } = useMoney();
  const kg = useKg();
  const s = parcel.supplement;
  if (!s || s.paid || parcel.state === PARCEL_STATE.closed) return null;
  const totals = lastRequote(parcel.events) ?? { from: parcel.quote.total - s.amount, to: parcel.quote.total };
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-psupp" data-supplement={s.amount}>
      <h2 id="mkt-psupp">{t('sea.details.supplementTitle')}</h2>
      <p>{t('sea.details.supplementText')}</p>
      <dl className="mkt-dl mkt-pdiff">
        <dt>{t('sea.details.declaredWeight')}</dt><dd>{kg(parcel.declared.weightG)}</dd>
        {parcel.measured && (<><dt>{t('sea.details.measuredWeight')}</dt><dd>{kg(parcel.measured.weightG)}</dd></>)}
        <dt>{t('sea.details.chargeable')}</dt><dd>{kg(parcel.quote.chargeableG)}</dd>
        <dt>{t('sea.details.totalChange')}</dt><dd data-from-to>{money(totals.from)} → {money(totals.to)}</dd>
        <dt className="mkt-dl-total">{t('sea.details.difference')}</dt><dd className="mkt-dl-total">{money(s.amount)}</dd>
      </dl>
      <div className="mkt-pactions">
        <Link href={payHref(parcel.parcelNo)} className="mkt-btn" data-action="pay-supplement">{t('sea.details.payDifference', { amount: money(s.amount) })}</Link>
      </div>
    </section>
  );
}
