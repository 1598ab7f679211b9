// The badges of a goods order (the goods order list and its detail): its trade state and its
// dispute — open (an operator's work) or how it was decided.
import type { TradeOrderItem } from '../../../src/contract/console-trade.js';
import { useConsole } from '../use-console.js';

export function TradeBadges({ order }: { order: Pick<TradeOrderItem, 'state' | 'dispute'> }) {
  const { t } = useConsole();
  return (
    <>
      <span className={`badge trade-${order.state}`}>{t(`trade.states.${order.state}`)}</span>
      {order.dispute && <span className={`badge dispute-${order.dispute}`}>{t(`trade.disputes.${order.dispute}`)}</span>}
    </>
  );
}
