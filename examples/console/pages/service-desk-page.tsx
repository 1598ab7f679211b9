// The customer-service desk (spec §6 "Customer service: human and robot"; console-service.ts):
// on the left the agent's own conversations and the users waiting for a person, oldest first; on
// the right the chosen conversation with the user beside it. It refreshes every few seconds while
// the tab is visible (use-service-desk.ts). A move answers with a notice; one refused because the
// conversation changed meanwhile (another agent took it) refreshes the lists.
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import { CONSOLE_SERVICE_ERRORS, type ServiceQueueItem } from '../../../src/contract/console-service.js';
import { consoleCall, messageValues } from '../console-api.js';
import type { Notice } from '../ui/work-queue.js';
import { refusalText, useConsole } from '../use-console.js';
import type { DeskMove } from './service-actions.js';
import { ServiceConversation } from './service-conversation.js';
import { ServiceRow } from './service-rows.js';
import { useServiceDesk } from './use-service-desk.js';

const DONE_KEYS: Record<DeskMove['call'], string> = {
  serviceTake: 'service.taken', serviceSend: 'service.sent', serviceTransfer: 'service.transferred', serviceEnd: 'service.ended',
};

function Rows({ items, selectedId, select }: { items: ServiceQueueItem[]; selectedId: string | null; select(id: string): void }) {
  return (
    <ul className="rows">
      {items.map((item) => {
        const chosen = item.chatSessionId === selectedId;
        return (
          <li key={item.chatSessionId}>
            <button type="button" className={`row${chosen ? ' selected' : ''}`} aria-current={chosen} onClick={() => select(item.chatSessionId)}>
              <ServiceRow item={item} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export default function ServiceDeskPage() {
  const { t } = useConsole();
  const desk = useServiceDesk();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const waiting = desk.queue?.waiting ?? [];
  const mine = desk.queue?.mine ?? [];

  const act = async (move: DeskMove): Promise<boolean> => {
    const id = desk.selectedId;
    if (!id) return false;
    setBusy(true);
    const { call, ...fields } = move;
    const r = await consoleCall(call, { chatSessionId: id, ...fields });
    setBusy(false);
    setNotice(r.ok ? { kind: 'ok', text: t(DONE_KEYS[call]) } : { kind: 'error', text: refusalText(t, r.message, messageValues(r.customData)) });
    if (!r.ok && r.code === CODE.VALIDATION && r.message !== CONSOLE_SERVICE_ERRORS.serviceState) return false;
    await desk.refresh();
    return r.ok;
  };

  return (
    <div className={`review service-desk${desk.selectedId ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={t('service.list')}>
        <div className="queue-head">
          <h1>{t('pages.service')}</h1>
          <span className="muted">{t('service.waiting', { count: waiting.length })}</span>
          <span className="spacer" />
          <button type="button" className="btn" onClick={() => void desk.refresh()}>{t('app.refresh')}</button>
        </div>
        {notice && <p className={`notice ${notice.kind}`} role="status">{notice.text}</p>}
        {desk.error && <p className="error" role="alert">{refusalText(t, desk.error)}</p>}
        <h2 className="service-list-title">{t('service.mine')}</h2>
        {!desk.loading && mine.length === 0 && <p className="muted pad small">{t('service.mineEmpty')}</p>}
        <Rows items={mine} selectedId={desk.selectedId} select={desk.select} />
        <h2 className="service-list-title">{t('service.waitingTitle')}</h2>
        {!desk.loading && waiting.length === 0 && <p className="muted pad small">{t('service.empty')}</p>}
        <Rows items={waiting} selectedId={desk.selectedId} select={desk.select} />
      </section>
      <section className="pane">
        {desk.session
          ? <ServiceConversation view={desk.session} agents={desk.queue?.agents ?? []} busy={busy} act={act} onBack={() => desk.select(null)} />
          : <p className="muted pad">{t('service.select')}</p>}
      </section>
    </div>
  );
}
