// How an order's state reads (spec §4 "Order state: 0 failed, 1 wait pay, 2 paid, 3 add courier";
// payment state 0 waiting, 1 success, 2 failed; §8 "Order is expired", "Payment failed"), as data:
// a label and a tone for the badge. A waiting order whose last attempt was declined, or whose
// proof an operator rejected, can still be paid: it says so instead of "waiting".
import { ORDER_STATE } from '../../../contract/statuses.js';
import type { OrderKind, PaymentFailReason } from '../../../contract/types/payment.js';
import type { MessageKey } from '../../../i18n/keys.js';
import { useT } from '../../../ui/t-context.js';

export type Tone = 'ok' | 'wait' | 'bad' | 'info';

export interface StateView {
  label: MessageKey;
  tone: Tone;
}

export function orderStateView(state: number, failReason: PaymentFailReason): StateView {
  if (state === ORDER_STATE.paid) return { label: 'money.state.paid', tone: 'ok' };
  if (state === ORDER_STATE.addCourier) return { label: 'money.state.addCourier', tone: 'info' };
  if (state === ORDER_STATE.waitPay) {
    if (failReason === 'declined') return { label: 'money.state.declined', tone: 'bad' };
    if (failReason === 'rejected') return { label: 'money.state.rejected', tone: 'bad' };
    return { label: 'money.state.waitPay', tone: 'wait' };
  }
  // A failed order says why (spec §8 "Order is expired"); one the payer removed is no failure of theirs.
  if (failReason === 'cancelled') return { label: 'money.state.cancelled', tone: 'info' };
  return { label: failReason === 'expired' ? 'money.state.expired' : failReason === 'rejected' ? 'money.state.rejected' : 'money.state.failed', tone: 'bad' };
}

export const KIND_NAMES: Readonly<Record<OrderKind, MessageKey>> = {
  commodity: 'money.kind.commodity',
  membership: 'money.kind.membership',
  publish: 'money.kind.publish',
  republish: 'money.kind.republish',
  refresh: 'money.kind.refresh',
  express: 'money.kind.express',
  goods: 'money.kind.goods',
};

/** The badge of an order's state. */
export function OrderStateBadge({ state, failReason }: { state: number; failReason: PaymentFailReason }) {
  const t = useT();
  const view = orderStateView(state, failReason);
  return <span className="mkt-mbadge" data-tone={view.tone} data-state={state}>{t(view.label)}</span>;
}
