// The catalogue domain of the reference server (issue 3): home page, adverts, lookups, tags,
// labels, filter presets, agreements and app download. Keys are ENDPOINTS names.
import type { HandlerTable } from '../http/handler.js';
import { JOB_LOOKUP_HANDLERS } from '../jobs/lookups.js';
import { DOCUMENT_HANDLERS } from './documents.js';
import { HOME_HANDLERS } from './home.js';
import { PLACE_HANDLERS } from './places.js';
import { RANGE_HANDLERS } from './ranges.js';
import { TAG_HANDLERS } from './tags.js';
import { UNIT_HANDLERS } from './units.js';

export const CATALOGUE_HANDLERS: HandlerTable = {
  ...HOME_HANDLERS,
  ...DOCUMENT_HANDLERS,
  ...UNIT_HANDLERS,
  ...PLACE_HANDLERS,
  ...TAG_HANDLERS,
  ...RANGE_HANDLERS,
  // The job lookups are lookups too: public, the same for everyone, cached like the others.
  ...JOB_LOOKUP_HANDLERS,
};
