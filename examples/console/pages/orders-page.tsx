// Orders and payments (issue "Payments": "Orders and payments (search, detail with the provider's
// events)"): a search form (order number, payer id, payer phone — all optional — and a filter:
// waiting, proof waiting, paid, failed, refund due, refunded) over every order, newest first;
// choosing one shows it whole on the right (order-detail.tsx), or alone on a phone. /orders?orderNo=
// opens that order.
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ORDER_FILTERS, type OrderFilter, type OrderSearchItem } from '../../../src/contract/console-payments.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusedField, textIn } from '../ui/money.js';
import { Pager } from '../ui/pager.js';
import { refusalText, useConsole } from '../use-console.js';
import { OrderBadges } from './order-badges.js';
import { OrderDetailPane } from './order-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
const FIELDS = ['orderNo', 'userId', 'phone'] as const;
type Criteria = Record<(typeof FIELDS)[number], string> & { filter: OrderFilter };
const EMPTY: Criteria = { orderNo: '', userId: '', phone: '', filter: '' };
const INPUT_MODE = { orderNo: 'text', userId: 'text', phone: 'tel' } as const;

export default function OrdersPage() {
  const { t, i18n } = useConsole();
  // A link from another page (a goods order's payment order, trade-order-detail.tsx) names the
  // order: it is searched and opened at once.
  const linked = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const start: Criteria = linked ? { ...EMPTY, orderNo: linked } : EMPTY;
  const [form, setForm] = useState<Criteria>(start);
  /** What was searched: the list follows it, not the typing. Every order at first. */
  const [asked, setAsked] = useState<Criteria>(start);
  const results = usePaged('orderSearch', PAGE_SIZE, asked);
  const [selected, setSelected] = useState<string | null>(linked || null);
  const refusedPath = results.error ? refusedField(results.errorData) : '';
  const refusedAt = (FIELDS as readonly string[]).includes(refusedPath) ? refusedPath : '';

  const submit = (e: Event) => {
    e.preventDefault();
    setSelected(null);
    setAsked({ ...form });
  };

  return (
    <div className={`split${selected ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={t('orders.list')}>
        <div className="queue-head">
          <h1>{t('pages.orders')}</h1>
          {!results.error && <span className="muted">{t('orders.results', { count: results.total })}</span>}
          <span className="spacer" />
          <button type="button" className="btn" onClick={() => void results.reload()} disabled={results.loading}>{t('app.refresh')}</button>
        </div>
        <form className="search-form" onSubmit={(e) => void submit(e as unknown as Event)} noValidate>
          {FIELDS.map((f) => (
            <label key={f} className="field">
              <span>{t(`orders.${f}`)}</span>
              <input name={f} value={form[f]} inputMode={INPUT_MODE[f]} maxLength={f === 'userId' ? 64 : f === 'orderNo' ? 48 : 24} autoComplete="off"
                aria-invalid={refusedAt === f} onInput={(e) => setForm({ ...form, [f]: e.currentTarget.value })} />
              {refusedAt === f && <span className="field-error" role="alert">{refusalText(t, results.error)}</span>}
            </label>
          ))}
          <label className="field">
            <span>{t('orders.filter')}</span>
            <select name="filter" value={form.filter} onChange={(e) => setForm({ ...form, filter: e.currentTarget.value as OrderFilter })}>
              {ORDER_FILTERS.map((f) => <option key={f || 'all'} value={f}>{t(`orders.filters.${f || 'all'}`)}</option>)}
            </select>
          </label>
          <button type="submit" className="btn primary wide" disabled={results.loading}>{t('orders.search')}</button>
        </form>
        {results.error && refusedAt === '' && <p className="error pad" role="alert">{refusalText(t, results.error)}</p>}
        {!results.loading && !results.error && results.rows.length === 0 && <p className="muted pad">{t('orders.empty')}</p>}
        {!results.error && (
          <ul className="rows">
            {results.rows.map((o: OrderSearchItem) => (
              <li key={o.orderNo}>
                <button type="button" className={`row${o.orderNo === selected ? ' selected' : ''}`} aria-current={o.orderNo === selected} onClick={() => setSelected(o.orderNo)}>
                  <span className="row-top">
                    <OrderBadges order={o} />
                    <span className="spacer" />
                    <strong className="nowrap">{formatMoney(o.amount, i18n.language)}</strong>
                  </span>
                  <span className="row-title">{textIn(o.titles, i18n.language)}</span>
                  <span className="muted small">{o.orderNo} · {t(`money.payTypes.${o.payType}`, { defaultValue: String(o.payType) })}</span>
                  <span className="muted small">{[o.user.name, o.user.userId, o.user.phone].filter(Boolean).join(' · ')} · {formatTime(o.createdAt, i18n.language)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pager page={results.page} pageSize={PAGE_SIZE} total={results.total} onPage={results.setPage} />
      </section>
      <section className="pane">
        {selected
          ? <OrderDetailPane key={selected} orderNo={selected} onBack={() => setSelected(null)} onChanged={() => void results.reload()} />
          : <p className="muted pad">{t('orders.select')}</p>}
      </section>
    </div>
  );
}
