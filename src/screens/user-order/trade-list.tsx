// The goods orders of ibuy (side 'buy') and isale (side 'sale') (spec §2 usercenter/order; §4 trade
// order states): tabs All / To be paid / To be shipped / Shipped / Completed / Closed, newest first,
// 15 per page (spec §9), a card per order with its moves (trade-card.tsx). A move made here, or
// one the other side made (the queue's TRADE_ORDER_EVENT, use-trade-events.ts), replaces that
// card with the order as the server now has it; a card that left the tab's state goes away.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import type { TradeOrder } from '../../contract/types/goods-order.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useLanguage } from '../kit/price.js';
import { orderDetailsHref } from './order-links.js';
import { useOrderActionsStyle } from './order-actions.js';
import { TradeCard } from './trade-card.js';
import { TRADE_TABS } from './trade-view.js';
import { useTradeEvents } from './use-trade-events.js';
import { useTradeMoves } from './use-trade-moves.js';

/** Six tabs, every one in sight (two rows at 360 px), 40 px targets. */
const CSS =
  '.mkt-chips.mkt-trade-tabs{padding:10px 12px}' +
  '.mkt-chips.mkt-trade-tabs button{min-height:40px;white-space:nowrap}' +
  '.mkt-trade-list .mkt-list-items>li:empty{display:none}' +
  '.mkt-trade-list .mkt-list-items>li:last-child .mkt-torder{margin-bottom:12px}';

export function TradeList({ side }: { side: 'buy' | 'sale' }) {
  const t = useT();
  useStyle('trade-list', CSS);
  const { api } = useServices();
  const { navigate } = useShell();
  const lang = useLanguage();
  useOrderActionsStyle();
  const [tab, setTab] = useState<(typeof TRADE_TABS)[number]['key']>('all');
  const state = TRADE_TABS.find((x) => x.key === tab)?.state;
  // Orders changed since their page was read, as the server now has them.
  const [changed, setChanged] = useState<ReadonlyMap<string, TradeOrder>>(new Map());
  const list = useInfiniteList<TradeOrder>({
    resetKey: `${side}:${tab}:${lang}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(GOODS_ORDER_ENDPOINTS.getTradeOrderList, { side, page: { index, size }, ...(state !== undefined ? { state } : {}) });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const shown = (o: TradeOrder): TradeOrder | null => {
    const now = changed.get(o.orderNo) ?? o;
    return state === undefined || now.state === state ? now : null;
  };
  const replace = (next: TradeOrder) => setChanged((m) => new Map(m).set(next.orderNo, next));
  const moves = useTradeMoves(replace, (o) => navigate(orderDetailsHref(o.orderNo)));
  const reread = async (orderNo: string) => {
    const reply = await api.call(GOODS_ORDER_ENDPOINTS.getTradeOrder, { orderNo }, { silent: true });
    if (reply.code === 200 && reply.customData) replace(reply.customData);
  };
  useTradeEvents(
    (orderNo) => {
      // A card on screen is read again; a new order (another tab's checkout) comes with a reload.
      if (list.items.some((o) => o.orderNo === orderNo)) void reread(orderNo);
      else if (list.status === 'finished' || list.items.length < 15) list.reload();
    },
    () => {
      setChanged(new Map());
      list.reload();
    },
  );
  return (
    <>
      <div className="mkt-chips mkt-trade-tabs" role="group" aria-label={t('money.orders.filter')}>
        {TRADE_TABS.map((x) => (
          <button key={x.key} type="button" aria-pressed={x.key === tab} data-filter={x.key}
            onClick={() => {
              setChanged(new Map());
              setTab(x.key);
            }}>{t(x.label)}</button>
        ))}
      </div>
      <InfiniteList list={list} itemKey={(o) => o.orderNo} className="mkt-order-list mkt-trade-list"
        renderItem={(o) => {
          const now = shown(o);
          return now && <TradeCard order={now} moves={moves} />;
        }}
        empty={<p className="mkt-empty">{t(side === 'buy' ? 'tradeOrder.empty' : 'tradeOrder.emptySale')}</p>} />
      {moves.dialog}
    </>
  );
}
