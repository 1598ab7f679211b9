// Orders and payments (issue "Payments": "Orders and payments (search, detail with the provider's
// events)"): a search form (order number, payer id, payer phone — all optional — and a filter:
// waiting, proof waiting, paid, failed, refund due, refunded) over every order, newest first;
// choosing one shows it whole on the right (order-detail.tsx), or alone on a phone. /orders?orderNo=
// opens that order (ui/search-split.tsx).
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ORDER_FILTERS, type OrderFilter, type OrderSearchItem } from '../../../src/contract/console-payments.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { refusedField, textIn } from '../ui/money.js';
import { SearchField, SearchSplit } from '../ui/search-split.js';
import { useConsole } from '../use-console.js';
import { OrderBadges } from './order-badges.js';
import { OrderDetailPane } from './order-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
const FIELDS = ['orderNo', 'userId', 'phone'] as const;
type Criteria = Record<(typeof FIELDS)[number], string> & { filter: OrderFilter };
const EMPTY: Criteria = { orderNo: '', userId: '', phone: '', filter: '' };
const INPUT_MODE = { orderNo: 'text', userId: 'text', phone: 'tel' } as const;

function OrderRow({ order: o }: { order: OrderSearchItem }) {
  const { t, i18n } = useConsole();
  return (
    <>
      <span className="row-top">
        <OrderBadges order={o} />
        <span className="spacer" />
        <strong className="nowrap">{formatMoney(o.amount, i18n.language)}</strong>
      </span>
      <span className="row-title">{textIn(o.titles, i18n.language)}</span>
      <span className="muted small">{o.orderNo} · {t(`money.payTypes.${o.payType}`, { defaultValue: String(o.payType) })}</span>
      <span className="muted small">{[o.user.name, o.user.userId, o.user.phone].filter(Boolean).join(' · ')} · {formatTime(o.createdAt, i18n.language)}</span>
    </>
  );
}

export default function OrdersPage() {
  const { t } = useConsole();
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

  return (
    <SearchSplit
      results={results} pageSize={PAGE_SIZE} keyOf={(o) => o.orderNo} selected={selected} onSelect={setSelected}
      onSubmit={() => setAsked({ ...form })} refusedAtField={refusedAt !== ''}
      texts={{
        list: t('orders.list'), title: t('pages.orders'), count: t('orders.results', { count: results.total }),
        search: t('orders.search'), empty: t('orders.empty'), select: t('orders.select'),
      }}
      fields={(
        <>
          {FIELDS.map((f) => (
            <SearchField key={f} name={f} label={t(`orders.${f}`)} value={form[f]} inputMode={INPUT_MODE[f]}
              maxLength={f === 'userId' ? 64 : f === 'orderNo' ? 48 : 24} refusal={refusedAt === f ? results.error : ''}
              onInput={(value) => setForm({ ...form, [f]: value })} />
          ))}
          <label className="field">
            <span>{t('orders.filter')}</span>
            <select name="filter" value={form.filter} onChange={(e) => setForm({ ...form, filter: e.currentTarget.value as OrderFilter })}>
              {ORDER_FILTERS.map((f) => <option key={f || 'all'} value={f}>{t(`orders.filters.${f || 'all'}`)}</option>)}
            </select>
          </label>
        </>
      )}
      row={(o) => <OrderRow order={o} />}
      detail={(orderNo) => <OrderDetailPane key={orderNo} orderNo={orderNo} onBack={() => setSelected(null)} onChanged={() => void results.reload()} />}
    />
  );
}
