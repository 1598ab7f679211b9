// The comment box fixed at the bottom of a post (the issue: 1 to 500 characters; a reply shows
// "Reply to X" and can be cancelled; sensitive words are refused with the server's message, shown
// here and the text kept so it can be edited, spec §5).
import { forwardRef, useId, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { DISCOVER } from '../../contract/discover-limits.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { ShareComment } from '../../contract/types/discover.js';
import { useT } from '../../ui/t-context.js';
import { FEED_ICONS, FeedIcon } from './feed-icons.js';

export interface ReplyTarget {
  commentId: string;
  name: string;
}

export interface CommentBoxProps {
  shareId: string;
  replyTo: ReplyTarget | null;
  onCancelReply(): void;
  /** Before sending: false stops (a visitor asked to log in). */
  canSend(): boolean;
  onSent(c: ShareComment): void;
}

/** The text as sent: trimmed; '' when blank. Counted in characters, not UTF-16 units. */
export const commentLength = (text: string): number => [...text.trim()].length;

export const CommentBox = forwardRef<HTMLTextAreaElement, CommentBoxProps>(function CommentBox(p, ref) {
  const t = useT();
  const { api } = useServices();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const length = commentLength(text);

  const send = async () => {
    if (busy || length === 0 || !p.canSend()) return;
    if (length > DISCOVER.commentMax) return setError(t('validation.maxLength', { max: DISCOVER.commentMax }));
    setBusy(true);
    const reply = await api.call(
      ENDPOINTS.addComment,
      { shareId: p.shareId, content: text.trim(), ...(p.replyTo ? { replyToCommentId: p.replyTo.commentId } : {}) },
      { inline: [CODE.VALIDATION] },
    );
    setBusy(false);
    if (reply.code === CODE.VALIDATION) return setError(reply.message);
    if (reply.code !== 200 || !reply.customData) return;
    setText('');
    setError('');
    p.onSent(reply.customData);
  };

  return (
    <div className="mkt-dc-box">
      {p.replyTo && (
        <p className="mkt-dc-replying" data-replying={p.replyTo.commentId}>
          <span>{t('feed.comment.replyTo', { name: p.replyTo.name })}</span>
          <button type="button" className="mkt-dc-link-btn" onClick={p.onCancelReply}>{t('feed.comment.cancelReply')}</button>
        </p>
      )}
      <form onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}>
        <label className="mkt-sr" htmlFor={`${id}-c`}>{t('feed.comment.label')}</label>
        <textarea ref={ref} id={`${id}-c`} rows={1} value={text} placeholder={p.replyTo ? t('feed.comment.replyTo', { name: p.replyTo.name }) : t('feed.comment.placeholder')}
          aria-invalid={error ? true : undefined} {...(error ? { 'aria-describedby': `${id}-e` } : {})}
          onInput={(e) => {
            setText(e.currentTarget.value);
            if (error) setError('');
          }} />
        <button type="submit" className="mkt-btn" disabled={busy || length === 0} aria-busy={busy || undefined}>{t('feed.comment.send')}</button>
      </form>
      {length > DISCOVER.commentMax - 50 && <p className="mkt-dc-box-error" aria-live="polite">{t('feed.comment.count', { count: length, max: DISCOVER.commentMax })}</p>}
      {error && <p className="mkt-dc-box-error" id={`${id}-e`} role="alert" data-comment-error>{error}</p>}
    </div>
  );
});
