// Contract suite, discover: the real client against the reference server — the feed, a post
// released, edited, read, commented, given kudos, kept, reported and deleted; follows and the
// profile.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { DISCOVER_CASES, newDiscoverState } from './cases/discover.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: discover ($name)', (target) => {
  const world = useWorld(target, newDiscoverState);

  it.each(rows(DISCOVER_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
