// A goods order's history (trade_order_events) as a timeline (ui/event-timeline.tsx): what happened
// in words (ordered, paid, shipped, disputed, decided…: an operator's 'refunded' or 'released' is
// the dispute's decision, the system's 'refunded' the money going back), who did it (buyer, seller,
// the operator by name, the system), when, and the facts the move recorded (a price change, a
// parcel, a reason, a note).
import type { TradeOrderEventView } from '../../../src/contract/console-trade.js';
import { EventTimeline } from '../ui/event-timeline.js';
import { formatMoney } from '../ui/format.js';
import { useConsole } from '../use-console.js';

const FACTS = ['from', 'to', 'amount', 'mode', 'courier', 'trackingNo', 'reason', 'note'] as const;
/** Moves that take money or goods away from someone. */
const ALARMS = new Set(['dispute', 'refunded', 'close', 'cancel', 'expired']);
const MONEY_FACTS = new Set(['from', 'to', 'amount']);

export function TradeHistory({ events }: { events: TradeOrderEventView[] }) {
  const { t, i18n } = useConsole();
  const value = (k: string, v: string | number): string =>
    MONEY_FACTS.has(k) && typeof v === 'number' ? formatMoney(v, i18n.language) : k === 'mode' ? t(`trade.refundModes.${String(v)}`, { defaultValue: String(v) }) : String(v);
  return (
    <EventTimeline events={events} empty={t('trade.noEvents')} facts={FACTS} alarms={ALARMS}
      title={(e) => t(e.by === 'operator' ? [`trade.events.decided_${e.kind}`, `trade.events.${e.kind}`] : `trade.events.${e.kind}`, { defaultValue: e.kind })}
      by={(e) => t(`trade.by.${e.by}`)}
      fact={(k, v) => ({ name: t(`trade.eventFacts.${k}`), value: value(k, v) })} />
  );
}
