// Reporting the other party to the operators (ours; contract reportUser): a reason and optional
// details (kit/report-fields.tsx, as a post's report), in the full-screen sheet the pickers use.
import { useServices, useShell } from '../../app/use-shell.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import { PickerSheet } from '../../ui/picker/picker-sheet.js';
import { useT } from '../../ui/t-context.js';
import { CHAT_REASON_LIST, ReportFields, useReportDraft } from '../kit/report-fields.js';

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
  const draft = useReportDraft(async (reason, details) => {
    const reply = await api.call(CHAT_ENDPOINTS.reportUser, {
      otherUserMq: target.otherUserMq,
      reason,
      chatSessionId: target.chatSessionId,
      ...(details ? { text: details } : {}),
    });
    if (reply.code !== 200) return false;
    dialogs.toast(t('chat.report.done'));
    return true;
  }, onDone);
  return (
    <form className="mkt-report" onSubmit={(e) => {
      e.preventDefault();
      void draft.submit();
    }}>
      <ReportFields draft={draft} legend={t('chat.report.reason')} details={t('chat.report.details')} errorClass="mkt-compose-error" list={CHAT_REASON_LIST} />
      <button type="submit" className="mkt-btn" disabled={draft.busy} aria-busy={draft.busy}>{t('chat.report.send')}</button>
    </form>
  );
}
