// Contract suite, listings (issue 3): every module of the registry through the real client against
// the real server on a seeded database — upload, publish, edit, owner's view, search with each
// filter kind, details, recommendations, history and favourites — then the cross-module calls.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { LISTING_COMMON_CASES } from './cases/listing-common.js';
import { newListingState, type ListingState } from './cases/listing-state.js';
import { LISTING_MODULE_CASES } from './cases/listings.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: listings ($name)', (target) => {
  const world = useWorld<ListingState>(target, newListingState);
  // In table order: later cases use the listings, pictures and ids earlier ones created.
  it.each(rows([...LISTING_MODULE_CASES, ...LISTING_COMMON_CASES]))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
