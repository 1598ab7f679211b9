// One listing under review, as the reviewer judges it: title, publisher, countries, pictures and
// the description rendered with the app's rules (ui/safe-html.tsx); Approve, or Reject with the
// reason the publisher will read (1–500 characters, spec §4 "review failed"; ui/decision-bar.tsx).
import type { ReviewItem } from '../../../src/contract/console-api.js';
import { DecisionBar } from '../ui/decision-bar.js';
import { formatTime } from '../ui/format.js';
import { SafeHtml } from '../ui/safe-html.js';
import { useConsole } from '../use-console.js';

export interface Decide {
  (decision: 'approve'): Promise<void>;
  (decision: 'reject', reason: string): Promise<void>;
}

export function ReviewDetail({ item, busy, decide, onBack }: { item: ReviewItem; busy: boolean; decide: Decide; onBack: () => void }) {
  const { t, i18n } = useConsole();

  return (
    <article className="detail" aria-labelledby="detail-title">
      <button type="button" className="btn link back" onClick={onBack}>← {t('review.back')}</button>
      <div className="detail-head">
        <span className={`badge ${item.kind}`}>{t(`review.kind_${item.kind}`)}</span>
        <span className="muted">{t(`modules.${item.module}`, { defaultValue: item.module })} · {t('review.number', { id: item.serviceId })}</span>
      </div>
      <h2 id="detail-title" lang={item.language}>{item.title}</h2>
      <dl className="facts">
        <dt>{t('review.publisher')}</dt><dd>{item.publisher.name} <span className="muted">({item.publisher.userId})</span></dd>
        <dt>{t('review.submitted')}</dt><dd>{formatTime(item.submittedAt, i18n.language)}</dd>
        <dt>{t('review.countries')}</dt><dd>{item.areaIds.join(', ')}</dd>
        <dt>{t('review.language')}</dt><dd>{item.language}</dd>
      </dl>
      <h3>{t('review.pictures')}</h3>
      {item.pictures.length === 0 ? <p className="muted">{t('review.noPictures')}</p> : (
        <div className="pictures">
          {item.pictures.map((src, i) => (
            <a key={src} href={src} target="_blank" rel="noopener noreferrer" aria-label={t('review.openPicture', { n: i + 1 })}>
              <img src={src} alt="" loading="lazy" />
            </a>
          ))}
        </div>
      )}
      <h3>{t('review.content')}</h3>
      <SafeHtml html={item.content} lang={item.language} />

      <DecisionBar
        subject={item.serviceId}
        busy={busy}
        texts={{ accept: t('review.approve'), reject: t('review.reject'), reason: t('review.reason'), confirmReject: t('review.confirmReject') }}
        onAccept={() => void decide('approve')}
        onReject={(reason) => void decide('reject', reason)}
      />
    </article>
  );
}
