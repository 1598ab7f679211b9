// One listing's history as a timeline, oldest first (listing_events: every move and who made
// it): the event, the status before → after by their spec §4 names, the publisher, operator or
// system that made it, and the reason of a rejection.
import { useEffect, useState } from 'react';
import type { ListingHistoryEvent, ListingSearchItem } from '../../../src/contract/console-api.js';
import { consoleCall } from '../console-api.js';
import { formatTime } from '../ui/format.js';
import { refusalText, useConsole } from '../use-console.js';

export function ListingHistory({ item, onBack }: { item: ListingSearchItem; onBack(): void }) {
  const { t, i18n } = useConsole();
  const [events, setEvents] = useState<ListingHistoryEvent[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    void consoleCall('listingHistory', { serviceId: item.serviceId }).then((r) => {
      if (!current) return;
      if (r.ok) setEvents(r.data.events);
      else setError(r.message);
    });
    return () => {
      current = false;
    };
  }, [item.serviceId]);

  const status = (s: number | null) => (s === null ? '—' : t(`statuses.${s}`));
  const actor = (a: ListingHistoryEvent['actor']) => t(`history.actor_${a.kind}`, { name: a.name || a.id });

  return (
    <article className="detail" aria-labelledby="history-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('review.back')}</button>
      <div className="detail-head">
        <span className={`badge status-${item.status}`}>{t(`statuses.${item.status}`)}</span>
        {item.deleted && <span className="badge failed">{t('search.deleted')}</span>}
        <span className="muted">{t(`modules.${item.module}`, { defaultValue: item.module })} · {t('review.number', { id: item.serviceId })}</span>
      </div>
      <h2 id="history-title" lang={item.language}>{item.title}</h2>
      <h3>{t('history.title')}</h3>
      {error && <p className="error" role="alert">{refusalText(t, error)}</p>}
      {events === null && !error && <p className="muted">{t('app.loading')}</p>}
      {events?.length === 0 && <p className="muted">{t('history.empty')}</p>}
      {events && events.length > 0 && (
        <ol className="timeline">
          {events.map((e, i) => (
            <li key={i} className={`event event-${e.event}`}>
              <span className="event-head">
                <strong>{t(`history.events.${e.event}`, { defaultValue: e.event })}</strong>
                <span className="muted small nowrap">{formatTime(e.at, i18n.language)}</span>
              </span>
              <span>{e.from === e.to ? status(e.to) : `${status(e.from)} → ${status(e.to)}`}</span>
              <span className="muted small">{t('history.by', { actor: actor(e.actor) })}</span>
              {e.reason && <span className="event-reason">{t('history.reason', { reason: e.reason })}</span>}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
