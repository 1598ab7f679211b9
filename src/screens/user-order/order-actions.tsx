// What the payer can do with an order (spec §4 "Order actions: pay, view, …, remove, …, delete"),
// shared by the order list and the details: which actions an order offers now, as data, and the
// calls behind them. Remove (cancelOrder) and delete (deleteOrder) ask first in a confirm dialog;
// a refusal (a payment still in progress, a proof being checked) is the server's message, shown by
// the API client as a toast. Pay: online, straight to the provider's page with the order's method
// (orderListPayment); bank transfer or offline, to sending the proof; any other method, to the
// details where another one is chosen.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import { ORDER_STATE } from '../../contract/statuses.js';
import type { Order } from '../../contract/types/payment.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { isOnlineMethod } from '../kit/money/pay-methods.js';
import { returnPageOf, returnPathOf } from '../kit/money/purchase-origin.js';
import { orderDetailsHref, remittanceHref } from './order-links.js';
import { paidByProof } from './order-loader.js';

export type OrderActionKey = 'pay' | 'remove' | 'delete' | 'view';

/** The actions of an order in the list, in the order shown; the details drop 'view' (and pay there in full). */
export function orderActions(order: Pick<Order, 'state' | 'remittance'>): OrderActionKey[] {
  if (order.state !== ORDER_STATE.waitPay) return ['delete', 'view'];
  // A proof waits for an operator: nothing to pay, and the server would refuse the removal.
  if (order.remittance?.status === 'submitted') return ['view'];
  return ['pay', 'remove', 'view'];
}

export interface OrderChanges {
  /** Cancels a waiting order once the payer confirms; the order as it now stands, or null. */
  remove(order: Order): Promise<Order | null>;
  /** Hides a finished order from the payer's lists once they confirm; whether it was. */
  delete(order: Order): Promise<boolean>;
  pay(order: Order, from?: string): Promise<void>;
  /** The number of the order a call runs for ('' when none). */
  busy: string;
}

export function useOrderChanges(): OrderChanges {
  const t = useT();
  const { api, media } = useServices();
  const { dialogs, navigate } = useShell();
  const [busy, setBusy] = useState('');
  const running = async <R,>(orderNo: string, run: () => Promise<R>): Promise<R> => {
    setBusy(orderNo);
    try {
      return await run();
    } finally {
      setBusy('');
    }
  };
  return {
    busy,
    async remove(order) {
      if (!(await dialogs.confirm(t('money.orders.removeConfirm'), { cancel: true }))) return null;
      const reply = await running(order.orderNo, () => api.call(PAYMENT_ENDPOINTS.cancelOrder, { orderNo: order.orderNo }));
      if (reply.code !== 200 || !reply.customData) return null;
      dialogs.toast(t('money.orders.removed'));
      return reply.customData;
    },
    async delete(order) {
      if (!(await dialogs.confirm(t('money.orders.deleteConfirm'), { cancel: true }))) return false;
      const reply = await running(order.orderNo, () => api.call(PAYMENT_ENDPOINTS.deleteOrder, { orderNo: order.orderNo }));
      if (reply.code !== 200) return false;
      dialogs.toast(t('money.orders.deleted'));
      return true;
    },
    async pay(order, from = '') {
      if (paidByProof(order.payType)) return navigate(remittanceHref(order.orderNo, from));
      if (!isOnlineMethod(order.payType)) return navigate(orderDetailsHref(order.orderNo, from));
      const reply = await running(order.orderNo, () => api.call(PAYMENT_ENDPOINTS.orderListPayment, {
        orderNos: [order.orderNo], payType: order.payType, returnUrl: media(returnPathOf(returnPageOf(order.kind), from)),
      }));
      if (reply.code === 200 && reply.customData?.payUrl) window.location.assign(reply.customData.payUrl);
    },
  };
}

const LABELS: Readonly<Record<OrderActionKey, MessageKey>> = {
  pay: 'money.orders.pay',
  remove: 'money.orders.remove',
  delete: 'money.orders.delete',
  view: 'money.orders.view',
};

const CSS =
  '.mkt-morder{background:#fff;border-bottom:1px solid #f0f0f3}' +
  '.mkt-order-list .mkt-list-items>li:empty{display:none}' +
  '.mkt-morder>.mkt-mrow{border-bottom:0;padding-bottom:8px}' +
  '.mkt-morder-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:8px;padding:0 16px 12px}' +
  '.mkt-morder-actions .mkt-btn{min-height:40px;padding:0 16px;font-size:14px}' +
  '.mkt-morder-actions .mkt-btn[data-action=remove],.mkt-morder-actions .mkt-btn[data-action=delete],' +
  '.mkt-mactions .mkt-btn[data-action=remove],.mkt-mactions .mkt-btn[data-action=delete]{color:#b3261e}';

export const useOrderActionsStyle = (): void => useStyle('order-actions', CSS);

/** The buttons of one order of the list; `onChanged`: the order as it now stands, or null once deleted. */
export function OrderActionBar({ order, changes, onChanged }: {
  order: Order;
  changes: OrderChanges;
  onChanged(next: Order | null): void;
}) {
  const t = useT();
  useOrderActionsStyle();
  const busy = changes.busy === order.orderNo;
  const run: Readonly<Record<Exclude<OrderActionKey, 'view'>, () => Promise<void>>> = {
    pay: () => changes.pay(order),
    remove: async () => {
      const next = await changes.remove(order);
      if (next) onChanged(next);
    },
    delete: async () => {
      if (await changes.delete(order)) onChanged(null);
    },
  };
  return (
    <div className="mkt-morder-actions">
      {orderActions(order).map((key) => key === 'view'
        ? <Link key={key} href={orderDetailsHref(order.orderNo)} className="mkt-btn mkt-btn-ghost" data-action={key}>{t(LABELS[key])}</Link>
        : (
          <button key={key} type="button" className={key === 'pay' ? 'mkt-btn' : 'mkt-btn mkt-btn-ghost'} data-action={key}
            disabled={busy} aria-busy={busy || undefined} onClick={() => void run[key]()}>
            {t(LABELS[key])}
          </button>
        ))}
    </div>
  );
}
