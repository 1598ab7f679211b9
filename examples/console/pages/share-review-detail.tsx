// One discover post under review, as the reviewer judges it: author (the company's name for an
// enterprise account, spec §3), country, the text with the sensitive words marked, hashtags,
// pictures and the linked listing; Approve, or Reject with the reason the author will read
// (ui/decision-bar.tsx, as a listing's review).
import { Link } from 'wouter';
import { ACCOUNT_TYPE } from '../../../src/contract/statuses.js';
import type { ShareReviewItem } from '../../../src/contract/console-discover.js';
import { DecisionBar } from '../ui/decision-bar.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';
import type { Decide } from './review-detail.js';
import { FlaggedText, Hashtags, SharePictures } from './share-text.js';

export function ShareReviewDetail({ item, busy, decide, onBack }: { item: ShareReviewItem; busy: boolean; decide: Decide; onBack: () => void }) {
  const { t, i18n } = useConsole();
  const enterprise = item.author.accountType === ACCOUNT_TYPE.enterprise;

  return (
    <article className="detail" aria-labelledby="detail-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('posts.back')}</button>
      <div className="detail-head">
        <span className={`badge ${item.kind}`}>{t(`posts.kind_${item.kind}`)}</span>
        <span className="muted">{t('posts.number', { id: item.shareId })}</span>
      </div>
      <h2 id="detail-title">{t('posts.title', { name: item.author.name || item.author.userId })}</h2>
      <dl className="facts">
        <dt>{t('posts.author')}</dt>
        <dd>
          {item.author.name} <span className="muted">({item.author.userId})</span>{' '}
          {enterprise && <span className="badge enterprise">{t('posts.enterprise')}</span>}
        </dd>
        <dt>{t('posts.country')}</dt><dd>{item.author.areaId}</dd>
        <dt>{t('posts.submitted')}</dt><dd>{formatTime(item.submittedAt, i18n.language)}</dd>
      </dl>
      {item.flaggedWords.length > 0 && (
        <p className="notice warn" role="status">{t('posts.flagged', { words: item.flaggedWords.join(', ') })}</p>
      )}
      <h3>{t('posts.content')}</h3>
      <FlaggedText text={item.content} words={item.flaggedWords} />
      <h3>{t('posts.hashtags')}</h3>
      <Hashtags tags={item.hashtags} />
      <h3>{t('posts.pictures')}</h3>
      <SharePictures pictures={item.pictures} />
      <h3>{t('posts.listing')}</h3>
      {item.listing ? (
        <p className="share-listing">
          <Link href={`/listings?serviceId=${encodeURIComponent(item.listing.serviceId)}`}>{item.listing.title || item.listing.serviceId}</Link>
          <span className="muted small"> · {t('review.number', { id: item.listing.serviceId })}</span>
        </p>
      ) : <p className="muted">{t('posts.noListing')}</p>}

      <DecisionBar
        subject={`${item.shareId}@${item.submittedAt}`}
        busy={busy}
        texts={{ accept: t('posts.approve'), reject: t('posts.reject'), reason: t('posts.reason'), confirmReject: t('posts.confirmReject') }}
        onAccept={() => void decide('approve')}
        onReject={(reason) => void decide('reject', reason)}
      />
    </article>
  );
}
