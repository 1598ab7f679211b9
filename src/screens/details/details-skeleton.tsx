// What the details page shows while loading: the shapes of cover, price, title and text, so the
// page does not jump when the reply arrives (issue 5 "Quality bars"; spec §4 loading state).
import { useT } from '../../ui/t-context.js';

export function DetailsSkeleton({ cover }: { cover: boolean }) {
  const t = useT();
  return (
    <div className="mkt-dt-main">
      <p className="mkt-sr" role="status">{t('details.loading')}</p>
      <div aria-hidden="true">
        {cover && <span className="mkt-skel mkt-dt-skel-cover" />}
        <div className="mkt-dt-sec mkt-dt-skel">
          <span className="mkt-skel mkt-dt-skel-l1" />
          <span className="mkt-skel mkt-dt-skel-l2" />
          <span className="mkt-skel mkt-dt-skel-l3" />
        </div>
        <div className="mkt-dt-sec mkt-dt-skel">
          <span className="mkt-skel mkt-dt-skel-l4" />
          <span className="mkt-skel mkt-dt-skel-l4" />
          <span className="mkt-skel mkt-dt-skel-l3" />
        </div>
      </div>
    </div>
  );
}
