// The parts of a parcel's details that only show what it is (spec §2 /sea details): who sends and
// who receives, the goods, the measures (declared, then measured at the warehouse), the price
// breakdown (parcel-price.ts's terms) and the history in sentences (parcel-history.ts).
import type { Parcel, ParcelAddress, ParcelMeasures } from '../../contract/types/air-express.js';
import { useT } from '../../ui/t-context.js';
import { formatTime } from '../kit/format-time.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { kgText } from './kg-text.js';
import { historyText } from './parcel-history.js';

const NBSP = '\u00a0';

/** "1,5 kg" in the app's language, unit kept on the line. */
export function useKg(): (grams: number) => string {
  const lang = useLanguage();
  return (grams) => `${kgText(grams, lang)}${NBSP}kg`;
}

export function AddressBlock({ title, a, role }: { title: string; a: ParcelAddress; role: string }) {
  return (
    <div className="mkt-paddr" data-address={role}>
      <p className="mkt-muted">{title}</p>
      <p><strong>{a.name}</strong> <span dir="ltr">+{a.mobileCode}{NBSP}{a.phone}</span></p>
      <p>{[a.street, a.district, a.cityName ?? '', a.areaName].filter((x) => x.trim() !== '').join(', ')}</p>
      {a.landmark && <p className="mkt-muted">{a.landmark}</p>}
    </div>
  );
}

export function Addresses({ parcel }: { parcel: Parcel }) {
  const t = useT();
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-paddrs">
      <h2 id="mkt-paddrs">{t('sea.details.addresses')}</h2>
      <AddressBlock title={t('sea.details.sender')} a={parcel.sender} role="sender" />
      <AddressBlock title={t('sea.details.receiver')} a={parcel.receiver} role="receiver" />
    </section>
  );
}

export function Goods({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const { money } = useMoney();
  const g = parcel.goods;
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-pgoods">
      <h2 id="mkt-pgoods">{t('sea.details.goods')}</h2>
      <dl className="mkt-dl">
        <dt>{t('sea.details.goodsName')}</dt><dd data-goods-name>{g.name}</dd>
        <dt>{t('sea.details.category')}</dt><dd>{g.categoryName}</dd>
        <dt>{t('sea.details.quantity')}</dt><dd>{g.quantity}</dd>
        <dt>{t('sea.details.declaredValue')}</dt><dd>{money(g.declaredValue)}</dd>
      </dl>
      {parcel.remark && <p className="mkt-muted" data-remark>{t('sea.details.remark', { remark: parcel.remark })}</p>}
    </section>
  );
}

function MeasureRows({ label, m, kg }: { label: string; m: ParcelMeasures; kg(g: number): string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{kg(m.weightG)} · {m.lengthCm}{NBSP}×{NBSP}{m.widthCm}{NBSP}×{NBSP}{m.heightCm}{NBSP}cm</dd>
    </>
  );
}

export function Measures({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const kg = useKg();
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-pmeasures">
      <h2 id="mkt-pmeasures">{t('sea.details.measures')}</h2>
      <dl className="mkt-dl" data-measures>
        <MeasureRows label={t('sea.details.declared')} m={parcel.declared} kg={kg} />
        {parcel.measured
          ? <MeasureRows label={t('sea.details.measured')} m={parcel.measured} kg={kg} />
          : (<><dt>{t('sea.details.measured')}</dt><dd className="mkt-muted">{t('sea.details.notMeasured')}</dd></>)}
      </dl>
    </section>
  );
}

export function Price({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const { money } = useMoney();
  const kg = useKg();
  const q = parcel.quote;
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-pprice">
      <h2 id="mkt-pprice">{t('sea.details.price')}</h2>
      <dl className="mkt-dl" data-price>
        <dt>{t('sea.details.chargeable')}</dt><dd data-chargeable={q.chargeableG}>{kg(q.chargeableG)}</dd>
        <dt>{t('sea.details.freight', { perKg: money(q.perKg) })}</dt><dd>{money(q.freight)}</dd>
        <dt>{t('sea.details.insurance')}</dt><dd>{money(q.insurance)}</dd>
        <dt className="mkt-dl-total">{t('sea.details.total')}</dt><dd className="mkt-dl-total" data-total={q.total}>{money(q.total)}</dd>
        <dt>{t('sea.details.paid')}</dt><dd data-paid={parcel.paidAmount}>{money(parcel.paidAmount)}</dd>
      </dl>
      <p className="mkt-muted">{t('sea.details.days', { min: q.daysMin, max: q.daysMax })}</p>
    </section>
  );
}

export function History({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  if (parcel.events.length === 0) return null;
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-phistory">
      <h2 id="mkt-phistory">{t('sea.details.history')}</h2>
      <ol className="mkt-phistory">
        {parcel.events.map((e, i) => (
          <li key={`${e.at}:${i}`} data-event={e.kind}>
            <span>{historyText(e, t, money)}</span>
            <span className="mkt-muted">{formatTime(e.at, lang)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
