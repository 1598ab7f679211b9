// A post's text, as typed (line breaks kept), cut after a few lines with "more" in the feed; the
// post screen shows it whole. Hashtags follow as links to the feed narrowed to them.
import { useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { feedHref } from './feed-paths.js';

/** Long enough to pass 4 lines on a 360 px phone: about 40 characters a line, or many line breaks. */
export const isLongText = (text: string): boolean => text.length > 160 || text.split('\n').length > 4;

/** `href`: the feed's card, whose text opens the post. */
export function PostText({ content, hashtags, full = false, href }: { content: string; hashtags: readonly string[]; full?: boolean; href?: string }) {
  const t = useT();
  const [open, setOpen] = useState(full);
  const long = !full && isLongText(content);
  const text = <p className={open || !long ? 'mkt-dc-text' : 'mkt-dc-text mkt-dc-clamp'} data-post-text>{content}</p>;
  return (
    <div className="mkt-dc-text-box">
      {href ? <Link href={href} className="mkt-dc-text-link">{text}</Link> : text}
      {long && (
        <button type="button" className="mkt-dc-more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'feed.less' : 'feed.more')}
        </button>
      )}
      {hashtags.length > 0 && (
        <p className="mkt-dc-tags">
          {hashtags.map((tag) => (
            <Link key={tag} href={feedHref({ hashtag: tag })} className="mkt-dc-tag" data-hashtag={tag}>#{tag}</Link>
          ))}
        </p>
      )}
    </div>
  );
}
