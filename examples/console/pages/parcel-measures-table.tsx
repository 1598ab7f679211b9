// A parcel's weight and size as the sender declared them and as the warehouse measured them, side
// by side (a re-quote is read from the difference), then the price in force: the declared quote
// until the receipt, the measured one after (types/air-express.ts ParcelQuote).
import { Fragment } from 'react';
import type { Parcel, ParcelMeasures } from '../../../src/contract/types/air-express.js';
import { formatMoney } from '../ui/format.js';
import { useConsole } from '../use-console.js';
import { formatKg } from './parcel-measures.js';
import { volumetricGrams } from '../../../src/contract/parcel-price.js';

type Row = [string, (m: ParcelMeasures) => string];

export function ParcelMeasuresTable({ parcel }: { parcel: Omit<Parcel, 'events'> }) {
  const { t, i18n } = useConsole();
  const kg = (g: number) => formatKg(g, i18n.language);
  const money = (n: number) => formatMoney(n, i18n.language);
  const rows: Row[] = [
    ['parcels.weight', (m) => kg(m.weightG)],
    ['parcels.size', (m) => t('parcels.sizeValue', { length: m.lengthCm, width: m.widthCm, height: m.heightCm })],
    ['parcels.volumetric', (m) => kg(volumetricGrams(m))],
  ];
  const { quote } = parcel;
  const quoteFacts: [string, string][] = [
    ['chargeable', kg(quote.chargeableG)],
    ['perKg', t('parcels.perKgValue', { amount: money(quote.perKg) })],
    ['freight', money(quote.freight)],
    ['insurance', money(quote.insurance)],
    ['total', money(quote.total)],
    ['days', t('parcels.daysValue', { min: quote.daysMin, max: quote.daysMax })],
  ];
  return (
    <>
      <h3>{t('parcels.measures')}</h3>
      <div className="table-wrap">
        <table className="table measures">
          <thead><tr><th /><th>{t('parcels.declared')}</th><th>{t('parcels.measured')}</th></tr></thead>
          <tbody>
            {rows.map(([key, show]) => (
              <tr key={key}>
                <th scope="row">{t(key)}</th>
                <td className="nowrap">{show(parcel.declared)}</td>
                <td className="nowrap">{parcel.measured ? show(parcel.measured) : <span className="muted">{t('parcels.notMeasured')}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('parcels.quote')}</h3>
      <dl className="facts">
        {quoteFacts.map(([k, value]) => <Fragment key={k}><dt>{t(`parcels.quoteFacts.${k}`)}</dt><dd>{value}</dd></Fragment>)}
      </dl>
    </>
  );
}
