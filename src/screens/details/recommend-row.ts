// Which row the recommended list uses: the same kind as the module's list (descriptor rowLayout:
// articles, want-to-buy and jobs have rows of their own: kit/article-row.tsx, demand-row.tsx, job-row.tsx).
import type { ComponentType } from 'react';
import type { ListingModule, RowLayout } from '../../modules/types.js';
import { ArticleRow } from '../kit/article-row.js';
import { DemandRow } from '../kit/demand-row.js';
import { JobRow } from '../kit/job-row.js';
import { ListingRow } from '../kit/listing-row.js';
import type { RowProps } from '../kit/recommended-list.js';

const ROWS: Readonly<Record<RowLayout, ComponentType<RowProps>>> = { standard: ListingRow, editorial: ArticleRow, demand: DemandRow, job: JobRow };

export const recommendRowOf = (m: ListingModule): ComponentType<RowProps> => ROWS[m.rowLayout];
