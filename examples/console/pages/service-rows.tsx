// One conversation as the desk's lists show it: the state, the user, the last message and since
// when it waits (or who serves it).
import type { ServiceQueueItem } from '../../../src/contract/console-service.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';

export function ServiceRow({ item }: { item: ServiceQueueItem }) {
  const { t, i18n } = useConsole();
  return (
    <>
      <span className="row-top">
        <span className={`badge service-${item.state}`}>{t(`service.states.${item.state}`)}</span>
        {item.position > 0 && <span className="muted small">{t('service.position', { position: item.position })}</span>}
        <span className="spacer" />
        <span className="muted small nowrap">{formatTime(item.queuedAt || item.lastTime, i18n.language)}</span>
      </span>
      <span className="row-title">{item.user.name || item.user.userId}</span>
      <span className="muted small service-preview">{item.lastMessage || '—'}</span>
    </>
  );
}
