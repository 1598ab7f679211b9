// The badges of an order (the order list and its detail): its state, a proof waiting for a
// cashier, money due back, money paid back.
import type { OrderSearchItem } from '../../../src/contract/console-payments.js';
import { useConsole } from '../use-console.js';

export function OrderBadges({ order }: { order: Pick<OrderSearchItem, 'state' | 'refundDue' | 'refundedAmount' | 'remittance'> }) {
  const { t } = useConsole();
  return (
    <>
      <span className={`badge order-${order.state}`}>{t(`money.states.${order.state}`)}</span>
      {order.remittance === 'submitted' && <span className="badge proof">{t('orders.proofWaiting')}</span>}
      {order.refundDue && <span className="badge failed">{t('orders.refundDue')}</span>}
      {order.refundedAmount > 0 && <span className="badge refunded">{t('orders.refunded')}</span>}
    </>
  );
}
