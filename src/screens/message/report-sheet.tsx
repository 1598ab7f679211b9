// Reporting the other party to the operators (ours; contract reportUser): a reason from
// CHAT_REPORT_REASONS and optional details (spec §9: free input at most 250 characters), in the
// full-screen sheet the pickers use.
import { useId, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { LIMITS } from '../../contract/constants.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import { CHAT_REPORT_REASONS, type ChatReportReason } from '../../contract/statuses.js';
import { PickerSheet } from '../../ui/picker/picker-sheet.js';
import { useT } from '../../ui/t-context.js';

export interface ReportTarget {
  otherUserMq: string;
  chatSessionId: string;
  name: string;
}

export function ReportSheet({ target, open, onClose }: { target: ReportTarget; open: boolean; onClose(): void }) {
  const t = useT();
  return (
    <PickerSheet open={open} title={t('chat.report.title', { name: target.name })} onClose={onClose}>
      <ReportForm target={target} onDone={onClose} />
    </PickerSheet>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone(): void }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const errorId = useId();
  const [reason, setReason] = useState<ChatReportReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!reason) return setError(t('validation.choose'));
    setBusy(true);
    const details = text.trim();
    const reply = await api.call(CHAT_ENDPOINTS.reportUser, {
      otherUserMq: target.otherUserMq,
      reason,
      chatSessionId: target.chatSessionId,
      ...(details ? { text: details } : {}),
    });
    setBusy(false);
    // Spec §8: other codes were already shown by the client.
    if (reply.code !== 200) return;
    dialogs.toast(t('chat.report.done'));
    onDone();
  };

  return (
    <form className="mkt-report" onSubmit={(e) => {
      e.preventDefault();
      void send();
    }}>
      <fieldset {...(error ? { 'aria-describedby': errorId } : {})}>
        <legend>{t('chat.report.reason')}</legend>
        {CHAT_REPORT_REASONS.map((r) => (
          <label key={r}>
            <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => {
              setReason(r);
              setError('');
            }} />
            {t(`chat.report.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      {error && <p className="mkt-compose-error" id={errorId} role="alert">{error}</p>}
      <label className="mkt-sr" htmlFor={`${errorId}-text`}>{t('chat.report.details')}</label>
      <textarea id={`${errorId}-text`} value={text} maxLength={LIMITS.freeInputMax} placeholder={t('chat.report.details')}
        onInput={(e) => setText(e.currentTarget.value)} />
      <button type="submit" className="mkt-btn" disabled={busy} aria-busy={busy}>{t('chat.report.send')}</button>
    </form>
  );
}
