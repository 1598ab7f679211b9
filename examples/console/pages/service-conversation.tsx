// One customer-service conversation at the desk: its state and who serves it, the records oldest
// first (the user's on the left; the robot's, the agents' and the system's on the right, each
// named), the moves the agent may make (service-actions.tsx), and the user beside it
// (service-user-panel.tsx). New records scroll into view.
import { useEffect, useRef } from 'react';
import { MESSAGE_TYPE } from '../../../src/contract/statuses.js';
import type { ServiceQueueReply, ServiceSessionView } from '../../../src/contract/console-service.js';
import type { ChatRecord } from '../../../src/contract/types/chat.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';
import { ServiceActions, type DeskMove } from './service-actions.js';
import { ServiceUserPanel } from './service-user-panel.js';

function Record({ r }: { r: ChatRecord }) {
  const { t, i18n } = useConsole();
  const who = r.sender ?? 'user';
  return (
    <li className={`service-record from-${who}`}>
      <span className="muted small">{r.senderName || t(`service.senders.${who}`)} · {formatTime(r.sendTime, i18n.language)}</span>
      {r.type === MESSAGE_TYPE.image
        ? <a href={r.content} target="_blank" rel="noopener noreferrer"><img className="service-picture" src={r.content} alt={t('service.picture')} /></a>
        : <p className="service-text">{r.content}</p>}
    </li>
  );
}

export function ServiceConversation({ view, agents, busy, act, onBack }: {
  view: ServiceSessionView;
  agents: ServiceQueueReply['agents'];
  busy: boolean;
  act(move: DeskMove): Promise<boolean>;
  onBack(): void;
}) {
  const { t, i18n } = useConsole();
  const { item } = view;
  const end = useRef<HTMLLIElement>(null);
  const last = view.records.at(-1)?.chatMessageId ?? '';
  useEffect(() => end.current?.scrollIntoView({ block: 'nearest' }), [last]);
  return (
    <article className="detail wide service-detail" aria-labelledby="service-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('service.back')}</button>
      <div className="detail-head">
        <span className={`badge service-${item.state}`}>{t(`service.states.${item.state}`)}</span>
        {item.position > 0 && <span className="muted">{t('service.position', { position: item.position })}</span>}
        {item.agentName && <span className="muted">{t('service.servedBy', { name: item.agentName })}</span>}
        {view.rating !== null && <span className="muted">{t('service.rating', { rating: view.rating })}</span>}
        <span className="spacer" />
        {item.queuedAt && <span className="muted small">{t('service.since', { time: formatTime(item.queuedAt, i18n.language) })}</span>}
      </div>
      <h2 id="service-title">{item.user.name || item.user.userId}</h2>
      <div className="service-body">
        <div className="service-thread">
          <ol className="service-records" aria-live="polite">
            {view.records.length === 0 && <li className="muted">{t('service.noRecords')}</li>}
            {view.records.map((r) => <Record key={r.chatMessageId} r={r} />)}
            <li ref={end} aria-hidden="true" />
          </ol>
          <ServiceActions view={view} agents={agents} busy={busy} act={act} />
        </div>
        <ServiceUserPanel view={view} />
      </div>
    </article>
  );
}
