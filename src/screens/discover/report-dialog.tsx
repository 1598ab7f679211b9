// Reporting a post or one of its comments (contract reportShare): a reason of REPORT_REASONS (the
// chat report's wording, one list) and optional details (spec §9: free input at most 250
// characters), in the kit's form dialog. Operators read it in the console's reports queue.
import { useId, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { LIMITS } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { REPORT_REASONS, type ReportReason } from '../../contract/statuses.js';
import { useT } from '../../ui/t-context.js';
import { AppLayer, FormDialog } from '../kit/form-dialog.js';

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
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!reason) return setError(t('validation.choose'));
    setBusy(true);
    const details = text.trim();
    const reply = await api.call(ENDPOINTS.reportShare, {
      shareId: target.shareId,
      ...(target.commentId ? { commentId: target.commentId } : {}),
      reason,
      ...(details ? { text: details } : {}),
    });
    setBusy(false);
    // Spec §8: other codes were already shown by the client.
    if (reply.code !== 200) return;
    dialogs.toast(t('feed.reportDone'));
    onClose();
  };

  return (
    <FormDialog
      className="mkt-dc-report"
      data={{ 'data-report': target.commentId ? 'comment' : 'share' }}
      title={t(target.commentId ? 'feed.reportComment' : 'feed.reportPost')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      back={t('dialog.cancel')}
      submit={t('feed.reportSend')}
      busy={busy}
    >
      <fieldset {...(error ? { 'aria-describedby': `${id}-error` } : {})}>
        <legend>{t('feed.reportReason')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r}>
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => {
              setReason(r);
              setError('');
            }} />
            {t(`chat.report.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      {error && <p className="mkt-dc-box-error" id={`${id}-error`} role="alert">{error}</p>}
      <label className="mkt-sr" htmlFor={`${id}-text`}>{t('feed.reportDetails')}</label>
      <textarea id={`${id}-text`} value={text} maxLength={LIMITS.freeInputMax} placeholder={t('feed.reportDetails')}
        onInput={(e) => setText(e.currentTarget.value)} />
    </FormDialog>
  );
}
