// The related items under a details page (spec §2 "Recommendation list on detail pages: shows
// related items; heading 'popular' by default or a given title; empty state when empty"; spec §7
// "the search with type 1 and keyWords taken from the title"; spec §9 page sizes: the module's
// recommendPageSize). One page, without the listing being viewed.
import type { ComponentType } from 'react';
import type { SearchReply, TermsSearchRequest } from '../../contract/types/common.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { useKitStyle } from './kit-styles.js';
import { serviceIdOf } from './links.js';
import { ListingRow, type Summary } from './listing-row.js';
import { useCall } from './use-call.js';

const CSS =
  '.mkt-rec{background:#fff}' +
  '.mkt-rec-head{margin:0;padding:16px 16px 4px;font-size:17px;font-weight:600;line-height:1.3}' +
  '.mkt-rec-list{list-style:none;margin:0;padding:0}' +
  '.mkt-rec .mkt-empty{padding:24px 16px}' +
  '.mkt-rec-skel{display:flex;gap:12px;padding:12px 16px}' +
  '.mkt-rec-skel>.mkt-skel:first-child{flex:none;width:112px;height:84px}' +
  '.mkt-rec-skel>span:last-child{flex:1;display:flex;flex-direction:column;gap:8px}' +
  '.mkt-rec-l1{height:16px;width:90%}.mkt-rec-l2{height:14px;width:60%}';

export interface RowProps {
  module: ListingModule;
  item: Summary;
}

export interface RecommendedListProps {
  module: ListingModule;
  /** The title of the listing being viewed ('' shows the empty state without asking). */
  keyWords: string;
  /** serviceId of the listing being viewed: never recommended to itself. */
  excludeId: string;
  /** Heading; default "popular" (spec §2). */
  title?: string;
  /** Row component; the standard summary row by default. */
  row?: ComponentType<RowProps>;
}

/** The recommendation request (spec §7): first page, type 1, keyWords = the title. */
export const recommendRequest = (module: ListingModule, keyWords: string): TermsSearchRequest => ({
  page: { index: 1, size: module.recommendPageSize },
  type: 1,
  keyWords,
});

/** The reply's rows, read by field name (a malformed row is skipped rather than crashing the page). */
const summariesOf = (reply: SearchReply<unknown> | null | undefined): Summary[] =>
  (Array.isArray(reply?.resultList) ? reply.resultList : []).filter(
    (item): item is Summary => typeof item === 'object' && item !== null,
  );

function Skeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="mkt-rec-skel">
          <span className="mkt-skel" />
          <span>
            <span className="mkt-skel mkt-rec-l1" />
            <span className="mkt-skel mkt-rec-l2" />
          </span>
        </div>
      ))}
    </div>
  );
}

export function RecommendedList({ module, keyWords, excludeId, title, row: Row = ListingRow }: RecommendedListProps) {
  useKitStyle();
  useStyle('recommended-list', CSS);
  const t = useT();
  const words = keyWords.trim();
  const call = useCall<unknown, SearchReply<unknown>>(
    module.endpoints.search,
    words ? recommendRequest(module, words) : null,
    `${module.key}|${words}`,
  );
  const heading = title || t('details.popular');
  // Nothing to search with: the empty state at once.
  const state: typeof call.state = words ? call.state : { status: 'ok', data: { totalCount: 0, resultList: [] } };

  let body;
  if (state.status === 'loading') {
    body = (
      <>
        <p className="mkt-sr" role="status">{t('list.loading')}</p>
        <Skeleton />
      </>
    );
  } else if (state.status === 'error') {
    // spec §8 "List calls with non-200: error state with the request-failed retry text".
    body = (
      <button type="button" className="mkt-list-foot mkt-list-more" onClick={call.retry}>
        {t('list.requestFailed')}
      </button>
    );
  } else {
    const items = summariesOf(state.data).filter((item) => serviceIdOf(module, item) !== excludeId);
    body =
      items.length === 0 ? (
        <p className="mkt-empty">{t('details.recommendEmpty')}</p>
      ) : (
        <ul className="mkt-rec-list">
          {items.map((item, i) => (
            <li key={serviceIdOf(module, item) || i}>
              <Row module={module} item={item} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="mkt-rec" aria-label={heading}>
      <h2 className="mkt-rec-head">{heading}</h2>
      {body}
    </section>
  );
}
