// Reporting a post or one of its comments (contract reportShare): a reason and optional details
// (kit/report-fields.tsx, as the chat's report), in the kit's form dialog. Operators read it in
// the console's reports queue.
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useT } from '../../ui/t-context.js';
import { AppLayer, FormDialog } from '../kit/form-dialog.js';
import { CHAT_REASON_LIST, ReportFields, useReportDraft } from '../kit/report-fields.js';

export interface ReportTarget {
  shareId: string;
  /** A comment of the post; absent: the post itself. */
  commentId?: string;
}

export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose(): void }) {
  return <AppLayer>{target ? <ReportForm target={target} onClose={onClose} /> : null}</AppLayer>;
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose(): void }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const draft = useReportDraft(async (reason, details) => {
    const reply = await api.call(ENDPOINTS.reportShare, {
      shareId: target.shareId,
      ...(target.commentId ? { commentId: target.commentId } : {}),
      reason,
      ...(details ? { text: details } : {}),
    });
    if (reply.code !== 200) return false;
    dialogs.toast(t('feed.reportDone'));
    return true;
  }, onClose);
  return (
    <FormDialog
      className="mkt-dc-report"
      data={{ 'data-report': target.commentId ? 'comment' : 'share' }}
      title={t(target.commentId ? 'feed.reportComment' : 'feed.reportPost')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void draft.submit();
      }}
      back={t('dialog.cancel')}
      submit={t('feed.reportSend')}
      busy={draft.busy}
    >
      <ReportFields draft={draft} legend={t('feed.reportReason')} details={t('feed.reportDetails')} errorClass="mkt-dc-box-error" list={CHAT_REASON_LIST} />
    </FormDialog>
  );
}
