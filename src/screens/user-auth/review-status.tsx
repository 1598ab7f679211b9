// Where a submitted authentication stands (spec §9 "Enterprise review within 24 hours";
// statuses.AUDIT_STATUS): in review, passed, or refused — with the reason the operator gave, so
// the user knows what to correct — and a way to submit again.
import { useShell } from '../../app/use-shell.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { reviewState, type ReviewState } from '../kit/review-state.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { formatTime } from '../kit/format-time.js';

export { reviewState, type ReviewState } from '../kit/review-state.js';

const LABEL: Readonly<Record<ReviewState, MessageKey>> = { review: 'auth.inReview', passed: 'auth.passed', failed: 'auth.failed' };

export interface ReviewRecord {
  status: number;
  submittedAt: string;
  reviewedAt: string;
  /** The operator's reason when refused ('' otherwise). */
  reason: string;
}

export function ReviewStatus({ record, details, onResubmit }: { record: ReviewRecord; details: readonly [string, string][]; onResubmit(): void }) {
  const t = useT();
  const lang = useShell().i18n.language as LanguageCode;
  const state = reviewState(record.status);
  return (
    <section className="mkt-auth-card" aria-live="polite">
      <span className="mkt-auth-state" data-state={state}>{t(LABEL[state])}</span>
      {state === 'review' && <p>{t('auth.inReviewText', { date: formatTime(record.submittedAt, lang) })}</p>}
      {state === 'passed' && <p>{t('auth.passedText', { date: formatTime(record.reviewedAt || record.submittedAt, lang) })}</p>}
      {state === 'failed' && <p>{t('auth.failedText')}</p>}
      {state === 'failed' && <RejectionReason reason={record.reason} />}
      <dl className="mkt-auth-dl">
        {details.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}><dt>{k}</dt><dd>{v}</dd></div>
        ))}
      </dl>
      {state === 'failed' && <button type="button" className="mkt-btn" onClick={onResubmit}>{t('auth.resubmit')}</button>}
    </section>
  );
}

/** The operator's reason for a refusal: on the status card, and above the form while it is corrected. */
export function RejectionReason({ reason }: { reason: string }) {
  const t = useT();
  if (reason === '') return null;
  return (
    <div className="mkt-auth-reason" data-reason="true">
      <span className="mkt-auth-reason-label">{t('auth.reason')}</span>
      <p>{reason}</p>
    </div>
  );
}
