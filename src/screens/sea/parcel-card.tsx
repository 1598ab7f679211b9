// One parcel on the order screen (spec §2 /sea order): its number and state, the goods, the route
// (the warehouse's city → the receiver's city and country), the total and the day it was made. The
// card leads to the parcel's details.
import { Link } from 'wouter';
import type { Parcel } from '../../contract/types/air-express.js';
import { useT } from '../../ui/t-context.js';
import { formatTime } from '../kit/format-time.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { detailsHref } from './sea-paths.js';
import { parcelStateView } from './parcel-view.js';

export function ParcelBadge({ state }: { state: number }) {
  const t = useT();
  const view = parcelStateView(state);
  return <span className="mkt-mbadge" data-tone={view.tone} data-state={view.name}>{t(view.label)}</span>;
}

/** Where the receiver is: city and country, whichever the address has. */
export const receiverPlace = (p: Pick<Parcel, 'receiver'>): string =>
  [p.receiver.cityName ?? '', p.receiver.areaName].filter((x) => x.trim() !== '').join(', ');

export function ParcelCard({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  return (
    <Link href={detailsHref(parcel.parcelNo)} className="mkt-mcard mkt-parcel" data-parcel-no={parcel.parcelNo} data-state={parcel.state}>
      <span className="mkt-mhead">
        <span className="mkt-parcel-no">{parcel.parcelNo}</span>
        <ParcelBadge state={parcel.state} />
      </span>
      <p className="mkt-parcel-goods">{t('sea.order.goods', { name: parcel.goods.name, count: parcel.goods.quantity })}</p>
      <p className="mkt-parcel-route" data-route>
        <span>{parcel.warehouse.cityName}</span>
        <span aria-hidden="true">→</span>
        <span>{receiverPlace(parcel)}</span>
      </p>
      <span className="mkt-parcel-foot">
        <span className="mkt-muted">{formatTime(parcel.createTime, lang, false)}</span>
        <strong data-total={parcel.quote.total}>{money(parcel.quote.total)}</strong>
      </span>
    </Link>
  );
}
