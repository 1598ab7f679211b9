// A post's state as its author sees it (types/discover.ts: reviewing, published, rejected with a
// reason, hidden with a reason). The post screen shows only what keeps a post from the public
// (`published` false); the author's own list (myShare) shows every state, a review decided while it
// is open included.
import { SHARE_STATUS, type ShareStatus } from '../../contract/statuses.js';
import { useT } from '../../ui/t-context.js';

const VIEW = {
  [SHARE_STATUS.reviewing]: { label: 'feed.status.reviewing', tone: 'waiting' },
  [SHARE_STATUS.published]: { label: 'feed.status.published', tone: 'live' },
  [SHARE_STATUS.rejected]: { label: 'feed.status.rejected', tone: 'problem' },
  [SHARE_STATUS.hidden]: { label: 'feed.status.hidden', tone: 'offline' },
} as const;

export function PostStatus({ status, reason, published = false }: { status: ShareStatus; reason: string; published?: boolean }) {
  const t = useT();
  if (status === SHARE_STATUS.published && !published) return null;
  const view = VIEW[status];
  const why = status === SHARE_STATUS.rejected || status === SHARE_STATUS.hidden ? reason.trim() : '';
  return (
    <div className="mkt-dc-status" data-share-status={status}>
      <span className={`mkt-dc-badge mkt-dc-badge-${view.tone}`}>{t(view.label)}</span>
      {why && <p className="mkt-dc-reason" data-share-reason>{t('feed.status.reason', { reason: why })}</p>}
    </div>
  );
}
