// Reporting something to the operators (a chat partner: contract reportUser; a post or a comment:
// reportShare; a listing or its publisher: reportListing): one reason of a list (REPORT_REASONS by
// default, worded by chat.report.reasons; a listing's LISTING_REPORT_REASONS, worded by
// report.reasons — the list and its wording are data) and optional details (spec §9: free input at
// most 250 characters). The state and the fields are shared; each caller sends its own call and
// holds the fields in its own frame (a sheet, a dialog).
import { useId, useState } from 'react';
import { LIMITS } from '../../contract/constants.js';
import { REPORT_REASONS, type ReportReason } from '../../contract/statuses.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';

export interface ReportDraft<R extends string = ReportReason> {
  reason: R | null;
  text: string;
  error: string;
  busy: boolean;
  pick(reason: R): void;
  setText(text: string): void;
  /** Refuses without a reason (validation.choose); else sends, then `onDone` when `send` says it went. */
  submit(): Promise<void>;
}

/** `send` answers whether the report went (other codes were already shown by the client, spec §8). */
export function useReportDraft<R extends string = ReportReason>(send: (reason: R, details: string) => Promise<boolean>, onDone: () => void): ReportDraft<R> {
  const t = useT();
  const [reason, setReason] = useState<R | null>(null);
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

/** The reasons a report offers and their wording. */
export interface ReasonList<R extends string> {
  reasons: readonly R[];
  key(reason: R): MessageKey;
}

/** A report form in a sheet (`form.mkt-report`: the chat's, the details page's). */
const REPORT_FORM_CSS =
  '.mkt-report{display:flex;flex-direction:column;gap:12px;padding:16px;overflow-y:auto}' +
  '.mkt-report fieldset{margin:0;padding:0;border:0}' +
  '.mkt-report legend{margin-bottom:8px;font-weight:600}' +
  '.mkt-report label{display:flex;align-items:center;gap:10px;min-height:44px;overflow-wrap:anywhere}' +
  '.mkt-report input[type=radio]{flex:none;width:20px;height:20px;accent-color:var(--mkt-accent)}' +
  '.mkt-report textarea{width:100%;min-height:88px;padding:10px;border:1px solid #d5d5db;border-radius:10px;font-size:16px}' +
  '.mkt-report-error{margin:0;color:#b3261e}';

/** A chat partner's, a post's or a comment's report: one list, one wording. */
export const CHAT_REASON_LIST: ReasonList<ReportReason> = { reasons: REPORT_REASONS, key: (r) => `chat.report.reasons.${r}` };

/** The reasons as radio buttons, the refusal, and the details box. */
export function ReportFields<R extends string>({ draft, legend, details, errorClass, list }: {
  draft: ReportDraft<R>; legend: string; details: string; errorClass: string; list: ReasonList<R>;
}) {
  const { reasons, key } = list;
  useStyle('report-form', REPORT_FORM_CSS);
  const t = useT();
  const id = useId();
  return (
    <>
      <fieldset {...(draft.error ? { 'aria-describedby': `${id}-error` } : {})}>
        <legend>{legend}</legend>
        {reasons.map((r) => (
          <label key={r}>
            <input type="radio" name={`${id}-reason`} value={r} checked={draft.reason === r} onChange={() => draft.pick(r)} />
            {t(key(r))}
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
