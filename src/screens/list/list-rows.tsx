// The rows of a list, chosen by the descriptor's rowLayout, and the skeleton rows
// shown while the first page loads (issue 5: no blank screen, no layout shift).
import type { ListingModule, RowLayout } from '../../modules/types.js';
import { ArticleRow } from '../kit/article-row.js';
import { DemandRow } from '../kit/demand-row.js';
import { JobRow } from '../kit/job-row.js';
import { ListingRow, type Summary } from '../kit/listing-row.js';

interface ListRowProps {
  layout: RowLayout;
  module: ListingModule;
  item: Summary;
  /** Show the pinned marker when the item is pinned (articles without a chosen tag). */
  markSticky: boolean;
  /** The first row's picture is the screen's LCP image. */
  eager: boolean;
}

export function ListRow({ layout, module, item, markSticky, eager }: ListRowProps) {
  if (layout === 'editorial') return <ArticleRow module={module} item={item} sticky={markSticky && item.stickyTop === 1} eager={eager} />;
  if (layout === 'demand') return <DemandRow module={module} item={item} />;
  if (layout === 'job') return <JobRow module={module} item={item} eager={eager} />;
  return <ListingRow module={module} item={item} eager={eager} />;
}

const SKELETON_ROWS = 5;

/** Grey rows shaped like the real ones; hidden from screen readers (the list's status says "loading"). */
export function SkeletonRows({ layout }: { layout: RowLayout }) {
  return (
    <div className="mkt-list-skeleton" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <div key={i} className={layout === 'demand' ? 'mkt-row mkt-list-skel-col' : 'mkt-row'}>
          {layout === 'standard' && <span className="mkt-skel mkt-row-pic mkt-list-skel-pic" />}
          <span className="mkt-row-body">
            <span className="mkt-skel mkt-list-skel-line" />
            <span className="mkt-skel mkt-list-skel-line mkt-list-skel-short" />
            <span className="mkt-skel mkt-list-skel-line mkt-list-skel-tiny" />
          </span>
          {layout === 'editorial' && <span className="mkt-skel mkt-row-pic mkt-list-skel-pic" />}
        </div>
      ))}
    </div>
  );
}
