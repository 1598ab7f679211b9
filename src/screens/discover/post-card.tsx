// One post (the findPage: text, up to 6 pictures, hashtags, author, time, kudos and comment
// counts). The feed, otherShare, myShare and myCollection list it; the post screen shows it `full`
// (whole text, no link to itself). `status` shows the author's state badge (myShare); `actions` is
// the owner's slot (edit, delete) on the author line.
import type { ReactNode } from 'react';
import type { SharePost } from '../../contract/types/discover.js';
import { useT } from '../../ui/t-context.js';
import { postHref } from './feed-paths.js';
import { PostAuthor } from './post-author.js';
import { PostBar } from './post-bar.js';
import { PostListing } from './post-listing.js';
import { PostPictures } from './post-pictures.js';
import { PostStatus } from './post-status.js';
import { PostText } from './post-text.js';

export interface PostCardProps {
  post: SharePost;
  /** The post screen: the whole text, no "open the post" link. */
  full?: boolean;
  /** Show the state badge and the reason (the author's own lists). */
  status?: boolean;
  /** Owner's actions (myShare: edit, delete), at the end of the author line. */
  actions?: ReactNode;
  /** The post screen: the comment count moves to the comment box instead of opening the post. */
  onComment?: () => void;
}

export function PostCard({ post, full = false, status = false, actions, onComment }: PostCardProps) {
  const t = useT();
  return (
    <article className="mkt-dc-card" data-share-id={post.shareId}>
      <div className="mkt-dc-card-head">
        <PostAuthor author={post} time={post.releaseTime} />
        {actions && <div className="mkt-dc-owner">{actions}</div>}
      </div>
      {status && <PostStatus status={post.status} reason={post.reason} />}
      <PostText content={post.content} hashtags={post.hashtags} full={full} href={full ? undefined : postHref(post.shareId)} />
      <PostPictures pictures={post.imgList} label={t('feed.pictures')} />
      {post.listing && <PostListing listing={post.listing} />}
      <PostBar post={post} onComment={onComment} />
    </article>
  );
}
