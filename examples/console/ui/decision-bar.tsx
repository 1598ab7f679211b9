// The decision row under a submission (a listing, an authentication): accept at once, or reject
// with the reason its author will read (1 to REVIEW_REASON_MAX characters, checked here before the
// server checks it again). The texts are the page's: each names its own author and verbs.
import { useEffect, useState } from 'react';
import { REVIEW_REASON_MAX } from '../../../src/contract/console-api.js';
import { useConsole } from '../use-console.js';

export interface DecisionTexts {
  accept: string;
  reject: string;
  /** Label of the reason field: who will read it. */
  reason: string;
  confirmReject: string;
}

/** `subject` changes when another submission is shown: the reject form closes and empties. */
export function DecisionBar({ subject, busy, texts, onAccept, onReject }: {
  subject: string;
  busy: boolean;
  texts: DecisionTexts;
  onAccept(): void;
  onReject(reason: string): void;
}) {
  const { t } = useConsole();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  useEffect(() => {
    setRejecting(false);
    setReason('');
    setReasonError(false);
  }, [subject]);

  const confirmReject = () => {
    const text = reason.trim();
    if (text.length < 1 || text.length > REVIEW_REASON_MAX) return setReasonError(true);
    onReject(text);
  };

  return (
    <div className="actions">
      {!rejecting ? (
        <>
          <button type="button" className="btn primary" disabled={busy} onClick={onAccept}>{texts.accept}</button>
          <button type="button" className="btn danger" disabled={busy} onClick={() => setRejecting(true)}>{texts.reject}</button>
        </>
      ) : (
        <div className="reject">
          <label className="field">
            <span>{texts.reason}</span>
            <textarea
              name="reason"
              rows={3}
              maxLength={REVIEW_REASON_MAX}
              value={reason}
              aria-invalid={reasonError}
              autoFocus
              onInput={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(false);
              }}
            />
          </label>
          <div className="reject-row">
            <span className={reasonError ? 'error' : 'muted'}>
              {reasonError ? t('review.reasonRequired', { max: REVIEW_REASON_MAX }) : t('review.reasonCount', { count: reason.trim().length, max: REVIEW_REASON_MAX })}
            </span>
            <span className="spacer" />
            <button type="button" className="btn" disabled={busy} onClick={() => setRejecting(false)}>{t('review.cancel')}</button>
            <button type="button" className="btn danger" disabled={busy} onClick={confirmReject}>{texts.confirmReject}</button>
          </div>
        </div>
      )}
    </div>
  );
}
