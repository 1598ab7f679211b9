// Parcels (issue "Goods orders and air express", operator console: "Parcels: receive at the
// warehouse (weigh and measure, re-quote if different), advance the tracking state"): a search —
// one text matching the parcel's number, its payment orders' numbers, the sender's id or either
// phone —, a state filter and a warehouse filter, over every parcel, newest first; choosing one
// shows it whole on the right (parcel-detail.tsx), or alone on a phone (ui/search-split.tsx). Warehouse staff land here.
import { useEffect, useState } from 'react';
import { PARCEL_STATE_FILTERS, type ParcelItem, type ParcelWarehouseOption } from '../../../src/contract/console-express.js';
import { consoleCall } from '../console-api.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusedField } from '../ui/money.js';
import { SearchField, SearchSplit } from '../ui/search-split.js';
import { useConsole } from '../use-console.js';
import { ParcelBadges } from './parcel-badges.js';
import { ParcelDetailPane } from './parcel-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
type Criteria = { query: string; state: number; warehouseId: string };
const EMPTY: Criteria = { query: '', state: 0, warehouseId: '' };

/** The warehouse filter's choices, named in `language`: the list call answers them with any page (the smallest one here). */
function useWarehouses(language: string): ParcelWarehouseOption[] {
  const [warehouses, setWarehouses] = useState<ParcelWarehouseOption[]>([]);
  useEffect(() => {
    void consoleCall('parcelList', { pageSize: 1, language }).then((r) => r.ok && setWarehouses(r.data.warehouses));
  }, [language]);
  return warehouses;
}

function ParcelRow({ parcel: p }: { parcel: ParcelItem }) {
  const { t, i18n } = useConsole();
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <>
      <span className="row-top">
        <ParcelBadges state={p.state} supplementDue={p.supplementDue} />
        <span className="spacer" />
        <strong className="nowrap">{money(p.total)}</strong>
      </span>
      <span className="row-title">{p.goodsName}</span>
      <span className="muted small"><span className="mono">{p.parcelNo}</span> · {t('parcels.route', { warehouse: p.warehouseName, country: p.toAreaName || p.toAreaId })}</span>
      <span className="muted small">{[p.sender.name || p.sender.userId, p.sender.phone].filter(Boolean).join(' · ')} · {t('parcels.paidOf', { paid: money(p.paidAmount) })}</span>
      <span className="muted small">{formatTime(p.createdAt, i18n.language)}</span>
    </>
  );
}

export default function ParcelListPage() {
  const { t, i18n } = useConsole();
  const [form, setForm] = useState<Criteria>(EMPTY);
  /** What was searched: the list follows it, not the typing. Every parcel at first. */
  const [asked, setAsked] = useState<Criteria>(EMPTY);
  // The names (warehouse, country) come in the console's language: another language asks again.
  const results = usePaged('parcelList', PAGE_SIZE, { ...asked, language: i18n.language });
  const warehouses = useWarehouses(i18n.language);
  const [selected, setSelected] = useState<string | null>(null);
  const queryRefused = results.error !== '' && refusedField(results.errorData) === 'query';

  return (
    <SearchSplit
      className="trade parcels" results={results} pageSize={PAGE_SIZE} keyOf={(p) => p.parcelNo} selected={selected} onSelect={setSelected}
      onSubmit={() => setAsked({ ...form })} refusedAtField={queryRefused}
      texts={{
        list: t('parcels.list'), title: t('parcels.page'), count: t('parcels.results', { count: results.total }),
        search: t('parcels.search'), empty: t('parcels.empty'), select: t('parcels.select'),
      }}
      fields={(
        <>
          <SearchField name="query" label={t('parcels.query')} value={form.query} maxLength={64} refusal={queryRefused ? results.error : ''}
            onInput={(query) => setForm({ ...form, query })} />
          <div className="field-row">
            <label className="field">
              <span>{t('parcels.state')}</span>
              <select name="state" value={form.state} onChange={(e) => setForm({ ...form, state: Number(e.currentTarget.value) })}>
                {PARCEL_STATE_FILTERS.map((s) => <option key={s} value={s}>{t(s === 0 ? 'parcels.allStates' : `parcels.states.${s}`)}</option>)}
              </select>
            </label>
            <label className="field">
              <span>{t('parcels.warehouse')}</span>
              <select name="warehouseId" value={form.warehouseId} onChange={(e) => setForm({ ...form, warehouseId: e.currentTarget.value })}>
                <option value="">{t('parcels.allWarehouses')}</option>
                {warehouses.map((w) => <option key={w.warehouseId} value={w.warehouseId}>{w.name}</option>)}
              </select>
            </label>
          </div>
        </>
      )}
      row={(p) => <ParcelRow parcel={p} />}
      detail={(parcelNo) => <ParcelDetailPane key={parcelNo} parcelNo={parcelNo} onBack={() => setSelected(null)} onChanged={() => void results.reload()} />}
    />
  );
}
