// A post's state as its author sees it (types/discover.ts: under review, published, rejected with
// a reason, hidden after a report with a reason): myShare's rows. Colours as the listings' badges
// (kit/status-badge.tsx), each 4.5:1 or better against its background.
import { SHARE_STATUS, type ShareStatus } from '../../contract/statuses.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';

const CSS =
  '.mkt-dcs{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;line-height:18px;font-weight:600}' +
  '.mkt-dcs[data-tone=waiting]{background:#fff4d6;color:#7a4b00}' +
  '.mkt-dcs[data-tone=live]{background:#e3f4ea;color:#0a6b43}' +
  '.mkt-dcs[data-tone=problem]{background:#fde7e6;color:#a8261d}' +
  '.mkt-dcs[data-tone=offline]{background:#ececf0;color:#4a4a52}' +
  '.mkt-dcs-reason{margin:0;padding:8px 10px;border-radius:8px;background:#fde7e6;color:#8a1f17;font-size:13px;line-height:1.4;overflow-wrap:anywhere}';

type Tone = 'waiting' | 'live' | 'problem' | 'offline';

export const SHARE_STATUS_VIEW: Readonly<Record<ShareStatus, { label: MessageKey; tone: Tone }>> = {
  [SHARE_STATUS.reviewing]: { label: 'discover.mine.status.reviewing', tone: 'waiting' },
  [SHARE_STATUS.published]: { label: 'discover.mine.status.published', tone: 'live' },
  [SHARE_STATUS.rejected]: { label: 'discover.mine.status.rejected', tone: 'problem' },
  [SHARE_STATUS.hidden]: { label: 'discover.mine.status.hidden', tone: 'offline' },
};

export function ShareStatusBadge({ status }: { status: ShareStatus }) {
  useStyle('share-status', CSS);
  const t = useT();
  const view = SHARE_STATUS_VIEW[status] ?? SHARE_STATUS_VIEW[SHARE_STATUS.reviewing];
  return <span className="mkt-dcs" data-tone={view.tone} data-share-status={status}>{t(view.label)}</span>;
}

/** Why the post was rejected or hidden, when the operator said it. */
export function ShareStatusReason({ status, reason }: { status: ShareStatus; reason: string }) {
  useStyle('share-status', CSS);
  const t = useT();
  const text = status === SHARE_STATUS.rejected || status === SHARE_STATUS.hidden ? reason.trim() : '';
  if (!text) return null;
  return <p className="mkt-dcs-reason" data-share-reason>{t('discover.mine.reason', { reason: text })}</p>;
}
