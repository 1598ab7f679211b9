// Contract suite, home and lookups (issue 3): the real client against the real server on a seeded
// database, one case table (cases/home-lookups.ts), on PGlite and on PostgreSQL when DATABASE_URL is set.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { HOME_LOOKUP_CASES, type HomeState } from './cases/home-lookups.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: home and lookups ($name)', (target) => {
  const world = useWorld<HomeState>(target, () => ({}));
  it.each(rows(HOME_LOOKUP_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
