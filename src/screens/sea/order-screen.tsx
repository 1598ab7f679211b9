// /sea/order "My parcels" (spec §2 /sea order; the bridge's jump pageType airExpress lands here):
// tabs All / To pay / To drop off / In transit / Delivered / Closed (statuses.PARCEL_TABS), newest
// first, 15 per page (spec §9, the list's default PAGE_SIZE), a card per parcel (parcel-card.tsx), and the way to send one. A
// parcel that moves while the list is open (the queue's PARCEL_EVENT, use-parcel-events.ts) is read
// again in place; one that left the tab's states goes away. Pattern: user-order/trade-list.tsx.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import type { Parcel } from '../../contract/types/air-express.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { AccountFrame } from '../kit/account-frame.js';
import { useLanguage } from '../kit/price.js';
import { ParcelCard } from './parcel-card.js';
import { useParcelStyle } from './parcel-styles.js';
import { SEA } from './sea-paths.js';
import { inParcelTab, PARCEL_TAB_KEYS, parcelTabLabel, type ParcelTabKey } from './parcel-view.js';
import { useParcelEvents } from './use-parcel-events.js';

export function ParcelListScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useParcelStyle();
  const asked = query.get('tab') as ParcelTabKey | null;
  const first = asked && PARCEL_TAB_KEYS.includes(asked) ? asked : 'all';
  return (
    <AccountFrame title={t('sea.order.title')} fallback="/usercenter/userInfo" className="mkt-money mkt-parcels" loginText={t('sea.order.login')}>
      <ParcelList first={first} />
    </AccountFrame>
  );
}

function ParcelList({ first }: { first: ParcelTabKey }) {
  const t = useT();
  const { api } = useServices();
  const lang = useLanguage();
  const [tab, setTab] = useState<ParcelTabKey>(first);
  // Parcels changed since their page was read, as the server now has them.
  const [changed, setChanged] = useState<ReadonlyMap<string, Parcel>>(new Map());
  const list = useInfiniteList<Parcel>({
    resetKey: `${tab}:${lang}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(AIR_EXPRESS_ENDPOINTS.getParcelList, { page: { index, size }, ...(tab === 'all' ? {} : { tab }) });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const shown = (p: Parcel): Parcel | null => {
    const now = changed.get(p.parcelNo) ?? p;
    return inParcelTab(tab, now.state) ? now : null;
  };
  const reread = async (parcelNo: string) => {
    const reply = await api.call(AIR_EXPRESS_ENDPOINTS.getParcel, { parcelNo }, { silent: true });
    const next = reply.code === 200 ? reply.customData : null;
    if (next) setChanged((m) => new Map(m).set(next.parcelNo, next));
  };
  useParcelEvents(
    (parcelNo) => {
      // A card on screen is read again; a parcel new to this tab comes with a reload.
      if (list.items.some((p) => p.parcelNo === parcelNo)) void reread(parcelNo);
      else {
        setChanged(new Map());
        list.reload();
      }
    },
    () => {
      setChanged(new Map());
      list.reload();
    },
  );
  const send = <Link href={SEA.form} className="mkt-btn" data-action="send-parcel">{t('sea.order.send')}</Link>;
  return (
    <>
      <div className="mkt-chips mkt-parcel-tabs" role="group" aria-label={t('sea.order.filter')}>
        {PARCEL_TAB_KEYS.map((key) => (
          <button key={key} type="button" aria-pressed={key === tab} data-tab={key}
            onClick={() => {
              setChanged(new Map());
              setTab(key);
            }}>{t(parcelTabLabel(key))}</button>
        ))}
      </div>
      {list.items.length > 0 && <div className="mkt-parcel-send">{send}</div>}
      <InfiniteList list={list} itemKey={(p) => p.parcelNo} className="mkt-parcel-list"
        renderItem={(p) => {
          const now = shown(p);
          return now && <ParcelCard parcel={now} />;
        }}
        empty={(
          <div className="mkt-parcel-empty" data-empty={tab}>
            <p className="mkt-empty">{t(tab === 'all' ? 'sea.order.empty' : 'sea.order.emptyTab')}</p>
            {send}
          </div>
        )} />
    </>
  );
}
