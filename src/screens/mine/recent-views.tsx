// The mine screen's "list of recent views" (spec §2): the first page of the module's history.
// Spec §9 quirk: the business mine history uses the housekeeping module id and details route —
// read from the descriptor (historyModuleOf), never from the module name.
import { Link } from 'wouter';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { PAGE_SIZE } from '../../contract/constants.js';
import { historyModuleOf } from '../../modules/index.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { SavedRow } from '../history/saved-row.js';
import { useCall } from '../kit/use-call.js';
import { modulePath } from '../../modules/identities.js';

export function RecentViews({ module, userId }: { module: ListingModule; userId: string }) {
  const t = useT();
  const source = historyModuleOf(module);
  // spec §9: page size 15 for mine lists.
  const body = { page: { index: 1, size: PAGE_SIZE }, userId, moduleId: source.moduleId };
  const { state, retry } = useCall(ENDPOINTS.getMyHistory, body, `${userId}|${source.moduleId}`);
  const items = state.status === 'ok' ? (state.data?.pageBreakList ?? []) : [];
  return (
    <section className="mkt-mine-recent" aria-labelledby="mkt-mine-recent-h">
      <div className="mkt-mine-recent-head">
        <h2 id="mkt-mine-recent-h">{t('saved.mine.recent')}</h2>
        {items.length > 0 && (
          <Link href={modulePath(module, 'history')} className="mkt-mine-all">{t('saved.mine.seeAll')}</Link>
        )}
      </div>
      {state.status === 'loading' && (
        <div role="status" aria-label={t('list.loading')}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="mkt-mine-skel" aria-hidden="true">
              <span className="mkt-skel mkt-mine-skel-pic" />
              <span className="mkt-mine-skel-lines">
                <span className="mkt-skel" />
                <span className="mkt-skel" />
              </span>
            </div>
          ))}
        </div>
      )}
      {state.status === 'error' && (
        <button type="button" className="mkt-list-foot mkt-list-retry" onClick={retry}>{t('saved.mine.retry')}</button>
      )}
      {state.status === 'ok' && items.length === 0 && <p className="mkt-mine-none">{t('saved.mine.recentEmpty')}</p>}
      {items.length > 0 && (
        <ul className="mkt-list-items">
          {items.map((item) => (
            <li key={String(item.serviceId)}>
              <SavedRow module={module} route={source} item={item} timeKey="saved.history.time" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
