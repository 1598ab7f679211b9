// A goods order's history (trade_order_events) as a timeline, oldest first: what happened in words
// (ordered, paid, shipped, disputed, decided…: an operator's 'refunded' or 'released' is the
// dispute's decision, the system's 'refunded' the money going back), who did it (buyer, seller,
// the operator by name, the system), when, and the facts the move recorded (a price change, a parcel, a reason, a note).
import type { TradeOrderEventView } from '../../../src/contract/console-trade.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';

/** Facts shown, in this order, when the event has them (the operator's id is shown as their name). */
const FACTS = ['from', 'to', 'amount', 'mode', 'courier', 'trackingNo', 'reason', 'note'] as const;
/** Moves that take money or goods away from someone: marked like a rejection. */
const ALARMS = new Set(['dispute', 'refunded', 'close', 'cancel', 'expired']);
const MONEY_FACTS = new Set(['from', 'to', 'amount']);

export function TradeHistory({ events }: { events: TradeOrderEventView[] }) {
  const { t, i18n } = useConsole();
  const value = (k: string, v: string | number | undefined): string =>
    MONEY_FACTS.has(k) && typeof v === 'number' ? formatMoney(v, i18n.language) : k === 'mode' ? t(`trade.refundModes.${String(v)}`, { defaultValue: String(v) }) : String(v);
  if (events.length === 0) return <p className="muted">{t('trade.noEvents')}</p>;
  return (
    <ol className="timeline">
      {events.map((e, i) => {
        const facts = FACTS.filter((k) => e.data?.[k] !== undefined && e.data[k] !== '');
        return (
          <li key={i} className={`event${ALARMS.has(e.kind) ? ' event-reject' : ''}`} data-kind={e.kind}>
            <span className="event-head">
              <strong>{t(e.by === 'operator' ? [`trade.events.decided_${e.kind}`, `trade.events.${e.kind}`] : `trade.events.${e.kind}`, { defaultValue: e.kind })}</strong>
              <span className="muted small">{e.by === 'operator' && e.operator ? e.operator : t(`trade.by.${e.by}`)}</span>
              <span className="muted small nowrap">{formatTime(e.at, i18n.language)}</span>
            </span>
            {facts.length > 0 && <span className="small">{facts.map((k) => `${t(`trade.eventFacts.${k}`)}: ${value(k, e.data?.[k])}`).join(' · ')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
