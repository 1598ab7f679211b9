// Which row the recommended list uses: the same kind as the module's list (articles and want-to-buy
// have rows of their own, kit/article-row.tsx and kit/demand-row.tsx). No descriptor field says so
// yet (proposed: `ListingModule.rowLayout: 'standard' | 'article' | 'demand'`, which the list
// screen's list-layout.ts also waits for); until then the summary fields tell: only article
// summaries carry cover images, only demand summaries carry days remaining (spec §3 "Summaries").
// (Importing the list screen's table would pull the whole list chunk into this one.)
import type { ComponentType } from 'react';
import type { ListingModule } from '../../modules/types.js';
import { ArticleRow } from '../kit/article-row.js';
import { DemandRow } from '../kit/demand-row.js';
import { ListingRow } from '../kit/listing-row.js';
import type { RowProps } from '../kit/recommended-list.js';

export function recommendRowOf(m: ListingModule): ComponentType<RowProps> {
  if (m.summaryFields.includes('coverImages')) return ArticleRow;
  if (m.summaryFields.includes('validDayNum')) return DemandRow;
  return ListingRow;
}
