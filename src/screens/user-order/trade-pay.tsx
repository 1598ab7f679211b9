// Paying a goods order to be paid (spec §4 "Order actions: pay"; goods decisions: the online
// groups of a checkout share ONE payment order): the payment order's flow, as the payment order
// details pay it — a method, then orderListPayment on order.paymentOrderNo and the provider's page.
// The provider sends the buyer back to the "real" return page (goods are shipped afterwards), whose
// next step is this order. A bank transfer or offline method continues on the payment order's
// details, where its proof is sent.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import { PAYMENT_METHOD } from '../../contract/statuses.js';
import type { TradeOrder } from '../../contract/types/goods-order.js';
import { useT } from '../../ui/t-context.js';
import { MethodChoice } from '../kit/money/method-choice.js';
import { returnPathOf } from '../kit/money/purchase-origin.js';
import { orderDetailsHref } from './order-links.js';

export function TradePay({ order }: { order: TradeOrder }) {
  const t = useT();
  const { api, media } = useServices();
  const { navigate } = useShell();
  const [payType, setPayType] = useState<number>(PAYMENT_METHOD.mobileMoney);
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      const reply = await api.call(PAYMENT_ENDPOINTS.orderListPayment, {
        orderNos: [order.paymentOrderNo], payType, returnUrl: media(returnPathOf('real', orderDetailsHref(order.orderNo))),
      });
      if (reply.code !== 200 || !reply.customData) return;
      if (reply.customData.payUrl) window.location.assign(reply.customData.payUrl);
      else navigate(orderDetailsHref(order.paymentOrderNo, orderDetailsHref(order.orderNo)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section id="mkt-trade-pay" className="mkt-mcard" aria-labelledby="mkt-trade-pay-title" tabIndex={-1}>
      <h2 id="mkt-trade-pay-title">{t('tradeOrder.details.payTitle')}</h2>
      <MethodChoice value={payType} onChange={setPayType} />
      <div className="mkt-mactions">
        <button type="button" className="mkt-btn mkt-submit" disabled={busy} aria-busy={busy || undefined} data-action="pay-trade" onClick={() => void pay()}>
          {t('tradeOrder.move.pay')}
        </button>
      </div>
    </section>
  );
}
