// One person in a people list (spec §2 /common myFocus, myFans, focus): avatar (initials on a colour
// while there is none), the enterprise name for accountType 2 otherwise the nickname (spec §1),
// post and fan counts, the row opening their page (otherShare), and one button beside it.
import { Link } from 'wouter';
import type { LanguageCode } from '../../contract/envelope.js';
import type { FollowUser } from '../../contract/types/discover.js';
import { formatNumber } from '../../i18n/format-price.js';
import { useShell } from '../../app/use-shell.js';
import { useT } from '../../ui/t-context.js';
import { CompanyLogo } from '../kit/company-logo.js';
import { publisherName } from '../kit/listing-row.js';

export interface FollowButton {
  text: string;
  /** Followed: drawn as a quiet outline (spec §8 "Already followed"). */
  followed: boolean;
  busy: boolean;
  onClick(): void;
}

export const otherShareHref = (userId: string): string => `/discover/otherShare?userId=${encodeURIComponent(userId)}`;

export function FollowRow({ user, button }: { user: FollowUser; button: FollowButton }) {
  const t = useT();
  const lang = useShell().i18n.language as LanguageCode;
  const name = publisherName(user);
  return (
    <div className="mkt-fl-row" data-user-id={user.userId} data-followed={button.followed}>
      <Link href={otherShareHref(user.userId)} className="mkt-fl-who">
        <CompanyLogo className="mkt-fl-avatar" src={user.avatarPath} name={name} />
        <span className="mkt-fl-text">
          <span className="mkt-fl-name">{name}</span>
          <span className="mkt-fl-counts">
            <span>{t('follow.postCount', { count: user.postNum, n: formatNumber(user.postNum, lang, 0) })}</span>
            <span>{t('follow.fanCount', { count: user.fansNum, n: formatNumber(user.fansNum, lang, 0) })}</span>
          </span>
        </span>
      </Link>
      <button
        type="button"
        className={button.followed ? 'mkt-btn mkt-btn-ghost mkt-fl-btn' : 'mkt-btn mkt-fl-btn'}
        aria-label={`${button.text} — ${name}`}
        disabled={button.busy}
        data-busy={button.busy && !button.followed}
        onClick={button.onClick}
      >
        {button.text}
      </button>
    </div>
  );
}
