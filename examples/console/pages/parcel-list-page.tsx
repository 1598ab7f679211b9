// Parcels (issue "Goods orders and air express", operator console: "Parcels: receive at the
// warehouse (weigh and measure, re-quote if different), advance the tracking state"): a search —
// one text matching the parcel's number, its payment orders' numbers, the sender's id or either
// phone —, a state filter and a warehouse filter, over every parcel, newest first; choosing one
// shows it whole on the right (parcel-detail.tsx), or alone on a phone. Warehouse staff land here.
import { useEffect, useState } from 'react';
import { PARCEL_STATE_FILTERS, type ParcelItem, type ParcelWarehouseOption } from '../../../src/contract/console-express.js';
import { consoleCall } from '../console-api.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusedField } from '../ui/money.js';
import { Pager } from '../ui/pager.js';
import { refusalText, useConsole } from '../use-console.js';
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

function ParcelRow({ parcel: p, selected, onSelect }: { parcel: ParcelItem; selected: boolean; onSelect(): void }) {
  const { t, i18n } = useConsole();
  const money = (n: number) => formatMoney(n, i18n.language);
  return (
    <button type="button" className={`row${selected ? ' selected' : ''}`} aria-current={selected} onClick={onSelect}>
      <span className="row-top">
        <ParcelBadges state={p.state} supplementDue={p.supplementDue} />
        <span className="spacer" />
        <strong className="nowrap">{money(p.total)}</strong>
      </span>
      <span className="row-title">{p.goodsName}</span>
      <span className="muted small"><span className="mono">{p.parcelNo}</span> · {t('parcels.route', { warehouse: p.warehouseName, country: p.toAreaName || p.toAreaId })}</span>
      <span className="muted small">{[p.sender.name || p.sender.userId, p.sender.phone].filter(Boolean).join(' · ')} · {t('parcels.paidOf', { paid: money(p.paidAmount) })}</span>
      <span className="muted small">{formatTime(p.createdAt, i18n.language)}</span>
    </button>
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

  const submit = (e: Event) => {
    e.preventDefault();
    setSelected(null);
    setAsked({ ...form });
  };

  return (
    <div className={`split trade parcels${selected ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={t('parcels.list')}>
        <div className="queue-head">
          <h1>{t('parcels.page')}</h1>
          {!results.error && <span className="muted">{t('parcels.results', { count: results.total })}</span>}
          <span className="spacer" />
          <button type="button" className="btn" onClick={() => void results.reload()} disabled={results.loading}>{t('app.refresh')}</button>
        </div>
        <form className="search-form" onSubmit={(e) => submit(e as unknown as Event)} noValidate>
          <label className="field">
            <span>{t('parcels.query')}</span>
            <input name="query" type="search" value={form.query} maxLength={64} autoComplete="off" aria-invalid={queryRefused}
              onInput={(e) => setForm({ ...form, query: e.currentTarget.value })} />
            {queryRefused && <span className="field-error" role="alert">{refusalText(t, results.error)}</span>}
          </label>
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
          <button type="submit" className="btn primary wide" disabled={results.loading}>{t('parcels.search')}</button>
        </form>
        {results.error && !queryRefused && <p className="error pad" role="alert">{refusalText(t, results.error)}</p>}
        {!results.loading && !results.error && results.rows.length === 0 && <p className="muted pad">{t('parcels.empty')}</p>}
        {!results.error && (
          <ul className="rows">
            {results.rows.map((p) => (
              <li key={p.parcelNo}><ParcelRow parcel={p} selected={p.parcelNo === selected} onSelect={() => setSelected(p.parcelNo)} /></li>
            ))}
          </ul>
        )}
        <Pager page={results.page} pageSize={PAGE_SIZE} total={results.total} onPage={results.setPage} />
      </section>
      <section className="pane">
        {selected
          ? <ParcelDetailPane key={selected} parcelNo={selected} onBack={() => setSelected(null)} onChanged={() => void results.reload()} />
          : <p className="muted pad">{t('parcels.select')}</p>}
      </section>
    </div>
  );
}
