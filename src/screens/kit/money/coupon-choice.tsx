// The coupon of a purchase (spec §4 "Coupon filter: 1 usable"): the caller's usable coupons whose
// minimum the price meets and that no waiting order holds, in a native select (accessible, and the
// phone's own picker). The discount shown is what the coupon is worth on this price; the server
// computes the amount itself when the order is made, and the pay screen then shows the server's.
import { useId } from 'react';
import { USERCENTER_ENDPOINTS } from '../../../contract/endpoints/usercenter.js';
import { COUPON_FILTER } from '../../../contract/statuses.js';
import type { Coupon } from '../../../contract/types/usercenter.js';
import { useT } from '../../../ui/t-context.js';
import { useCall } from '../use-call.js';
import { useMoney } from './use-money.js';

/** Coupons read in one page: a user holds a handful. */
const COUPON_PAGE = { index: 1, size: 50 };

/** Coupons usable on `listAmount`: free (no waiting order holds them) and whose minimum is met. */
export const couponsFor = (coupons: readonly Coupon[], listAmount: number): Coupon[] =>
  coupons.filter((c) => c.state === COUPON_FILTER.usable && c.orderNo === '' && c.minAmount <= listAmount);

/** What a coupon takes off `listAmount` (never more than the price). */
export const discountOf = (coupon: Coupon | undefined, listAmount: number): number => (coupon ? Math.min(coupon.amount, listAmount) : 0);

export interface CouponChoiceProps {
  listAmount: number;
  value: string;
  onChange(couponId: string, coupon: Coupon | undefined): void;
}

export function CouponChoice({ listAmount, value, onChange }: CouponChoiceProps) {
  const t = useT();
  const id = useId();
  const { money } = useMoney();
  const call = useCall(USERCENTER_ENDPOINTS.getCouponList, { type: COUPON_FILTER.usable, page: COUPON_PAGE }, 'usable');
  if (call.state.status !== 'ok') return null;
  const usable = couponsFor(call.state.data.resultList, listAmount);
  return (
    <div className="mkt-field">
      <label htmlFor={id}>{t('money.pay.coupon')}</label>
      {usable.length === 0 ? (
        <p className="mkt-muted" data-coupons="0">{t('money.pay.noCoupon')}</p>
      ) : (
        <select id={id} className="mkt-select" value={value} data-coupons={usable.length}
          onChange={(e) => {
            const picked = usable.find((c) => c.couponId === e.currentTarget.value);
            onChange(picked?.couponId ?? '', picked);
          }}>
          <option value="">{t('money.pay.withoutCoupon', { count: usable.length })}</option>
          {usable.map((c) => (
            <option key={c.couponId} value={c.couponId}>{`${c.name} (\u2212${money(discountOf(c, listAmount))})`}</option>
          ))}
        </select>
      )}
    </div>
  );
}
