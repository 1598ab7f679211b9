// The user beside the conversation (spec §6: "answer with the user's listing card and history
// beside it"): who they are (named as console-user.ts names users), the listings they talked about
// in their user-to-user conversations (the chat cards) and their own recent listings.
import type { ServiceSessionView } from '../../../src/contract/console-service.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';

export function ServiceUserPanel({ view }: { view: ServiceSessionView }) {
  const { t, i18n } = useConsole();
  const { user } = view.item;
  return (
    <aside className="service-user" aria-label={t('service.user')}>
      <div className="service-user-head">
        {user.avatarPath ? <img className="service-avatar" src={user.avatarPath} alt="" /> : <span className="service-avatar" aria-hidden="true" />}
        <div>
          <strong>{user.name || user.userId}</strong>
          <div className="muted small">{user.userId}</div>
        </div>
      </div>
      <dl className="facts">
        <dt>{t('service.phone')}</dt><dd>{user.phone || '—'}</dd>
        <dt>{t('service.accountType')}</dt><dd>{t(`service.accountTypes.${user.accountType}`, { defaultValue: String(user.accountType) })}</dd>
      </dl>
      <h3>{t('service.cards')}</h3>
      {view.cards.length === 0 ? <p className="muted small">{t('service.none')}</p> : (
        <ul className="service-cards">
          {view.cards.map((c) => (
            <li key={c.serviceId} className="service-card">
              {c.imgPath && <img src={c.imgPath} alt="" />}
              <span><strong>{c.title}</strong><span className="muted small">{c.serviceId}</span></span>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('service.listings')}</h3>
      {view.listings.length === 0 ? <p className="muted small">{t('service.none')}</p> : (
        <ul className="service-listings">
          {view.listings.map((l) => (
            <li key={l.serviceId}>
              <span className={`badge status-${l.status}`}>{t(`statuses.${l.status}`, { defaultValue: String(l.status) })}</span>
              <span className="service-listing-title">{l.title || l.serviceId}</span>
              <span className="muted small">{l.serviceId} · {formatTime(l.updatedAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
