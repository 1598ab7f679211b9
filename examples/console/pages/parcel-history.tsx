// A parcel's history (parcel_events) as a timeline (ui/event-timeline.tsx): the tracking steps with
// where they happened, the money moves (paid, re-quoted from the measures, supplement paid,
// difference refunded or due), who did each (the operator by name, the sender, the system) and when.
import type { ParcelEventView } from '../../../src/contract/console-express.js';
import { EventTimeline } from '../ui/event-timeline.js';
import { formatMoney } from '../ui/format.js';
import { useConsole } from '../use-console.js';
import { formatKg } from './parcel-measures.js';

const FACTS = ['fromTotal', 'toTotal', 'weightG', 'amount', 'reason'] as const;
const MONEY_FACTS = new Set<string>(['fromTotal', 'toTotal', 'amount']);
/** Moves that end the sending or leave money owed. */
const ALARMS = new Set(['cancelled', 'expired', 'refundDue']);

export function ParcelHistory({ events }: { events: ParcelEventView[] }) {
  const { t, i18n } = useConsole();
  const value = (k: string, v: string | number): string =>
    typeof v === 'number' && MONEY_FACTS.has(k) ? formatMoney(v, i18n.language) : typeof v === 'number' && k === 'weightG' ? formatKg(v, i18n.language) : String(v);
  return (
    <EventTimeline events={events} empty={t('parcels.noEvents')} facts={FACTS} alarms={ALARMS}
      title={(e) => t(`parcels.events.${e.kind}`, { defaultValue: e.kind })} by={(e) => t(`parcels.by.${e.by}`)}
      fact={(k, v) => ({ name: t(`parcels.eventFacts.${k}`), value: value(k, v) })} />
  );
}
