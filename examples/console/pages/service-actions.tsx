// What an agent may do with the chosen conversation, by its state and who serves it
// (console/calls/service-move-calls.ts decides again): take a waiting one; answer, transfer (to an
// agent, or back to the queue) and end one they serve; an admin may transfer or end anyone's.
// Ending asks once more: the user is told at once and cannot write into it again.
import { useEffect, useState } from 'react';
import { LIMITS } from '../../../src/contract/constants.js';
import type { ServiceQueueReply, ServiceSessionView } from '../../../src/contract/console-service.js';
import { useConsole } from '../use-console.js';

export type DeskMove =
  | { call: 'serviceTake' }
  | { call: 'serviceSend'; text: string }
  | { call: 'serviceTransfer'; toOperatorId: string }
  | { call: 'serviceEnd' };

export function ServiceActions({ view, agents, busy, act }: {
  view: ServiceSessionView;
  agents: ServiceQueueReply['agents'];
  busy: boolean;
  /** Resolves true when the move was accepted. */
  act(move: DeskMove): Promise<boolean>;
}) {
  const { t, operator } = useConsole();
  const [text, setText] = useState('');
  const [target, setTarget] = useState('');
  const [ending, setEnding] = useState(false);
  const id = view.item.chatSessionId;
  useEffect(() => {
    setText('');
    setTarget('');
    setEnding(false);
  }, [id]);

  const { state } = view.item;
  const mine = state === 'serving' && view.agentId === operator?.id;
  const admin = operator?.role === 'admin';
  const canMove = mine || (state === 'serving' && admin);
  const canEnd = canMove || state === 'waiting';

  // Ended, with the robot, or served by someone else (not an admin): nothing to do here.
  if (!mine && !canEnd) return null;

  const send = async () => {
    if (text.trim() === '') return;
    if (await act({ call: 'serviceSend', text })) setText('');
  };

  return (
    <div className="service-actions">
      {mine && (
        <form className="service-composer" onSubmit={(e) => { e.preventDefault(); void send(); }}>
          <label className="field">
            <span>{t('service.reply')}</span>
            <textarea
              rows={3} maxLength={LIMITS.chatMessageMax} value={text} disabled={busy}
              onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
              onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void send(); } }}
            />
          </label>
          <button type="submit" className="btn primary" disabled={busy || text.trim() === ''}>{t('service.send')}</button>
        </form>
      )}
      <div className="service-buttons">
        {state === 'waiting' && <button type="button" className="btn primary" disabled={busy} onClick={() => void act({ call: 'serviceTake' })}>{t('service.take')}</button>}
        {canMove && (
          <span className="service-transfer">
            <label>
              <span className="muted small">{t('service.transferTo')}</span>
              <select value={target} disabled={busy} onChange={(e) => setTarget((e.target as HTMLSelectElement).value)}>
                <option value="">{t('service.toQueue')}</option>
                {agents.filter((a) => a.id !== view.agentId).map((a) => <option key={a.id} value={a.id}>{a.username}</option>)}
              </select>
            </label>
            <button type="button" className="btn" disabled={busy} onClick={() => void act({ call: 'serviceTransfer', toOperatorId: target })}>{t('service.transfer')}</button>
          </span>
        )}
        <span className="spacer" />
        {canEnd && !ending && <button type="button" className="btn danger" disabled={busy} onClick={() => setEnding(true)}>{t('service.end')}</button>}
      </div>
      {ending && (
        <div className="service-confirm" role="alertdialog" aria-label={t('service.end')}>
          <span>{t('service.confirmEnd')}</span>
          <button type="button" className="btn" disabled={busy} onClick={() => setEnding(false)}>{t('service.cancel')}</button>
          <button type="button" className="btn danger" disabled={busy} onClick={() => void act({ call: 'serviceEnd' }).then(() => setEnding(false))}>{t('service.end')}</button>
        </div>
      )}
    </div>
  );
}
