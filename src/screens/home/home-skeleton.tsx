// What /index shows while its data loads (spec §4 "loading"): grey shapes where the banner, menu,
// notice and articles will be, so nothing jumps when they arrive.
import { useT } from '../../ui/t-context.js';

const TILES = 10;
const ROWS = 3;

export function HomeSkeleton() {
  const t = useT();
  return (
    <div className="mkt-home-skel" role="status">
      <span className="mkt-sr">{t('list.loading')}</span>
      <div className="mkt-home-hero" aria-hidden="true">
        <span className="mkt-skel mkt-home-skel-ad" />
        <div className="mkt-home-skel-menu">
          {Array.from({ length: TILES }, (_, i) => (
            <span key={i} className="mkt-home-skel-tile">
              <span className="mkt-skel" />
              <span className="mkt-skel" />
            </span>
          ))}
        </div>
      </div>
      <span className="mkt-skel mkt-home-skel-notice" aria-hidden="true" />
      <div className="mkt-home-sec" aria-hidden="true">
        {Array.from({ length: ROWS }, (_, i) => (
          <span key={i} className="mkt-home-skel-row">
            <span>
              <span className="mkt-skel" />
              <span className="mkt-skel" />
            </span>
            <span className="mkt-skel" />
          </span>
        ))}
      </div>
    </div>
  );
}
