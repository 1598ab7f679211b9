// An item's history as a timeline, oldest first (goods orders, parcels): what happened in words,
// who did it (an operator by name), when, where (a parcel's tracking step), and the facts the move
// recorded, each as "name: value" in the console's language. The pages say only what differs: the
// words of their moves, which facts they show and how, and which moves are marked as alarms.
import { formatTime } from './format.js';
import { useConsole } from '../use-console.js';

export interface TimelineEvent {
  kind: string;
  by: string;
  at: string;
  place?: string;
  data?: Record<string, string | number>;
  /** The operator's name when an operator made it. */
  operator?: string;
}

export interface EventTimelineProps<E extends TimelineEvent> {
  events: readonly E[];
  /** Shown when there is none. */
  empty: string;
  /** The move in words. */
  title(e: E): string;
  /** Who made it when not an operator with a name ('buyer', 'sender', 'system'...). */
  by(e: E): string;
  /** Facts shown, in this order, when the event has them. */
  facts: readonly string[];
  /** A fact's name and its value as shown. */
  fact(name: string, value: string | number): { name: string; value: string };
  /** Moves marked like a rejection (money or goods taken away, a sending ended). */
  alarms: ReadonlySet<string>;
}

export function EventTimeline<E extends TimelineEvent>(p: EventTimelineProps<E>) {
  const { t, i18n } = useConsole();
  if (p.events.length === 0) return <p className="muted">{p.empty}</p>;
  return (
    <ol className="timeline">
      {p.events.map((e, i) => {
        const facts = p.facts.filter((k) => e.data?.[k] !== undefined && e.data[k] !== '');
        return (
          <li key={i} className={`event${p.alarms.has(e.kind) ? ' event-reject' : ''}`} data-kind={e.kind}>
            <span className="event-head">
              <strong>{p.title(e)}</strong>
              <span className="muted small">{e.by === 'operator' && e.operator ? e.operator : p.by(e)}</span>
              <span className="muted small nowrap">{formatTime(e.at, i18n.language)}</span>
            </span>
            {e.place && <span className="small event-place">{e.place}</span>}
            {facts.length > 0 && <span className="small">{facts.map((k) => t('app.fact', p.fact(k, e.data![k]!))).join(' · ')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
