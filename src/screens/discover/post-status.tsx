// A post's state as its author sees it (types/discover.ts: reviewing, rejected with a reason,
// hidden with a reason); published posts show nothing. myShare and the post screen show it.
import { SHARE_STATUS, type ShareStatus } from '../../contract/statuses.js';
import { useT } from '../../ui/t-context.js';

const VIEW = {
  [SHARE_STATUS.reviewing]: { label: 'feed.status.reviewing', tone: 'waiting' },
  [SHARE_STATUS.rejected]: { label: 'feed.status.rejected', tone: 'problem' },
  [SHARE_STATUS.hidden]: { label: 'feed.status.hidden', tone: 'offline' },
} as const;

export function PostStatus({ status, reason }: { status: ShareStatus; reason: string }) {
  const t = useT();
  if (status === SHARE_STATUS.published) return null;
  const view = VIEW[status];
  const why = status === SHARE_STATUS.reviewing ? '' : reason.trim();
  return (
    <div className="mkt-dc-status" data-share-status={status}>
      <span className={`mkt-dc-badge mkt-dc-badge-${view.tone}`}>{t(view.label)}</span>
      {why && <p className="mkt-dc-reason">{t('feed.status.reason', { reason: why })}</p>}
    </div>
  );
}
