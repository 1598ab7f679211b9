// Goods orders (issue "Goods orders and air express", operator console: "goods orders: view,
// arbitrate a dispute"): a search form — one text matching the order's number, its payment order's
// number, the buyer's or the seller's id —, a state filter and a dispute filter (open disputes are
// the work waiting), over every goods order, newest first; choosing one shows it whole on the
// right (trade-order-detail.tsx), or alone on a phone.
import { useState } from 'react';
import { DISPUTE_FILTERS, TRADE_STATE_FILTERS, type DisputeFilter, type TradeOrderItem } from '../../../src/contract/console-trade.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusedField } from '../ui/money.js';
import { Pager } from '../ui/pager.js';
import { refusalText, useConsole } from '../use-console.js';
import { TradeBadges } from './trade-badges.js';
import { TradeOrderDetailPane } from './trade-order-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
type Criteria = { query: string; state: number; dispute: DisputeFilter };
const EMPTY: Criteria = { query: '', state: 0, dispute: '' };

export default function TradeOrdersPage() {
  const { t, i18n } = useConsole();
  const [form, setForm] = useState<Criteria>(EMPTY);
  /** What was searched: the list follows it, not the typing. Every order at first. */
  const [asked, setAsked] = useState<Criteria>(EMPTY);
  const results = usePaged('tradeOrderList', PAGE_SIZE, asked);
  const [selected, setSelected] = useState<string | null>(null);
  const queryRefused = results.error !== '' && refusedField(results.errorData) === 'query';

  const submit = (e: Event) => {
    e.preventDefault();
    setSelected(null);
    setAsked({ ...form });
  };

  return (
    <div className={`split trade${selected ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={t('trade.list')}>
        <div className="queue-head">
          <h1>{t('pages.tradeOrders')}</h1>
          {!results.error && <span className="muted">{t('trade.results', { count: results.total })}</span>}
          <span className="spacer" />
          <button type="button" className="btn" onClick={() => void results.reload()} disabled={results.loading}>{t('app.refresh')}</button>
        </div>
        <form className="search-form" onSubmit={(e) => submit(e as unknown as Event)} noValidate>
          <label className="field">
            <span>{t('trade.query')}</span>
            <input name="query" value={form.query} maxLength={64} autoComplete="off" aria-invalid={queryRefused}
              onInput={(e) => setForm({ ...form, query: e.currentTarget.value })} />
            {queryRefused && <span className="field-error" role="alert">{refusalText(t, results.error)}</span>}
          </label>
          <div className="field-row">
            <label className="field">
              <span>{t('trade.state')}</span>
              <select name="state" value={form.state} onChange={(e) => setForm({ ...form, state: Number(e.currentTarget.value) })}>
                {TRADE_STATE_FILTERS.map((s) => <option key={s} value={s}>{t(s === 0 ? 'trade.allStates' : `trade.states.${s}`)}</option>)}
              </select>
            </label>
            <label className="field">
              <span>{t('trade.dispute')}</span>
              <select name="dispute" value={form.dispute} onChange={(e) => setForm({ ...form, dispute: e.currentTarget.value as DisputeFilter })}>
                {DISPUTE_FILTERS.map((f) => <option key={f || 'all'} value={f}>{t(`trade.disputeFilters.${f || 'all'}`)}</option>)}
              </select>
            </label>
          </div>
          <button type="submit" className="btn primary wide" disabled={results.loading}>{t('trade.search')}</button>
        </form>
        {results.error && !queryRefused && <p className="error pad" role="alert">{refusalText(t, results.error)}</p>}
        {!results.loading && !results.error && results.rows.length === 0 && <p className="muted pad">{t('trade.empty')}</p>}
        {!results.error && (
          <ul className="rows">
            {results.rows.map((o: TradeOrderItem) => (
              <li key={o.orderNo}>
                <button type="button" className={`row${o.orderNo === selected ? ' selected' : ''}`} aria-current={o.orderNo === selected} onClick={() => setSelected(o.orderNo)}>
                  <span className="row-top">
                    <TradeBadges order={o} />
                    <span className="spacer" />
                    <strong className="nowrap">{formatMoney(o.total, i18n.language)}</strong>
                  </span>
                  <span className="row-title">{o.title}{o.lineCount > 1 ? ` ${t('trade.moreLines', { count: o.lineCount - 1 })}` : ''}</span>
                  <span className="muted small">{o.orderNo} · {t(`trade.payModes.${o.payMode}`)}</span>
                  <span className="muted small">{t('trade.parties', { buyer: o.buyer.name || o.buyer.userId, seller: o.seller.name || o.seller.userId })} · {formatTime(o.createdAt, i18n.language)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pager page={results.page} pageSize={PAGE_SIZE} total={results.total} onPage={results.setPage} />
      </section>
      <section className="pane">
        {selected
          ? <TradeOrderDetailPane key={selected} orderNo={selected} onBack={() => setSelected(null)} onChanged={() => void results.reload()} />
          : <p className="muted pad">{t('trade.select')}</p>}
      </section>
    </div>
  );
}
