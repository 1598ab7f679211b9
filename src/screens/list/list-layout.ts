// How a module's list looks and what its first tab asks for. Both belong in the descriptor
// (DESIGN.md §3 "modules are data"); until the lead adds them to ListingModule, this one table
// holds them, keyed by module key, so the screen itself never names a module.
//   proposed: ListingModule.rowLayout: 'standard' | 'article' | 'demand'
//   proposed: ListingFilters.popularQuery: { tagId: '' } | { type: 1 } | null
import type { ListingModule, ModuleKey } from '../../modules/types.js';

/** Which row a list item uses (spec §3 "Summaries"; /article list; purchase demand). */
export type RowLayout = 'standard' | 'article' | 'demand';

/**
 * What the first ("popular") tab sends. Spec §2: housekeeping, business and visa add a first tab
 * "popular" with empty id; /article's default tab Popular searches {page, type 1, keyWords} (§7).
 */
export type PopularQuery = { readonly tagId: '' } | { readonly type: 1 };

interface LayoutData {
  rowLayout: RowLayout;
  /** The popular tab as a type-1 search instead of an empty tag (articles). */
  popularByType?: true;
}

// TEMPORARY: replace with descriptor fields (see the header comment).
const LAYOUTS: Partial<Record<ModuleKey, LayoutData>> = {
  article: { rowLayout: 'article', popularByType: true },
  demandMarket: { rowLayout: 'demand' },
};

export const rowLayoutOf = (m: ListingModule): RowLayout => LAYOUTS[m.key]?.rowLayout ?? 'standard';

/** null: the module has no popular tab; its first tab is "All" (empty tag id). */
export function popularQueryOf(m: ListingModule): PopularQuery | null {
  if (LAYOUTS[m.key]?.popularByType) return { type: 1 };
  return m.filters.popularTab ? { tagId: '' } : null;
}
