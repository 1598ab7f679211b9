// The system notice bar of /index (spec §3 "sysNotifyList": id, accessAddress, notifyContent):
// one notice at a time, the next every 8 s (spec §9), announced politely. Rotation pauses like
// the carousels: page hidden, tab in the background, or the user hovering or focusing it.
// Tapping a notice follows its accessAddress with the ad link rule (spec §2).
import { useRef, useState } from 'react';
import { NOTICE_ROTATION_MS } from '../../contract/constants.js';
import type { SysNotify } from '../../contract/types/home.js';
import { adLinkTarget } from '../../links/ad-link.js';
import { TargetLink } from '../../links/target-link.js';
import { useT } from '../../ui/t-context.js';
import { Icon } from './icons.js';
import { useInteraction, usePageVisible, useTimer } from './use-motion.js';

export function NoticeBar({ notices, active }: { notices: readonly SysNotify[]; active: boolean }) {
  const t = useT();
  const rootRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const visible = usePageVisible();
  const interacting = useInteraction(rootRef);
  const count = notices.length;
  useTimer(count > 1 && active && visible && !interacting, NOTICE_ROTATION_MS, () => setIndex((i) => (i + 1) % count), index);

  const notice = notices[index % Math.max(count, 1)];
  if (!notice) return null;
  const target = adLinkTarget(notice.accessAddress);
  return (
    <section ref={rootRef} className="mkt-home-notice" aria-label={t('home.notices')}>
      <Icon name="megaphone" className="mkt-home-notice-icon" />
      <div className="mkt-home-notice-live" aria-live="polite" aria-atomic="true">
        {/* keyed: each notice enters with its own (motion-safe) animation */}
        <TargetLink key={notice.id} target={target} className="mkt-home-notice-text">
          {notice.notifyContent}
        </TargetLink>
      </div>
      {count > 1 && <span className="mkt-home-notice-count" aria-hidden="true">{`${index + 1}/${count}`}</span>}
    </section>
  );
}
