// The parcel's tracking timeline (spec §2 /sea details; tracking-steps.ts): six steps top to bottom,
// the done ones with the time and place of their event, the current one highlighted, the rest grey.
import type { Parcel } from '../../contract/types/air-express.js';
import { useT } from '../../ui/t-context.js';
import { formatTime } from '../kit/format-time.js';
import { useLanguage } from '../kit/price.js';
import { trackingSteps } from './tracking-steps.js';

export function TrackingTimeline({ parcel }: { parcel: Parcel }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-ptrack">
      <h2 id="mkt-ptrack">{t('sea.tracking.title')}</h2>
      <ol className="mkt-ptrack">
        {trackingSteps(parcel).map((s) => (
          <li key={s.step} data-step={s.step} data-status={s.status} aria-current={s.status === 'current' ? 'step' : undefined}>
            <span className="mkt-pstep">{t(`sea.tracking.step.${s.step}`)}</span>
            {s.at && <span className="mkt-muted" data-at>{formatTime(s.at, lang)}</span>}
            {s.place && <span className="mkt-muted" data-place>{s.place}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
