// A listing's state as its publisher sees it (spec §4: publish status, invalid flag, and the
// reason a review failed): publish management's rows and the publishDetails screen. Badge colours
// per status family (listing-status.ts tones), each 4.5:1 or better against its background.
import { REPORT_HOLD_REASON } from '../../contract/listing-lifecycle.js';
import { PUBLISH_STATUS } from '../../contract/statuses.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { statusView } from './listing-status.js';

const CSS =
  '.mkt-st-badges{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px}' +
  '.mkt-st-badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;line-height:18px;font-weight:600}' +
  '.mkt-st-waiting{background:#fff4d6;color:#7a4b00}' +
  '.mkt-st-live{background:#e3f4ea;color:#0a6b43}' +
  '.mkt-st-problem{background:#fde7e6;color:#a8261d}' +
  '.mkt-st-offline{background:#ececf0;color:#4a4a52}' +
  '.mkt-st-invalid{background:#4a4a52;color:#fff}' +
  '.mkt-st-reason{margin:0;padding:8px 10px;border-radius:8px;background:#fde7e6;color:#8a1f17;font-size:13px;line-height:1.4;overflow-wrap:anywhere}';

const useStatusStyle = (): void => useStyle('status-badge', CSS);

/** The status badge, and "no longer valid" when the invalid flag is set (statuses.INVALID_FLAG). */
export function StatusBadges({ status, invalid }: { status: number; invalid?: number }) {
  useStatusStyle();
  const t = useT();
  const view = statusView(status);
  return (
    <span className="mkt-st-badges">
      <span className={`mkt-st-badge mkt-st-${view.tone}`} data-tone={view.tone} data-status-badge={status}>{t(view.label)}</span>
      {invalid === 1 && <span className="mkt-st-badge mkt-st-invalid">{t('publishManage.invalid')}</span>}
    </span>
  );
}

/**
 * Why review failed, shown only in that status (6) and only when the operator gave a reason; and
 * why a published listing went back to review when the reports held it (listing-lifecycle.ts
 * reportHold; issue: Beyond the spec), in the app's words.
 */
export function ReviewReason({ status, reason, className }: { status: number; reason: string | undefined; className?: string }) {
  useStatusStyle();
  const t = useT();
  const held = status === PUBLISH_STATUS.onReview && reason === REPORT_HOLD_REASON;
  const text = held ? t('report.held') : status === PUBLISH_STATUS.reviewFailed ? (reason ?? '').trim() : '';
  if (!text) return null;
  return <p className={className ? `mkt-st-reason ${className}` : 'mkt-st-reason'} data-review-reason>{t('publishManage.reason', { reason: text })}</p>;
}
