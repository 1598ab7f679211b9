// The row under a post: kudos (toggle with its count), comments (count; opens the post), favourite
// and share out. Marks change optimistically (use-post-marks.ts).
import { Link } from 'wouter';
import type { SharePost } from '../../contract/types/discover.js';
import { formatNumber } from '../../i18n/format-price.js';
import { useT } from '../../ui/t-context.js';
import { useLanguage } from '../kit/price.js';
import { useShareOut } from '../kit/share-out.js';
import { FEED_ICONS, FeedIcon } from './feed-icons.js';
import { postHref } from './feed-paths.js';
import { usePostMarks } from './use-post-marks.js';

/** The text a share sheet sends: the post's first words. */
export const shareText = (content: string): string => {
  const chars = [...content.replace(/\s+/g, ' ').trim()];
  return chars.length > 100 ? `${chars.slice(0, 100).join('')}…` : chars.join('');
};

export function PostBar({ post, onComment }: { post: SharePost; onComment?: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const marks = usePostMarks(post);
  const share = useShareOut(t('feed.linkCopied'));
  const name = post.accountType === 2 && post.entName ? post.entName : post.petName;
  const commentLabel = t('feed.commentCount', { count: marks.commentNum });
  return (
    <div className="mkt-dc-bar">
      <button type="button" className="mkt-dc-act" data-act="kudos" aria-pressed={marks.kudos.isKudos === 1}
        aria-label={t('feed.kudosCount', { count: marks.kudos.kudosNum })} onClick={marks.toggleKudos}>
        <FeedIcon d={FEED_ICONS.heart} filled={marks.kudos.isKudos === 1} />
        <span data-count>{formatNumber(marks.kudos.kudosNum, lang)}</span>
      </button>
      {onComment ? (
        <button type="button" className="mkt-dc-act" data-act="comments" aria-label={commentLabel} onClick={onComment}>
          <FeedIcon d={FEED_ICONS.comment} />
          <span data-count>{formatNumber(marks.commentNum, lang)}</span>
        </button>
      ) : (
        <Link href={postHref(post.shareId)} className="mkt-dc-act" data-act="comments" aria-label={commentLabel}>
          <FeedIcon d={FEED_ICONS.comment} />
          <span data-count>{formatNumber(marks.commentNum, lang)}</span>
        </Link>
      )}
      <button type="button" className="mkt-dc-act" data-act="favorite" aria-pressed={marks.favorite === 1}
        aria-label={t(marks.favorite === 1 ? 'feed.favorited' : 'feed.favorite')} onClick={marks.toggleFavorite}>
        <FeedIcon d={FEED_ICONS.star} filled={marks.favorite === 1} />
      </button>
      <button type="button" className="mkt-dc-act" data-act="share" aria-label={t('feed.share')}
        onClick={() => void share({ title: name, text: shareText(post.content), route: postHref(post.shareId) })}>
        <FeedIcon d={FEED_ICONS.share} />
      </button>
    </div>
  );
}
