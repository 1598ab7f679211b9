// One post in myShare or myCollection: first picture, the text's first lines, hashtags, when, kudos
// and comments; for the author also its state (post-status.tsx, as the post screen). It opens the post.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SharePost } from '../../contract/types/discover.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { useLanguage } from '../kit/price.js';
import { postHref } from './feed-paths.js';
import { relativeTime } from './relative-time.js';
import { PostStatus } from './post-status.js';

export function MyPostRow({ post, withStatus, children }: { post: SharePost; withStatus: boolean; children?: ReactNode }) {
  const t = useT();
  const lang = useLanguage();
  const first = post.imgList[0]?.imgPath ?? '';
  const author = post.accountType === 2 && post.entName ? post.entName : post.petName;
  return (
    <div className="mkt-dcm-row" data-share-id={post.shareId}>
      <Link href={postHref(post.shareId)} className="mkt-dcm-link">
        {first && <Img src={first} alt="" ratio="1" className="mkt-dcm-thumb" thumb />}
        <span className="mkt-dcm-main">
          <p className="mkt-dcm-text">{post.content}</p>
          {post.hashtags.length > 0 && <p className="mkt-dcm-tags">{post.hashtags.map((h) => `#${h}`).join(' ')}</p>}
          <span className="mkt-dcm-facts">
            {!withStatus && author && <span>{author}</span>}
            {post.releaseTime && <span>{relativeTime(post.releaseTime, lang, t('feed.justNow'))}</span>}
            <span>{t('discover.mine.kudos', { count: post.kudosNum })}</span>
            <span>{t('discover.mine.comments', { count: post.commentNum })}</span>
          </span>
        </span>
      </Link>
      {withStatus && <PostStatus status={post.status} reason={post.reason} published />}
      {children && <div className="mkt-dcm-foot">{children}</div>}
    </div>
  );
}
