// The comments under a post: author line, text ("in reply to X" when it answers a comment), and
// per comment: reply, delete one's own (confirm), report another's. "More" asks for the next page.
import { useShell } from '../../app/use-shell.js';
import type { ShareComment } from '../../contract/types/discover.js';
import { formatNumber } from '../../i18n/format-price.js';
import { useT } from '../../ui/t-context.js';
import { publisherName } from '../kit/listing-row.js';
import { useLanguage } from '../kit/price.js';
import { PostAuthor } from './post-author.js';
import type { Comments } from './use-comments.js';

export interface CommentListProps {
  comments: Comments;
  count: number;
  onReply(c: ShareComment): void;
  onDelete(c: ShareComment): void;
  onReport(c: ShareComment): void;
}

export function CommentList({ comments, count, onReply, onDelete, onReport }: CommentListProps) {
  const t = useT();
  const lang = useLanguage();
  const { list, shown } = comments;
  return (
    <section className="mkt-dc-comments" aria-labelledby="mkt-dc-comments-h">
      <h2 id="mkt-dc-comments-h">{t('feed.comment.title', { count: formatNumber(count, lang) })}</h2>
      {shown.length > 0 && (
        <ul>
          {shown.map((c) => (
            <li key={c.commentId} className="mkt-dc-comment" data-comment-id={c.commentId}>
              <PostAuthor author={c} time={c.time} small />
              {c.replyToName && <p className="mkt-dc-replied">{t('feed.comment.replied', { name: c.replyToName })}</p>}
              <p className="mkt-dc-comment-text">{c.content}</p>
              <div className="mkt-dc-comment-acts">
                <button type="button" className="mkt-dc-link-btn" data-act="reply" onClick={() => onReply(c)}>{t('feed.comment.reply')}</button>
                {c.isMine === 1 ? (
                  <button type="button" className="mkt-dc-link-btn" data-act="delete" onClick={() => onDelete(c)}>{t('feed.comment.delete')}</button>
                ) : (
                  <button type="button" className="mkt-dc-link-btn" data-act="report" onClick={() => onReport(c)}>{t('feed.report')}</button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.status === 'loading' && <p className="mkt-list-foot" role="status">{t('list.loading')}</p>}
      {list.status === 'error' && <button type="button" className="mkt-list-foot mkt-list-retry" onClick={list.retry}>{t('list.requestFailed')}</button>}
      {list.status === 'idle' && list.items.length > 0 && (
        <button type="button" className="mkt-btn mkt-btn-ghost mkt-dc-more-comments" onClick={list.loadMore}>{t('feed.comment.more')}</button>
      )}
      {list.status === 'finished' && shown.length === 0 && <p className="mkt-empty" data-empty="comments">{t('feed.comment.none')}</p>}
    </section>
  );
}

/** The name a reply addresses (the enterprise name for accountType 2). */
export const replyName = (c: ShareComment): string => publisherName(c);

/** Asks before deleting one's own comment; true when confirmed. */
export function useConfirmDelete(): () => Promise<boolean> {
  const { dialogs } = useShell();
  const t = useT();
  return () => dialogs.confirm(t('feed.comment.deleteConfirm'), { cancel: true });
}
