// /sea/transitadress (spec §2 /sea transitadress): the transit warehouses where parcels are
// dropped off (public), with hours, a phone to call and the routes flown from each, with their price
// per kilogram and usual days. Opened from the form (?pick=1&back=/sea/form), tapping one makes it
// the parcel's drop-off warehouse and goes back.
import { useShell } from '../../app/use-shell.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import type { Warehouse } from '../../contract/types/air-express.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { useParcelDraft } from './parcel-draft.js';
import { daysSpan, kgLabel } from './parcel-texts.js';
import { safeFormBack, SEA } from './sea-paths.js';

export function WarehouseListScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  const back = query.get('pick') === '1' ? safeFormBack(query.get('back')) : '';
  const call = useCall(AIR_EXPRESS_ENDPOINTS.getWarehouses, {}, 'warehouses');
  return (
    <AccountFrame title={t(back ? 'sea.warehouse.pickTitle' : 'sea.warehouse.title')} fallback={back || SEA.order} className="mkt-sea mkt-sea-warehouses" needsLogin={false}>
      {call.state.status === 'loading' && <p className="mkt-center mkt-muted" aria-busy="true">…</p>}
      {call.state.status === 'error' && <LoadError retry={call.retry} />}
      {call.state.status === 'ok' && (
        <ul className="mkt-sea-list">
          {call.state.data.map((w) => <WarehouseItem key={w.warehouseId} w={w} back={back} />)}
        </ul>
      )}
    </AccountFrame>
  );
}

function WarehouseItem({ w, back }: { w: Warehouse; back: string }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  const { navigate } = useShell();
  const { draft, update } = useParcelDraft();
  const picked = draft.warehouseId === w.warehouseId;
  return (
    <li className="mkt-mcard mkt-sea-card" data-warehouse={w.warehouseId} data-picked={picked}>
      <div className="mkt-mhead">
        <h2>{w.name}</h2>
        {picked && <span className="mkt-mbadge" data-tone="ok">{t('sea.warehouse.picked')}</span>}
      </div>
      <p className="mkt-muted">{w.cityName}</p>
      <p>{w.address}</p>
      <p className="mkt-muted">{t('sea.warehouse.hours', { hours: w.hours })}</p>
      <p><a className="mkt-sea-tel" href={`tel:+${w.mobileCode}${w.phone.replace(/\s/g, '')}`}>{`+${w.mobileCode} ${w.phone}`}</a></p>
      <ul className="mkt-sea-routes" aria-label={t('sea.warehouse.routes')}>
        {w.routes.map((r) => (
          <li key={r.toAreaId} data-route={r.toAreaId}>
            <span>{`→ ${r.toAreaName}`}</span>
            <span>{t('sea.warehouse.perKg', { price: money(r.perKg) })} · {t('sea.form.days', { days: daysSpan(r.daysMin, r.daysMax) })}</span>
            {r.minChargeableG > 0 && <span className="mkt-muted">{t('sea.warehouse.minimum', { kg: kgLabel(r.minChargeableG, lang) })}</span>}
          </li>
        ))}
      </ul>
      {back && (
        <div className="mkt-mactions">
          <button type="button" className="mkt-btn" data-action="pick-warehouse"
            onClick={() => { update({ warehouseId: w.warehouseId }); navigate(back, { replace: true }); }}>
            {t('sea.warehouse.pick')}
          </button>
        </div>
      )}
    </li>
  );
}
