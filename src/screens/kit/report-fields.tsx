// Reporting something to the operators (a chat partner: contract reportUser; a post or a comment:
// reportShare): one reason of REPORT_REASONS (one list, one wording: chat.report.reasons) and
// optional details (spec §9: free input at most 250 characters). The state and the fields are
// shared; each caller sends its own call and holds the fields in its own frame (a sheet, a dialog).
import { useId, useState } from 'react';
import { LIMITS } from '../../contract/constants.js';
import { REPORT_REASONS, type ReportReason } from '../../contract/statuses.js';
import { useT } from '../../ui/t-context.js';

export interface ReportDraft {
  reason: ReportReason | null;
  text: string;
  error: string;
  busy: boolean;
  pick(reason: ReportReason): void;
  setText(text: string): void;
  /** Refuses without a reason (validation.choose); else sends, then `onDone` when `send` says it went. */
  submit(): Promise<void>;
}

/** `send` answers whether the report went (other codes were already shown by the client, spec §8). */
export function useReportDraft(send: (reason: ReportReason, details: string) => Promise<boolean>, onDone: () => void): ReportDraft {
  const t = useT();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return {
    reason, text, error, busy, setText,
    pick: (r) => {
      setReason(r);
      setError('');
    },
    submit: async () => {
      if (!reason) return setError(t('validation.choose'));
      setBusy(true);
      const sent = await send(reason, text.trim());
      setBusy(false);
      if (sent) onDone();
    },
  };
}

/** The reasons as radio buttons, the refusal, and the details box. */
export function ReportFields({ draft, legend, details, errorClass }: { draft: ReportDraft; legend: string; details: string; errorClass: string }) {
  const t = useT();
  const id = useId();
  return (
    <>
      <fieldset {...(draft.error ? { 'aria-describedby': `${id}-error` } : {})}>
        <legend>{legend}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r}>
            <input type="radio" name={`${id}-reason`} value={r} checked={draft.reason === r} onChange={() => draft.pick(r)} />
            {t(`chat.report.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      {draft.error && <p className={errorClass} id={`${id}-error`} role="alert">{draft.error}</p>}
      <label className="mkt-sr" htmlFor={`${id}-text`}>{details}</label>
      <textarea id={`${id}-text`} value={draft.text} maxLength={LIMITS.freeInputMax} placeholder={details}
        onInput={(e) => draft.setText(e.currentTarget.value)} />
    </>
  );
}
