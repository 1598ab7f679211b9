// /usercenter/order/ibuy (spec §2 usercenter/order; §4 order states and actions): what the caller
// bought, newest first, 15 per page (spec §9), filtered by state (all, waiting for payment, paid,
// failed); each row leads to the order's details and carries its actions (order-actions.tsx: pay
// and remove a waiting order, delete a finished one, view). Purchases are of two kinds, switched
// at the top: goods bought from other users (trade orders, trade-list.tsx; first, since they are
// what a buyer follows day by day) and the services the marketplace sells (payment orders, below).
// /usercenter/order/isale is the seller's side: the goods orders of the caller's goods.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import { ORDER_STATE } from '../../contract/statuses.js';
import type { Order } from '../../contract/types/payment.js';
import type { MessageKey } from '../../i18n/keys.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { AccountFrame } from '../kit/account-frame.js';
import { Tabs } from '../kit/form/index.js';
import { formatTime } from '../kit/format-time.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { KIND_NAMES, OrderStateBadge } from '../kit/money/order-states.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { OrderActionBar, useOrderChanges, useOrderActionsStyle, type OrderChanges } from './order-actions.js';
import { orderDetailsHref, ORDERS_PATH, SERVICE_ORDERS_PATH } from './order-links.js';
import { TradeList } from './trade-list.js';

/** The state filters, as data: absent state = every order. */
const FILTERS: readonly { key: string; label: MessageKey; state?: number }[] = [
  { key: 'all', label: 'money.orders.all' },
  { key: 'wait', label: 'money.orders.waiting', state: ORDER_STATE.waitPay },
  { key: 'paid', label: 'money.orders.paid', state: ORDER_STATE.paid },
  { key: 'failed', label: 'money.orders.failed', state: ORDER_STATE.failed },
];

export function OrderListScreen({ side, query }: { side: 'buy' | 'sale'; query: URLSearchParams }) {
  const t = useT();
  const { navigate } = useShell();
  useMoneyStyle();
  return (
    <AccountFrame title={t('money.orders.title')} fallback="/usercenter/userInfo" className="mkt-money mkt-orders">
      {/* The two sides are two routes (ibuy, isale): the tabs navigate between them. */}
      <Tabs tabs={[{ key: 'buy', label: t('money.orders.bought') }, { key: 'sale', label: t('money.orders.sold') }]} current={side}
        onChange={(k) => navigate(k === 'buy' ? '/usercenter/order/ibuy' : '/usercenter/order/isale', { replace: true })} label={t('money.orders.sides')} />
      {side === 'buy' ? <Purchases kind={query.get('kind') === 'services' ? 'services' : 'goods'} /> : <TradeList key="sale" side="sale" />}
    </AccountFrame>
  );
}

const KIND_SWITCH_CSS =
  '.mkt-kind-switch{display:flex;gap:4px;margin:12px 12px 0;padding:4px;border-radius:10px;background:#e9e9ee}' +
  '.mkt-kind-switch button{flex:1;min-height:40px;border:0;border-radius:8px;background:none;color:var(--mkt-fg);font-size:15px;cursor:pointer}' +
  '.mkt-kind-switch button[aria-pressed=true]{background:#fff;font-weight:600;box-shadow:0 1px 2px rgba(0,0,0,.1)}';

/**
 * Goods first, then the services (the payment orders of what the marketplace sells). The kind is in
 * the address (?kind=services), so coming back from an order's details shows the same list.
 */
function Purchases({ kind }: { kind: 'goods' | 'services' }) {
  const t = useT();
  const { navigate } = useShell();
  useStyle('order-kind-switch', KIND_SWITCH_CSS);
  const setKind = (k: 'goods' | 'services') => navigate(k === 'services' ? SERVICE_ORDERS_PATH : ORDERS_PATH, { replace: true });
  return (
    <>
      <div className="mkt-kind-switch" role="group" aria-label={t('tradeOrder.kinds')}>
        {(['goods', 'services'] as const).map((k) => (
          <button key={k} type="button" aria-pressed={k === kind} data-kind={k} onClick={() => setKind(k)}>{t(`tradeOrder.${k}`)}</button>
        ))}
      </div>
      {kind === 'goods' ? <TradeList key="buy" side="buy" /> : <Bought />}
    </>
  );
}

function Bought() {
  const t = useT();
  const { api } = useServices();
  const lang = useLanguage();
  const [filter, setFilter] = useState(FILTERS[0]!.key);
  const state = FILTERS.find((f) => f.key === filter)?.state;
  const changes = useOrderChanges();
  useOrderActionsStyle();
  // Orders removed or deleted here, as the server now has them (null: deleted). Patched in place
  // once every page is loaded; otherwise the list loads again, since a row leaving the filter
  // would shift the server's pages under the next one.
  const [changed, setChanged] = useState<ReadonlyMap<string, Order | null>>(new Map());
  const list = useInfiniteList<Order>({
    resetKey: `${filter}:${lang}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(PAYMENT_ENDPOINTS.getOrderList, { side: 'buy', page: { index, size }, ...(state !== undefined ? { state } : {}) });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const shown = (o: Order, map = changed): Order | null => {
    const now = map.has(o.orderNo) ? map.get(o.orderNo)! : o;
    return now && (state === undefined || now.state === state) ? now : null;
  };
  const onChanged = (orderNo: string, next: Order | null) => {
    const map = new Map(changed).set(orderNo, next);
    if (list.status === 'finished' && list.items.some((o) => shown(o, map))) setChanged(map);
    else {
      setChanged(new Map());
      list.reload();
    }
  };
  return (
    <>
      <div className="mkt-chips" role="group" aria-label={t('money.orders.filter')}>
        {FILTERS.map((f) => (
          <button key={f.key} type="button" aria-pressed={f.key === filter} data-filter={f.key}
            onClick={() => { setChanged(new Map()); setFilter(f.key); }}>{t(f.label)}</button>
        ))}
      </div>
      <InfiniteList list={list} itemKey={(o) => o.orderNo} className="mkt-order-list"
        renderItem={(o) => {
          const now = shown(o);
          return now && <OrderRow order={now} changes={changes} onChanged={(next) => onChanged(o.orderNo, next)} />;
        }}
        empty={<p className="mkt-empty">{t('money.orders.empty')}</p>} />
    </>
  );
}

function OrderRow({ order, changes, onChanged }: { order: Order; changes: OrderChanges; onChanged(next: Order | null): void }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  return (
    <article className="mkt-morder" data-order={order.orderNo} data-state={order.state}>
      <Link href={orderDetailsHref(order.orderNo)} className="mkt-mrow" data-order-no={order.orderNo}>
        <span className="mkt-mrow-body">
          <span className="mkt-mrow-title">{order.title}</span>
          <span className="mkt-muted">{t(KIND_NAMES[order.kind])} · {formatTime(order.createTime, lang)}</span>
          <span className="mkt-muted">{order.orderNo}</span>
        </span>
        <span className="mkt-mrow-side">
          <span className="mkt-money-amount">{money(order.amount)}</span>
          <OrderStateBadge state={order.state} failReason={order.failReason} />
        </span>
      </Link>
      <OrderActionBar order={order} changes={changes} onChanged={onChanged} />
    </article>
  );
}
