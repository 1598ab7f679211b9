// Goods orders (issue "Goods orders and air express", operator console: "goods orders: view,
// arbitrate a dispute"): a search form — one text matching the order's number, its payment order's
// number, the buyer's or the seller's id —, a state filter and a dispute filter (open disputes are
// the work waiting), over every goods order, newest first; choosing one shows it whole on the
// right (trade-order-detail.tsx), or alone on a phone (ui/search-split.tsx).
import { useState } from 'react';
import { DISPUTE_FILTERS, TRADE_STATE_FILTERS, type DisputeFilter, type TradeOrderItem } from '../../../src/contract/console-trade.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusedField } from '../ui/money.js';
import { SearchField, SearchSplit } from '../ui/search-split.js';
import { useConsole } from '../use-console.js';
import { TradeBadges } from './trade-badges.js';
import { TradeOrderDetailPane } from './trade-order-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
type Criteria = { query: string; state: number; dispute: DisputeFilter };
const EMPTY: Criteria = { query: '', state: 0, dispute: '' };

function TradeRow({ order: o }: { order: TradeOrderItem }) {
  const { t, i18n } = useConsole();
  return (
    <>
      <span className="row-top">
        <TradeBadges order={o} />
        <span className="spacer" />
        <strong className="nowrap">{formatMoney(o.total, i18n.language)}</strong>
      </span>
      <span className="row-title">{o.title}{o.lineCount > 1 ? ` ${t('trade.moreLines', { count: o.lineCount - 1 })}` : ''}</span>
      <span className="muted small">{o.orderNo} · {t(`trade.payModes.${o.payMode}`)}</span>
      <span className="muted small">{t('trade.parties', { buyer: o.buyer.name || o.buyer.userId, seller: o.seller.name || o.seller.userId })} · {formatTime(o.createdAt, i18n.language)}</span>
    </>
  );
}

export default function TradeOrdersPage() {
  const { t } = useConsole();
  const [form, setForm] = useState<Criteria>(EMPTY);
  /** What was searched: the list follows it, not the typing. Every order at first. */
  const [asked, setAsked] = useState<Criteria>(EMPTY);
  const results = usePaged('tradeOrderList', PAGE_SIZE, asked);
  const [selected, setSelected] = useState<string | null>(null);
  const queryRefused = results.error !== '' && refusedField(results.errorData) === 'query';

  return (
    <SearchSplit
      className="trade" results={results} pageSize={PAGE_SIZE} keyOf={(o) => o.orderNo} selected={selected} onSelect={setSelected}
      onSubmit={() => setAsked({ ...form })} refusedAtField={queryRefused}
      texts={{
        list: t('trade.list'), title: t('pages.tradeOrders'), count: t('trade.results', { count: results.total }),
        search: t('trade.search'), empty: t('trade.empty'), select: t('trade.select'),
      }}
      fields={(
        <>
          <SearchField name="query" label={t('trade.query')} value={form.query} maxLength={64} refusal={queryRefused ? results.error : ''}
            onInput={(query) => setForm({ ...form, query })} />
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
        </>
      )}
      row={(o) => <TradeRow order={o} />}
      detail={(orderNo) => <TradeOrderDetailPane key={orderNo} orderNo={orderNo} onBack={() => setSelected(null)} onChanged={() => void results.reload()} />}
    />
  );
}
