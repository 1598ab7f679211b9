// What a row layout (descriptor rowLayout) draws of a listing besides title and price, for the
// owner's screens that are no list (publish management rows, publishDetails): a job shows its
// facts (salary, nature, position, experience, degree) and the employer's logo or initials in
// place of a cover picture it usually does not have. Layouts absent here show cover and price.
import type { ComponentType } from 'react';
import type { RowLayout } from '../../modules/types.js';
import { JobFacts, JobLogo } from './job-row.js';
import type { Summary } from './listing-row.js';

type ItemPart = ComponentType<{ item: Summary }>;

/** In place of the cover thumbnail. */
export const ROW_PICTURE: Partial<Readonly<Record<RowLayout, ItemPart>>> = { job: JobLogo };

/** Under the title, in place of the price line. */
export const ROW_FACTS: Partial<Readonly<Record<RowLayout, ItemPart>>> = { job: JobFacts };
