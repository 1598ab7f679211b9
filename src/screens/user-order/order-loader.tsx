// One order read for the order screens (details, remittance): loading, an order that is not the
// caller's or not a number ("missing", with the way to the order list), a failure to retry, then
// the order. Also what makes an order one paid by a proof (spec §4 methods 4 bank, 8 offline).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CODE } from '../../contract/codes.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import { PAYMENT_METHOD } from '../../contract/statuses.js';
import type { Order } from '../../contract/types/payment.js';
import { useT } from '../../ui/t-context.js';
import { LoadError } from '../kit/account-frame.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { ORDERS_PATH } from './order-links.js';

/** Refusals shown in the page as "missing" rather than as a failure. */
const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

export const paidByProof = (payType: number): boolean => payType === PAYMENT_METHOD.bank || payType === PAYMENT_METHOD.offline;

export function Missing() {
  const t = useT();
  return (
    <div className="mkt-result" data-outcome="missing" role="alert">
      <h1>{t('money.result.missingTitle')}</h1>
      <Link href={ORDERS_PATH} className="mkt-btn">{t('money.orders.title')}</Link>
    </div>
  );
}

export function OrderLoader({ orderNo, children }: { orderNo: string; children: (order: Order, reload: () => void) => ReactNode }) {
  const t = useT();
  const lang = useLanguage();
  const call = useCall(PAYMENT_ENDPOINTS.getOrderDetail, { orderNo }, `${orderNo}:${lang}`, INLINE);
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return INLINE.includes(call.state.code) ? <Missing /> : <LoadError retry={call.retry} />;
  return <>{children(call.state.data, call.retry)}</>;
}
