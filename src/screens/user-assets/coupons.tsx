// /usercenter/coupon (spec §2; §4 "Coupon filter: 1 usable, 2 used, 3 expired, 4 all"): the caller's
// coupons of one filter, 15 per page (spec §9): what each is worth, from which price it applies,
// until when, and its state; a usable one held by an order waiting for payment says so.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import { COUPON_FILTER, type CouponFilter } from '../../contract/statuses.js';
import type { Coupon } from '../../contract/types/usercenter.js';
import type { MessageKey } from '../../i18n/keys.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { AccountFrame } from '../kit/account-frame.js';
import { formatTime } from '../kit/format-time.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';

/** The filters in spec §4's order. */
const FILTERS: readonly { type: CouponFilter; label: MessageKey }[] = [
  { type: COUPON_FILTER.usable, label: 'money.coupons.usable' },
  { type: COUPON_FILTER.used, label: 'money.coupons.used' },
  { type: COUPON_FILTER.expired, label: 'money.coupons.expired' },
  { type: COUPON_FILTER.all, label: 'money.coupons.all' },
];

const STATE: Readonly<Record<number, { label: MessageKey; tone: string }>> = {
  [COUPON_FILTER.usable]: { label: 'money.coupons.stateUsable', tone: 'ok' },
  [COUPON_FILTER.used]: { label: 'money.coupons.stateUsed', tone: 'info' },
  [COUPON_FILTER.expired]: { label: 'money.coupons.stateExpired', tone: 'bad' },
};

export function CouponsScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useMoneyStyle();
  const asked = Number(query.get('type'));
  const [type, setType] = useState<CouponFilter>(FILTERS.find((f) => f.type === asked)?.type ?? COUPON_FILTER.usable);
  return (
    <AccountFrame title={t('money.coupons.title')} fallback="/usercenter/userInfo" className="mkt-money mkt-coupons">
      <div className="mkt-chips" role="group" aria-label={t('money.coupons.filter')}>
        {FILTERS.map((f) => (
          <button key={f.type} type="button" aria-pressed={f.type === type} data-filter={f.type} onClick={() => setType(f.type)}>{t(f.label)}</button>
        ))}
      </div>
      <List type={type} />
      <p className="mkt-mlinks"><Link href="/usercenter/exchangecode">{t('money.coupons.haveCode')}</Link></p>
    </AccountFrame>
  );
}

function List({ type }: { type: CouponFilter }) {
  const t = useT();
  const { api } = useServices();
  const lang = useLanguage();
  const list = useInfiniteList<Coupon>({
    resetKey: `${type}:${lang}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(USERCENTER_ENDPOINTS.getCouponList, { type, page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  return <InfiniteList list={list} itemKey={(c) => c.couponId} renderItem={(c) => <CouponRow c={c} />} empty={<p className="mkt-empty">{t('money.coupons.empty')}</p>} />;
}

function CouponRow({ c }: { c: Coupon }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  const state = STATE[c.state] ?? STATE[COUPON_FILTER.usable]!;
  return (
    <div className="mkt-mrow" data-coupon={c.couponId} data-state={c.state}>
      <span className="mkt-mrow-body">
        <span className="mkt-mrow-title">{c.name}</span>
        <span className="mkt-muted">{c.minAmount > 0 ? t('money.coupons.from', { amount: money(c.minAmount) }) : t('money.coupons.anyAmount')}</span>
        <span className="mkt-muted">
          {c.state === COUPON_FILTER.used ? t('money.coupons.usedOn', { date: formatTime(c.usedTime, lang, false) }) : t('money.coupons.until', { date: formatTime(c.expiryTime, lang, false) })}
        </span>
        {c.state === COUPON_FILTER.usable && c.orderNo && <span className="mkt-muted" data-held={c.orderNo}>{t('money.coupons.held', { orderNo: c.orderNo })}</span>}
      </span>
      <span className="mkt-mrow-side">
        <span className="mkt-money-amount">{money(c.amount)}</span>
        <span className="mkt-mbadge" data-tone={state.tone}>{t(state.label)}</span>
      </span>
    </div>
  );
}
