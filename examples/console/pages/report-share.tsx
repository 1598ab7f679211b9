// The reported discover post (and, for a comment's report, the comment) as it is now, shown in
// place of a conversation (console-moderation.ts ReportDetail.share / comment): its state and the
// reason its author reads, its text, hashtags and pictures as thumbnails. A post or comment removed
// since is still shown, marked, so the moderator judges what was reported.
import type { ReportedComment, ReportedShare } from '../../../src/contract/console-moderation.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';
import { FlaggedText, Hashtags, SharePictures } from './share-text.js';

export function ReportShare({ share, comment }: { share: ReportedShare | null; comment: ReportedComment | null }) {
  const { t, i18n } = useConsole();
  if (!share) return <p className="muted">{t('reports.noPost')}</p>;
  return (
    <div className="report-share">
      {comment && (
        <section aria-labelledby="reported-comment">
          <h3 id="reported-comment">{t('reports.comment')}</h3>
          <div className="bubble from-reported">
            <span className="muted small">
              {formatTime(comment.createdAt, i18n.language)}
              {comment.deleted && <> · <span className="badge failed">{t('reports.removed')}</span></>}
            </span>
            <FlaggedText text={comment.content} />
          </div>
        </section>
      )}
      <section aria-labelledby="reported-post">
        <h3 id="reported-post">{t(comment ? 'reports.commentedPost' : 'reports.post')}</h3>
        <p>
          <span className={`badge share-state-${share.status}`}>{t(`reports.shareStatus.${share.status}`)}</span>{' '}
          {share.deleted && <span className="badge failed">{t('reports.removed')}</span>}{' '}
          <span className="muted small">{t('posts.number', { id: share.shareId })} · {formatTime(share.createdAt, i18n.language)}</span>
        </p>
        {share.reason && <p className="muted small">{t('reports.shareReason', { reason: share.reason })}</p>}
        <FlaggedText text={share.content} />
        <Hashtags tags={share.hashtags} />
        <SharePictures pictures={share.pictures} />
      </section>
    </div>
  );
}
