// A parcel's history (parcel_events) as a timeline, oldest first: the tracking steps with where
// they happened, the money moves (paid, re-quoted from the measures, supplement paid, difference
// refunded or due), who did each (the operator by name, the sender, the system) and when.
import type { ParcelEventView } from '../../../src/contract/console-express.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';
import { formatKg } from './parcel-measures.js';

/** Facts shown, in this order, when the event has them. */
const FACTS = ['fromTotal', 'toTotal', 'weightG', 'amount', 'reason'] as const;
const MONEY_FACTS = new Set<string>(['fromTotal', 'toTotal', 'amount']);
/** Moves that end the sending or leave money owed: marked like a rejection. */
const ALARMS = new Set(['cancelled', 'expired', 'refundDue']);

export function ParcelHistory({ events }: { events: ParcelEventView[] }) {
  const { t, i18n } = useConsole();
  const value = (k: string, v: string | number | undefined): string =>
    typeof v === 'number' && MONEY_FACTS.has(k) ? formatMoney(v, i18n.language) : typeof v === 'number' && k === 'weightG' ? formatKg(v, i18n.language) : String(v);
  if (events.length === 0) return <p className="muted">{t('parcels.noEvents')}</p>;
  return (
    <ol className="timeline">
      {events.map((e, i) => {
        const facts = FACTS.filter((k) => e.data?.[k] !== undefined && e.data[k] !== '');
        return (
          <li key={i} className={`event${ALARMS.has(e.kind) ? ' event-reject' : ''}`} data-kind={e.kind}>
            <span className="event-head">
              <strong>{t(`parcels.events.${e.kind}`, { defaultValue: e.kind })}</strong>
              <span className="muted small">{e.by === 'operator' && e.operator ? e.operator : t(`parcels.by.${e.by}`)}</span>
              <span className="muted small nowrap">{formatTime(e.at, i18n.language)}</span>
            </span>
            {e.place && <span className="small event-place">{e.place}</span>}
            {facts.length > 0 && <span className="small">{facts.map((k) => t('parcels.fact', { name: t(`parcels.eventFacts.${k}`), value: value(k, e.data?.[k]) })).join(' · ')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
