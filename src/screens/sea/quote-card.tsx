// The form's price (spec §2 /sea form): the server's quote only (parcel-price.ts is its formula),
// with the weight that is charged and why, or what is still missing, or the server's refusal
// (a route not flown: MSG.parcelRoute).
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText } from '../kit/form/index.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { daysSpan, kgLabel } from './parcel-texts.js';
import type { QuoteState } from './use-parcel-quote.js';

export function QuoteCard({ state }: { state: QuoteState }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  return (
    <section className="mkt-mcard mkt-sea-card" aria-labelledby="mkt-sea-quote" data-card="quote" data-quote={state.status} aria-live="polite">
      <h2 id="mkt-sea-quote">{t('sea.form.price')}</h2>
      {state.status === 'idle' && <p className="mkt-muted">{t('sea.form.priceMissing')}</p>}
      {state.status === 'loading' && <p className="mkt-muted" aria-busy="true">{t('sea.form.priceLoading')}</p>}
      {state.status === 'refused' && (state.key ? <ErrorText error={{ key: state.key }} role="alert" /> : <p className="mkt-sea-issue" role="alert">{state.message}</p>)}
      {state.status === 'ok' && (
        <>
          <dl className="mkt-dl">
            <dt>{t('sea.form.chargeable')}</dt>
            <dd data-chargeable-g={state.quote.chargeableG}>{kgLabel(state.quote.chargeableG, lang)}</dd>
            <dt>{t('sea.form.freight')}</dt>
            <dd>{money(state.quote.freight)}</dd>
            <dt>{t('sea.form.insurance')}</dt>
            <dd>{money(state.quote.insurance)}</dd>
            <dt>{t('sea.form.transit')}</dt>
            <dd>{t('sea.form.days', { days: daysSpan(state.quote.daysMin, state.quote.daysMax) })}</dd>
            <dt className="mkt-dl-total">{t('sea.form.total')}</dt>
            <dd className="mkt-dl-total" data-total={state.quote.total}>{money(state.quote.total)}</dd>
          </dl>
          {state.quote.chargeableG > state.quote.actualG && (
            <p className="mkt-sea-hint">{t(chargeReason(state.quote.volumetricG, state.quote.actualG), { kg: kgLabel(state.quote.chargeableG, lang) })}</p>
          )}
        </>
      )}
    </section>
  );
}

/** Why more than the actual weight is charged: the size, or the route's least weight and rounding. */
const chargeReason = (volumetricG: number, actualG: number): MessageKey =>
  volumetricG > actualG ? 'sea.form.chargedBySize' : 'sea.form.chargedByStep';
