// Who wrote a post or a comment, and when: avatar, name (the enterprise name for accountType 2,
// spec §1: kit/listing-row.ts publisherName) and the relative time. Tapping it opens their page
// (otherShare).
import { Link } from 'wouter';
import type { ShareAuthor } from '../../contract/types/discover.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { publisherName } from '../kit/listing-row.js';
import { useLanguage } from '../kit/price.js';
import { otherShareHref } from './feed-paths.js';
import { relativeTime } from './relative-time.js';

export function PostAuthor({ author, time, small = false }: { author: ShareAuthor; time: string; small?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const name = publisherName(author);
  return (
    <Link href={otherShareHref(author.userId)} className={small ? 'mkt-dc-author mkt-dc-author-sm' : 'mkt-dc-author'}
      aria-label={t('feed.openAuthor', { name })}>
      <Img className="mkt-dc-avatar" src={author.avatarPath} alt="" ratio="1" thumb saver="load" />
      <span className="mkt-dc-author-text">
        <span className="mkt-dc-name">{name}</span>
        {time && <time className="mkt-dc-time" dateTime={time}>{relativeTime(time, lang, t('feed.justNow'))}</time>}
      </span>
    </Link>
  );
}
